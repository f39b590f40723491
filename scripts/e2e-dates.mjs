#!/usr/bin/env node
// `npm run test:e2e:dates`: the date-sensitive end-to-end specs, run with both clocks (the server's and
// the browser's, apps/web/tests/e2e/clock.ts) pinned to the days a calendar gets wrong: a month's last
// day late in the evening (already the next month east of Cairo), a month's first minute, 29 February
// and a Saturday (the first day of the Arabic week) at 23:59 Cairo time. Arguments replace the specs.
import { spawnSync } from "node:child_process";

export const INSTANTS = [
  ["last day of a month, 22:30 Cairo", "2027-01-31T22:30:00+02:00"],
  ["first day of a month, 00:00:30 Cairo", "2027-03-01T00:00:30+02:00"],
  ["29 February 2028, noon Cairo", "2028-02-29T12:00:00+02:00"],
  ["a Saturday at 23:59 Cairo", "2026-12-26T23:59:00+02:00"],
];
const SPECS = [
  "calendar.spec",
  "calendar-plan",
  "calendar-view",
  "admin-statistics",
  "notifications.spec",
  "home.spec",
  "review.spec",
];

const specs = process.argv.slice(2).length ? process.argv.slice(2) : SPECS;
const results = [];
for (const [name, at] of INSTANTS) {
  console.log(`\n▶ ${name}: E2E_CLOCK=${at}`);
  const run = spawnSync("npx", ["playwright", "test", "--config", "tests/e2e/playwright.config.ts", ...specs], {
    cwd: new URL("../apps/web/", import.meta.url),
    stdio: "inherit",
    env: { ...process.env, E2E_CLOCK: at },
  });
  results.push([name, at, run.status === 0]);
}
console.log("\npinned-clock runs:");
for (const [name, at, ok] of results) console.log(`  ${ok ? "✔" : "✘"} ${at}  ${name}`);
process.exit(results.every(([, , ok]) => ok) ? 0 : 1);
