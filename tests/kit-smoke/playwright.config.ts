import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "../../scripts/chromium.mjs";
import { playwrightReporters } from "../../scripts/test-times.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const PORT = 6120;

/**
 * The kit's consumer smoke test: the webServer packs @masar/ui, installs the tarball into a blank Vite +
 * React 18 app outside the workspace (no Tailwind), builds and serves it; the spec renders the kit there
 * in Arabic and English in Chromium, compares screenshots and opens the bell and filters.
 */
export default defineConfig({
  testDir: here,
  testMatch: "*.spec.ts",
  workers: 1,
  retries: 0,
  timeout: 60_000,
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
  outputDir: path.join(root, "test-results/kit-smoke"),
  reporter: playwrightReporters("kit"),
  expect: {
    toHaveScreenshot: { threshold: 0.02, maxDiffPixels: 0, animations: "disabled", caret: "hide", scale: "css" },
  },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 700, height: 900 },
    deviceScaleFactor: 1,
    launchOptions: {
      ...chromiumLaunchOptions,
      args: [...chromiumLaunchOptions.args, "--font-render-hinting=none", "--disable-lcd-text"],
    },
  },
  webServer: {
    command: `node ${JSON.stringify(path.join(here, "prepare.mjs"))} ${PORT}`,
    url: `http://127.0.0.1:${PORT}/index.html`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "pipe",
  },
});
