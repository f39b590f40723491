import { ORIGIN } from "./origin";
import { test, expect } from "@playwright/test";
import { DEMO, expectToastAfter } from "./fixtures";

/**
 * What of the access rules only a browser shows: the wrong role's toast. The access matrix itself (every
 * route × role as a page, data request and post), the admin actions and the teacher console's refusals
 * are request-level checks in tests/server/access.test.ts; the cross-site post refusal is in
 * tests/server/server-robustness.test.ts (decision 037).
 */
test("the wrong role sees the toast Unauthorized access in the current language", async ({ page, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: ORIGIN });
  const login = await request.post("/login", {
    form: { intent: "login", ...DEMO.student, redirectTo: "/" },
    headers: { Origin: ORIGIN },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(302);
  const session = login
    .headersArray()
    .find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("masar_session="))!
    .value.split(";")[0]!;
  await request.dispose();
  for (const [lang, text] of [
    ["ar", "غير مصرح لك بالدخول"],
    ["en", "Unauthorized access"],
  ] as const) {
    await page.context().clearCookies();
    await page.context().addCookies([
      { name: "appLanguage", value: lang, url: ORIGIN },
      { name: "masar_session", value: session.split("=")[1]!, url: ORIGIN },
    ]);
    await expectToastAfter(page, text, () => page.goto("/admin-dashboard"));
    await expect(page).toHaveURL("/");
  }
});
