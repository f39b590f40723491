#!/usr/bin/env node
// Chromatic publishing, only behind a token: offline, chromatic never exits (TOOLCHAIN.md).
import { spawnSync } from "node:child_process";

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    "CHROMATIC_PROJECT_TOKEN is not set: skipping Chromatic. Visual regression runs locally with `npm run test:visual`.",
  );
  process.exit(0);
}
const result = spawnSync(
  "npx",
  ["--yes", "chromatic", "--storybook-build-dir", "storybook-static", "--exit-zero-on-changes"],
  { stdio: "inherit" },
);
process.exit(result.status ?? 1);
