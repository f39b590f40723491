import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { axe } from "./axe";
import { hydrated, signUpFreshStudent, useLanguage } from "./fixtures";
import { shot } from "./screenshots";
import { pinClock } from "./clock";
import { ORIGIN } from "./origin";

/**
 * The calendar's default views, rendered one at a time (decision 033): the month on a desktop and the agenda
 * on a phone, told apart on the server before it renders; a picked view remembered per browser, with
 * and without scripts; both, CSS picking, only for a browser that cannot be told. One fresh student and
 * one test per language; the phone is a second browser context holding the same session.
 */

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";
const LABELS = {
  ar: { month: "شهر", week: "أسبوع", agenda: "قائمة" },
  en: { month: "Month", week: "Week", agenda: "Agenda" },
} as const;

/** Which views the page holds, and which switch button says it is on. */
async function expectView(page: Page, view: "month" | "agenda", label: string) {
  const calendar = page.locator("[data-slot=calendar]");
  await expect(calendar.locator("[data-slot=month-grid]")).toHaveCount(view === "month" ? 1 : 0);
  await expect(calendar.locator("[data-slot=day-list]")).toHaveCount(view === "agenda" ? 1 : 0);
  await expect(calendar.getByRole("button", { name: label, exact: true })).toHaveAttribute("aria-pressed", "true");
}

/** A phone: Chrome on Android at 390 px, which sends `Sec-CH-UA-Mobile: ?1`, signed in as the same student. */
async function phone(browser: Browser, signedIn: BrowserContext, javaScriptEnabled: boolean) {
  return browser.newContext({
    storageState: await signedIn.storageState(),
    userAgent: ANDROID_CHROME,
    isMobile: true,
    hasTouch: true,
    viewport: { width: 390, height: 844 },
    javaScriptEnabled,
  });
}

for (const lang of ["ar", "en"] as const) {
  const label = LABELS[lang];
  test(`calendar default views in ${lang}: month on a desktop, agenda on a phone, a pick remembered per browser`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await pinClock(page);
    await useLanguage(page, lang);
    await signUpFreshStudent(page, "view");

    // The server alone: a browser it cannot tell gets both views (CSS shows one); a phone's User-Agent
    // without the hint gets the agenda only.
    const unknown = await (
      await page.request.get("/study-progress", { headers: { "User-Agent": "curl/8.5.0" } })
    ).text();
    expect(unknown).toContain('data-slot="month-grid"');
    expect(unknown).toContain('data-slot="day-list"');
    const iphone = await (
      await page.request.get("/study-progress", {
        headers: { "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148" },
      })
    ).text();
    expect(iphone).toContain('data-slot="day-list"');
    expect(iphone).not.toContain('data-slot="month-grid"');

    // A desktop: the month grid alone.
    await page.goto("/study-progress");
    await hydrated(page);
    await expectView(page, "month", label.month);
    await axe(page, "default month at 1280");
    await shot(page, `default-${lang}-1280`);

    // A phone without scripts: the agenda alone; picking the month posts the form, and the pick holds on
    // this phone's next visit.
    const noScripts = await phone(browser, page.context(), false);
    const small = await noScripts.newPage();
    await small.goto("/study-progress");
    await expectView(small, "agenda", label.agenda);
    await shot(small, `default-${lang}-390-no-js`);
    await small.getByRole("button", { name: label.month, exact: true }).click();
    await expect(small).toHaveURL(/[?&]view=month/);
    await expectView(small, "month", label.month);
    await small.goto("/study-progress");
    await expectView(small, "month", label.month);
    await noScripts.close();

    // A phone with scripts (its own browser, no pick yet): the agenda; axe on it.
    const scripted = await phone(browser, page.context(), true);
    const touch = await scripted.newPage();
    await touch.goto("/study-progress");
    await hydrated(touch);
    await expectView(touch, "agenda", label.agenda);
    await axe(touch, "default agenda at 390");
    await shot(touch, `default-${lang}-390`);
    await scripted.close();

    // Back on the desktop, with scripts: picking the agenda moves client-side and is remembered here.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole("button", { name: label.agenda, exact: true }).click();
    await expect(page).toHaveURL(/[?&]view=agenda/);
    await expectView(page, "agenda", label.agenda);
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
    await page.goto("/study-progress");
    await expectView(page, "agenda", label.agenda);
  });
}

