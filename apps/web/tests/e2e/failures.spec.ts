import { expect, test, type Page } from "@playwright/test";
import { expectToastAfter, hydrated, injectFaults, signUpFreshStudent, useLanguage } from "./fixtures";

/**
 * The failure toasts of spec section 8, with the store failing on purpose for this browser only (the
 * test-only fault cookie, app/testing/faults.server.ts). The course-load failure is in catalogue.spec.ts.
 */
const T = {
  ar: {
    bell: /^الإشعارات/,
    fetchFailed: "حدث خطأ أثناء جلب الإشعارات",
    deleteFailed: "حدث خطأ أثناء حذف الإشعار",
    delete: "حذف الإشعار",
    empty: "لا توجد إشعارات",
    account: "قائمة الحساب",
    logout: "تسجيل الخروج",
    loggedOut: "تم تسجيل الخروج بنجاح",
    login: "تسجيل الدخول",
    two: "٢",
  },
  en: {
    bell: /^Notifications/,
    fetchFailed: "Error fetching notifications",
    deleteFailed: "Error deleting notification",
    delete: "Delete notification",
    empty: "No notifications",
    account: "Account menu",
    logout: "Logout",
    loggedOut: "Logged out successfully",
    login: "Login",
    two: "2",
  },
} as const;

const badge = (page: Page) => page.locator("[data-slot=notification-badge]");

// Texts, digits, dates and direction are checked in both languages; a behaviour that does not depend on
// the language runs in one of them, Arabic or English in turn (docs/testing.md: variants cheaply).
for (const lang of ["ar", "en"] as const) {
  const t = T[lang];
  test.describe(`spec section 8 failures (${lang})`, () => {
    test("a failed notification fetch shows its toast and an empty bell", async ({ page }) => {
      await useLanguage(page, lang);
      await signUpFreshStudent(page, `fetch-${lang}`);
      await page.goto(`/__test/notify?count=2&title=Kept`);
      await hydrated(page);
      await expect(badge(page)).toHaveAttribute("data-count", t.two);

      // A store that fails its reads fails the live stream's watch too; the stream is cut here so its
      // first event (served by a watch opened before the fault) cannot refill the bell behind the test.
      await page.route("**/resources/notification-stream**", (route) => route.abort());
      await injectFaults(page, "notifications.listByUser");
      await expectToastAfter(page, t.fetchFailed, () => page.goto("/about"));
      await expect(badge(page)).toHaveCount(0);
      await page.getByRole("button", { name: t.bell }).click();
      await expect(page.getByRole("menu").getByText(t.empty)).toBeVisible();

      // Nothing was lost: once the store answers again, the bell has them back.
      await injectFaults(page);
      await page.unroute("**/resources/notification-stream**");
      await page.reload();
      await expect(badge(page)).toHaveAttribute("data-count", t.two);
    });

    if (lang === "en") {
      test("a failed delete shows its toast and keeps the notification", async ({ page }) => {
        await useLanguage(page, lang);
        await signUpFreshStudent(page, `delete-${lang}`);
        await page.goto(`/__test/notify?title=Still+here`);
        await hydrated(page);
        await page.getByRole("button", { name: t.bell }).click();
        const menu = page.getByRole("menu");
        await expect(menu.getByRole("group")).toHaveCount(1);

        await injectFaults(page, "notifications.delete");
        await expectToastAfter(page, t.deleteFailed, () => menu.getByRole("menuitem", { name: t.delete }).click());
        await expect(menu.getByRole("group")).toHaveCount(1);
        await injectFaults(page);
        await page.reload();
        await page.getByRole("button", { name: t.bell }).click();
        await expect(page.getByRole("menu").getByRole("group")).toContainText("Still here");
      });
    }

    if (lang === "ar") {
      test("a failed logout shows the error's message as a toast and keeps the session", async ({ page }) => {
        await useLanguage(page, lang);
        await signUpFreshStudent(page, `logout-${lang}`);
        await hydrated(page);
        await injectFaults(page, "sessions.delete");
        await page.getByRole("button", { name: t.account }).click();
        await expectToastAfter(page, "Injected test fault: sessions.delete", () =>
          page.getByRole("menuitem", { name: t.logout }).click(),
        );
        await expect(page.getByRole("button", { name: t.account })).toBeVisible();
        await page.reload();
        await expect(page.getByRole("button", { name: t.account })).toBeVisible();

        await injectFaults(page);
        await page.getByRole("button", { name: t.account }).click();
        await expectToastAfter(page, t.loggedOut, () => page.getByRole("menuitem", { name: t.logout }).click());
        await expect(page.getByRole("banner").getByRole("link", { name: t.login })).toBeVisible();
      });
    }
  });
}
