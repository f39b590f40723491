import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Creates `file` with `content` (mode 600) unless it exists; true when this call created it. The file
 * appears whole or not at all: written under a temporary name, then hard-linked into place, which fails
 * when another process got there first. (Creating it with the "wx" flag and then writing left a moment
 * in which another process read it empty: a generated secret read as "" by the second server process.)
 */
export function writeOnce(file: string, content: string): boolean {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString("hex")}`;
  fs.writeFileSync(temporary, content, { mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}
