import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG levels every page is held to, plus axe's best practices. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

export interface AxeOptions {
  /** Only inside these selectors (an open menu, when the rest of the page was just scanned). */
  include?: string[];
  exclude?: string[];
  /** Beyond the levels every page is held to, e.g. "wcag22aa" (target sizes). */
  extraTags?: string[];
}

/**
 * axe on the page once its finite animations end (settled, below): its violations, one line each with
 * their nodes under `label` (which page, language or state), so a failure says where to look.
 *
 * Run in axe's "legacy" mode (`axe.run` in the page) and for violations only: the default mode opens a new
 * blank page for every scan to merge the frames' partial results, and sends every passing node across
 * twice, which made a scan cost seconds on this two-core machine. Masar's pages have no same-origin
 * frames of their own (a lesson's embedded video is another site's), so nothing is scanned less.
 */
export async function axeViolations(page: Page, label = "", options: AxeOptions = {}): Promise<string[]> {
  await settled(page);
  let builder = new AxeBuilder({ page })
    .withTags([...TAGS, ...(options.extraTags ?? [])])
    .options({ resultTypes: ["violations"] })
    .setLegacyMode();
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  // A toast that arrives during the scan (a live notification) would be read half way through its
  // fade-in, as low contrast: while axe runs, transitions end at once, so it reads what will be painted.
  const sheet = await page.evaluateHandle(() => {
    const instant = new CSSStyleSheet();
    instant.replaceSync("*, *::before, *::after { transition: none !important; }");
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, instant];
    return instant;
  });
  const results = await builder.analyze().finally(async () => {
    await sheet.evaluate((instant) => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== instant);
    });
    await sheet.dispose();
  });
  const prefix = label ? `${label}: ` : "";
  return results.violations.map((v) => `${prefix}${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** Runs axe on the page once its animations end and expects no violation (see axeViolations). */
export async function axe(page: Page, label = "", options: AxeOptions = {}) {
  expect(await axeViolations(page, label, options)).toEqual([]);
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
