import { expect, test, type Page } from "@playwright/test";
import { expectToastAfter, hydrated, signUpFreshStudent, useLanguage } from "./fixtures";
import { axe } from "./axe";
import { addDays, enrollInStatics } from "./calendar-helpers";
import { chooseDate } from "./date-fields";
import { shot } from "./screenshots";
import { pinClock } from "./clock";

/**
 * The calendar beyond its views: the Hijri date set on the profile, a task created, completed and
 * deleted with the keyboard alone, falling behind an exam plan and re-planning from today, and axe on
 * the month and week views at 390 px. One fresh student and one test per language.
 */

const T = {
  ar: {
    // 8 February 2027 is 1 Ramadan 1448 (Umm al-Qura).
    hijriLong: "١ رمضان ١٤٤٨ هـ",
    hijriDay: "١ رمضان",
    gregorian: "٨ فبراير ٢٠٢٧",
    profileSaved: "تم حفظ الملف الشخصي",
    taskCreated: "أُضيفت المهمة",
    taskDeleted: "حُذفت المهمة",
    complete: "تحديد كمنجز",
    remove: "حذف",
    planned: /خُططت? (?:[٠-٩]+ )?(?:درس|دروس)/,
    replan: "أعد التخطيط من اليوم",
    replanned: "أُعيد التخطيط من اليوم",
    overdue: "متأخر",
  },
  en: {
    hijriLong: "1 Ramadan 1448 AH",
    hijriDay: "1 Ram.",
    gregorian: "8 February 2027",
    profileSaved: "Profile saved",
    taskCreated: "Task added",
    taskDeleted: "Task deleted",
    complete: "Mark done",
    remove: "Delete",
    planned: /Planned \d+ lessons?/,
    replan: "Re-plan from today",
    replanned: "Re-planned from today",
    overdue: "Overdue",
  },
} as const;

/**
 * Presses Tab (or `key`: Shift+Tab goes back from the form to the calendar before it) until the focused
 * element matches: a control named `name`, inside the calendar item titled `item`, or the new-task
 * form's field named `field`. Only the keyboard moves focus.
 */
async function tabTo(page: Page, target: { name?: string; item?: string; field?: string }, key = "Tab") {
  for (let presses = 0; presses < 120; presses++) {
    await page.keyboard.press(key);
    const found = await page.evaluate(({ name, item, field }) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return false;
      if (field) return el.getAttribute("name") === field && Boolean(el.closest("form#task-new"));
      const inItem = item ? el.closest("[data-slot=calendar-item]")?.textContent?.includes(item) : true;
      return Boolean(inItem) && el.textContent?.trim() === name;
    }, target);
    if (found) return;
  }
  throw new Error(`Tab never reached ${JSON.stringify(target)}`);
}

/** Enrolled in Statics, with the number of its lessons as the course page lists them. */
async function enrollInStaticsCountingLessons(page: Page) {
  const id = await enrollInStatics(page);
  await page.goto(`/course/${id}`);
  return { id, lessons: await page.getByTestId("lesson-list").locator("> li").count() };
}

for (const lang of ["ar", "en"] as const) {
  const t = T[lang];
  test(`calendar in ${lang}: Hijri dates from the profile, keyboard-only tasks, re-plan from today`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await pinClock(page);
    await useLanguage(page, lang);
    await signUpFreshStudent(page, `cal-plan-${lang}`);

    // The Hijri date is a profile setting; the calendar then shows it beside each Gregorian date.
    await page.goto("/edit-profile");
    await hydrated(page);
    await page.locator('input[name="hijri"]').check();
    await expectToastAfter(page, t.profileSaved, () => page.locator("form#edit-profile button[type=submit]").click());
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto("/study-progress?view=week&date=2027-02-08");
    const day = page.locator('[data-slot=day-list] > li[data-date="2027-02-08"] h3');
    await expect(day).toContainText(t.gregorian);
    await expect(day).toContainText(t.hijriLong);
    await page.setViewportSize({ width: 390, height: 844 });
    await hydrated(page);
    await axe(page, "week at 390");
    await page.goto("/study-progress?view=month&date=2027-02-08");
    await hydrated(page);
    await expect(page.locator('[data-slot=month-grid] td[data-date="2027-02-08"]')).toContainText(t.hijriDay);
    await axe(page, "month at 390");
    await shot(page, `hijri-month-${lang}-390`);

    // Keyboard only: create a task (Enter submits), complete it, delete it.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/study-progress?view=agenda");
    await hydrated(page);
    const title = `Keyboard ${lang} ${Date.now()}`;
    const item = page.locator("[data-slot=day-list] [data-slot=calendar-item]").filter({ hasText: title });
    await tabTo(page, { field: "title" });
    await page.keyboard.type(title);
    await expectToastAfter(page, t.taskCreated, () => page.keyboard.press("Enter"));
    await expect(item).toHaveCount(1);
    await expect(item).not.toHaveAttribute("data-done");
    // The saved task's words leave the form, ready for the next one.
    await expect(page.locator('form#task-new input[name="title"]')).toHaveValue("");
    await tabTo(page, { name: t.complete, item: title }, "Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(item).toHaveAttribute("data-done", "true");
    await tabTo(page, { name: t.remove, item: title });
    await expectToastAfter(page, t.taskDeleted, () => page.keyboard.press("Space"));
    await expect(item).toHaveCount(0);

    // An exam plan made today; three days pass without studying (a test-only page moves its tasks).
    const today = (await page.locator("[data-slot=calendar]").getAttribute("data-today"))!;
    const statics = await enrollInStaticsCountingLessons(page);
    await page.goto("/study-progress?view=agenda");
    await hydrated(page);
    const plan = page.locator("#exam-plan form#plan-form");
    await plan.locator('select[name="courseId"]').selectOption(statics.id);
    await chooseDate(plan.locator("#plan-form-examDate"), addDays(today, 30));
    await expectToastAfter(page, t.planned, () => plan.locator('button[type="submit"]').click());
    await expect(page.locator("[data-slot=plan-behind]")).toHaveCount(0);
    const back = encodeURIComponent(`/study-progress?view=agenda&kind=task&date=${addDays(today, -3)}`);
    await page.goto(`/__test/age-plan?courseId=${encodeURIComponent(statics.id)}&days=3&redirectTo=${back}`);
    await hydrated(page);
    const behind = page.locator("[data-slot=plan-behind]");
    await expect(behind).toHaveCount(1);
    const tasks = page.locator("[data-slot=day-list] [data-slot=calendar-item][data-source=task]");
    await expect(tasks.filter({ hasText: t.overdue }).first()).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await axe(page, "behind at 390");
    await shot(page, `behind-${lang}-390`);

    // Re-planning from today moves every lesson to today or later, keeping the exam date; the notice goes.
    await expectToastAfter(page, t.replanned, () => behind.getByRole("button", { name: t.replan }).click());
    await expect(behind).toHaveCount(0);
    await expect(tasks).toHaveCount(statics.lessons);
    await expect(tasks.filter({ hasText: t.overdue })).toHaveCount(0);
    const dates = await tasks.evaluateAll((els) => els.map((el) => el.getAttribute("data-date")!));
    expect(dates.every((d) => d >= today && d <= addDays(today, 28))).toBe(true);
  });
}