/**
 * A desktop browser at a phone's width (a narrow window; the server picks the month, decision 033): the
 * grid follows its container's width, not the device. Each day's items are dots with the day's count,
 * the selected day's list (whole, titles uncut) sits under the grid, a day number selects its day, and
 * the Hijri day number stands on the Gregorian one's line, uncut. Both languages, one fresh student.
 */
test("at 390 px on a desktop browser the month reads: dots and counts, the selected day's list, Hijri aligned", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await pinClock(page);
  await signUpFreshStudent(page, "narrow");
  await page.goto("/study-progress");
  const today = (await page.locator("[data-slot=calendar]").getAttribute("data-today"))!;
  const titles = [1, 2, 3, 4].map((n) => `Revise the whole of chapter ${n} before the lab`);
  for (const title of titles) {
    const saved = await page.request.post("/study-progress", {
      form: { intent: "create", title, date: today, time: "", courseId: "", notes: "" },
      headers: { Origin: ORIGIN },
      maxRedirects: 0,
    });
    expect(saved.status()).toBe(302);
  }
  const hijri = await page.request.post("/study-progress", {
    form: { intent: "settings", hijri: "1", weekStart: "6" },
    headers: { Origin: ORIGIN },
    maxRedirects: 0,
  });
  expect(hijri.status()).toBe(302);
  // Another day of the same month to select: the 1st, or the 2nd when today is the 1st.
  const other = `${today.slice(0, 8)}${today.endsWith("-01") ? "02" : "01"}`;

  for (const lang of ["ar", "en"] as const) {
    await useLanguage(page, lang);
    await page.goto("/study-progress");
    await hydrated(page);
    await expectView(page, "month", LABELS[lang].month);
    const cell = page.locator(`[data-slot=month-grid] td[data-date="${today}"]`);
    // Dots, not cut titles: each item is as narrow as its dot, and the day says how many it holds.
    const items = cell.locator("li[data-slot=calendar-item]");
    await expect(items).toHaveCount(3);
    for (const box of await items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width))) {
      expect(box).toBeLessThanOrEqual(12);
    }
    await expect(cell.locator("[data-slot=day-count]")).toHaveText(lang === "ar" ? "٤" : "4");

    // The selected day (today) whole under the grid, every title uncut.
    const list = page.locator("[data-slot=selected-day]");
    await expect(list.locator(`li[data-date="${today}"]`)).toBeVisible();
    const shown = list.locator("[data-slot=calendar-item] p.font-medium");
    await expect(shown).toHaveText(titles);
    for (const cut of await shown.evaluateAll((els) => els.map((el) => el.scrollWidth > el.clientWidth))) {
      expect(cut).toBe(false);
    }

    // The Hijri day number on the Gregorian one's line, whole, in every cell of the first week.
    const rows = await page
      .locator("[data-slot=month-grid] tbody tr")
      .first()
      .locator("[data-slot=day-numbers]")
      .evaluateAll((els) =>
        els.map((row) => {
          const day = [...row.querySelectorAll("a")]
            .find((a) => a.getClientRects().length > 0)!
            .getBoundingClientRect();
          const hijriDay = row.querySelector<HTMLElement>("[data-slot=hijri-day]")!;
          const box = hijriDay.getBoundingClientRect();
          return {
            sameLine: box.top >= day.top - 1 && box.bottom <= day.bottom + 1,
            whole: hijriDay.scrollWidth <= hijriDay.clientWidth,
            text: hijriDay.textContent !== "",
          };
        }),
      );
    expect(rows).toHaveLength(7);
    for (const row of rows) expect(row).toEqual({ sameLine: true, whole: true, text: true });
    if (lang === "ar") await axe(page, "narrow month at 390");
    await shot(page, `narrow-month-${lang}-390`);

    // A day number selects its day: its list replaces today's, in the page.
    await page.locator(`[data-slot=month-grid] td[data-date="${other}"] [data-slot=day-numbers] a:visible`).click();
    await expect(page).toHaveURL(new RegExp(`[?&]date=${other}`));
    await expect(list.locator(`li[data-date="${other}"]`)).toBeVisible();
    await expect(list.locator("[data-slot=calendar-item]")).toHaveCount(0);
    await expectView(page, "month", LABELS[lang].month);
  }
});
