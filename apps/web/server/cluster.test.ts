import { describe, expect, it } from "vitest";
import { parseConfig } from "#app/env.server";
import { serverProcessCount } from "./cluster.js";

describe("serverProcessCount", () => {
  it("reads WEB_CONCURRENCY as the configuration check does, and runs one process on a bad value", () => {
    for (const value of ["1", "2", "32"]) {
      expect(() => parseConfig({ WEB_CONCURRENCY: value }), value).not.toThrow();
      expect(serverProcessCount({ WEB_CONCURRENCY: value }, 2), value).toBe(Number(value));
    }
    for (const value of ["0", "33", "-2", "1.5", "two", "02"]) {
      expect(() => parseConfig({ WEB_CONCURRENCY: value }), value).toThrow(
        `WEB_CONCURRENCY must be a whole number from 1 to 32 (got "${value}")`,
      );
      // One process, whose start-up error screen names the variable.
      expect(serverProcessCount({ WEB_CONCURRENCY: value }, 8), value).toBe(1);
    }
    // Unset: two processes, one on a one-core machine, one with the test-only pages (state in memory).
    expect(serverProcessCount({}, 2)).toBe(2);
    expect(serverProcessCount({}, 16)).toBe(2);
    expect(serverProcessCount({}, 1)).toBe(1);
    expect(serverProcessCount({ ENABLE_TEST_ROUTES: "1" }, 2)).toBe(1);
    expect(serverProcessCount({ ENABLE_TEST_ROUTES: "1", WEB_CONCURRENCY: "2" }, 2)).toBe(2);
    // A whitespace value is a bad value (the configuration check refuses it too), not "unset".
    expect(serverProcessCount({ WEB_CONCURRENCY: " " }, 2)).toBe(1);
    // Whatever WEB_CONCURRENCY says, one process when a database or a secret would be one per process.
    expect(serverProcessCount({ WEB_CONCURRENCY: "2", DATABASE_PATH: ":memory:" }, 2)).toBe(1);
    const firestore = { DATA_BACKEND: "firestore", WEB_CONCURRENCY: "2" };
    expect(serverProcessCount({ ...firestore, SESSION_SECRET: "x".repeat(32) }, 2)).toBe(1);
    expect(
      serverProcessCount(
        { ...firestore, SESSION_SECRET: "x".repeat(32), VAPID_PUBLIC_KEY: "p", VAPID_PRIVATE_KEY: "k" },
        2,
      ),
    ).toBe(2);
  });
});
