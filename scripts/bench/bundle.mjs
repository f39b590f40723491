// `npm run bench -- bundle`: what a first visit to each catalogue route loads, read from the build
// (Remix's manifest: the entry, the matched routes' modules and their static imports) without a
// browser, and which modules weigh most in those chunks (build/bundle-stats.json, written by the
// client build's bundle-stats plugin). Sizes are gzip -9 of each file, as the page table measures.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** The route ids whose first load has a goal (decisions 019, 023 and 029), the player among them. */
export const BUNDLE_ROUTES = [
  ["/", "routes/_index"],
  ["/courses", "routes/courses"],
  ["/course/{id}", "routes/course.$id"],
  ["/course-content/{id}", "routes/course-content.$id"],
  ["/my-learning", "routes/my-learning"],
];

export function readManifest(client) {
  const assets = path.join(client, "assets");
  const file = fs.readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error(`no Remix manifest in ${assets}: build first`);
  const text = fs.readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(text.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, ""));
}

/** The scripts a first document load of `routeId` pulls in statically (lazy chunks excluded). */
export function firstLoadFiles(manifest, routeId) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  const chain = [];
  for (let r = manifest.routes[routeId]; r; r = manifest.routes[r.parentId]) chain.unshift(r);
  if (chain.length === 0) throw new Error(`no route ${routeId} in the manifest`);
  for (const r of chain) for (const f of [r.module, ...(r.imports ?? [])]) files.add(f);
  return [...files];
}

export function bundleReport(client, statsFile) {
  const manifest = readManifest(client);
  const stats = fs.existsSync(statsFile) ? JSON.parse(fs.readFileSync(statsFile, "utf8")) : null;
  const gz = new Map();
  const gzipOf = (f) => {
    if (!gz.has(f)) gz.set(f, zlib.gzipSync(fs.readFileSync(path.join(client, f)), { level: 9 }).length);
    return gz.get(f);
  };
  const routes = BUNDLE_ROUTES.map(([name, id]) => {
    const files = firstLoadFiles(manifest, id);
    return { name, id, scripts: files.length, gzip: files.reduce((n, f) => n + gzipOf(f), 0), files };
  });
  // Modules of the visitor catalogue's first loads, by rendered bytes (a module's share of its chunk's
  // gzip is estimated in proportion to its rendered share).
  const modules = new Map();
  const seen = new Set(routes.slice(0, 3).flatMap((r) => r.files));
  for (const f of seen) {
    const chunk = stats?.chunks[f.replace(/^\//, "")];
    if (!chunk) continue;
    const total = Object.values(chunk.modules).reduce((a, b) => a + b, 0) || 1;
    for (const [name, bytes] of Object.entries(chunk.modules)) {
      const m = modules.get(name) ?? { rendered: 0, gzip: 0 };
      m.rendered += bytes;
      m.gzip += (gzipOf(f) * bytes) / total;
      modules.set(name, m);
    }
  }
  const biggest = [...modules.entries()]
    .map(([name, m]) => ({ name, rendered: m.rendered, gzip: Math.round(m.gzip) }))
    .sort((a, b) => b.gzip - a.gzip);
  return { routes: routes.map((r) => ({ ...r, files: undefined })), biggest, hasStats: stats !== null };
}

export function printBundle(report, kib, table) {
  console.log("\nFirst-load JavaScript from the build (entry + matched routes + static imports; gzip -9):\n");
  console.log(
    table(
      ["route", "scripts", "JS gz KiB"],
      report.routes.map((r) => [r.name, r.scripts, kib(r.gzip)]),
    ),
  );
  if (!report.hasStats) return console.log("  (no build/bundle-stats.json: module sizes unavailable)");
  console.log(
    "\nBiggest modules in the first loads of /, /courses and /course/{id} (rendered = before minification; ≈ gz = their share of their chunk's gzip):\n",
  );
  console.log(
    table(
      ["module", "rendered KiB", "≈ gz KiB"],
      report.biggest.slice(0, 25).map((m) => [m.name, kib(m.rendered), kib(m.gzip)]),
    ),
  );
}
