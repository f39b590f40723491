import { expect, test, type Page } from "@playwright/test";
import { expectToastAfter, hydrated, signUpFreshStudent, useLanguage } from "./fixtures";

/** The full /notifications page (spec sections 2, 4, 7 and 8), each test with a fresh student. */
const T = {
  ar: {
    title: "كل الإشعارات",
    all: "الكل",
    unread: "غير المقروءة",
    markAllRead: "تحديد الكل كمقروء",
    loadMore: "عرض المزيد",
    empty: "لا توجد إشعارات",
    emptyUnread: "لا توجد إشعارات غير مقروءة",
    delete: "حذف الإشعار",
    deleted: "تم حذف الإشعار",
  },
  en: {
    title: "All notifications",
    all: "All",
    unread: "Unread",
    markAllRead: "Mark all read",
    loadMore: "Load more",
    empty: "No notifications",
    emptyUnread: "No unread notifications",
    delete: "Delete notification",
    deleted: "Notification deleted",
  },
} as const;

const rows = (page: Page) => page.getByTestId("notification-row");

async function notify(page: Page, params: Record<string, string>) {
  await page.goto(`/__test/notify?${new URLSearchParams({ ...params, redirectTo: "/notifications" })}`);
  await expect(page).toHaveURL("/notifications");
}

// Texts, digits, dates and direction are checked in both languages; a behaviour that does not depend on
// the language runs in one of them, Arabic or English in turn (docs/testing.md: variants cheaply).
for (const lang of ["ar", "en"] as const) {
  const t = T[lang];
  test.describe(`notifications page (${lang})`, () => {
    test("empty, then 20 per page newest first with Load more, each in the reader's language", async ({ page }) => {
      await useLanguage(page, lang);
      await signUpFreshStudent(page, `page-${lang}`);
      await page.goto("/notifications");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
      await expect(page.getByTestId("notifications-empty")).toContainText(t.empty);

      await notify(page, { count: "24", title: "Old" });
      await notify(page, {
        titleAr: "درس جديد",
        bodyAr: "أضيف درس التكامل",
        titleEn: "New lesson",
        bodyEn: "Integration was added",
      });
      await hydrated(page);
      await expect(rows(page)).toHaveCount(20);
      await expect(rows(page).first()).toContainText(lang === "ar" ? "درس جديد" : "New lesson");
      await expect(rows(page).first()).toContainText(lang === "ar" ? "أضيف درس التكامل" : "Integration was added");
      await expect(rows(page).nth(1)).toContainText("Old 24");
      await page.getByRole("link", { name: t.loadMore }).click();
      await expect(rows(page)).toHaveCount(25);
      await expect(rows(page).last()).toContainText("Old 1");
      await expect(page.getByRole("link", { name: t.loadMore })).toHaveCount(0);
    });

    if (lang === "ar") {
      test("Unread filter, opening marks read, Mark all read, delete with its toast, and a course opens", async ({
        page,
      }) => {
        await useLanguage(page, lang);
        await page.goto("/courses");
        const href = await page.locator("[data-slot=course-card-action]").first().getAttribute("href");
        const courseId = decodeURIComponent(href!.replace("/course/", ""));
        await signUpFreshStudent(page, `filter-${lang}`);
        await notify(page, { count: "3", title: "Plain" });
        await notify(page, { title: "Lesson added", courseId });
        await hydrated(page);
        await expect(page.locator("[data-testid=notification-row][data-read=false]")).toHaveCount(4);

        // Opening one without a course marks it read and stays on the list.
        await rows(page).filter({ hasText: "Plain 3" }).getByRole("button").first().click();
        await expect(page.locator("[data-testid=notification-row][data-read=false]")).toHaveCount(3);
        await page.getByRole("link", { name: t.unread }).click();
        await expect(page).toHaveURL("/notifications?filter=unread");
        await expect(page.getByRole("link", { name: t.unread })).toHaveAttribute("aria-current", "page");
        await expect(rows(page)).toHaveCount(3);
        await expect(rows(page).filter({ hasText: "Plain 3" })).toHaveCount(0);

        // Opening one that names a course goes there, read.
        await rows(page).filter({ hasText: "Lesson added" }).getByRole("button").first().click();
        await expect(page).toHaveURL(href!);
        await page.goto("/notifications?filter=unread");
        await expect(rows(page)).toHaveCount(2);

        await page.getByRole("button", { name: t.markAllRead }).click();
        await expect(page.getByTestId("notifications-empty")).toContainText(t.emptyUnread);
        await expect(page).toHaveURL("/notifications?filter=unread");
        await expect(page.getByRole("button", { name: t.markAllRead })).toBeDisabled();

        await page.getByRole("link", { name: t.all }).click();
        await expect(rows(page)).toHaveCount(4);
        await expectToastAfter(page, t.deleted, () =>
          rows(page).filter({ hasText: "Plain 2" }).getByRole("button", { name: t.delete }).click(),
        );
        await expect(rows(page)).toHaveCount(3);
        await expect(rows(page).filter({ hasText: "Plain 2" })).toHaveCount(0);
      });
    }

    if (lang === "en") {
      test("works without JavaScript and from the keyboard", async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        const page = await context.newPage();
        await useLanguage(page, lang);
        await signUpFreshStudent(page, `nojs-${lang}`);
        await notify(page, { count: "2", title: "Quiet" });
        await expect(page.locator("[data-testid=notification-row][data-read=false]")).toHaveCount(2);
        await page.getByRole("button", { name: t.markAllRead }).click();
        await expect(page.locator("[data-testid=notification-row][data-read=false]")).toHaveCount(0);
        await rows(page).first().getByRole("button", { name: t.delete }).click();
        await expect(rows(page)).toHaveCount(1);
        await context.close();

        // Keyboard: Tab reaches the first notification, Enter opens it (marks it read).
        const keyboard = await browser.newPage();
        await useLanguage(keyboard, lang);
        await signUpFreshStudent(keyboard, `keys-${lang}`);
        await notify(keyboard, { title: "By keyboard" });
        await hydrated(keyboard);
        const open = rows(keyboard).first().getByRole("button").first();
        for (let i = 0; i < 40 && !(await open.evaluate((el) => el === document.activeElement)); i++) {
          await keyboard.keyboard.press("Tab");
        }
        await expect(open).toBeFocused();
        await keyboard.keyboard.press("Enter");
        await expect(keyboard.locator("[data-testid=notification-row][data-read=false]")).toHaveCount(0);
        await keyboard.close();
      });
    }
  });
}
