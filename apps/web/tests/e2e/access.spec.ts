import { ORIGIN } from "./origin";
import { expect, test, type APIRequest, type APIRequestContext } from "@playwright/test";
import { DEMO, expectToastAfter, ownAddress, uniqueEmail } from "./fixtures";
import teachingAr from "../../app/i18n/locales/ar/teaching";

/**
 * The access matrix: every route of spec section 2 against the roles of spec section 6, written out
 * here rather than read from the app's own table, so a wrong entry in app/auth/access.ts fails.
 * Each route is requested as a page and as a Remix data request, and guarded routes as a form post,
 * by a visitor, a student, a teacher and an admin.
 */
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
  "/profile": SIGNED_IN,
  "/edit-profile": SIGNED_IN,
  "/my-learning": SIGNED_IN,
  "/study-progress": SIGNED_IN,
  // With a real course that these users are not enrolled in: the player opens at its free preview
  // lesson for anyone (issue 13); locked lessons are refused per lesson (player.spec.ts).
  "/course-content/:id": EVERYONE,
  "/payment/:courseId": SIGNED_IN,
  "/notifications": SIGNED_IN,
  "/instructor/courses": ["teacher"],
  "/manage-all-courses": ["admin"],
  "/admin-subscriptions": ["admin"],
  "/admin-dashboard": ["admin"],
  "/admin-statistics": ["admin"],
  // Issue 18's user management, beside the spec's four admin routes.
  "/admin-users": ["admin"],
};

async function sessionCookie(request: APIRequestContext, user: { email: string; password: string }) {
  const response = await request.post("/login", {
    form: { intent: "login", email: user.email, password: user.password, redirectTo: "/" },
    headers: { Origin: ORIGIN },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  const cookie = response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value.split(";")[0])
    .find((c) => c.startsWith("masar_session="));
  expect(cookie).toBeTruthy();
  return cookie!;
}

function flashToastKey(response: { headersArray(): { name: string; value: string }[] }) {
  const toast = response
    .headersArray()
    .find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("masar_toast_"));
  if (!toast) return null;
  return Buffer.from(decodeURIComponent(toast.value.split(";")[0]!.split("=")[1]!).split(".")[0]!, "base64").toString();
}

