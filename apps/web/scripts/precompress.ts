// Runs after `remix vite:build`: writes a brotli (.br) and a gzip (.gz) copy beside every text asset of
// build/client, at the best ratios, once per build. the host (server/delivery.ts) serves them to browsers
// that take them, so no asset is compressed per request.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|xml|webmanifest|map)$/;
/** Below this a compressed copy saves too little to be worth a file (compression's own threshold). */
const MIN_BYTES = 1024;

export function precompress(dir: string): { files: number; bytes: number; br: number; gzip: number } {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gzip = zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gzip);
    totals.files++;
    totals.bytes += body.length;
    totals.br += br.length;
    totals.gzip += gzip.length;
  }
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? "build/client");
  const t = precompress(dir);
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(`[precompress] ${t.files} files, ${kib(t.bytes)} → brotli ${kib(t.br)}, gzip ${kib(t.gzip)}`);
}
