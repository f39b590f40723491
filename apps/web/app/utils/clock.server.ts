/**
 * The server's clock: every "now" of product code (today's date in the calendar, stored times, the
 * statistics' ranges, reminders) comes from `now()`. In a deployment it is the system clock.
 *
 * With ENABLE_TEST_ROUTES only, an end-to-end test can move it, so a spec passes on any day of the year:
 * - `TEST_CLOCK` (configuration) starts the whole server's clock at an instant (the demo data are seeded
 *   from it), then it runs on;
 * - the cookie `masar_test_clock=<ms since 1970>` holds one test's requests at that instant (frozen, as
 *   Playwright's `clock.setFixedTime` holds the browser's: a journey that starts at 23:59 never crosses
 *   midnight half-way); tests/e2e/clock.ts sets both, so specs running side by side never see each
 *   other's time. server/http-server.ts keeps each request's cookie header
 *   in the AsyncLocalStorage that the fault injection reads (app/testing/faults.server.ts).
 */
import type { AsyncLocalStorage } from "node:async_hooks";
import { getConfig } from "#app/env.server";
import { cookieValue } from "./cookie-value";

export const CLOCK_COOKIE = "masar_test_clock";

const STORAGE_KEY = Symbol.for("masar.testFaults");
const startedAt = Date.now();

/** The instant (ms) a `masar_test_clock` cookie pins, or null when it is absent or malformed. */
export function pinnedByCookie(cookie: string | undefined): number | null {
  const value = cookieValue(cookie, CLOCK_COOKIE);
  return value && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/** The current instant. */
export function now(): Date {
  const config = getConfig();
  if (!config.enableTestRoutes) return new Date();
  const storage = (globalThis as { [STORAGE_KEY]?: AsyncLocalStorage<{ cookie: string | undefined }> })[STORAGE_KEY];
  const pinned = pinnedByCookie(storage?.getStore()?.cookie);
  if (pinned !== null) return new Date(pinned);
  return new Date(config.testClock === null ? Date.now() : config.testClock + (Date.now() - startedAt));
}
