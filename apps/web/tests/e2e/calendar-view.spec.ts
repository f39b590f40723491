import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { axe } from "./axe";
import { hydrated, signUpFreshStudent, useLanguage } from "./fixtures";
import { shot } from "./screenshots";
import { pinClock } from "./clock";

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
