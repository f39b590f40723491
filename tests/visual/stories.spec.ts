import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const index = JSON.parse(fs.readFileSync(path.join(root, "storybook-static/index.json"), "utf8")) as {
  entries: Record<string, { id: string; type: string; title: string; name: string }>;
};
const stories = Object.values(index.entries).filter((e) => e.type === "story");

test("the static Storybook has stories to compare", () => {
  expect(stories.length).toBeGreaterThan(40);
});

for (const story of stories) {
  for (const locale of ["ar", "en"] as const) {
    test(`${story.title} / ${story.name} (${locale})`, async ({ page }) => {
      if (/mobile/i.test(story.id)) await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=locale:${locale}`);
      await page.waitForFunction(
        () => {
          const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
            .__STORYBOOK_PREVIEW__;
          return preview?.currentRender?.phase === "finished" || preview?.currentRender?.phase === "completed";
        },
        undefined,
        { timeout: 30_000 },
      );
      await page.evaluate(() => document.fonts.ready);
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await expect(page).toHaveScreenshot(`${story.id}--${locale}.png`);
    });
  }
}
