import { expect, it } from "vitest";
import { RETRY_DELAYS_MS, retryDelay } from "./queue.server";

it("waits 30 s, 2 min, 10 min, 1 h and 6 h after each failure, and gives up after the sixth", () => {
  const minutes = (ms: number | null) => (ms === null ? null : ms / 60_000);
  expect([1, 2, 3, 4, 5, 6, 7].map((attempts) => minutes(retryDelay(attempts)))).toEqual([
    0.5,
    2,
    10,
    60,
    360,
    null,
    null,
  ]);
  // Each wait longer than the one before, and the last try about 7 h 13 min after the mail was queued.
  for (let i = 1; i < RETRY_DELAYS_MS.length; i++) expect(RETRY_DELAYS_MS[i]).toBeGreaterThan(RETRY_DELAYS_MS[i - 1]!);
  expect(minutes(RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0))).toBe(432.5);
});
