// A short-lived cache of the pages visitors see: a visitor's page depends only on its URL and language,
// yet rendering one costs milliseconds of CPU, and under many concurrent visitors that render queue is
// the load tail. A visitor request whose page was rendered moments ago gets the same
// HTML with a fresh CSP nonce; everything else (signed-in users, data requests, resources, forms) goes
// through untouched. A browser that accepts gzip gets the stored page's gzip spliced with its nonce
// (gzip-splice.ts) instead of the page compressed again.
//
// Freshness: an entry lives `ttlMs` (5 s by default), and any request that can change data — every
// non-GET request, and the test-only pages — empties the cache when it finishes, so a change made
// through this process is visible to visitors at once. `changed` tells the other server processes of
// the cluster to empty theirs (http-server.ts, decision 035): one IPC hop later. A change made by a process
// outside the cluster (several Firestore servers) shows within the TTL. A render that overlaps such a
// change is not stored.

import type { NextFunction, Request, RequestHandler, Response } from "express";
import { prepareSplice, spliceGzip, type PreparedSplice } from "./gzip-splice.js";

export interface VisitorPageCacheOptions {
  /** How long a stored page is answered, in ms (5,000). */
  ttlMs?: number;
  /** All stored pages together, in bytes (32 MiB); the least recently used go first. */
  maxBytes?: number;
  /** A page larger than this is never stored (1 MiB). */
  maxEntryBytes?: number;
  /**
   * Called when a request that can change data starts and when it finishes (the cache has just been
   * emptied): the host tells the cluster's other processes to empty theirs.
   */
  changed?: () => void;
  /** The clock, for tests. */
  now?: () => number;
}

export type VisitorPageCache = RequestHandler & { clear(): void; size(): number };

interface Entry {
  body: string;
  nonce: string;
  headers: [string, string | number | string[] | undefined][];
  expires: number;
  bytes: number;
  /** The page deflated around its nonce, made on the first gzip answer (null: it holds no nonce). */
  splice?: PreparedSplice | null;
}

const LANGUAGES = new Set(["ar", "en"]);
/** Headers of the rendered response that belong to that one response, not to the page. */
const PER_RESPONSE = new Set([
  "content-security-policy",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "date",
  "etag",
  "set-cookie",
  "x-request-id",
  "x-page-cache",
]);

/**
 * The language a cookie header allows caching for: "" without cookies, "ar"/"en" for just the language
 * cookie; null for anything else (a session, a toast, a test fault, an unknown cookie: not a plain visitor).
 */
export function visitorLanguage(cookieHeader: string | undefined | null): "" | "ar" | "en" | null {
  if (!cookieHeader) return "";
  let language: "" | "ar" | "en" = "";
  for (const part of cookieHeader.split(";")) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    const eq = trimmed.indexOf("=");
    const name = eq === -1 ? trimmed : trimmed.slice(0, eq);
    const value = eq === -1 ? "" : trimmed.slice(eq + 1);
    if (name !== "appLanguage" || !LANGUAGES.has(value) || language) return null;
    language = value as "ar" | "en";
  }
  return language;
}

