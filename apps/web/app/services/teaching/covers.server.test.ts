/**
 * Covers on a real SQLite file and local file store (decision 021): re-encoded at the card's size,
 * refused when the bytes only look like an image, and served only for a course that shows them.
 */
import { Readable } from "node:stream";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useTestStore } from "#app/testing/test-store.server";

// A real SQLite file of this test's own, set before the app modules read the environment.
useTestStore("covers");

const { getRepositories } = await import("#app/repositories.server");
const { getFileStore } = await import("#app/files/index.server");
const { FileRejectedError } = await import("#app/files/file-store");
const { COVER_PATH, COVER_SIZE, coverAccess, toCover } = await import("./covers.server");

async function upload(bytes: Buffer) {
  return (await getFileStore()).put(Readable.from([bytes]), { maxBytes: 5 * 1024 * 1024, accept: ["image"] });
}
async function read(key: string) {
  const chunks: Buffer[] = [];
  for await (const c of (await getFileStore()).read(key)) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}
const photo = (width: number, height: number, format: "jpeg" | "png") => {
  const image = sharp({ create: { width, height, channels: 3, background: "#3b6" } });
  return (format === "jpeg" ? image.jpeg() : image.png()).toBuffer();
};

describe("toCover", () => {
  it("re-encodes a large photo as a 16:9 WebP at the card's size and deletes the original", async () => {
    const original = await upload(await photo(4000, 3000, "jpeg"));
    const cover = await toCover(original);
    expect(cover.type.contentType).toBe("image/webp");
    expect(cover.key).not.toBe(original.key);
    expect(await (await getFileStore()).stat(original.key)).toBeNull();
    const meta = await sharp(await read(cover.key)).metadata();
    expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({ ...COVER_SIZE, format: "webp" });
  });

  it("never enlarges a small image (it is only cropped to 16:9)", async () => {
    const cover = await toCover(await upload(await photo(400, 400, "png")));
    const meta = await sharp(await read(cover.key)).metadata();
    expect([meta.width, meta.height]).toEqual([400, 225]);
  });

  it("refuses bytes that start like a PNG but are no picture, keeping nothing", async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(256, 7)]);
    const stored = await upload(fake);
    await expect(toCover(stored)).rejects.toBeInstanceOf(FileRejectedError);
    expect(await (await getFileStore()).stat(stored.key)).toBeNull();
  });
});

describe("coverAccess", () => {
  it("serves a published course's cover to anyone, a draft's to its staff only, and no other stored image", async () => {
    const repos = await getRepositories();
    const course = (status: "draft" | "published", image: string) =>
      repos.courses.create({
        title: { ar: "مقرر", en: "Course" },
        instructorId: "teacher-a",
        instructor: { ar: "", en: "A" },
        faculty: "engineering",
        level: "beginner",
        category: "civil",
        price: 0,
        status,
        image,
      });
    const [published, draft, receipt] = await Promise.all([
      toCover(await upload(await photo(800, 450, "png"))),
      toCover(await upload(await photo(800, 450, "png"))),
      upload(await photo(300, 300, "png")),
    ]);
    await course("published", `${COVER_PATH}${published.key}`);
    await course("draft", `${COVER_PATH}${draft.key}`);

    expect(await coverAccess(published.key, null)).toBe("public");
    expect(await coverAccess(draft.key, null)).toBeNull();
    expect(await coverAccess(draft.key, { uid: "student-1", role: "student" })).toBeNull();
    expect(await coverAccess(draft.key, { uid: "teacher-b", role: "teacher" })).toBeNull();
    expect(await coverAccess(draft.key, { uid: "teacher-a", role: "teacher" })).toBe("staff");
    expect(await coverAccess(draft.key, { uid: "admin-1", role: "admin" })).toBe("staff");
    // A stored image that no course shows (say a payment receipt) is no cover, even to an admin.
    expect(await coverAccess(receipt.key, { uid: "admin-1", role: "admin" })).toBeNull();
  });
});
