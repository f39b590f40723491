import { beforeAll, describe, expect, it } from "vitest";
import { translatorsByLocale } from "#app/i18n/translators.testing";
import { LOCALES } from "@masar/domain/locale";
import { useTestStore } from "#app/testing/test-store.server";
import type { FormMessages } from "./messages";

// A real SQLite file of this test's own, set before the app modules read the environment.
useTestStore("form-refusals");

// Bad input posted to each action that parses its form with conform + zod: a 400 whose answer carries
// conform's reply (field errors as message keys) and the words the page shows, in Arabic and in English.
const { startSession } = await import("#app/auth/session.server");
const { getRepositories } = await import("#app/repositories.server");
const { courseWithLessons, identity } = await import("#app/data/contract/harness");
const adminUsers = await import("#app/routes/admin-users/route");
const manageCourses = await import("#app/routes/manage-all-courses/route");
const adminDashboard = await import("#app/routes/admin-dashboard/route");
const courseLessons = await import("#app/routes/instructor.courses.$id.lessons/route");
const language = await import("#app/routes/resources.language/route");
const bell = await import("#app/routes/resources.notifications/route");
const { notificationsAction } = await import("#app/routes/notifications/actions.server");
const { changeProgress } = await import("#app/routes/course-content.$id/player.server");
const { subscriptionsAction } = await import("#app/routes/admin-subscriptions/subscriptions.server");
const { detailsAction } = await import("#app/routes/instructor.courses.$id._index/details.server");
const { paymentAction } = await import("#app/routes/payment.$courseId/payment.server");
const { calendarAction } = await import("#app/routes/study-progress/actions.server");

const translators = translatorsByLocale();

/** The key's words in both languages (`ns` as the page's useTranslation): never the key itself. */
function words(key: string, ns = "common") {
  const said = Object.fromEntries(LOCALES.map((lng) => [lng, translators[lng]!.t(key, { ns })]));
  for (const lng of LOCALES) {
    expect(translators[lng]!.exists(key, { ns }), `"${key}" has no ${lng} message`).toBe(true);
    expect(said[lng], `${key} in ${lng}`).not.toMatch(/\{\{|Invalid input|expected/);
  }
  expect(said.ar).not.toBe(said.en);
  return said as { ar: string; en: string };
}

type Reply = { status: string; error?: Record<string, FormMessages | null> };
/** A route's answer as the browser gets it: the status and the JSON body. */
async function answer(response: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  if (response instanceof Response) return { status: response.status, body: await response.json() };
  const value = response as { data: Record<string, unknown>; init?: { status?: number } };
  return { status: value.init?.status ?? 200, body: value.data };
}
const replyOf = (body: Record<string, unknown>) => body.result as Reply;
const keysOf = (messages: FormMessages | null | undefined) => (messages ?? []).map((m) => m.key);

const cookies: Record<string, string> = {};
const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  });
let courseId = "";

beforeAll(async () => {
  const repos = await getRepositories();
  for (const [uid, role] of [
    ["a1", "admin"],
    ["t1", "teacher"],
    ["s1", "student"],
  ] as const) {
    const setCookie = await startSession(new Request("http://localhost/login"), identity(uid));
    await repos.users.setRole(uid, role);
    // Proved addresses: paying waits for one (issue 38), and these refusals are about the input.
    await repos.accounts.markEmailVerified(uid, identity(uid).email);
    cookies[uid] = setCookie.split(";")[0]!;
  }
  courseId = (await courseWithLessons(repos, 2, { instructorId: "t1" })).course.id;
});

