#!/usr/bin/env node
// `npm test`: every suite, in order, stopping at the first failure. Each step is a real runner.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { printSlowest, slowest } from "./test-times.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Every runner writes its results here (scripts/test-times.mjs); the slowest are printed at the end.
const timesDir = path.join(root, ".cache/test-times/current");
fs.rmSync(timesDir, { recursive: true, force: true });
fs.mkdirSync(timesDir, { recursive: true });
process.env.MASAR_TEST_TIMES_DIR = timesDir;

process.env.TURBO_TELEMETRY_DISABLED = "1";
process.env.STORYBOOK_DISABLE_TELEMETRY = "1";

// `npm test -- --changed`: the fast local loop (README): only what the files changed since main can break.
const changedOnly = process.argv.includes("--changed");
const changedFiles = changedOnly
  ? spawnSync("git diff --name-only main; git ls-files --others --exclude-standard", { shell: true, encoding: "utf8" })
      .stdout.split("\n")
      .filter(Boolean)
  : [];
const kitChanged = changedFiles.some((f) => /^(packages\/ui|\.storybook|tests\/visual|tests\/kit-smoke)\//.test(f));

// [name, command, command with --changed (null: skipped then)]
const steps = [
  // lint, typecheck and unit run per package through turbo, so an unchanged package is a cache hit.
  ["lint", "npx turbo run lint //#lint:root --output-logs=errors-only"],
  ["typecheck", "npx turbo run typecheck //#typecheck:root --output-logs=errors-only"],
  [
    "unit and data contract (Vitest: domain, config, messages, SQLite and Firestore adapters)",
    "npx turbo run test:unit //#test:unit:root --output-logs=errors-only",
    "npx vitest run --project unit --changed main",
  ],
  [
    "build (Remix app and static Storybook)",
    "npx turbo run build --output-logs=errors-only && npm run build-storybook",
    `npx turbo run build --output-logs=errors-only${kitChanged ? " && npm run build-storybook" : ""}`,
  ],
  [
    "request-level (Vitest against the built server over real sockets: hosts, bodies, callbacks)",
    "npx vitest run --project server",
    "npx vitest run --project server --changed main",
  ],
  [
    "story tests (Storybook + Vitest browser mode in Chromium, axe on every story)",
    "npx vitest run --project 'storybook*'",
    kitChanged ? "npx vitest run --project 'storybook*' --changed main" : null,
  ],
  [
    "visual regression (every story in ar/RTL and en/LTR)",
    "npx playwright test --config tests/visual/playwright.config.ts",
    kitChanged ? "npx playwright test --config tests/visual/playwright.config.ts" : null,
  ],
  [
    "kit package (pack @masar/ui, install it into a blank Vite + React app, render and use it in Chromium)",
    "npx playwright test --config tests/kit-smoke/playwright.config.ts",
    kitChanged ? "npx playwright test --config tests/kit-smoke/playwright.config.ts" : null,
  ],
  [
    "end-to-end (built server, fresh SQLite, Chromium)",
    "npm run test:e2e --workspace @masar/web",
    "npm run test:e2e --workspace @masar/web -- --only-changed=main",
  ],
];

const only = process.argv.slice(2).filter((a) => a !== "--changed");
const times = [];
let passed = 0;
let failed = 0;
for (const [name, full, changed] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  const command = changedOnly && changed !== undefined ? changed : full;
  if (command === null) {
    console.log(`\n- ${name}: skipped (--changed: nothing under packages/ui, .storybook or tests/ changed)`);
    continue;
  }
  console.log(`\n▶ ${name}\n  $ ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { shell: true, stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  times.push([name.split(" (")[0], seconds, result.status === 0]);
  if (result.status === 0) {
    passed++;
    console.log(`✔ ${name} (${seconds} s)`);
  } else {
    failed++;
    console.log(`✘ ${name} failed (${seconds} s)`);
    break;
  }
}
console.log("\nstep times:");
for (const [name, seconds, ok] of times) console.log(`  ${ok ? "✔" : "✘"} ${seconds.padStart(7)} s  ${name}`);
console.log(`steps: ${passed} passed, ${failed} failed`);
const times_ = slowest(timesDir, root);
printSlowest(times_);
const record = {
  at: new Date().toISOString(),
  ci: Boolean(process.env.CI),
  loadAverage: (await import("node:os")).loadavg(),
  steps: times.map(([name, seconds, ok]) => ({ name, seconds: Number(seconds), ok })),
  files: times_.files,
  tests: times_.tests,
  retried: times_.retried,
};
const saved = path.join(root, `.cache/test-times/${record.at.replace(/[:.]/g, "-")}.json`);
fs.writeFileSync(saved, JSON.stringify(record, null, 2));
fs.copyFileSync(saved, path.join(root, ".cache/test-times/latest.json"));
console.log(`times written to ${path.relative(root, saved)} (compare two: node scripts/test-times.mjs A.json B.json)`);
process.exit(failed ? 1 : 0);
