import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defaultClientConditions, defaultServerConditions } from "vite";
import { defineConfig } from "vitest/config";
import { chromiumLaunchOptions } from "./scripts/chromium.mjs";
import { vitestReporters } from "./scripts/test-times.mjs";

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Workspace packages are read from source through their "source" export condition (their default is
// the built dist/ that only the packed @masar/ui ships).
const sourceFirst = {
  resolve: { conditions: ["source", ...defaultClientConditions] },
  ssr: { resolve: { conditions: ["source", ...defaultServerConditions] } },
};

export default defineConfig({
  ...sourceFirst,
  test: {
    reporters: vitestReporters(),
    projects: [
      {
        ...sourceFirst,
        test: {
          name: "unit",
          environment: "node",
          include: [
            "packages/*/src/**/*.test.{ts,tsx}",
            "apps/web/app/**/*.test.{ts,tsx}",
            "apps/web/{server,vite,scripts}/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          testTimeout: 20_000,
        },
      },
      // Request-level checks on the built server (after the build): real sockets, headers and bodies.
      {
        ...sourceFirst,
        test: {
          name: "server",
          environment: "node",
          include: ["apps/web/tests/server/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      // Story tests (play functions and axe) once per language: Arabic/RTL and English/LTR.
      ...(["ar", "en"] as const).map((locale) => ({
        extends: true as const,
        plugins: [
          storybookTest({
            configDir: path.join(dirname, ".storybook"),
            storybookScript: "npm run storybook -- --no-open",
          }),
        ],
        test: {
          name: `storybook-${locale}`,
          provide: { storyLocale: locale },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: "chromium" as const }],
            viewport: { width: 1280, height: 800 },
          },
          setupFiles: [".storybook/vitest.setup.ts"],
        },
      })),
    ],
  },
});
