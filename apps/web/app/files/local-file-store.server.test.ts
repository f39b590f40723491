import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { FileRejectedError } from "./file-store";
import { FILE_TYPES, sniff } from "./file-types";
import { createLocalFileStore } from "./local-file-store.server";

const dirs: string[] = [];
function store() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masar-files-"));
  dirs.push(dir);
  return { dir, files: createLocalFileStore(dir) };
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const pdf = Buffer.from("%PDF-1.4\n% a tiny document\n" + "x".repeat(1000));
/** Chunks of a few bytes each: the type is recognised across chunk boundaries. */
const trickle = (bytes: Buffer, size = 3) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)),
  );
const streamText = async (s: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of s) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

describe("sniff", () => {
  it.each([
    [Buffer.from("%PDF-1.7"), FILE_TYPES.pdf],
    [Buffer.from([0, 0, 0, 0x20, ...Buffer.from("ftypisom")]), FILE_TYPES.mp4],
    [Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2]), FILE_TYPES.webm],
    [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), FILE_TYPES.png],
    [Buffer.from("PK\x03\x04rest"), FILE_TYPES.zip],
    [Buffer.from("RIFF\x24\x00\x00\x00WEBPVP8 "), FILE_TYPES.webp],
    [Buffer.from("RIFF\x24\x00\x00\x00WAVEfmt "), null],
    [Buffer.from("<html><script>"), null],
    [Buffer.from("%PD"), null],
  ])("recognises %s by content", (head, type) => {
    expect(sniff(head)).toBe(type);
  });
});

describe("local file store", () => {
  it("streams a file in under a generated name and reads it back whole or by range", async () => {
    const { dir, files } = store();
    const stored = await files.put(trickle(pdf), { maxBytes: 10_000, accept: ["document"] });
    expect(stored.key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(stored).toMatchObject({ size: pdf.length, type: FILE_TYPES.pdf });
    expect(fs.readdirSync(dir)).toEqual([stored.key]);
    expect(await files.stat(stored.key)).toEqual({ size: pdf.length, type: FILE_TYPES.pdf });
    expect((await streamText(files.read(stored.key))).equals(pdf)).toBe(true);
    expect((await streamText(files.read(stored.key, { start: 5, end: 9 }))).toString()).toBe(
      pdf.subarray(5, 10).toString(),
    );
    expect(await files.delete(stored.key)).toBe(true);
    expect(await files.stat(stored.key)).toBeNull();
    expect(await files.delete(stored.key)).toBe(false);
  });

  it("refuses by content, whatever the name, leaving nothing behind", async () => {
    const { dir, files } = store();
    await expect(
      files.put(Readable.from([Buffer.from("<script>alert(1)</script>")]), { maxBytes: 1000, accept: ["document"] }),
    ).rejects.toEqual(new FileRejectedError("type"));
    // A PDF where only videos are accepted.
    await expect(files.put(trickle(pdf), { maxBytes: 10_000, accept: ["video"] })).rejects.toBeInstanceOf(
      FileRejectedError,
    );
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("refuses past the size limit, leaving no partial file", async () => {
    const { dir, files } = store();
    await expect(files.put(trickle(pdf, 100), { maxBytes: 500, accept: ["document"] })).rejects.toEqual(
      new FileRejectedError("size"),
    );
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("never reaches outside its directory", async () => {
    const { files } = store();
    expect(await files.stat("../masar.db")).toBeNull();
    expect(await files.stat("0f8fad5b-d9cb-469f-a165-70867728950e.exe")).toBeNull();
    expect(() => files.read("../../etc/passwd")).toThrow();
    expect(await files.delete("../masar.db")).toBe(false);
  });
});
