import { type Page } from "@playwright/test";

/** What the payment specs share: a demo course's id, axe, and screenshots for people to look at. */
export async function courseIdOf(page: Page, title: string) {
  await page.goto(`/courses?q=${encodeURIComponent(title)}`);
  const href = await page.locator("[data-slot=course-card-action]").first().getAttribute("href");
  return decodeURIComponent(href!.replace("/course/", ""));
}

export { axe } from "./axe";
export { shot } from "./screenshots";
