import { expect, test, type Page } from "@playwright/test";
import { expectToastAfter, hydrated, signUpFreshStudent, useLanguage } from "./fixtures";

/**
 * The bell of spec sections 2 and 4, each test with a fresh student whose notifications come from the
 * test-only /__test/notify page (created now, through the repositories).
 */
const T = {
  ar: {
    bell: /^الإشعارات/,
    markAllRead: "تحديد الكل كمقروء",
    delete: "حذف الإشعار",
    deleted: "تم حذف الإشعار",
    empty: "لا توجد إشعارات",
    unread: (n: string) => `الإشعارات، ${n} إشعارًا غير مقروء`,
    capped: "٩+",
    twelve: "١٢",
    minute: "قبل دقيقة واحدة",
    hours: "قبل ٣ ساعات",
    yesterday: "أمس",
    days: "قبل ٣ أيام",
  },
  en: {
    bell: /^Notifications/,
    markAllRead: "Mark all read",
    delete: "Delete notification",
    deleted: "Notification deleted",
    empty: "No notifications",
    unread: (n: string) => `Notifications, ${n} unread`,
    capped: "9+",
    twelve: "12",
    minute: "1 minute ago",
    hours: "3 hours ago",
    yesterday: "yesterday",
    days: "3 days ago",
  },
} as const;

const badge = (page: Page) => page.locator("[data-slot=notification-badge]");
const bellButton = (page: Page, lang: "ar" | "en") => page.getByRole("button", { name: T[lang].bell });

/** Adds notifications for the signed-in user, then opens `to`. */
async function notify(page: Page, params: Record<string, string>, to = "/") {
  await page.goto(`/__test/notify?${new URLSearchParams({ ...params, redirectTo: to })}`);
  await expect(page).toHaveURL(to);
  await hydrated(page);
}

