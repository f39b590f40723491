// Types for gzip-splice.js (plain ESM: server.js's page cache imports it without a build step).
export interface PreparedSplice {
  pieces: { raw: Buffer; deflated: Buffer }[];
  /** Compressed bytes held for the page. */
  bytes: number;
}
export function prepareSplice(body: string, nonce: string, level?: number): PreparedSplice | null;
export function spliceGzip(prepared: PreparedSplice, nonce: string): Buffer;