test.describe("access matrix", () => {
  const cookies: Partial<Record<Role, string>> = {};
  let courseId = "";
  test.beforeAll(async ({ playwright }) => {
    // One client per role: a second login from the same client would end the first session (rotation).
    for (const role of ["student", "teacher", "admin"] as const) {
      const request = await playwright.request.newContext({ baseURL: ORIGIN });
      cookies[role] = await sessionCookie(request, DEMO[role]);
      await request.dispose();
    }
    // A real published course, as the catalogue links to it.
    const request = await playwright.request.newContext({ baseURL: ORIGIN });
    const html = await (await request.get("/courses")).text();
    courseId = decodeURIComponent(/href="\/course\/([^"?#]+)"/.exec(html)![1]!);
    await request.dispose();
  });

  for (const [pattern, allowedRoles] of Object.entries(MATRIX)) {
    for (const role of ROLES) {
      const allowed = allowedRoles.includes(role);
      test(`${pattern} × ${role}: ${allowed ? "allowed" : "refused"}`, async ({ playwright }) => {
        const path = pattern.replace(/:id|:courseId/, encodeURIComponent(courseId));
        const request = await playwright.request.newContext({ baseURL: ORIGIN });
        const headers: Record<string, string> = { Origin: ORIGIN };
        if (role !== "visitor") headers.Cookie = cookies[role]!;
        for (const variant of ["page", "data"] as const) {
          const url = variant === "page" ? path : `${path === "/" ? "/_root" : path}.data`;
          const response = await request.get(url, { headers, maxRedirects: 0 });
          const location = response.headers()["location"] ?? null;
          if (allowed && pattern === "/login" && role !== "visitor") {
            // Signing in again makes no sense: a signed-in user on /login is sent home.
            expect(location, `${variant} ${url}`).toBe("/");
          } else if (allowed) {
            expect(location, `${variant} ${url}`).toBeNull();
            expect(response.status(), `${variant} ${url}`).toBe(200);
          } else if (role === "visitor") {
            expect(location, `${variant} ${url}`).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
          } else {
            expect(location, `${variant} ${url}`).toBe("/");
            expect(flashToastKey(response), `${variant} ${url} toast`).toContain("toast.unauthorized");
          }
        }
        if (allowedRoles !== EVERYONE) {
          // The action is guarded too: a POST cannot slip past the loader's check.
          const response = await request.post(path, { headers, form: { any: "thing" }, maxRedirects: 0 });
          const location = response.headers()["location"] ?? null;
          if (allowed) expect(location).toBeNull();
          else expect(location).toBe(role === "visitor" ? `/login?redirectTo=${encodeURIComponent(path)}` : "/");
        }
        await request.dispose();
      });
    }
  }

  /**
   * Every admin action of issue 18, posted with its real form fields by each role that may not act: the
   * guard refuses before anything changes (checked afterwards on a course made for this test), and the
   * statistics CSV is not served. A student even tries to make themselves admin.
   */
  test("admin actions and the statistics CSV are refused to visitors, students and teachers", async ({
    playwright,
  }) => {
    const title = `Access matrix course ${Date.now()}`;
    const admin = await playwright.request.newContext({
      baseURL: ORIGIN,
      extraHTTPHeaders: { Cookie: cookies.admin! },
    });
    // A draft: the catalogue spec counts the published demo courses.
    const made = await (await admin.get(`/__test/admin-course?status=draft&title=${encodeURIComponent(title)}`)).text();
    const id = /data-testid="test-course-id">([^<]+)</.exec(made)![1]!;
    const actions: [path: string, form: Record<string, string>][] = [
      ["/manage-all-courses", { intent: "publish", courseId: id }],
      ["/manage-all-courses", { intent: "unpublish", courseId: id }],
      ["/manage-all-courses", { intent: "archive", courseId: id }],
      ["/manage-all-courses", { intent: "delete", courseId: id }],
      ["/manage-all-courses", { intent: "instructor", courseId: id, instructorId: "demo-teacher" }],
      ["/admin-users", { intent: "role", uid: "demo-student", role: "admin" }],
      ["/admin-dashboard", { intent: "markHandled", id: "any-message" }],
    ];
    const csv = "/admin-statistics/export?chart=enrollments&period=30d";
    for (const role of ["visitor", "student", "teacher"] as const) {
      const headers: Record<string, string> = { Origin: ORIGIN };
      if (role !== "visitor") headers.Cookie = cookies[role]!;
      const request = await playwright.request.newContext({ baseURL: ORIGIN });
      for (const [path, form] of actions) {
        const response = await request.post(path, { headers, form, maxRedirects: 0 });
        const expected = role === "visitor" ? `/login?redirectTo=${encodeURIComponent(path)}` : "/";
        expect(response.headers()["location"] ?? null, `${role} ${path} ${form.intent}`).toBe(expected);
      }
      const expected = role === "visitor" ? `/login?${new URLSearchParams({ redirectTo: csv })}` : "/";
      const download = await request.get(csv, { headers, maxRedirects: 0 });
      expect(download.headers()["location"], `${role} CSV`).toBe(expected);
      expect(download.headers()["content-type"] ?? "").not.toContain("text/csv");
      const posted = await request.post(csv, { headers, form: { chart: "enrollments" }, maxRedirects: 0 });
      expect(posted.headers()["location"], `${role} CSV post`).toBe(expected);
      await request.dispose();
    }
    // Nothing changed: the course is still there, neither published nor archived; the student is no admin.
    const list = await (await admin.get(`/manage-all-courses?q=${encodeURIComponent(title)}`)).text();
    expect(list).toContain(title);
    expect(list).toContain('data-intent="publish"');
    expect(list).toContain('data-intent="archive"');
    const student = await playwright.request.newContext({ baseURL: ORIGIN });
    const denied = await student.get("/admin-dashboard", { headers: { Cookie: cookies.student! }, maxRedirects: 0 });
    expect(denied.headers()["location"]).toBe("/");
    // The admin does get the CSV.
    const allowed = await admin.get(csv);
    expect(allowed.status()).toBe(200);
    expect(allowed.headers()["content-type"]).toContain("text/csv");
    await student.dispose();
    await admin.dispose();
  });

  test("the wrong role sees the toast Unauthorized access in the current language", async ({ page }) => {
    for (const [lang, text] of [
      ["ar", "غير مصرح لك بالدخول"],
      ["en", "Unauthorized access"],
    ] as const) {
      await page.context().clearCookies();
      await page.context().addCookies([
        { name: "appLanguage", value: lang, url: ORIGIN },
        { name: "masar_session", value: cookies.student!.split("=")[1]!, url: ORIGIN },
      ]);
      await expectToastAfter(page, text, () => page.goto("/admin-dashboard"));
      await expect(page).toHaveURL("/");
    }
  });

  test("a cross-site form post is refused", async ({ request }) => {
    const response = await request.post("/login", {
      form: { intent: "login", email: DEMO.student.email, password: DEMO.student.password },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
  });
});

/**
 * The teacher console below /instructor/courses/:id (decision 013), on a course of a fresh teacher of
 * this spec's own: its teacher opens every page; a visitor is sent to sign in, a student home with the
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
];
const lessonFields = { "title.en": "Hijacked", kind: "text", body: "Hijacked" };
const eventFields = { kind: "quiz", "title.en": "Hijacked", date: "2027-01-01", time: "", lessonId: "" };
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
];

test.describe("course staff routes", () => {
  const ids = { id: "", lessonId: "", eventId: "" };
  const cookies: Record<"owner" | "other" | "student", string> = { owner: "", other: "", student: "" };
  const fill = (s: string) => s.replace(/:id|:lessonId|:eventId/g, (k) => ids[k.slice(1) as keyof typeof ids]);
  let owner: APIRequestContext;

  /**
   * A fresh sign-up (its own address, so the per-address limit never bites), made a teacher if asked,
   * in a client of its own: a client keeps the cookies it is sent, which would then ride along.
   */
  async function freshUser(playwright: { request: APIRequest }, prefix: string, teacher: boolean) {
    const request = await playwright.request.newContext({ baseURL: ORIGIN });
    const response = await request.post("/login", {
      form: { intent: "signup", displayName: "Nour", email: uniqueEmail(prefix), password: "a-good-password" },
      headers: { Origin: ORIGIN, "X-Forwarded-For": ownAddress() },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    const cookie = response
      .headersArray()
      .find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("masar_session="))!
      .value.split(";")[0]!;
    if (teacher) {
      const made = await request.get("/__test/become-teacher", { maxRedirects: 0 });
      expect(made.status()).toBe(302);
    }
    await request.dispose();
    return cookie;
  }

  test.beforeAll(async ({ playwright }) => {
    cookies.owner = await freshUser(playwright, "staff-owner", true);
    cookies.other = await freshUser(playwright, "staff-other", true);
    cookies.student = await freshUser(playwright, "staff-student", false);
    owner = await playwright.request.newContext({ baseURL: ORIGIN });
    const headers = { Origin: ORIGIN, Cookie: cookies.owner };
    const post = (path: string, form: Record<string, string>) =>
      owner.post(fill(path), { form, headers, maxRedirects: 0 });
    const created = await post("/instructor/courses/new", {
      "title.en": "Staff only",
      faculty: "engineering",
      level: "beginner",
      category: "civil",
      price: "0",
    });
    ids.id = /\/instructor\/courses\/([^/]+)\/lessons$/.exec(created.headers()["location"]!)![1]!;
    expect((await post("/instructor/courses/:id/lessons/new", { ...lessonFields, "title.en": "Kept" })).status()).toBe(
      302,
    );
    expect(
      (await post("/instructor/courses/:id/events", { intent: "create", ...eventFields, "title.en": "Kept" })).status(),
    ).toBe(302);
    const html = async (path: string) => (await owner.get(fill(path), { headers })).text();
    ids.lessonId = /data-lesson-id="([^"]+)"/.exec(await html("/instructor/courses/:id/lessons"))![1]!;
    ids.eventId = /name="eventId" value="([^"]+)"/.exec(await html("/instructor/courses/:id/events"))![1]!;
  });
  test.afterAll(() => owner.dispose());

  test("the course's teacher opens every page and its data", async () => {
    for (const pattern of STAFF_PAGES) {
      const path = fill(pattern);
      for (const url of path.endsWith(".csv") ? [path] : [path, `${path}.data`]) {
        const response = await owner.get(url, { headers: { Cookie: cookies.owner }, maxRedirects: 0 });
        expect(response.status(), url).toBe(200);
      }
    }
  });

  for (const role of ["visitor", "student", "other"] as const) {
    test(`${role}: refused on every page, data request and action; nothing changes`, async ({ playwright }) => {
      const client = await playwright.request.newContext({ baseURL: ORIGIN });
      const headers: Record<string, string> = { Origin: ORIGIN };
      if (role !== "visitor") headers.Cookie = cookies[role];
      const refused = async (
        path: string,
        response: { status(): number; headers(): Record<string, string>; text(): Promise<string> },
      ) => {
        const location = response.headers()["location"] ?? null;
        if (role === "visitor") expect(location, path).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
        else if (role === "student") expect(location, path).toBe("/");
        else {
          expect([response.status(), location], path).toEqual([403, null]);
          // The reason in the reader's language (Arabic by default), on pages and resource routes alike:
          // a resource route once answered {"message":"Unexpected Server Error"} here.
          expect(await response.text(), path).toContain(teachingAr.teaching.errors.notYourCourse);
        }
      };
      for (const pattern of STAFF_PAGES) {
        const path = fill(pattern);
        for (const url of path.endsWith(".csv") ? [path] : [path, `${path}.data`]) {
          await refused(path, await client.get(url, { headers, maxRedirects: 0 }));
        }
      }
      for (const [pattern, form] of STAFF_ACTIONS) {
        const path = fill(pattern);
        const body = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, fill(v)]));
        await refused(path, await client.post(path, { form: body, headers, maxRedirects: 0 }));
      }
      await client.dispose();
      // Still the owner's course as it was: draft, one lesson, one event, nothing renamed.
      const own = { headers: { Cookie: cookies.owner } };
      const details = await (await owner.get(fill("/instructor/courses/:id"), own)).text();
      const lessons = await (await owner.get(fill("/instructor/courses/:id/lessons"), own)).text();
      const events = await (await owner.get(fill("/instructor/courses/:id/events"), own)).text();
      expect(details).not.toContain("Hijacked");
      expect(lessons.match(/data-lesson-id=/g)).toHaveLength(1);
      expect(lessons).not.toContain("Hijacked");
      expect(events.match(/name="eventId"/g)).toHaveLength(1);
      expect(events).not.toContain("Hijacked");
      expect(details).toContain('data-status="draft"');
    });
  }
});
