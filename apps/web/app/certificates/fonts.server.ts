/**
 * The certificate's fonts: the UI's own face, IBM Plex Sans Arabic (SIL Open Font License 1.1, which
 * allows embedding), regular and bold, read from the @fontsource package the app already ships. Its
 * Arabic file has no Latin letters and its Latin file no Arabic: the PDF switches between them per run.
 *
 * @fontsource ships WOFF (and WOFF2) only. fontkit reads WOFF, but inflates a table each time it reads
 * it, which made a certificate take half a second: the files are unwrapped here once, to plain
 * TrueType (the WOFF 1.0 format is a table directory over zlib-compressed sfnt tables).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";

export type FontName = `${"arabic" | "latin"}-${"regular" | "bold"}`;

/** The sfnt (TrueType) font a WOFF 1.0 file wraps. */
function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("Not a WOFF 1.0 font");
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const body: Buffer[] = [];
  let offset = header.length;
  tables.forEach((table, i) => {
    header.writeUInt32BE(table.tag, 12 + i * 16);
    header.writeUInt32BE(table.checksum, 16 + i * 16);
    header.writeUInt32BE(offset, 20 + i * 16);
    header.writeUInt32BE(table.data.length, 24 + i * 16);
    // Each table starts on a 4-byte boundary.
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    body.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...body]);
}

let fonts: Record<FontName, Buffer> | undefined;

/** The four fonts as TrueType bytes, read once from node_modules wherever the app runs from. */
export function certificateFonts(): Record<FontName, Buffer> {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const read = (file: string) => woffToSfnt(readFileSync(file));
    // Whole literal names, so that tools see which package the app needs.
    fonts = {
      "arabic-regular": read(
        require.resolve("@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff"),
      ),
      "arabic-bold": read(
        require.resolve("@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff"),
      ),
      "latin-regular": read(
        require.resolve("@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff"),
      ),
      "latin-bold": read(
        require.resolve("@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-700-normal.woff"),
      ),
    };
  }
  return fonts;
}
