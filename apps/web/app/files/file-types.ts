/**
 * The file types lessons may carry, recognised by their first bytes (never by a name or a declared
 * type, which the uploader controls). Each type has the extension its generated key gets, so the
 * stored key alone tells the server what it serves.
 */
export interface FileType {
  contentType: string;
  extension: string;
  kind: "video" | "document" | "image" | "audio" | "archive";
}

export const FILE_TYPES = {
  pdf: { contentType: "application/pdf", extension: "pdf", kind: "document" },
  mp4: { contentType: "video/mp4", extension: "mp4", kind: "video" },
  webm: { contentType: "video/webm", extension: "webm", kind: "video" },
  mp3: { contentType: "audio/mpeg", extension: "mp3", kind: "audio" },
  png: { contentType: "image/png", extension: "png", kind: "image" },
  jpeg: { contentType: "image/jpeg", extension: "jpg", kind: "image" },
  webp: { contentType: "image/webp", extension: "webp", kind: "image" },
  zip: { contentType: "application/zip", extension: "zip", kind: "archive" },
} as const satisfies Record<string, FileType>;

/** How many leading bytes `sniff` needs to decide. */
export const SNIFF_BYTES = 16;

const startsWith = (head: Uint8Array, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The type the bytes are, or null for anything not on the list. */
export function sniff(head: Uint8Array): FileType | null {
  if (startsWith(head, ascii("%PDF-"))) return FILE_TYPES.pdf;
  // ISO base media (MP4, M4V): a box size, then "ftyp".
  if (startsWith(head, ascii("ftyp"), 4)) return FILE_TYPES.mp4;
  // Matroska/WebM: the EBML header.
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return FILE_TYPES.webm;
  if (startsWith(head, ascii("ID3")) || (head.length >= 2 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0)) {
    return FILE_TYPES.mp3;
  }
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return FILE_TYPES.png;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return FILE_TYPES.jpeg;
  // RIFF container whose form type is WEBP.
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) return FILE_TYPES.webp;
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return FILE_TYPES.zip;
  return null;
}

/** The type a generated key's extension stands for (the key was named after sniffing). */
export function typeOfKey(key: string): FileType | null {
  const extension = key.slice(key.lastIndexOf(".") + 1);
  return Object.values(FILE_TYPES).find((t) => t.extension === extension) ?? null;
}
