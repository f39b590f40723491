import { expect, test, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { expectToastAfter, hydrated, signUpFreshStudent, useLanguage } from "./fixtures";
import { axe } from "./axe";
import { addDays, enrollInStatics } from "./calendar-helpers";
import { chooseDate } from "./date-fields";
import { pinClock, pinnedCairoDate } from "./clock";
import { shot } from "./screenshots";

/** The tasks calendar, in both languages, at phone and desktop widths, in two time zones. */

const T = {
  ar: {
    taskCreated: "أُضيفت المهمة",
    planned: /خُططت? (?:[٠-٩]+ )?(?:درس|دروس)/,

    regenerated: "أُنشئ عنوان جديد",
    statics: "الاستاتيكا",
  },
  en: {
    taskCreated: "Task added",
    planned: /Planned \d+ lessons? up to \u2068\d{1,2} [A-Z][a-z]+ \d{4}\u2069/,

    regenerated: "New address made",
    statics: "Statics",
  },
} as const;

/** A full-page picture for people to look at, in the run's output folder (not compared). */
async function lessonCount(page: Page, courseId: string) {
  await page.goto(`/course/${courseId}`);
  return page.getByTestId("lesson-list").locator("> li").count();
}

// The journey once per language, each in one of the two zones (docs/testing.md: journeys once,
// variants cheaply): Arabic in Cairo, its readers' zone, and English with its Monday-first grid in Kiritimati,
// fourteen hours ahead of UTC, where a date typed in the browser is already tomorrow in UTC.
for (const [lang, timezoneId] of [
  ["ar", "Africa/Cairo"],
  ["en", "Pacific/Kiritimati"],
] as const) {
  const t = T[lang];
  test.describe(`calendar in ${lang}, browser in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test("events of enrolled courses only, an own task on its date, the feed and its renewal", async ({ page }) => {
      // A long journey with axe on two full calendar pages: axe alone took 10–15 s a page while the
      // suite's two workers ran (2026-11-23 CI: the 60 s default ran out inside the month's axe).
      test.slow();
      await page.setViewportSize({ width: 1280, height: 900 });
      await pinClock(page);
      await useLanguage(page, lang);
      await signUpFreshStudent(page, "cal");
      const courseId = await enrollInStatics(page);

      await page.goto("/study-progress?view=agenda");
      await hydrated(page);
      const today = (await page.locator("[data-slot=calendar]").getAttribute("data-today"))!;
      expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // On a pinned run, the server's today is the pinned day (the pinning itself is checked).
      expect(today).toBe(pinnedCairoDate() ?? today);
      // Statics has one deadline and one live session in the next four weeks; no other course is shown.
      const agenda = page.locator("[data-slot=day-list]");
      await expect(agenda.locator("[data-slot=calendar-item][data-kind=deadline]")).toHaveCount(1);
      await expect(agenda.locator("[data-slot=calendar-item][data-kind=live]")).toHaveCount(1);
      await expect(agenda.locator("[data-slot=calendar-item][data-source=event]").first()).toContainText(t.statics);
      await axe(page, "agenda");

      // An own task, dated in the calendar's own date field, shows on that date whatever the browser's zone.
      const taskDate = addDays(today, 3);
      const title = `Revise ${timezoneId} ${lang}`;
      const form = page.locator("form#task-new");
      await form.locator('input[name="title"]').fill(title);
      await chooseDate(form.locator("#task-new-date"), taskDate);
      await expectToastAfter(page, t.taskCreated, () => form.locator('button[type="submit"]').click());
      // Today is marked in today's month; the task's date may be in the next month (today + 3 days on
      // the 28th is the 1st), whose grid need not reach back to today (a Monday-first December starts
      // on 30 November), so each is checked in its own month.
      await page.goto(`/study-progress?view=month&date=${today}`);
      await expect(page.locator("[data-slot=month-grid] td[aria-current=date]")).toHaveAttribute("data-date", today);
      await page.goto(`/study-progress?view=month&date=${taskDate}`);
      await hydrated(page);
      await expect(page.locator(`[data-slot=month-grid] td[data-date="${taskDate}"]`)).toContainText(title);
      await axe(page, "month");
      await shot(page, `month-${lang}-1280-${timezoneId.replace("/", "_")}`);
      // The grid's day links are plain anchors moved client-side by one handler (decision 026): the
      // day opens in the agenda without loading the document again.
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      await page.locator(`[data-slot=month-grid] td[data-date="${taskDate}"] a`).first().click();
      await expect(page).toHaveURL(new RegExp(`view=agenda&date=${taskDate}`));
      await expect(page.locator("[data-slot=day-list]")).toContainText(title);
      expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);

      // The exam plan puts every remaining lesson on a day before the exam.
      const lessons = await lessonCount(page, courseId);
      await page.goto("/study-progress?view=week");
      await hydrated(page);
      await axe(page, "week");
      const plan = page.locator("#exam-plan form");
      await plan.locator('select[name="courseId"]').selectOption(courseId);
      await chooseDate(plan.locator("#plan-form-examDate"), addDays(today, 30));
      await expectToastAfter(page, t.planned, () => plan.locator('button[type="submit"]').click());
      await page.goto(`/study-progress?view=agenda&date=${today}&kind=task`);
      const planned = page.locator("[data-slot=day-list] [data-slot=calendar-item][data-source=task]");
      await expect(planned).toHaveCount(lessons + 1);
      await page.goto("/study-progress?view=week");
      await hydrated(page);

      // The feed parses with a real iCalendar parser and holds the same items.
      const feedUrl = await page.locator("#feed-url").inputValue();
      const feed = await page.request.get(feedUrl);
      expect(feed.status()).toBe(200);
      expect(feed.headers()["content-type"]).toContain("text/calendar");
      const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents("vevent");
      const own = events.find((e) => String(e.getFirstPropertyValue("summary")).includes(title))!;
      expect(own).toBeTruthy();
      const start = own.getFirstPropertyValue("dtstart") as ICAL.Time;
      expect(start.isDate).toBe(true);
      expect(start.toString()).toBe(taskDate);
      // The own task and the exam plan's lesson tasks.
      expect(events.filter((e) => String(e.getFirstPropertyValue("uid")).startsWith("task-"))).toHaveLength(
        lessons + 1,
      );
      expect(
        events.filter((e) => /Deadline|موعد تسليم/.test(String(e.getFirstPropertyValue("categories")))),
      ).toHaveLength(1);
      expect(events.some((e) => String(e.getFirstPropertyValue("categories")).length > 0)).toBe(true);

      // Renewing the address revokes the old one.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/study-progress");
      await hydrated(page);
      await shot(page, `default-${lang}-390-${timezoneId.replace("/", "_")}`);
      await axe(page, "default at 390");
      await expectToastAfter(page, t.regenerated, () =>
        page.getByRole("button", { name: lang === "ar" ? "إنشاء عنوان جديد" : "Make a new address" }).click(),
      );
      const renewed = await page.locator("#feed-url").inputValue();
      expect(renewed).not.toBe(feedUrl);
      // The request context may reuse a kept-alive socket the server has just closed after its idle
      // timeout (the feed was fetched long before): an idempotent GET is sent again on that reset, as
      // browsers and calendar clients do.
      expect((await page.request.get(feedUrl, { maxRetries: 1 })).status()).toBe(404);
      expect((await page.request.get(renewed, { maxRetries: 1 })).status()).toBe(200);
    });
  });
}
