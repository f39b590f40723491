import { expect, test, type Locator } from "@playwright/test";
import { DEMO, signIn, useLanguage } from "./fixtures";

/**
 * A name in the other script on a course card is isolated and aligned with the card: a teacher who gave
 * only a Latin-script name is shown under it on Arabic pages (issue 39, item 9: both scripts where given,
 * the other as the fallback), and it starts at the right like the rest of the Arabic card. The course is
 * published (this spec is in the "publishes" project of playwright.config.ts).
 */

/** Left and right of the rendered text inside `el` (its glyphs, not its box). */
const textEdges = (el: Locator) =>
  el.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const r = range.getBoundingClientRect();
    const box = node.getBoundingClientRect();
    return { right: r.right, boxRight: box.right };
  });

test("an English-only instructor name on an Arabic card starts at the right, like the rest of the card", async ({
  page,
  browser,
}) => {
  const title = `Bidi card ${Date.now()}`;
  // The admin makes the course in a context of her own; the visitor reads the Arabic catalogue.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto(`/__test/admin-course?${new URLSearchParams({ title, instructorLatin: "Dr. Omar Khaled" })}`);
  await expect(admin.getByTestId("test-course-id")).not.toBeEmpty();
  await admin.context().close();
  await useLanguage(page, "ar");
  await page.goto(`/courses?${new URLSearchParams({ q: title })}`);
  const instructor = page.locator("[data-slot=course-card-instructor]").first();
  await expect(instructor).toHaveText("Dr. Omar Khaled");
  const edges = await textEdges(instructor);
  expect(Math.abs(edges.right - edges.boxRight)).toBeLessThanOrEqual(1);
});
