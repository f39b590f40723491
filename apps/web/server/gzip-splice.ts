// A stored page answered with a fresh nonce, gzip-compressed without compressing the page again
// (compressing each cached visitor page per request would be most of its cost). The page is cut
// at its nonce; each piece is deflated once, on its own, ending on a byte boundary (a sync flush), so
// the pieces can be laid end to end with the new nonce between them as stored blocks and a final empty
// block: one valid deflate stream. Gzip's trailer (CRC-32 and length) is computed per response.
import zlib from "node:zlib";

const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

export interface PreparedSplice {
  pieces: { raw: Buffer; deflated: Buffer }[];
  /** Compressed bytes held for the page. */
  bytes: number;
}

/**
 * Prepares `body` (a string holding `nonce` wherever the page names it) for `spliceGzip`. Returns null
 * when the body holds no nonce to replace.
 */
export function prepareSplice(body: string, nonce: string, level = 9): PreparedSplice | null {
  if (!nonce) return null;
  const pieces = body.split(nonce).map((text) => {
    const raw = Buffer.from(text, "utf8");
    const deflated = zlib.deflateRawSync(raw, { level, finishFlush: zlib.constants.Z_SYNC_FLUSH });
    return { raw, deflated };
  });
  return { pieces, bytes: pieces.reduce((n, p) => n + p.deflated.length, 0) };
}

/** A stored block (uncompressed, byte-aligned, not final) holding `data` (at most 65,535 bytes). */
function storedBlock(data: Buffer) {
  const block = Buffer.allocUnsafe(5 + data.length);
  block[0] = 0x00;
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}

/** The gzip member of the prepared body with `nonce` in place of the stored one. */
export function spliceGzip(prepared: PreparedSplice, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, "utf8");
  const between = storedBlock(nonceBytes);
  const parts: Buffer[] = [HEADER];
  let crc = 0;
  let length = 0;
  prepared.pieces.forEach((piece, i) => {
    if (i > 0) {
      parts.push(between);
      crc = zlib.crc32(nonceBytes, crc);
      length += nonceBytes.length;
    }
    parts.push(piece.deflated);
    // Node 20's crc32 answers 0 for a zero-length buffer with no backing store, whatever the running value.
    if (piece.raw.length > 0) crc = zlib.crc32(piece.raw, crc);
    length += piece.raw.length;
  });
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  parts.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(parts);
}
