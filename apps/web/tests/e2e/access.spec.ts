import { expect, test, type APIRequestContext } from "@playwright/test";
import { ROUTE_ACCESS, type Access } from "../../app/auth/access";
import { DEMO } from "./fixtures";

/**
 * The access matrix: every route of spec section 2, as a page and as a Remix data request, as a
 * loader (GET) and as an action (POST), for a visitor, a student, a teacher and an admin.
 */
type Role = "visitor" | "student" | "teacher" | "admin";
const ROLES: Role[] = ["visitor", "student", "teacher", "admin"];

function allowed(access: Access, role: Role) {
  if (access === "public") return true;
  if (role === "visitor") return false;
  if (access === "signed-in") return true;
  return access === role;
}

const concrete = (pattern: string) => pattern.replace(":id", "some-course").replace(":courseId", "some-course");

async function sessionCookie(request: APIRequestContext, user: { email: string; password: string }) {
  const response = await request.post("/login", {
    form: { intent: "login", email: user.email, password: user.password, redirectTo: "/" },
    headers: { Origin: "http://localhost:3210" },
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

test.describe("access matrix", () => {
  const cookies: Partial<Record<Role, string>> = {};
  test.beforeAll(async ({ playwright }) => {
    // One client per role: a second login from the same client would end the first session (rotation).
    for (const role of ["student", "teacher", "admin"] as const) {
      const request = await playwright.request.newContext({ baseURL: "http://localhost:3210" });
      cookies[role] = await sessionCookie(request, DEMO[role]);
      await request.dispose();
    }
  });

  for (const [pattern, access] of Object.entries(ROUTE_ACCESS)) {
    for (const role of ROLES) {
      test(`${pattern} × ${role}`, async ({ playwright }) => {
        const request = await playwright.request.newContext({ baseURL: "http://localhost:3210" });
        const headers: Record<string, string> = { Origin: "http://localhost:3210" };
        if (cookies[role as Exclude<Role, "visitor">]) headers.Cookie = cookies[role as Exclude<Role, "visitor">]!;
        const path = concrete(pattern);
        for (const variant of ["page", "data"] as const) {
          const url = variant === "page" ? path : `${path === "/" ? "/_root" : path}.data`;
          const response = await request.get(url, { headers, maxRedirects: 0 });
          const location = response.headers()["location"];
          const ok = allowed(access, role);
          if (ok) {
            // Allowed: no guard redirect (a signed-in user on /login is sent home, a made-up course is a 404).
            if (pattern === "/login" && role !== "visitor") expect(location, `${variant}`).toBe("/");
            else {
              expect(location ?? null, `${variant} ${url}`).toBeNull();
              expect([200, 404], `${variant} ${url}`).toContain(response.status());
            }
          } else if (role === "visitor") {
            expect(location, `${variant} ${url}`).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
          } else {
            expect(location, `${variant} ${url}`).toBe("/");
            const toast = response
              .headersArray()
              .find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("masar_toast="));
            expect(toast?.value, `${variant} ${url} toast`).toBeTruthy();
            expect(Buffer.from(toast!.value.split("=")[1]!.split(".")[0]!, "base64").toString()).toContain(
              "toast.unauthorized",
            );
          }
        }
        if (access !== "public") {
          // The action is guarded too: a POST cannot slip past the loader's check.
          const response = await request.post(path, { headers, form: { any: "thing" }, maxRedirects: 0 });
          const location = response.headers()["location"];
          if (allowed(access, role)) expect(location ?? null).toBeNull();
          else expect(location).toBe(role === "visitor" ? `/login?redirectTo=${encodeURIComponent(path)}` : "/");
        }
        await request.dispose();
      });
    }
  }

  test("the wrong role sees the toast Unauthorized access in the current language", async ({ page }) => {
    for (const [lang, text] of [
      ["ar", "غير مصرح لك بالدخول"],
      ["en", "Unauthorized access"],
    ] as const) {
      await page.context().clearCookies();
      await page.context().addCookies([
        { name: "appLanguage", value: lang, url: "http://localhost:3210" },
        { name: "masar_session", value: cookies.student!.split("=")[1]!, url: "http://localhost:3210" },
      ]);
      await page.goto("/admin-dashboard");
      await expect(page).toHaveURL("/");
      await expect(page.locator("[data-sonner-toast]").first()).toContainText(text);
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
