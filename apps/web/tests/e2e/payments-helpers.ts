import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Page } from "@playwright/test";

/** What the payment specs share: a demo course's id, axe, and screenshots for people to look at. */
export async function courseIdOf(page: Page, title: string) {
  await page.goto(`/courses?q=${encodeURIComponent(title)}`);
  const href = await page.locator("[data-slot=course-card-action]").first().getAttribute("href");
  return decodeURIComponent(href!.replace("/course/", ""));
}

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../test-results/e2e/payments");

/** Screenshots for people to look at (test-results/e2e/payments), not compared. */
export async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

export { axe } from "./axe";