/** Whether the request accepts gzip (a q-value of 0 refuses it). */
function acceptsGzip(req: Request) {
  for (const part of String(req.headers["accept-encoding"] ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (name !== "gzip" && name !== "*") continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    return !q || Number(q[1]) > 0;
  }
  return false;
}

/** Which requests may be answered from (and stored in) the cache. */
function cacheable(req: Request) {
  if (req.method !== "GET") return false;
  const path = req.path;
  if (path.endsWith(".data") || path.startsWith("/resources/") || path === "/healthz") return false;
  // Only the language cookie, or none: a session (masar_session), a toast or a test fault is not a visitor.
  return visitorLanguage(req.headers.cookie) !== null;
}

/**
 * Express middleware; put it after compression (it stores the uncompressed page and its answers are
 * compressed like any other) and after the middleware that sets `res.locals.cspNonce`.
 */
export function visitorPageCache({
  ttlMs = 5_000,
  maxBytes = 32 * 1024 * 1024,
  maxEntryBytes = 1024 * 1024,
  now = Date.now,
  changed = () => {},
}: VisitorPageCacheOptions = {}): VisitorPageCache {
  /** Map order is least recently used first. */
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  let generation = 0;

  const clear = () => {
    entries.clear();
    totalBytes = 0;
    generation++;
  };
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  };
  const store = (key: string, entry: Entry) => {
    remove(key);
    entries.set(key, entry);
    totalBytes += entry.bytes;
    for (const [oldest] of entries) {
      if (totalBytes <= maxBytes) break;
      remove(oldest);
    }
  };

  const middleware = ((req: Request, res: Response, next: NextFunction) => {
    const mutating = req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS";
    if (mutating || req.path.startsWith("/__test")) {
      // Cleared when it finishes (what it changed is stored by then) and when it starts (so no render
      // that began before it and ends after it is stored: the generation moved on).
      clear();
      changed();
      res.on("finish", () => {
        clear();
        changed();
      });
      return next();
    }
    if (!cacheable(req)) return next();

    const key = `${visitorLanguage(req.headers.cookie)} ${req.originalUrl}`;
    const nonce: string | undefined = res.locals.cspNonce;
    const hit = entries.get(key);
    if (hit && now() < hit.expires) {
      entries.delete(key);
      entries.set(key, hit);
      for (const [name, value] of hit.headers) if (value !== undefined) res.setHeader(name, value);
      res.setHeader("X-Page-Cache", "hit");
      res.statusCode = 200;
      if (hit.nonce && nonce && acceptsGzip(req)) {
        // Compressing the page again for every answer was most of a hit's cost: the page is
        // deflated once, in pieces around its nonce, and each answer splices its own nonce in.
        if (hit.splice === undefined) {
          hit.splice = prepareSplice(hit.body, hit.nonce);
          if (hit.splice) {
            hit.bytes += hit.splice.bytes;
            totalBytes += hit.splice.bytes;
          }
        }
        if (hit.splice) {
          const body = spliceGzip(hit.splice, nonce);
          res.setHeader("Content-Encoding", "gzip");
          res.setHeader("Content-Length", body.length);
          res.vary("Accept-Encoding");
          res.end(body);
          return;
        }
      }
      res.end(hit.nonce && nonce ? hit.body.replaceAll(hit.nonce, nonce) : hit.body);
      return;
    }
    if (hit) remove(key);
    if (!nonce) return next();

    const started = generation;
    const chunks: Buffer[] = [];
    let bytes = 0;
    let tooBig = false;
    const collect = (chunk: unknown, encoding: unknown) => {
      if (tooBig || chunk == null || typeof chunk === "function") return;
      const buffer = ArrayBuffer.isView(chunk)
        ? Buffer.copyBytesFrom(chunk as NodeJS.TypedArray)
        : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      bytes += buffer.length;
      if (bytes > maxEntryBytes) {
        tooBig = true;
        chunks.length = 0;
      } else chunks.push(buffer);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: Response, chunk: unknown, encoding?: unknown, ...rest: unknown[]) {
      collect(chunk, encoding);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, encoding, ...rest);
    } as Response["write"];
    res.end = function (this: Response, chunk?: unknown, encoding?: unknown, ...rest: unknown[]) {
      collect(chunk, encoding);
      const type = String(res.getHeader("Content-Type") ?? "");
      if (
        !tooBig &&
        started === generation &&
        res.statusCode === 200 &&
        /^text\/html/i.test(type) &&
        res.getHeader("Set-Cookie") === undefined
      ) {
        const headers = Object.entries(res.getHeaders()).filter(([name]) => !PER_RESPONSE.has(name.toLowerCase()));
        store(key, { body: Buffer.concat(chunks).toString("utf8"), nonce, headers, expires: now() + ttlMs, bytes });
      }
      return (end as (...args: unknown[]) => Response).call(this, chunk, encoding, ...rest);
    } as Response["end"];
    res.setHeader("X-Page-Cache", "miss");
    next();
  }) as VisitorPageCache;
  middleware.clear = clear;
  middleware.size = () => entries.size;
  return middleware;
}
