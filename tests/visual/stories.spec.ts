import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test as base, type BrowserContext, type Page } from "@playwright/test";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const index = JSON.parse(fs.readFileSync(path.join(root, "storybook-static/index.json"), "utf8")) as {
  entries: Record<string, { id: string; type: string; title: string; name: string }>;
};
const stories = Object.values(index.entries).filter((e) => e.type === "story");

/**
 * One browser context per worker, a fresh page per story: the page loads the story's own document, as
 * before, but the preview's scripts come from the context's cache (serve.mjs lets it keep them) instead of
 * over the wire and through the compiler again for each of the 110 tests. Storage is cleared between
 * stories, so none sees another's.
 */
const test = base.extend<object, { storyContext: BrowserContext }>({
  storyContext: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, deviceScaleFactor } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, deviceScaleFactor });
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],
  page: async ({ storyContext }, use) => {
    const page = await storyContext.newPage();
    await use(page);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.close();
  },
});

/** What the preview reported about the story it rendered: a finished run, and every way it can fail. */
interface StoryOutcome {
  phase: string | undefined;
  status: string | undefined;
  failures: string[];
}

/**
 * Waits for the preview to finish the story (render, play function, axe) and collects its failures.
 * The render phase alone is not enough: a story whose play function throws, or whose axe check finds
 * violations, still ends in the phase "finished", with status "error" on the storyFinished event. The
 * preview's channel keeps the last arguments of every event it handled (`channel.last`).
 */
async function storyOutcome(page: Page, storyId: string): Promise<StoryOutcome> {
  await page.waitForFunction(
    (id) => {
      const w = window as unknown as {
        __STORYBOOK_ADDONS_CHANNEL__?: { last(event: string): unknown[] | undefined };
        __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } };
      };
      const finished = w.__STORYBOOK_ADDONS_CHANNEL__?.last("storyFinished")?.[0] as { storyId?: string } | undefined;
      const phase = w.__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return finished?.storyId === id && (phase === "finished" || phase === "errored");
    },
    storyId,
    { timeout: 30_000 },
  );
  return page.evaluate(() => {
    type Report = { type: string; status: string; result?: { violations?: Violation[]; error?: unknown } };
    type Violation = { id: string; nodes: { target: unknown[] }[] };
    const w = window as unknown as {
      __STORYBOOK_ADDONS_CHANNEL__: { last(event: string): unknown[] | undefined };
      __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } };
    };
    const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
    const finished = channel.last("storyFinished")?.[0] as { status?: string; reporters?: Report[] } | undefined;
    const failures: string[] = [];
    for (const report of finished?.reporters ?? []) {
      if (report.status !== "failed") continue;
      const violations = report.result?.violations ?? [];
      failures.push(
        violations.length
          ? `${report.type}: ${violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`).join("; ")}`
          : `${report.type}: ${String(report.result?.error ?? "failed")}`,
      );
    }
    const message = (event: string) => {
      const args = channel.last(event);
      if (!args) return;
      const first = args[0] as { message?: string; title?: string; description?: string } | unknown[];
      const text = Array.isArray(first)
        ? first.map((e) => (e as { message?: string }).message).join("; ")
        : (first.message ?? `${first.title ?? ""} ${first.description ?? ""}`);
      failures.push(`${event}: ${text}`);
    };
    for (const event of [
      "playFunctionThrewException",
      "storyThrewException",
      "storyErrored",
      "unhandledErrorsWhilePlaying",
    ]) {
      message(event);
    }
    if (document.body.classList.contains("sb-show-errordisplay")) {
      failures.push(`error shown: ${document.querySelector("#error-message")?.textContent ?? ""}`);
    }
    return { phase: w.__STORYBOOK_PREVIEW__?.currentRender?.phase, status: finished?.status, failures };
  });
}

test("the static Storybook has stories to compare", () => {
  expect(stories.length).toBeGreaterThan(40);
});

for (const story of stories) {
  for (const locale of ["ar", "en"] as const) {
    test(`${story.title} / ${story.name} (${locale})`, async ({ page }) => {
      const pageErrors: string[] = [];
      page.on("pageerror", (error) => pageErrors.push(error.message));
      if (/mobile/i.test(story.id)) await page.setViewportSize({ width: 390, height: 844 });
      // The play function runs here too (autoplay), in both languages, before the screenshot. axe does
      // not: the story tests run it on every story in both languages (vitest.config.ts), so here it is
      // turned off (the a11y addon's `manual` global) rather than run a second time per story.
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=locale:${locale};a11y.manual:!true`);
      const outcome = await storyOutcome(page, story.id);
      expect(outcome.failures, "the story's play function and render").toEqual([]);
      expect(pageErrors, "uncaught errors in the page").toEqual([]);
      expect(outcome).toEqual({ phase: "finished", status: "success", failures: [] });
      await page.evaluate(() => document.fonts.ready);
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await expect(page).toHaveScreenshot(`${story.id}--${locale}.png`, { fullPage: true });
    });
  }
}
