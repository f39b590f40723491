import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG levels every page is held to, plus axe's best practices. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * Runs axe on the page as it is now and expects no violation; each one is listed with its nodes under
 * `label` (which page, language or state), so a failure says where to look.
 */
export async function axe(page: Page, label = "", options: { exclude?: string[]; extraTags?: string[] } = {}) {
  await settled(page);
  let builder = new AxeBuilder({ page }).withTags([...TAGS, ...(options.extraTags ?? [])]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const prefix = label ? `${label}: ` : "";
  expect(
    results.violations.map((v) => `${prefix}${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

/**
 * Waits for the page's finite animations and transitions (a toast fading in, a menu opening) to end:
 * axe measures colours as painted, and text half way through a fade reads as low contrast. Endless
 * animations (a spinner) are not waited for. After they end, two frames more: an animation that started
 * meanwhile (a toast whose chunk just arrived) is waited for too. Two seconds at most.
 */
async function settled(page: Page) {
  await page.evaluate(async () => {
    const deadline = performance.now() + 2000;
    const running = () =>
      document.getAnimations().filter((a) => {
        const timing = a.effect?.getComputedTiming();
        return a.playState === "running" && timing?.endTime !== Infinity;
      });
    // A frame, or 100 ms where frames are not drawn (a hidden page).
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    while (performance.now() < deadline) {
      const now = running();
      if (now.length === 0) {
        await frame();
        await frame();
        if (running().length === 0) return;
        continue;
      }
      await Promise.race([
        Promise.all(now.map((a) => a.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now()))),
      ]);
    }
  });
}
