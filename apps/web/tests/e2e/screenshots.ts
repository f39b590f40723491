import { test, type Page } from "@playwright/test";

/**
 * A full-page screenshot for people to look at (beside the test's other output), never compared: the
 * visual suite compares the kit's stories. CI keeps nobody to look at them, so there it takes none (each
 * cost about a second of the two shared cores).
 */
export async function shot(page: Page, name: string) {
  if (process.env.CI) return;
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}
