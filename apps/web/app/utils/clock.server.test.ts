import { AsyncLocalStorage } from "node:async_hooks";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as envModule from "#app/env.server";
import { parseConfig } from "#app/env.server";

const STORAGE_KEY = Symbol.for("masar.testFaults");
const storage = new AsyncLocalStorage<{ cookie: string | undefined }>();

async function clockWith(env: Record<string, string>) {
  vi.resetModules();
  vi.doMock("#app/env.server", async (original) => {
    const actual = await original<typeof envModule>();
    const config = actual.parseConfig(env);
    return { ...actual, getConfig: () => config };
  });
  (globalThis as Record<symbol, unknown>)[STORAGE_KEY] = storage;
  return import("./clock.server");
}

afterEach(() => {
  vi.doUnmock("#app/env.server");
  delete (globalThis as Record<symbol, unknown>)[STORAGE_KEY];
});

describe("the server's clock", () => {
  const pinned = Date.parse("2028-02-29T21:59:00Z");

  it("is the system clock in a deployment, whatever a request's cookie says", async () => {
    const { now } = await clockWith({ TEST_CLOCK: "2028-02-29T12:00:00+02:00" });
    const before = Date.now();
    const at = storage.run({ cookie: `masar_test_clock=${pinned}` }, () => now().getTime());
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it("with the test routes, holds a request at the instant its cookie pins, and refuses malformed values", async () => {
    const { now, pinnedByCookie } = await clockWith({ ENABLE_TEST_ROUTES: "1" });
    expect(storage.run({ cookie: `a=b; masar_test_clock=${pinned}; c=d` }, () => now().getTime())).toBe(pinned);
    expect(pinnedByCookie(`masar_test_clock=${pinned}x`)).toBeNull();
    expect(pinnedByCookie("masar_test_clock=-5")).toBeNull();
    expect(pinnedByCookie(undefined)).toBeNull();
    const before = Date.now();
    expect(storage.run({ cookie: "masar_test_clock=soon" }, () => now().getTime())).toBeGreaterThanOrEqual(before);
  });

  it("with the test routes and TEST_CLOCK, starts the whole server at that instant and runs on", async () => {
    const { now } = await clockWith({ ENABLE_TEST_ROUTES: "1", TEST_CLOCK: "2028-02-29T12:00:00+02:00" });
    const at = now().getTime();
    expect(at).toBeGreaterThanOrEqual(Date.parse("2028-02-29T10:00:00Z"));
    expect(at).toBeLessThan(Date.parse("2028-02-29T10:01:00Z"));
  });

  it("TEST_CLOCK is a checked date-time, ignored without the test routes", () => {
    expect(() => parseConfig({ ENABLE_TEST_ROUTES: "1", TEST_CLOCK: "tomorrow" })).toThrow(/TEST_CLOCK must be/);
    expect(parseConfig({ TEST_CLOCK: "2028-02-29T12:00:00+02:00" }).testClock).toBeNull();
  });
});
