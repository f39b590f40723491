#!/usr/bin/env node
// `npm test`: every suite, in order, stopping at the first failure. Each step is a real runner.
import { spawnSync } from "node:child_process";

process.env.TURBO_TELEMETRY_DISABLED = "1";
process.env.STORYBOOK_DISABLE_TELEMETRY = "1";

const steps = [
  ["lint", "npx eslint . --max-warnings=0 && npx prettier --check . --log-level warn"],
  ["typecheck", "npx turbo run typecheck --output-logs=errors-only && npx tsc --noEmit -p ."],
  [
    "unit and data contract (Vitest: domain, config, messages, SQLite and Firestore adapters)",
    "npx vitest run --project unit",
  ],
  [
    "build (Remix app and static Storybook)",
    "npx turbo run build --output-logs=errors-only && npm run build-storybook",
  ],
  [
    "story tests (Storybook + Vitest browser mode in Chromium, axe on every story)",
    "npx vitest run --project storybook",
  ],
  [
    "visual regression (every story in ar/RTL and en/LTR)",
    "npx playwright test --config tests/visual/playwright.config.ts",
  ],
  ["end-to-end (built server, fresh SQLite, Chromium)", "npm run test:e2e --workspace @masar/web"],
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
for (const [name, command] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n▶ ${name}\n  $ ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { shell: true, stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    passed++;
    console.log(`✔ ${name} (${seconds} s)`);
  } else {
    failed++;
    console.log(`✘ ${name} failed (${seconds} s)`);
    break;
  }
}
console.log(`\nsteps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
