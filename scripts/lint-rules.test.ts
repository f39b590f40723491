/* eslint-disable no-restricted-syntax -- this file feeds the rule the very utilities it forbids */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function physicalErrors(code: string) {
  const [result] = await eslint.lintText(code, { filePath: "packages/ui/src/components/probe.tsx" });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-syntax").length;
}

describe("the lint check for physical direction utilities", () => {
  it.each([
    "ml-2",
    "mr-auto",
    "pl-4",
    "pr-[3px]",
    "left-0",
    "-right-2",
    "text-left",
    "text-right",
    "rounded-l-md",
    "rounded-tr",
    "border-r",
    "border-l-2",
    "space-x-4",
  ])("fails on %s", async (cls) => {
    expect(await physicalErrors(`export const a = "flex ${cls} gap-2";`)).toBe(1);
    expect(await physicalErrors("export const b = `flex " + cls + "`;")).toBe(1);
  });
  it.each([
    "ms-2",
    "me-auto",
    "ps-4",
    "pe-2",
    "start-0",
    "end-3",
    "text-start",
    "rounded-s-md",
    "border-e",
    "gap-4",
    "top-left",
    "data-x-position",
    "correct-password",
  ])("accepts %s", async (cls) => {
    expect(await physicalErrors(`export const a = "flex ${cls}";`)).toBe(0);
  });
});

async function layerErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === "@typescript-eslint/no-restricted-imports").length;
}

describe("the app's layers (LAYERS in eslint.config.js)", () => {
  const app = "apps/web/app";
  it.each([
    [`${app}/data/change-relay.server.ts`, 'import { x } from "../../server/cluster";\nexport const y = x;'],
    [`${app}/data/ports.ts`, 'import { notify } from "#app/services/notify.server";\nexport const y = notify;'],
    [`${app}/data/sqlite/courses.server.ts`, 'import { x } from "../../testing/faults.server";\nexport const y = x;'],
    [`${app}/data/index.server.ts`, 'import { x } from "#app/testing/faults.server";\nexport const y = x;'],
    [
      `${app}/routes/probe/route.tsx`,
      'import { getRepositories } from "#app/repositories.server";\nexport const y = getRepositories;',
    ],
    [`${app}/routes/login/login.server.ts`, 'import { DEMO } from "#app/data/seed";\nexport const y = DEMO;'],
    [
      `${app}/services/probe.server.ts`,
      'import type { X } from "#app/components/live-notifications";\nexport type Y = X;',
    ],
    [
      `${app}/auth/course-staff.server.ts`,
      'import { x } from "#app/services/teaching/lessons.server";\nexport const y = x;',
    ],
    [
      `${app}/components/probe.tsx`,
      'import { getRepositories } from "#app/repositories.server";\nexport const y = getRepositories;',
    ],
  ])("refuses what %s must not import", async (file, code) => {
    expect(await layerErrors(file, code)).toBeGreaterThan(0);
  });
  it.each([
    [`${app}/routes/probe/route.tsx`, 'import type { Course } from "#app/data/ports";\nexport type Y = Course;'],
    [
      `${app}/routes/probe/route.tsx`,
      'import { lessonsOf } from "#app/services/teaching/lessons.server";\nexport const y = lessonsOf;',
    ],
    [
      `${app}/services/probe.server.ts`,
      'import { getRepositories } from "#app/repositories.server";\nexport const y = getRepositories;',
    ],
    [
      `${app}/data/sqlite/probe.server.ts`,
      'import type { Repositories } from "../ports";\nexport type Y = Repositories;',
    ],
    [
      `${app}/components/probe.tsx`,
      'import type { LiveFeed } from "#app/services/notification-stream.server";\nexport type Y = LiveFeed;',
    ],
  ])("lets %s import what its layer may", async (file, code) => {
    expect(await layerErrors(file, code)).toBe(0);
  });
});
