import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "../../scripts/chromium.mjs";
import { playwrightReporters } from "../../scripts/test-times.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const PORT = 6107;

/**
 * Visual regression over the static Storybook: every story in ar/RTL and en/LTR, full page, against
 * committed baselines in tests/visual/__screenshots__. QA reads the HTML report in tests/visual/report.
 * Update baselines on purpose with: npm run test:visual -- --update-snapshots
 *
 * The colour threshold is tight (0.02 instead of Playwright's 0.2, in YIQ distance per pixel) and no
 * pixel may differ: with the default threshold a recoloured active nav link or a dropped light border
 * passed. Rendering here is deterministic (one Chromium, no LCD text, hinting off, animations off).
 */
export default defineConfig({
  testDir: here,
  testMatch: "*.spec.ts",
  workers: 2,
  retries: 0,
  timeout: 60_000,
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
  outputDir: path.join(root, "test-results/visual"),
  reporter: playwrightReporters("visual", [
    ["list"],
    ["html", { outputFolder: path.join(here, "report"), open: "never" }],
  ]),
  expect: {
    toHaveScreenshot: { threshold: 0.02, maxDiffPixels: 0, animations: "disabled", caret: "hide", scale: "css" },
  },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    launchOptions: {
      ...chromiumLaunchOptions,
      args: [...chromiumLaunchOptions.args, "--font-render-hinting=none", "--disable-lcd-text"],
    },
  },
  webServer: {
    command: `node ${JSON.stringify(path.join(here, "serve.mjs"))} ${JSON.stringify(path.join(root, "storybook-static"))} ${PORT}`,
    url: `http://127.0.0.1:${PORT}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
