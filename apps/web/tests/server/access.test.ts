/**
 * The access matrix and the refusals around it, at the request level (decision 037): every route
 * of spec section 2 against the roles of spec section 6, written out here from the spec, so a guard
 * that lets the wrong role in fails. Each route is requested as a page and
 * as a Remix data request, and guarded routes as a form post, by a visitor, a student, a teacher and an
 * admin; then the admin actions and the teacher console's pages, data and actions for the wrong users.
 * In process on the built app (in-process.ts): the same loaders, actions, sessions and SQLite file.
 */
import { beforeAll, describe, expect, it } from "vitest";
import teachingAr from "#app/i18n/locales/ar/teaching";
import { DEMO } from "../demo-users";
import { flashToastKey, inProcessApp } from "./in-process";

const { call, signIn } = await inProcessApp("access");

type Role = "visitor" | "student" | "teacher" | "admin";
const ROLES: Role[] = ["visitor", "student", "teacher", "admin"];
const EVERYONE: Role[] = ["visitor", "student", "teacher", "admin"];
const SIGNED_IN: Role[] = ["student", "teacher", "admin"];

/** Spec section 2's routes and who may open them (section 6; decision 004: admins are not teachers). */
const MATRIX: Record<string, Role[]> = {
  "/": EVERYONE,
  "/courses": EVERYONE,
  "/course/:id": EVERYONE,
  "/login": EVERYONE,
  "/about": EVERYONE,
  "/contact": EVERYONE,
  "/faq": EVERYONE,
  "/privacy": EVERYONE,
  "/terms": EVERYONE,
  "/search": EVERYONE,
  // Beside the spec's table (issue 38): getting back into an account, and the pages e-mailed links open.
  "/forgot-password": EVERYONE,
  "/reset-password": EVERYONE,
  "/verify-email": EVERYONE,
  // A certificate's public check (an unknown code here): anyone, signed in or not.
  "/verify/:code": EVERYONE,
  "/profile": SIGNED_IN,
  "/account": SIGNED_IN,
  "/account/export": SIGNED_IN,
  "/edit-profile": SIGNED_IN,
  "/my-learning": SIGNED_IN,
  "/study-progress": SIGNED_IN,
  // Not in the spec's table: the review session of spaced review, for any signed-in user's own cards.
  "/review": SIGNED_IN,
  // With a real course that these users are not enrolled in: the player opens at its free preview
  // lesson for anyone (decision 008); locked lessons are refused per lesson (player.spec.ts).
  "/course-content/:id": EVERYONE,
  "/payment/:courseId": SIGNED_IN,
  "/notifications": SIGNED_IN,
  "/instructor/courses": ["teacher"],
  "/manage-all-courses": ["admin"],
  "/admin-subscriptions": ["admin"],
  "/admin-dashboard": ["admin"],
  "/admin-statistics": ["admin"],
  // The console's user management, beside the spec's four admin routes.
  "/admin-users": ["admin"],
  "/admin-outbox": ["admin"],
  "/admin-certificates": ["admin"],
  // Issue 39: the contact inbox behind the dashboard's "messages waiting".
  "/admin-messages": ["admin"],
  // The managed list of course categories (issue 39).
  "/admin-categories": ["admin"],
};

/**
 * Pages a signed-in user is sent away from, and where: signing in again (to where their role starts:
 * issue 39) or recovering an account they are in.
 */
const SIGNED_IN_ELSEWHERE: Record<string, Record<Exclude<Role, "visitor">, string>> = {
  "/login": { student: "/", teacher: "/instructor/courses", admin: "/admin-dashboard" },
  "/forgot-password": { student: "/account", teacher: "/account", admin: "/account" },
};

/** Pages whose sign-in says why the visitor was sent there (`reason`, after where to come back to). */
const LOGIN_REASON: Record<string, string> = { "/payment/:courseId": "buy" };
const loginFor = (pattern: string, path: string) =>
  `/login?${new URLSearchParams({ redirectTo: path, ...(LOGIN_REASON[pattern] ? { reason: LOGIN_REASON[pattern] } : {}) })}`;

const cookies: Partial<Record<Role, string>> = {};
let courseId = "";

