import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { writeOnce } from "./write-once.server";

it("creates the file whole, once: a second writer keeps the first's content and leaves nothing behind", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masar-write-once-"));
  try {
    const file = path.join(dir, "nested", "session-secret");
    expect(writeOnce(file, "first")).toBe(true);
    expect(writeOnce(file, "second")).toBe(false);
    expect(fs.readFileSync(file, "utf8")).toBe("first");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // No temporary file is left beside it.
    expect(fs.readdirSync(path.dirname(file))).toEqual(["session-secret"]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
