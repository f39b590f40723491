export const DEFAULT_NOTIFICATION_TYPE = "general";
/** Notifications fetched at once, shown in the dropdown, and the badge cap (spec section 9). */
export const NOTIFICATION_FETCH_LIMIT = 20;
export const NOTIFICATION_DROPDOWN_COUNT = 3;
export const NOTIFICATION_BADGE_CAP = 9;
export const NOTIFICATION_AUTO_READ_MS = 500;

/** A notification's data: free-form, may name a course (spec section 3). */
export type NotificationData = { courseId?: string } & Record<string, string | number | boolean | null | undefined>;

export interface Notification {
  id: string;
  userId: string;
  title: string;
  body: string;
  read: boolean;
  readAt: Date | null;
  createdAt: Date;
  type: string;
  data: NotificationData;
}

/** The unread badge text: nothing at 0, the count up to 9, then "9+". */
export function badgeText(unread: number, format: (n: number) => string = String): string | null {
  if (unread <= 0) return null;
  if (unread > NOTIFICATION_BADGE_CAP) return `${format(NOTIFICATION_BADGE_CAP)}+`;
  return format(unread);
}
