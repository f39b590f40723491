// Types for page-cache.js (plain ESM: server.js imports it without a build step).
import type { RequestHandler } from "express";

export interface VisitorPageCacheOptions {
  /** How long a stored page is answered, in ms (5,000). */
  ttlMs?: number;
  /** All stored pages together, in bytes (32 MiB); the least recently used go first. */
  maxBytes?: number;
  /** A page larger than this is never stored (1 MiB). */
  maxEntryBytes?: number;
  /**
   * Called when a request that can change data starts and when it finishes (the cache has just been
   * emptied): server.js tells the cluster's other processes to empty theirs.
   */
  changed?: () => void;
  /** The clock, for tests. */
  now?: () => number;
}

export type VisitorPageCache = RequestHandler & { clear(): void; size(): number };

export function visitorLanguage(cookieHeader: string | undefined | null): "" | "ar" | "en" | null;
export function visitorPageCache(options?: VisitorPageCacheOptions): VisitorPageCache;