describe("bad input gets conform's reply and a localised error", () => {
  it("admin-users: a role change without a user or with no role", async () => {
    const { status, body } = await answer(
      await adminUsers.action({
        request: post("/admin-users", { intent: "role", uid: "", role: "king" }, cookies.a1),
        params: {},
        context: {},
      }),
    );
    expect(status).toBe(400);
    expect(body.outcome).toEqual({ ok: false, key: "users.missing" });
    expect(replyOf(body).status).toBe("error");
    expect(keysOf(replyOf(body).error?.uid)).toEqual(["validation.required"]);
    expect(replyOf(body).error?.role).toBeTruthy();
    words("users.missing", "admin");
    expect(words("validation.required")).toEqual({ ar: "هذا الحقل مطلوب", en: "This field is required" });
  });

  it("manage-all-courses: a course action without a course", async () => {
    const { status, body } = await answer(
      await manageCourses.action({
        request: post("/manage-all-courses", { intent: "publish" }, cookies.a1),
        params: {},
        context: {},
      }),
    );
    expect(status).toBe(400);
    expect(body.outcome).toEqual({ ok: false, key: "courses.missing" });
    expect(keysOf(replyOf(body).error?.courseId)).toEqual(["validation.required"]);
    words("courses.missing", "admin");
  });

  it("admin-dashboard: marking handled without a message id", async () => {
    const { status, body } = await answer(
      await adminDashboard.action({
        request: post("/admin-dashboard", { intent: "markHandled" }, cookies.a1),
        params: {},
        context: {},
      }),
    );
    expect(status).toBe(400);
    expect(body.error).toBe("invalid");
    expect(keysOf(replyOf(body).error?.id)).toEqual(["validation.required"]);
  });

  it("notifications: opening a notification without its id, on the page and from the bell", async () => {
    const page = await answer(await notificationsAction(post("/notifications", { intent: "open" }), "s1"));
    expect(page.status).toBe(400);
    expect(keysOf(replyOf(page.body).error?.id)).toEqual(["validation.required"]);
    const fromBell = await answer(
      await bell.action({
        request: post("/resources/notifications", { intent: "markRead" }, cookies.s1),
        params: {},
        context: {},
      }),
    );
    expect(fromBell.status).toBe(400);
    expect(fromBell.body.ok).toBe(false);
    expect(keysOf(replyOf(fromBell.body).error?.id)).toEqual(["validation.required"]);
  });

  it("course-content: a progress change that is neither complete nor undo", async () => {
    const { status, body } = await answer(
      await changeProgress(
        post(`/course-content/${courseId}`, { intent: "finish", lessonId: "x" }, cookies.s1),
        courseId,
      ),
    );
    expect(status).toBe(400);
    expect(body.error).toBe("invalid");
    expect(keysOf(replyOf(body).error?.intent)).toEqual(["validation.invalidChoice"]);
    words("validation.invalidChoice");
  });

  it("instructor lessons: an intent that is none of move, reorder or delete", async () => {
    const { status, body } = await answer(
      await courseLessons.action({
        request: post(`/instructor/courses/${courseId}/lessons`, { intent: "rename" }, cookies.t1),
        params: { id: courseId },
        context: {},
      }),
    );
    expect(status).toBe(400);
    expect(body.error).toEqual({ key: "error.invalidRequest" });
    expect(replyOf(body).status).toBe("error");
    words("error.invalidRequest");
  });

  it("instructor course details: a status that is no status", async () => {
    const repos = await getRepositories();
    const course = (await repos.courses.getById(courseId))!;
    const { status, body } = await answer(
      await detailsAction(
        post(`/instructor/courses/${courseId}`, { intent: "status", status: "gone" }),
        { uid: "t1", role: "teacher" } as never,
        course,
      ),
    );
    expect(status).toBe(400);
    expect(body.status).toEqual({ key: "validation.invalidChoice" });
    expect(keysOf(replyOf(body).error?.status)).toEqual(["validation.invalidChoice"]);
  });

  it("admin-subscriptions: a rejection without a reason, and an unknown intent", async () => {
    const rejected = await answer(
      await subscriptionsAction(
        post("/admin-subscriptions", { intent: "reject", paymentId: "p1", reason: " " }, cookies.a1),
      ),
    );
    expect(rejected.status).toBe(400);
    expect(rejected.body).toMatchObject({ intent: "reject", paymentId: "p1" });
    expect(keysOf(replyOf(rejected.body).error?.reason)).toEqual(["payments:errors.reasonRequired"]);
    words("payments:errors.reasonRequired");
    const unknown = await answer(await subscriptionsAction(post("/admin-subscriptions", { intent: "x" }, cookies.a1)));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ intent: null, paymentId: null });
  });

  it("payment: the online button with an attempt key that is none", async () => {
    const { status, body } = await answer(
      await paymentAction(post(`/payment/${courseId}`, { intent: "online", attempt: "again" }, cookies.s1), courseId),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ intent: "online", error: "payments:errors.gateway" });
    expect(replyOf(body).error?.attempt).toBeTruthy();
    words("payments:errors.gateway");
  });

  it("study-progress: a task without a title, beside the field", async () => {
    const { status, body } = await answer(
      await calendarAction(
        post("/study-progress", { intent: "create", title: " ", date: "2026-11-25" }),
        "s1",
        new Date("2026-11-23T08:00:00Z"),
      ),
    );
    expect(status).toBe(400);
    expect(body.form).toBe("create");
    expect(keysOf(replyOf(body).error?.title)).toEqual(["validation.required"]);
    const refused = await answer(
      await calendarAction(post("/study-progress", { intent: "drop" }), "s1", new Date("2026-11-23T08:00:00Z")),
    );
    expect(refused.status).toBe(400);
    expect(keysOf(replyOf(refused.body).error?.intent)).toEqual(["validation.invalidChoice"]);
  });

  it("resources.language: a language that is neither", async () => {
    const { status, body } = await answer(
      await language.action({ request: post("/resources/language", { lang: "fr" }), params: {}, context: {} }),
    );
    expect(status).toBe(400);
    expect(body.error).toBe("validation.invalidLanguage");
    expect(replyOf(body).error?.lang).toBeTruthy();
    words("validation.invalidLanguage");
  });
});