beforeAll(async () => {
  for (const role of ["student", "teacher", "admin"] as const) cookies[role] = await signIn(DEMO[role]);
  // A real published course, as the catalogue links to it.
  const html = await (await call("/courses")).text();
  courseId = decodeURIComponent(/href="\/course\/([^"?#]+)"/.exec(html)![1]!);
});

describe("access matrix", () => {
  for (const [pattern, allowedRoles] of Object.entries(MATRIX)) {
    for (const role of ROLES) {
      const allowed = allowedRoles.includes(role);
      it(`${pattern} × ${role}: ${allowed ? "allowed" : "refused"}`, async () => {
        const path = pattern.replace(/:id|:courseId/, encodeURIComponent(courseId));
        const cookie = role === "visitor" ? undefined : cookies[role];
        for (const variant of ["page", "data"] as const) {
          const url = variant === "page" ? path : `${path === "/" ? "/_root" : path}.data`;
          const response = await call(url, { cookie });
          const location = response.headers.get("location");
          if (allowed && SIGNED_IN_ELSEWHERE[pattern] && role !== "visitor") {
            expect(location, `${variant} ${url}`).toBe(SIGNED_IN_ELSEWHERE[pattern][role]);
          } else if (allowed) {
            expect(location, `${variant} ${url}`).toBeNull();
            expect(response.status, `${variant} ${url}`).toBe(200);
          } else if (role === "visitor") {
            expect(location, `${variant} ${url}`).toBe(loginFor(pattern, path));
          } else {
            expect(location, `${variant} ${url}`).toBe("/");
            expect(flashToastKey(response), `${variant} ${url} toast`).toContain("toast.unauthorized");
          }
        }
        if (allowedRoles !== EVERYONE) {
          // The action is guarded too: a POST cannot slip past the loader's check.
          const response = await call(path, { cookie, form: { any: "thing" } });
          const location = response.headers.get("location");
          if (allowed) expect(location).toBeNull();
          else expect(location).toBe(role === "visitor" ? `/login?redirectTo=${encodeURIComponent(path)}` : "/");
        }
      });
    }
  }

  /**
   * Every admin action of the console, posted with its real form fields by each role that may not act: the
   * guard refuses before anything changes (checked afterwards on a course made for this test), and the
   * statistics CSV is not served. A student even tries to make themselves admin.
   */
  it("admin actions and the statistics CSV are refused to visitors, students and teachers", async () => {
    const title = `Access matrix course ${Date.now()}`;
    const made = await (
      await call(`/__test/admin-course?status=draft&title=${encodeURIComponent(title)}`, { cookie: cookies.admin })
    ).text();
    const id = /data-testid="test-course-id">([^<]+)</.exec(made)![1]!;
    const actions: [path: string, form: Record<string, string>][] = [
      ["/manage-all-courses", { intent: "publish", courseId: id }],
      ["/manage-all-courses", { intent: "unpublish", courseId: id }],
      ["/manage-all-courses", { intent: "archive", courseId: id }],
      // Confirmed, as the confirmation dialog sends them: still refused.
      ["/manage-all-courses", { intent: "delete", courseId: id, confirmed: "yes" }],
      ["/manage-all-courses", { intent: "instructor", courseId: id, instructorId: "demo-teacher" }],
      ["/admin-users", { intent: "role", uid: "demo-student", role: "admin", confirmed: "yes" }],
      ["/admin-users", { intent: "deactivate", uid: "demo-admin", confirmed: "yes" }],
      ["/admin-users", { intent: "sendReset", uid: "demo-admin", confirmed: "yes" }],
      ["/admin-dashboard", { intent: "markHandled", id: "any-message" }],
      ["/admin-messages", { intent: "handled", id: "any-message" }],
      ["/admin-messages?state=handled&page=2", { intent: "waiting", id: "any-message" }],
      ["/admin-categories", { intent: "add", "name.ar": "مخترق", "name.en": "Hijacked" }],
      ["/admin-categories", { intent: "rename", id: "physics", "name.ar": "مخترق", "name.en": "Hijacked" }],
      ["/admin-categories", { intent: "retire", id: "physics" }],
    ];
    const csv = "/admin-statistics/export?chart=enrollments&period=30d";
    for (const role of ["visitor", "student", "teacher"] as const) {
      const cookie = role === "visitor" ? undefined : cookies[role];
      for (const [path, form] of actions) {
        const response = await call(path, { cookie, form });
        const expected = role === "visitor" ? `/login?redirectTo=${encodeURIComponent(path)}` : "/";
        expect(response.headers.get("location"), `${role} ${path} ${form.intent}`).toBe(expected);
      }
      const expected = role === "visitor" ? `/login?${new URLSearchParams({ redirectTo: csv })}` : "/";
      const download = await call(csv, { cookie });
      expect(download.headers.get("location"), `${role} CSV`).toBe(expected);
      expect(download.headers.get("content-type") ?? "").not.toContain("text/csv");
      const posted = await call(csv, { cookie, form: { chart: "enrollments" } });
      expect(posted.headers.get("location"), `${role} CSV post`).toBe(expected);
    }
    // Nothing changed: the course is still there, neither published nor archived; the student is no admin.
    const list = await (
      await call(`/manage-all-courses?q=${encodeURIComponent(title)}`, { cookie: cookies.admin })
    ).text();
    expect(list).toContain(title);
    expect(list).toContain('data-intent="publish"');
    expect(list).toContain('data-intent="archive"');
    expect((await call("/admin-dashboard", { cookie: cookies.student })).headers.get("location")).toBe("/");
    const categories = await (await call("/admin-categories", { cookie: cookies.admin })).text();
    expect(categories).not.toContain("Hijacked");
    // Physics is still active: its row offers to retire it.
    expect(/<li[^>]*data-category="physics"[^>]*>([\s\S]*?)<\/li>/.exec(categories)?.[1]).toContain('value="retire"');
    // The admin does get the CSV.
    const allowed = await call(csv, { cookie: cookies.admin });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("content-type")).toContain("text/csv");
  });
});

