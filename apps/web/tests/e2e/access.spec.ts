import { ORIGIN } from "./origin";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { DEMO, expectToastAfter } from "./fixtures";

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
    .find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("masar_toast="));
  if (!toast) return null;
  return Buffer.from(decodeURIComponent(toast.value.split("=")[1]!.split(";")[0]!).split(".")[0]!, "base64").toString();
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
    const made = await (await admin.get(`/__test/admin-course?title=${encodeURIComponent(title)}`)).text();
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
    // Nothing changed: the course is still there and published; the student is still no admin.
    const list = await (await admin.get(`/manage-all-courses?q=${encodeURIComponent(title)}`)).text();
    expect(list).toContain(title);
    expect(list).toContain('data-intent="unpublish"');
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
