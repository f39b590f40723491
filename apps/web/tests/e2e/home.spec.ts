import { expect, test } from "@playwright/test";
import { hydrated, useLanguage } from "./fixtures";

/** The home page's stats block shows the real numbers: published courses and their instructors. */
for (const lang of ["ar", "en"] as const) {
  test(`the stats block counts the published courses and their instructors (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    // The whole catalogue on one page: every published course, each card naming its instructor.
    await page.goto("/courses?show=1000");
    await hydrated(page);
    const cards = page.locator("[data-slot=course-card]");
    const courses = await cards.count();
    expect(courses).toBeGreaterThan(24);
    const number = new Intl.NumberFormat(lang === "ar" ? "ar-EG" : "en-GB");
    await expect(page.getByTestId("result-count")).toContainText(number.format(courses));
    const instructors = new Set(await cards.locator("[data-slot=course-card-instructor]").allTextContents()).size;
    expect(instructors).toBeGreaterThan(1);

    await page.goto("/");
    const stats = page.getByRole("region", { name: lang === "ar" ? "المنصة بالأرقام" : "Platform in numbers" });
    await expect(stats.locator("[data-stat=statCourses] dd")).toHaveText(number.format(courses));
    await expect(stats.locator("[data-stat=statCourses] dt")).toHaveText(lang === "ar" ? "دورة" : "courses");
    await expect(stats.locator("[data-stat=statInstructors] dd")).toHaveText(number.format(instructors));
  });
}
