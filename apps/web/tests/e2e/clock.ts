import type { Page } from "@playwright/test";
import { CLOCK_COOKIE } from "../../app/utils/clock.server";
import { ORIGIN } from "./origin";

/**
 * The instant the date-sensitive specs run at: E2E_CLOCK (an ISO date-time) proves them on chosen days
 * (`npm run test:e2e:dates` runs them on a month's last and first days, 29 February and a Saturday at
 * 23:59 Cairo time); unset, they run on the real date and must pass on any day. The config hands the
 * same instant to the server as TEST_CLOCK, so the demo calendar is seeded from that day.
 */
export const PINNED_AT = process.env.E2E_CLOCK ? Date.parse(process.env.E2E_CLOCK) : null;
if (PINNED_AT !== null && Number.isNaN(PINNED_AT))
  throw new Error(`E2E_CLOCK is not a date-time: ${process.env.E2E_CLOCK}`);

/**
 * Holds this test's clocks at E2E_CLOCK: the server's for this browser context's requests (a cookie
 * the test routes honour, app/utils/clock.server.ts) and the page's (Playwright's fixed time, timers
 * still run). Does nothing on the real date. Call it before the first navigation.
 */
export async function pinClock(page: Page, at: number | null = PINNED_AT) {
  if (at === null) return;
  await page.context().addCookies([{ name: CLOCK_COOKIE, value: String(at), url: ORIGIN }]);
  await page.clock.setFixedTime(at);
}

/** The Cairo date (YYYY-MM-DD) of E2E_CLOCK, what the pinned server calls today; null on the real date. */
export function pinnedCairoDate(): string | null {
  if (PINNED_AT === null) return null;
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Cairo" }).format(new Date(PINNED_AT));
}
