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
