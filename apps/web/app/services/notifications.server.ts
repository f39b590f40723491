import type { Locale } from "@masar/domain/locale";
import { NOTIFICATION_FETCH_LIMIT, localizeNotification } from "@masar/domain/notification";
import { getRepositories } from "#app/repositories.server";

/**
 * The bell's data: the latest notifications, each in the reader's language where it was written in it
 * (decision 006), and the unread count. Reads fail soft (spec section 8).
 */
export async function bellData(userId: string, locale: Locale) {
  try {
    const repos = await getRepositories();
    const [notifications, unreadCount] = await Promise.all([
      repos.notifications.listByUser(userId, { limit: NOTIFICATION_FETCH_LIMIT }),
      repos.notifications.unreadCount(userId),
    ]);
    return { notifications: notifications.map((n) => localizeNotification(n, locale)), unreadCount, error: false };
  } catch (error) {
    console.error("[notifications] fetch failed", error);
    return { notifications: [], unreadCount: 0, error: true };
  }
}

export async function markNotificationRead(userId: string, id: string) {
  try {
    return await (await getRepositories()).notifications.markRead(userId, id);
  } catch (error) {
    console.error("[notifications] mark as read failed", error); // spec: only logged
    return false;
  }
}

export async function markAllNotificationsRead(userId: string) {
  try {
    return (await (await getRepositories()).notifications.markAllRead(userId)) >= 0;
  } catch (error) {
    console.error("[notifications] mark all as read failed", error);
    return false;
  }
}

export async function deleteNotification(userId: string, id: string) {
  return (await getRepositories()).notifications.delete(userId, id);
}
