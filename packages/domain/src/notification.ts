import type { Locale } from "./locale";

export const DEFAULT_NOTIFICATION_TYPE = "general";
/** Notifications fetched at once, shown in the dropdown, and the badge cap (spec section 9). */
export const NOTIFICATION_FETCH_LIMIT = 20;
export const NOTIFICATION_DROPDOWN_COUNT = 3;
export const NOTIFICATION_BADGE_CAP = 9;
export const NOTIFICATION_AUTO_READ_MS = 500;

/** A notification's data: free-form, may name a course (spec section 3). */
export type NotificationData = { courseId?: string } & Record<string, string | number | boolean | null | undefined>;

/** A notification's text in one language. */
export interface NotificationText {
  title: string;
  body: string;
}

/** The languages a notification was written in; either may be missing (decision 006). */
export type NotificationTexts = Partial<Record<Locale, NotificationText>>;

export interface Notification {
  id: string;
  userId: string;
  /** The spec's field: the text a reader sees when their language is not among `localized`. */
  title: string;
  body: string;
  localized: NotificationTexts;
  read: boolean;
  readAt: Date | null;
  createdAt: Date;
  type: string;
  data: NotificationData;
}

/** An id as stored in a notification's data; anything else is not turned into a link. */
const LINK_ID = /^[\w-]{1,128}$/;

/**
 * Where opening a notification leads: a payment's receipt when it names a payment (rejected ones are
 * sent on from there to the payment page), the review session for a review reminder, a certificate when
 * it names one, else the course
 * it names (spec section 3), else nowhere.
 * Read from the stored data, so notifications stored before receipts existed still open their course.
 */
export function notificationHref(data: Readonly<Record<string, unknown>> | undefined): string | null {
  const paymentId = data?.paymentId;
  if (typeof paymentId === "string" && LINK_ID.test(paymentId)) return `/receipts/${paymentId}`;
  if (data?.review === true) return "/review";
  const certificateId = data?.certificateId;
  if (typeof certificateId === "string" && LINK_ID.test(certificateId)) return `/certificates/${certificateId}`;
  const courseId = data?.courseId;
  if (typeof courseId === "string" && LINK_ID.test(courseId)) return `/course/${courseId}`;
  return null;
}

/** The unread badge text: nothing at 0, the count up to 9, then "9+". */
export function badgeText(unread: number, format: (n: number) => string = String): string | null {
  if (unread <= 0) return null;
  if (unread > NOTIFICATION_BADGE_CAP) return `${format(NOTIFICATION_BADGE_CAP)}+`;
  return format(unread);
}

/** The text a reader of `locale` sees: their language when it was written in it, else the spec's fields. */
export function notificationText(
  notification: Pick<Notification, "title" | "body" | "localized">,
  locale: Locale,
): NotificationText {
  return notification.localized[locale] ?? { title: notification.title, body: notification.body };
}

/** The notification with `title` and `body` in the reader's language. */
export function localizeNotification<T extends Pick<Notification, "title" | "body" | "localized">>(
  notification: T,
  locale: Locale,
): T {
  return { ...notification, ...notificationText(notification, locale) };
}

/** What a live notification watch delivers: the whole list, newest first, and how many are unread. */
export interface NotificationFeed {
  notifications: Notification[];
  unreadCount: number;
}

export function notificationFeed(notifications: Notification[]): NotificationFeed {
  return { notifications, unreadCount: notifications.filter((n) => !n.read).length };
}
