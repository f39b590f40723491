/**
 * Course covers (decision 021): an uploaded image is decoded and re-encoded at the card's size, so a
 * 5 MB photo becomes a small WebP and anything that only looks like an image (right magic bytes, no
 * picture) is refused; and a stored key is served as a cover only when a course shows it.
 */
import { Readable } from "node:stream";
import sharp from "sharp";
import type { Course } from "@masar/domain/course";
import { roleFlags, type Role } from "@masar/domain/user";
import { getRepositories } from "#app/repositories.server";
import { FileRejectedError, type StoredFile } from "#app/files/file-store";
import { getFileStore } from "#app/files/index.server";

/** Where a stored cover is served (resources.course-cover.$key). */
export const COVER_PATH = "/resources/course-cover/";

/**
 * The card is 16:9 (`aspect-video`); the widest place a cover shows is the course page's header, about
 * 640 CSS pixels, so 1280 × 720 stays sharp on 2× screens. Smaller images are not enlarged.
 */
export const COVER_SIZE = { width: 1280, height: 720 } as const;
/** Photos far beyond any camera's are refused before decoding (a decompression bomb). */
const MAX_INPUT_PIXELS = 50_000_000;

async function bytesOf(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await getFileStore()).read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Replaces an uploaded image (already checked by its first bytes and size) by its cover: turned upright
 * by its EXIF orientation, cropped to 16:9 around the centre, at most COVER_SIZE, WebP, metadata
 * dropped (a phone photo's location stays with the teacher). The original is deleted either way; an
 * image that does not decode throws FileRejectedError("type").
 */
export async function toCover(uploaded: StoredFile): Promise<StoredFile> {
  const store = await getFileStore();
  let webp: Buffer;
  try {
    const image = sharp(await bytesOf(uploaded.key), { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const meta = await image.metadata();
    const upright = meta.autoOrient ?? meta;
    // The largest 16:9 box inside the image, at most COVER_SIZE: cropped, never enlarged.
    const width = Math.max(1, Math.min(COVER_SIZE.width, upright.width, Math.floor((upright.height * 16) / 9)));
    const height = Math.max(1, Math.round((width * 9) / 16));
    webp = await image
      .rotate()
      .resize({ width, height, fit: "cover", position: "centre" })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new FileRejectedError("type");
  } finally {
    await store.delete(uploaded.key).catch(() => false);
  }
  return store.put(Readable.from([webp]), { maxBytes: webp.length, accept: ["image"] });
}

export type CoverAccess = "public" | "staff" | null;

const showsKey = (key: string) => (course: Pick<Course, "image">) => course.image === `${COVER_PATH}${key}`;

/**
 * Whether a stored key may be served as a cover: a published course's cover to anyone (cached by
 * everyone), a draft's or archived course's only to its teacher and admins. Any other stored file (a
 * lesson's, a payment receipt) is no cover, whatever its type.
 */
export async function coverAccess(key: string, viewer: { uid: string; role: Role } | null): Promise<CoverAccess> {
  const repos = await getRepositories();
  if ((await repos.courses.publishedSnapshot()).some(showsKey(key))) return "public";
  if (!viewer) return null;
  const flags = roleFlags(viewer.role);
  if (!flags.isTeacher && !flags.isAdmin) return null;
  const courses = flags.isAdmin ? await repos.courses.listAll() : await repos.courses.listByInstructor(viewer.uid);
  return courses.some(showsKey(key)) ? "staff" : null;
}
