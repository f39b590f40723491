import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "../../../../scripts/chromium.mjs";
import { playwrightReporters } from "../../../../scripts/test-times.mjs";
import { DATA_DIR, PORT } from "./origin";

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.resolve(here, "../..");

const COUNTS_DEMO_CATALOGUE = ["**/catalogue.spec.ts", "**/home.spec.ts", "**/delivery.spec.ts"];
const PUBLISHES = [
  "**/teaching.spec.ts",
  "**/admin-console.spec.ts",
  "**/practice.spec.ts",
  "**/review.spec.ts",
  "**/certificates.spec.ts",
  "**/bidi-card.spec.ts",
];

export default defineConfig({
  testDir: here,
  testMatch: "**/*.spec.ts",
  // Spec files run in two workers against the one server: every spec makes its own users and data
  // (fixtures.ts), so no file depends on another's order or leftovers. Tests inside a file stay in order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry on CI only: a journey that fails twice is a failure; one that fails once (a long journey can
  // time out once on a loaded machine) is named in the report as flaky.
  retries: process.env.CI ? 1 : 0,
  // ...and a test that passes only on its retry fails the run (decision 037): the retry names it in the
  // report (with its first attempt's trace) instead of hiding it.
  failOnFlakyTests: Boolean(process.env.CI),
  // A journey's own time, not a target: on this two-core machine the whole suite (two browsers, the server
  // and the specs' own servers) stretches a journey that takes 40 s alone, such as the transfer with two
  // users, two axe runs and a refund, past 60 s.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: playwrightReporters("e2e"),
  outputDir: path.resolve(webRoot, "../../test-results/e2e"),
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: chromiumLaunchOptions,
    ...devices["Desktop Chrome"],
    channel: undefined,
  },
  // The catalogue and home specs count the published demo courses; the teaching and admin-console specs
  // publish courses of their own (teaching's stay published). Those two wait for the counting specs to end,
  // every other spec runs beside either group. A new spec that publishes a course joins "publishes".
  // Running one "publishes" spec alone runs its dependency too; `--no-deps` skips it.
  projects: [
    { name: "counts-demo-catalogue", testMatch: COUNTS_DEMO_CATALOGUE },
    { name: "publishes", testMatch: PUBLISHES, dependencies: ["counts-demo-catalogue"] },
    { name: "others", testIgnore: [...COUNTS_DEMO_CATALOGUE, ...PUBLISHES] },
  ],
  webServer: {
    // A fresh database for every run: the real built server on the real SQLite file.
    command: `rm -rf "${DATA_DIR}" && node build/host.js`,
    cwd: webRoot,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      DATABASE_PATH: path.join(DATA_DIR, "masar.db"),
      ENABLE_TEST_ROUTES: "1",
      // The stubbed browser subscriptions of notifications-push.spec.ts point here (nothing listens).
      WEB_PUSH_ALLOWED_ORIGINS: "https://127.0.0.1:9",
      // A run on a chosen date (clock.ts, `npm run test:e2e:dates`): the server's clock starts there.
      ...(process.env.E2E_CLOCK ? { TEST_CLOCK: process.env.E2E_CLOCK } : {}),
    },
  },
});
