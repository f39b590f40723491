/**
 * The fixed-window rate limit both data adapters keep: windows are aligned to multiples of the window
 * length since the epoch, so every server process agrees on where a window starts without talking to
 * the others, and a counter left from an older window counts as zero.
 */

/** What a store keeps per key. */
export interface StoredRateLimit {
  windowStart: number;
  count: number;
}

/** What a hit or a peek answers: the hits counted in the current window and when it ends. */
export interface RateLimitState {
  count: number;
  resetAt: Date;
}

export interface RateLimitWindow {
  /** Milliseconds since the epoch. */
  start: number;
  resetAt: Date;
}

/** The window that `at` falls in. Throws on a window that is not a positive whole number of milliseconds. */
export function rateLimitWindow(at: Date, windowMs: number): RateLimitWindow {
  if (!Number.isInteger(windowMs) || windowMs <= 0) {
    throw new RangeError(`A rate-limit window must be a positive whole number of milliseconds, not ${windowMs}`);
  }
  const t = at.getTime();
  // The double modulo keeps instants before 1970 in the window below them, not above.
  const start = t - (((t % windowMs) + windowMs) % windowMs);
  return { start, resetAt: new Date(start + windowMs) };
}

/** The count so far in the window `at` falls in, without counting a hit. */
export function peekRateLimit(stored: StoredRateLimit | null | undefined, at: Date, windowMs: number): RateLimitState {
  const window = rateLimitWindow(at, windowMs);
  const count = stored && stored.windowStart === window.start ? stored.count : 0;
  return { count, resetAt: window.resetAt };
}

/** Counts one hit: what to store for the key and what to answer. */
export function hitRateLimit(
  stored: StoredRateLimit | null | undefined,
  at: Date,
  windowMs: number,
): { next: StoredRateLimit; state: RateLimitState } {
  const { count, resetAt } = peekRateLimit(stored, at, windowMs);
  const next = { windowStart: resetAt.getTime() - windowMs, count: count + 1 };
  return { next, state: { count: next.count, resetAt } };
}
