// How responses travel: dynamic ones compressed per request, build assets as precompressed files.
//
// Build assets as files: the precompressed copies (scripts/precompress.ts writes .br and .gz beside
// each text asset at build time) go to browsers that accept them, so no asset is compressed per request;
// hashed files under /assets are immutable for a year, the rest (favicon, images) kept an hour.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express, { type RequestHandler, type Response } from "express";

/**
 * HTML and data responses compressed (brotli or gzip, on the thread pool). A response that says
 * `Cache-Control: no-transform` (the notification stream) or is an event stream is left alone, so its
 * events are not held back in a compression buffer; precompressed assets arrive already encoded.
 */
export function compressResponses(): RequestHandler {
  return compression({
    // Brotli's default 4 MiB window is far larger than any page: a 256 KiB one keeps each response's
    // encoder small (hundreds of concurrent responses held gigabytes) at the same ratio for pages.
    brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } },
    filter: (req, res) =>
      !/^text\/event-stream/i.test(String(res.getHeader("Content-Type") ?? "")) && compression.filter(req, res),
  });
}

const ENCODINGS: [encoding: string, extension: string][] = [
  ["br", ".br"],
  ["gzip", ".gz"],
];

/** Which encodings the request accepts, by the q-values of its Accept-Encoding header. */
function accepted(header: string | undefined) {
  const accepts = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    if (name && (!q || Number(q[1]) > 0)) accepts.add(name);
  }
  return accepts;
}

/** The files of `dir` with a precompressed copy, by URL path ("/assets/root-abc.js" → encodings). */
function precompressedFiles(dir: string) {
  const found = new Map<string, Set<string>>();
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const match = entry.isFile() && /^(.*)\.(br|gz)$/.exec(entry.name);
    if (!match) continue;
    const url = "/" + path.relative(dir, path.join(entry.parentPath, match[1])).split(path.sep).join("/");
    const list = found.get(url) ?? new Set();
    list.add(match[2]);
    found.set(url, list);
  }
  return found;
}

/** Express middleware serving build/client with its precompressed copies and the right caching. */
export function staticAssets(clientDir: string): RequestHandler {
  const files = precompressedFiles(clientDir);
  const router = express.Router();
  // A precompressed copy replaces the file in the URL; express.static serves it, its headers fixed below.
  router.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const copies = files.get(req.path);
    if (!copies) return next();
    res.vary("Accept-Encoding");
    const accepts = accepted(req.headers["accept-encoding"]);
    const chosen = ENCODINGS.find(([name, ext]) => accepts.has(name) && copies.has(ext.slice(1)));
    if (!chosen) return next();
    res.locals.precompressed = { encoding: chosen[0], type: express.static.mime.lookup(req.path) };
    req.url = req.url.replace(/^([^?]*)/, `$1${chosen[1]}`);
    next();
  });
  const setHeaders = (res: Response) => {
    const chosen = res.locals.precompressed;
    if (!chosen) return;
    res.setHeader("Content-Encoding", chosen.encoding);
    res.setHeader(
      "Content-Type",
      `${chosen.type}${/^(text\/|application\/(javascript|json))/.test(chosen.type) ? "; charset=UTF-8" : ""}`,
    );
  };
  router.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", setHeaders }));
  router.use(express.static(clientDir, { maxAge: "1h", setHeaders }));
  // Every file the build serves has an extension (/assets/root-abc.js, /favicon.svg, /sw.js); a page's
  // path has none, and looking for it on disk first cost a stat call on every page request (a tenth of
  // a cached page's time).
  return (req, res, next) => (/\.[^/]*$/.test(req.path) ? router(req, res, next) : next());
}
