import fs from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { CONFIG_FILE, generateMergeConfig, kitFiles, stringTokens } from "../../scripts/merge-config.mjs";
import { cn } from "./utils";

// cn() merges with a cut-down tailwind-merge configuration (decision 025). Its promise to consumers: a
// className class wins over every kit class it conflicts with, exactly as the full twMerge decides.

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../../..");
const files = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true })
    .map((f) => path.join(root, dir, String(f)))
    .filter((f) => /\.tsx?$/.test(f) && fs.statSync(f).isFile());
/** Words that the full twMerge reads as Tailwind classes (it collapses a class written twice). */
const classes = (words: string[]) => words.filter((w) => twMerge(`${w} ${w}`) === w);

describe("cn", () => {
  it.each([
    ["inline-flex h-9 px-4 py-2 text-sm", "h-12 px-8 text-base", "inline-flex py-2 h-12 px-8 text-base"],
    ["flex gap-2", "grid gap-4", "grid gap-4"],
    [
      "bg-primary text-primary-foreground hover:bg-primary/90",
      "bg-transparent hover:bg-muted",
      "text-primary-foreground bg-transparent hover:bg-muted",
    ],
    [
      "rounded-md border border-input shadow-sm",
      "rounded-full border-2 border-destructive shadow-none",
      "rounded-full border-2 border-destructive shadow-none",
    ],
    ["p-6 pt-0", "p-0", "p-0"],
    ["w-full font-medium text-foreground", "w-auto font-bold text-primary", "w-auto font-bold text-primary"],
    ["px-3 ms-2", "px-0 ms-auto", "px-0 ms-auto"],
    ["absolute end-2 top-2 opacity-70", "static opacity-100", "end-2 top-2 static opacity-100"],
  ])("%s + %s: the caller's classes win", (kit, caller, merged) => {
    expect(cn(kit, caller)).toBe(merged);
    expect(cn(kit, caller)).toBe(twMerge(kit, caller));
  });

  it("keeps classes of kinds the kit never sets, conflicting or not", () => {
    expect(cn("flex", "tracking-wide", "tracking-tight")).toContain("tracking-wide");
    expect(cn("flex", undefined, false, "snap-x")).toBe("flex snap-x");
  });

  it("merges every kit class with every class the kit and the app write exactly as the full twMerge", () => {
    const kit = classes(stringTokens(kitFiles()));
    const callers = classes(stringTokens([...files("packages/ui/src"), ...files("apps/web/app")]));
    expect(kit.length).toBeGreaterThan(150);
    expect(callers.length).toBeGreaterThan(kit.length);
    const differ: string[] = [];
    for (const a of kit) for (const b of callers) if (cn(a, b) !== twMerge(a, b)) differ.push(`${a} + ${b}`);
    expect(differ).toEqual([]);
  });

  it("is generated from the kit's current classes (run node packages/ui/scripts/merge-config.mjs)", () => {
    expect(fs.readFileSync(CONFIG_FILE, "utf8")).toBe(generateMergeConfig());
  });
});