/**
 * The teacher console below /instructor/courses/:id (decision 013), on a course of a fresh teacher of
 * this file's own: its teacher opens every page; a visitor is sent to sign in, a student home with the
 * toast, and another teacher gets 403 — on every page, its data request and every action, after which
 * nothing has changed.
 */
const STAFF_PAGES = [
  "/instructor/courses/:id",
  "/instructor/courses/:id/lessons",
  "/instructor/courses/:id/lessons/new",
  "/instructor/courses/:id/lessons/:lessonId",
  "/instructor/courses/:id/events",
  "/instructor/courses/:id/learners",
  "/instructor/courses/:id/learners.csv",
  "/instructor/courses/:id/announce",
  "/instructor/courses/:id/questions",
  "/instructor/courses/:id/questions/new",
  "/instructor/courses/:id/questions/new?type=multiple",
  "/instructor/courses/:id/questions/:questionId",
  "/instructor/courses/:id/questions/import",
  "/instructor/courses/:id/questions.gift",
  "/instructor/courses/:id/quizzes/:quizId",
];
/** Downloads: no `.data` request, no page. */
const isDownload = (path: string) => /\.(csv|gift)$/.test(path);
/** A page's data request: `.data` before the query, as Remix's client asks for it. */
const dataUrl = (path: string) => {
  const [pathname, query] = path.split("?");
  return query ? `${pathname}.data?${query}` : `${pathname}.data`;
};
const lessonFields = { "title.en": "Hijacked", kind: "text", "body.en": "Hijacked" };
const eventFields = { kind: "quiz", "title.en": "Hijacked", date: "2027-01-01", time: "", lessonId: "" };
const questionFields = {
  type: "single",
  "stem.en": "Hijacked",
  "options[0].en": "Yes",
  "options[0].correct": "on",
  "options[1].en": "No",
};
const quizFields = { rule: "fixed", questionIds: ":questionId", passPercent: "0" };
const STAFF_ACTIONS: [string, Record<string, string>][] = [
  ["/instructor/courses/:id", { intent: "status", status: "archived" }],
  ["/instructor/courses/:id", { intent: "cover-reset" }],
  ["/instructor/courses/:id", { "title.en": "Hijacked", faculty: "science", level: "advanced", category: "x" }],
  ["/instructor/courses/:id/lessons", { intent: "move", lessonId: ":lessonId", direction: "down" }],
  ["/instructor/courses/:id/lessons", { intent: "reorder", order: ":lessonId" }],
  ["/instructor/courses/:id/lessons", { intent: "delete", lessonId: ":lessonId" }],
  ["/instructor/courses/:id/lessons/new", lessonFields],
  ["/instructor/courses/:id/lessons/:lessonId", lessonFields],
  ["/resources/lesson-save/:id/:lessonId", lessonFields],
  ["/instructor/courses/:id/events", { intent: "create", ...eventFields }],
  ["/instructor/courses/:id/events", { intent: "update", eventId: ":eventId", ...eventFields }],
  ["/instructor/courses/:id/events", { intent: "delete", eventId: ":eventId" }],
  ["/instructor/courses/:id/learners", { any: "thing" }],
  ["/instructor/courses/:id/announce", { "title.en": "Hijacked" }],
  ["/instructor/courses/:id/questions", { intent: "delete", questionId: ":questionId" }],
  ["/instructor/courses/:id/questions/new", questionFields],
  ["/instructor/courses/:id/questions/:questionId", questionFields],
  ["/instructor/courses/:id/questions/import", { intent: "commit", format: "gift", text: "::H:: Hijacked {T}" }],
  ["/instructor/courses/:id/quizzes/:quizId", quizFields],
];

