import { describe, expect, it } from "vitest";
import { hitRateLimit, peekRateLimit, rateLimitWindow } from "./rate-limit";

const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;

describe("rateLimitWindow", () => {
  it("aligns windows to multiples of their length since the epoch", () => {
    expect(rateLimitWindow(at("2026-01-01T00:00:10Z"), MINUTE)).toEqual({
      start: Date.parse("2026-01-01T00:00:00Z"),
      resetAt: at("2026-01-01T00:01:00Z"),
    });
    expect(rateLimitWindow(at("2026-01-01T00:59:59.999Z"), 60 * MINUTE).resetAt).toEqual(at("2026-01-01T01:00:00Z"));
  });

  it("puts an instant on a boundary in the window it starts", () => {
    expect(rateLimitWindow(at("2026-01-01T00:01:00Z"), MINUTE).start).toBe(Date.parse("2026-01-01T00:01:00Z"));
  });

  it("keeps instants before 1970 in the window below them", () => {
    expect(rateLimitWindow(new Date(-1), 1000)).toEqual({ start: -1000, resetAt: new Date(0) });
  });

  it.each([0, -5, 1.5, Number.NaN])("rejects a window of %s ms", (windowMs) => {
    expect(() => rateLimitWindow(at("2026-01-01T00:00:00Z"), windowMs)).toThrow(RangeError);
  });
});

describe("peekRateLimit and hitRateLimit", () => {
  const start = Date.parse("2026-01-01T00:00:00Z");

  it("starts at zero without a stored counter and counts the first hit as one", () => {
    expect(peekRateLimit(null, at("2026-01-01T00:00:10Z"), MINUTE)).toEqual({
      count: 0,
      resetAt: at("2026-01-01T00:01:00Z"),
    });
    expect(hitRateLimit(undefined, at("2026-01-01T00:00:10Z"), MINUTE)).toEqual({
      next: { windowStart: start, count: 1 },
      state: { count: 1, resetAt: at("2026-01-01T00:01:00Z") },
    });
  });

  it("adds to a counter of the same window", () => {
    const stored = { windowStart: start, count: 4 };
    expect(peekRateLimit(stored, at("2026-01-01T00:00:59Z"), MINUTE).count).toBe(4);
    expect(hitRateLimit(stored, at("2026-01-01T00:00:59Z"), MINUTE).next).toEqual({ windowStart: start, count: 5 });
  });

  it("forgets a counter from an earlier window", () => {
    const stored = { windowStart: start, count: 9 };
    expect(peekRateLimit(stored, at("2026-01-01T00:01:00Z"), MINUTE).count).toBe(0);
    expect(hitRateLimit(stored, at("2026-01-01T00:01:05Z"), MINUTE)).toEqual({
      next: { windowStart: start + MINUTE, count: 1 },
      state: { count: 1, resetAt: at("2026-01-01T00:02:00Z") },
    });
  });

  it("does not count a counter kept with another window length", () => {
    const stored = { windowStart: Date.parse("2026-01-01T00:00:30Z"), count: 3 };
    expect(peekRateLimit(stored, at("2026-01-01T00:00:40Z"), MINUTE).count).toBe(0);
  });
});
