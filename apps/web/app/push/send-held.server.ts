import { getRepositories } from "#app/repositories.server";
import { sendPush, type Outcome, type SendOptions } from "./send.server";
import { now as clockNow } from "#app/utils/clock.server";

/** Held pushes taken from the store per round; a larger backlog takes several rounds. */
const ROUND = 100;
/** How often a server process looks for held pushes whose quiet hours have ended. */
const HELD_PUSH_INTERVAL_MS = 60_000;

export interface HeldPushResult {
  notificationId: string;
  outcomes: Outcome[] | "skipped";
}

/**
 * Sends the pushes held back by quiet hours that are due at `now`. The store gives each held push to
 * one caller only, so several processes (or a process and a restart) never send one twice. A push whose
 * notification was deleted, or already read in the app meanwhile, is dropped: there is nothing left to tell.
 * Never throws for one push: push failures are only logged (spec section 8).
 */
export async function sendHeldPushes(
  now: Date,
  options: Omit<SendOptions, "now" | "held"> = {},
): Promise<HeldPushResult[]> {
  const repos = await getRepositories();
  const results: HeldPushResult[] = [];
  for (;;) {
    const due = await repos.deferredPushes.takeDue(now, ROUND);
    for (const push of due) {
      const notification = await repos.notifications.get(push.userId, push.notificationId);
      if (!notification || notification.read) {
        results.push({ notificationId: push.notificationId, outcomes: "skipped" });
        continue;
      }
      results.push({
        notificationId: push.notificationId,
        outcomes: await sendPush(notification, push.kind, { ...options, held: true }),
      });
    }
    if (due.length < ROUND) return results;
  }
}

let timer: ReturnType<typeof setInterval> | undefined;

/**
 * Starts this process's look-out for held pushes: once now (pushes that fell due while the server was
 * down go out at start) and then every minute. Idempotent; the timer never keeps the process alive.
 */
export function startHeldPushes(clock: () => Date = clockNow): void {
  if (timer) return;
  const round = () =>
    void sendHeldPushes(clock()).catch((error) => console.error("[push] sending held pushes failed", error));
  timer = setInterval(round, HELD_PUSH_INTERVAL_MS);
  timer.unref();
  round();
}
