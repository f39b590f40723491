import type { Notification } from "@masar/domain/notification";
import type { NewNotification } from "@masar/domain/notification-schema";
import type { NotificationKind } from "@masar/domain/notification-preferences";
import { getRepositories } from "#app/repositories.server";
import { sendPush } from "#app/push/send.server";

const pending = new Set<Promise<unknown>>();

/**
 * A notification to create. `kind` is required: it is what the student's push preferences are chosen
 * by (payments and enrollment, new lessons, reminders, announcements); in-app delivery ignores it.
 */
export type NotifyInput = NewNotification & { kind: NotificationKind };

/**
 * The one way the platform tells a user something (enrollment, payments, new lessons, reminders,
 * announcements): stores the in-app notification in every language it is written in (decision 006).
 * The channels hang off the stored notification, so callers never change when one is added:
 * - live: every open tab's stream hears the store's change (the port's watch, see
 *   app/services/notification-stream.server.ts);
 * - browser push: sent in the background to each of the user's subscriptions in their language, never
 *   delaying or failing the caller (spec section 8: messaging failures are only logged).
 * Creation failures are rethrown to the caller (spec section 8).
 */
export async function notify({ kind, ...input }: NotifyInput): Promise<Notification> {
  const repos = await getRepositories();
  const notification = await repos.notifications.add(input);
  const push = sendPush(notification, kind).finally(() => pending.delete(push));
  pending.add(push);
  return notification;
}

/** Resolves when every push started so far has finished (tests and the bench wait on it). */
export async function pushesSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
