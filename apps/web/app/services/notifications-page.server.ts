import type { Locale } from "@masar/domain/locale";
import { NOTIFICATION_FETCH_LIMIT, localizeNotification, type Notification } from "@masar/domain/notification";
import { getRepositories } from "#app/repositories.server";

export type NotificationFilter = "all" | "unread";

/** The most the page lists at once ("Load more" 25 times); past it the oldest stay unlisted. */
const NOTIFICATIONS_PAGE_MAX = 500;
/** The first and the largest window read while looking for unread ones. */
const SCAN = 100;
const SCAN_MAX = 6400;

/** The page's query string, read leniently: anything malformed means the defaults, never an error. */
export function readPageQuery(url: URL): { filter: NotificationFilter; count: number } {
  const filter = url.searchParams.get("filter") === "unread" ? "unread" : "all";
  const asked = Number(url.searchParams.get("count"));
  const pages = Number.isInteger(asked) && asked > 0 ? Math.ceil(asked / NOTIFICATION_FETCH_LIMIT) : 1;
  return { filter, count: Math.min(pages * NOTIFICATION_FETCH_LIMIT, NOTIFICATIONS_PAGE_MAX) };
}

/**
 * The first `count` of the user's notifications, newest first, unread only when asked, each in the
 * reader's language (decision 006), and whether more exist. Unread ones are filtered here rather than in
 * both stores (Firestore's `isRead` fallback makes a `read == false` query miss some).
 * A failed read is an empty list with `error` (spec section 8: "Error fetching notifications").
 */
export async function notificationsPage(
  userId: string,
  locale: Locale,
  { filter, count }: { filter: NotificationFilter; count: number },
) {
  try {
    const repos = await getRepositories();
    let found: Notification[] = [];
    let hasMore = false;
    // Unread ones are gathered from a growing window rather than with a creation-time cursor, which
    // would skip notifications created in the same millisecond as the page's last one.
    for (let limit = filter === "all" ? count + 1 : SCAN; ; limit *= 2) {
      const batch = await repos.notifications.listByUser(userId, { limit });
      found = filter === "all" ? batch : batch.filter((n) => !n.read);
      hasMore = found.length > count;
      if (hasMore || batch.length < limit || filter === "all" || limit >= SCAN_MAX) break;
    }
    const unreadCount = await repos.notifications.unreadCount(userId);
    return {
      notifications: found.slice(0, count).map((n) => localizeNotification(n, locale)),
      hasMore,
      unreadCount,
      error: false,
    };
  } catch (error) {
    console.error("[notifications] page fetch failed", error);
    return { notifications: [], hasMore: false, unreadCount: 0, error: true };
  }
}
