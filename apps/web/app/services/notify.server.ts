import type { Notification } from "@masar/domain/notification";
import type { NewNotification } from "@masar/domain/notification-schema";
import { getRepositories } from "#app/data/index.server";

/**
 * The one way the platform tells a user something (enrollment, payments, new lessons, reminders,
 * announcements): stores the in-app notification in every language it is written in (decision 006).
 * Delivery to other channels (live streams, browser push) hangs off this function, so callers never
 * change when a channel is added. Creation failures are rethrown to the caller (spec section 8).
 */
export async function notify(input: NewNotification): Promise<Notification> {
  const repos = await getRepositories();
  return repos.notifications.add(input);
}
