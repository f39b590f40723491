/**
 * Abandoned online checkouts (issue 39): a card or wallet payment still pending once its checkout's life
 * has run out (CHECKOUT_LIFE_MS, the expiration the Paymob intention is made with) is expired, so it
 * leaves the student's and the admin's lists instead of waiting "pending" forever. Done on read, before
 * any list of payments is shown: nothing to schedule, the same on both stores, and idempotent (the store
 * checks and changes each payment in one step). A gateway's success that arrives later still enrols
 * (payment-callback.server.ts).
 */
import { CHECKOUT_LIFE_MS } from "@masar/domain/payment";
import { getRepositories } from "#app/repositories.server";
import { now } from "#app/utils/clock.server";

/** Expires the abandoned checkouts of one student, or everyone's; a failure is logged, the page still shows. */
export async function expireAbandonedCheckouts(userId?: string): Promise<void> {
  try {
    const before = new Date(now().getTime() - CHECKOUT_LIFE_MS);
    await (await getRepositories()).payments.expireAbandoned(before, userId);
  } catch (error) {
    console.error("[payments] expiring abandoned checkouts failed", error);
  }
}
