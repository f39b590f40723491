import { createHash } from "node:crypto";
import zlib from "node:zlib";
import type { CourseSummary } from "./catalogue.server";

/**
 * The catalogue index the browser filters: every published course's summary as JSON, serialised and
 * compressed once per snapshot (not once per page view) and named by a hash of its content, so every
 * server process names the same catalogue alike and the browser may keep it forever.
 */
export interface CatalogueIndex {
  version: string;
  json: Buffer;
  gzip: Buffer;
  /** Brotli at its best ratio takes a moment: it is made on the thread pool, and gzip serves until then. */
  br: Buffer | null;
}

export function buildCatalogueIndex(summaries: readonly CourseSummary[]): CatalogueIndex {
  const json = Buffer.from(JSON.stringify(summaries));
  const index: CatalogueIndex = {
    version: createHash("sha256").update(json).digest("base64url").slice(0, 16),
    json,
    gzip: zlib.gzipSync(json, { level: 9 }),
    br: null,
  };
  const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length };
  zlib.brotliCompress(json, { params }, (error, br) => {
    if (!error) index.br = br;
  });
  return index;
}

/** The index as a response: brotli or gzip when the browser takes it; immutable when asked by its version. */
export function catalogueIndexResponse(index: CatalogueIndex, request: Request): Response {
  const accepts = request.headers.get("Accept-Encoding") ?? "";
  const encoding = index.br && /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : null;
  const body = encoding === "br" ? index.br! : encoding === "gzip" ? index.gzip : index.json;
  const current = new URL(request.url).searchParams.get("v") === index.version;
  const headers = new Headers({
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(body.length),
    Vary: "Accept-Encoding",
    ETag: `"${index.version}${encoding ? `-${encoding}` : ""}"`,
    // An old version's URL gets today's catalogue, which must not be kept under the old name.
    "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
  });
  if (encoding) headers.set("Content-Encoding", encoding);
  const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length);
  return new Response(request.method === "HEAD" ? null : bytes, { status: 200, headers });
}