describe("course staff routes", () => {
  const ids = { id: "", lessonId: "", eventId: "", questionId: "", quizId: "" };
  const staff: Record<"owner" | "other" | "student", string> = { owner: "", other: "", student: "" };
  const fill = (s: string) =>
    s.replace(/:id|:lessonId|:eventId|:questionId|:quizId/g, (k) => ids[k.slice(1) as keyof typeof ids]);

  /** A fresh sign-up through the real form, made a teacher through the test-only page if asked. */
  async function freshUser(prefix: string, teacher: boolean) {
    const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const response = await call("/login", {
      form: { intent: "signup", displayName: "Nour", email, password: "a-good-password" },
    });
    expect(response.status).toBe(302);
    const cookie = response.headers
      .getSetCookie()
      .find((c) => c.startsWith("masar_session="))!
      .split(";")[0]!;
    if (teacher) expect((await call("/__test/become-teacher", { cookie })).status).toBe(302);
    return cookie;
  }

  beforeAll(async () => {
    staff.owner = await freshUser("staff-owner", true);
    staff.other = await freshUser("staff-other", true);
    staff.student = await freshUser("staff-student", false);
    const post = (path: string, form: Record<string, string>) => call(fill(path), { form, cookie: staff.owner });
    const created = await post("/instructor/courses/new", {
      "title.en": "Staff only",
      faculty: "engineering",
      level: "beginner",
      category: "mathematics",
      price: "0",
    });
    ids.id = /\/instructor\/courses\/([^/]+)\/lessons$/.exec(created.headers.get("location")!)![1]!;
    expect((await post("/instructor/courses/:id/lessons/new", { ...lessonFields, "title.en": "Kept" })).status).toBe(
      302,
    );
    expect(
      (await post("/instructor/courses/:id/events", { intent: "create", ...eventFields, "title.en": "Kept" })).status,
    ).toBe(302);
    const html = async (path: string) => (await call(fill(path), { cookie: staff.owner })).text();
    ids.lessonId = /data-lesson-id="([^"]+)"/.exec(await html("/instructor/courses/:id/lessons"))![1]!;
    ids.eventId = /name="eventId" value="([^"]+)"/.exec(await html("/instructor/courses/:id/events"))![1]!;
    // A quiz lesson (saving a new one leads to its quiz) and one question in the bank.
    const quiz = await post("/instructor/courses/:id/lessons/new", { "title.en": "Quiz", kind: "quiz" });
    ids.quizId = /\/quizzes\/([^/]+)$/.exec(quiz.headers.get("location") ?? "")![1]!;
    expect((await post("/instructor/courses/:id/questions/new", { ...questionFields, "stem.en": "Kept" })).status).toBe(
      302,
    );
    ids.questionId = /data-question-id="([^"]+)"/.exec(await html("/instructor/courses/:id/questions"))![1]!;
  });

  it("the course's teacher opens every page and its data", async () => {
    for (const pattern of STAFF_PAGES) {
      const path = fill(pattern);
      for (const url of isDownload(path) ? [path] : [path, dataUrl(path)]) {
        expect((await call(url, { cookie: staff.owner })).status, url).toBe(200);
      }
    }
  });

  for (const role of ["visitor", "student", "other"] as const) {
    it(`${role}: refused on every page, data request and action; nothing changes`, async () => {
      const cookie = role === "visitor" ? undefined : staff[role];
      const refused = async (path: string, response: Response) => {
        const location = response.headers.get("location");
        if (role === "visitor") expect(location, path).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
        else if (role === "student") expect(location, path).toBe("/");
        else {
          expect([response.status, location], path).toEqual([403, null]);
          // The reason in the reader's language (Arabic by default), on pages and resource routes alike:
          // a resource route once answered {"message":"Unexpected Server Error"} here.
          expect(await response.text(), path).toContain(teachingAr.teaching.errors.notYourCourse);
        }
      };
      for (const pattern of STAFF_PAGES) {
        const path = fill(pattern);
        for (const url of isDownload(path) ? [path] : [path, dataUrl(path)]) {
          await refused(path, await call(url, { cookie }));
        }
      }
      for (const [pattern, form] of STAFF_ACTIONS) {
        const path = fill(pattern);
        const body = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, fill(v)]));
        await refused(path, await call(path, { form: body, cookie }));
      }
      // Still the owner's course as it was: draft, its two lessons (one a quiz), one event, one question,
      // nothing renamed.
      const own = { cookie: staff.owner };
      const details = await (await call(fill("/instructor/courses/:id"), own)).text();
      const lessons = await (await call(fill("/instructor/courses/:id/lessons"), own)).text();
      const events = await (await call(fill("/instructor/courses/:id/events"), own)).text();
      expect(details).not.toContain("Hijacked");
      expect(lessons.match(/data-lesson-id=/g)).toHaveLength(2);
      expect(lessons).not.toContain("Hijacked");
      expect(events.match(/name="eventId"/g)).toHaveLength(1);
      expect(events).not.toContain("Hijacked");
      expect(details).toContain('data-status="draft"');
      const questions = await (await call(fill("/instructor/courses/:id/questions"), own)).text();
      expect(questions.match(/data-question-id=/g)).toHaveLength(1);
      expect(questions).not.toContain("Hijacked");
    });
  }
});