// Texts, digits, dates and direction are checked in both languages; a behaviour that does not depend on
// the language runs in one of them, Arabic or English in turn (docs/testing.md: variants cheaply).
for (const lang of ["ar", "en"] as const) {
  const t = T[lang];
  test.describe(`bell (${lang})`, () => {
    test("lists title, body and relative time, follows the spec's time rule, and caps the badge at 9+", async ({
      page,
    }) => {
      await useLanguage(page, lang);
      await signUpFreshStudent(page, `bell-${lang}`);
      await notify(page, { count: "11", title: "Older" });
      await notify(page, { title: "Exam moved", body: "The Calculus I midterm is now on Sunday." });
      await expect(badge(page)).toHaveAttribute("data-count", t.capped);
      await expect(bellButton(page, lang)).toHaveAccessibleName(t.unread(t.twelve));

      await bellButton(page, lang).click();
      const menu = page.getByRole("menu");
      await expect(menu.getByRole("group")).toHaveCount(3);
      const item = menu.getByRole("group").first();
      await expect(item).toContainText("Exam moved");
      await expect(item).toContainText("The Calculus I midterm is now on Sunday.");
      const time = item.locator("time");
      await expect(time).toHaveText(t.minute);

      // The browser's clock moves; the notification's time stays: spec section 4's relative-time rule.
      const created = new Date((await time.getAttribute("datetime"))!);
      const later = (ms: number) => new Date(created.getTime() + ms);
      const HOUR = 3_600_000;
      const DAY = 24 * HOUR;
      const monthDay = new Intl.DateTimeFormat(lang === "ar" ? "ar-EG" : "en-GB", {
        month: "long",
        day: "numeric",
      }).format(created);
      for (const [after, text] of [
        [59 * 60_000, lang === "ar" ? "قبل ٥٩ دقيقة" : "59 minutes ago"],
        [3 * HOUR + 60_000, t.hours],
        [DAY + HOUR, t.yesterday],
        [3 * DAY + HOUR, t.days],
        [10 * DAY, monthDay],
      ] as const) {
        await page.keyboard.press("Escape");
        await page.clock.setFixedTime(later(after));
        await bellButton(page, lang).click();
        await expect(page.getByRole("menu").getByRole("group").first().locator("time")).toHaveText(text);
      }
    });

    if (lang === "en") {
      test("Mark all read marks every one read at once, and opening does so after 500 ms", async ({ page }) => {
        await useLanguage(page, lang);
        await page.clock.install();
        await signUpFreshStudent(page, `read-${lang}`);
        await notify(page, { count: "2", title: "Unread" });
        await expect(badge(page)).toHaveAttribute("data-count", "2");

        // With the page's timers paused, the automatic mark-read cannot fire: only the button can.
        await page.clock.pauseAt(Date.now() + 1_000);
        await bellButton(page, lang).click();
        const markAll = page.getByRole("menuitem", { name: t.markAllRead });
        await expect(page.getByRole("menu").locator("[data-read=false]")).toHaveCount(2);
        await expect(badge(page)).toHaveAttribute("data-count", "2");
        await markAll.click();
        await expect(badge(page)).toHaveCount(0);
        await expect(page.getByRole("menu").locator("[data-read=false]")).toHaveCount(0);
        await expect(markAll).toBeDisabled();
        await page.clock.resume();
        await page.reload();
        await hydrated(page);
        await expect(badge(page)).toHaveCount(0);

        // Opening with unread ones marks them read about 500 ms later, not before.
        const markReads: string[] = [];
        page.on("request", (request) => {
          if (request.method() === "POST" && request.url().includes("/resources/notifications")) {
            markReads.push(request.postData() ?? "");
          }
        });
        await notify(page, { title: "Another" });
        await expect(badge(page)).toHaveAttribute("data-count", "1");
        await page.clock.pauseAt(Date.now() + 1_000);
        await bellButton(page, lang).click();
        await expect(page.getByRole("menu")).toBeVisible();
        await page.clock.runFor(450);
        // A request made now leaves after any the page's timers started, so none of those was a mark-read.
        await page.evaluate(() => fetch("/healthz"));
        expect(markReads).toEqual([]);
        await page.clock.runFor(100);
        await expect.poll(() => markReads.length).toBe(1);
        expect(markReads[0]).toContain("markAllRead");
        await expect(badge(page)).toHaveCount(0);
        await page.clock.resume();
      });
    }

    if (lang === "ar") {
      test("opens the course a notification names, and deletes one", async ({ page }) => {
        await useLanguage(page, lang);
        await page.goto("/courses");
        const href = await page.locator("[data-slot=course-card-action]").first().getAttribute("href");
        const courseId = decodeURIComponent(href!.replace("/course/", ""));
        await signUpFreshStudent(page, `open-${lang}`);
        await notify(page, { title: "Plain" });
        await notify(page, { title: "New lesson", courseId });

        await bellButton(page, lang).click();
        await page.getByRole("menu").getByText("New lesson").click();
        await expect(page).toHaveURL(href!);
        await expect(page.getByRole("menu")).toBeHidden();

        await bellButton(page, lang).click();
        const menu = page.getByRole("menu");
        await expect(menu.getByRole("group")).toHaveCount(2);
        await expectToastAfter(page, t.deleted, () => menu.getByRole("menuitem", { name: t.delete }).first().click());
        await expect(menu.getByRole("group")).toHaveCount(1);
        await expect(menu.getByRole("group")).toContainText("Plain");
        await page.reload();
        // Before hydration the bell is a link to /notifications (its no-JavaScript fallback).
        await hydrated(page);
        await bellButton(page, lang).click();
        await expect(page.getByRole("menu").getByRole("group")).toHaveCount(1);
        await page.getByRole("menu").getByRole("menuitem", { name: t.delete }).click();
        await expect(page.getByRole("menu").getByText(t.empty)).toBeVisible();
      });
    }
  });
}
