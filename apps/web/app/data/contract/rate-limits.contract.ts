import { describe, expect, it } from "vitest";
import type { ContractContext } from "./harness";

export function describeRateLimits(t: ContractContext) {
  describe("rate limits", () => {
    it("counts hits per fixed window", async () => {
      const at = new Date("2026-01-01T00:00:10Z");
      const resetAt = new Date("2026-01-01T00:01:00Z");
      expect(await t.repos.rateLimits.hit("login:a", 60_000, at)).toEqual({ count: 1, resetAt });
      expect((await t.repos.rateLimits.hit("login:a", 60_000, at)).count).toBe(2);
      expect(await t.repos.rateLimits.peek("login:a", 60_000, at)).toEqual({ count: 2, resetAt });
      expect((await t.repos.rateLimits.peek("login:never", 60_000, at)).count).toBe(0);
      expect(await t.repos.rateLimits.hit("login:a", 60_000, at)).toEqual({ count: 3, resetAt });
      expect((await t.repos.rateLimits.hit("login:b", 60_000, at)).count).toBe(1);
      const nextWindow = new Date("2026-01-01T00:01:05Z");
      expect((await t.repos.rateLimits.peek("login:a", 60_000, nextWindow)).count).toBe(0);
      expect((await t.repos.rateLimits.hit("login:a", 60_000, nextWindow)).count).toBe(1);
      await t.repos.rateLimits.reset("login:a");
      expect((await t.repos.rateLimits.peek("login:a", 60_000, nextWindow)).count).toBe(0);
      expect((await t.repos.rateLimits.hit("login:a", 60_000, nextWindow)).count).toBe(1);
    });

    it("uses the adapter's clock when no time is given", async () => {
      t.clock.set(new Date("2026-01-01T00:00:50Z"));
      expect(await t.repos.rateLimits.hit("signup:x", 60_000)).toEqual({
        count: 1,
        resetAt: new Date("2026-01-01T00:01:00Z"),
      });
      t.clock.advance(10_000);
      expect(await t.repos.rateLimits.peek("signup:x", 60_000)).toEqual({
        count: 0,
        resetAt: new Date("2026-01-01T00:02:00Z"),
      });
    });
  });
}
