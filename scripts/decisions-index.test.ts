import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../docs/decisions");
const records = fs
  .readdirSync(dir)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort();
const index = fs.readFileSync(path.join(dir, "README.md"), "utf8");

describe("decision records", () => {
  it.each(records)("%s has a date and a status, and is listed in the index", (name) => {
    const text = fs.readFileSync(path.join(dir, name), "utf8");
    expect(text.split("\n").slice(1, 6).join("\n")).toMatch(/Date: \d{4}-\d{2}-\d{2} · Status: \S/);
    expect(index).toContain(`](${name})`);
  });

  it("are numbered without gaps or repeats", () => {
    expect(records.map((name) => Number(name.slice(0, 3)))).toEqual(records.map((_, i) => i + 1));
  });
});
