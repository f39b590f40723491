import { hitRateLimit, peekRateLimit, type StoredRateLimit } from "@masar/domain/rate-limit";
import type { RateLimitRepository } from "../ports";
import type { SqliteContext } from "./context.server";

/** A row of `rate_limits`: one counter per key, for the window it was last counted in. */
interface RateLimitRow {
  key: string;
  window_start: number;
  count: number;
}

export function createRateLimitRepository({ db, now }: SqliteContext): RateLimitRepository {
  const stored = (key: string): StoredRateLimit | null => {
    const row = db.prepare<[string], RateLimitRow>("SELECT * FROM rate_limits WHERE key = ?").get(key);
    return row ? { windowStart: row.window_start, count: row.count } : null;
  };
  return {
    async hit(key, windowMs, at = now()) {
      return db.transaction(() => {
        const { next, state } = hitRateLimit(stored(key), at, windowMs);
        db.prepare<RateLimitRow>(
          `INSERT INTO rate_limits (key, window_start, count) VALUES (@key, @window_start, @count)
           ON CONFLICT(key) DO UPDATE SET window_start = excluded.window_start, count = excluded.count`,
        ).run({ key, window_start: next.windowStart, count: next.count });
        return state;
      })();
    },
    async peek(key, windowMs, at = now()) {
      return peekRateLimit(stored(key), at, windowMs);
    },
    async reset(key) {
      db.prepare("DELETE FROM rate_limits WHERE key = ?").run(key);
    },
  };
}
