import webpush, { WebPushError, type PushSubscription as WebPushSubscription } from "web-push";
import { DEFAULT_LOCALE, directionOf, toLocale, type Direction, type Locale } from "@masar/domain/locale";
import { notificationHref, notificationText, type Notification } from "@masar/domain/notification";
import {
  defaultNotificationPreferences,
  quietHoursEnd,
  type NotificationKind,
} from "@masar/domain/notification-preferences";
import type { StoredPushSubscription } from "@masar/domain/push-subscription";
import { getRepositories } from "#app/repositories.server";
import { isAllowedPushEndpoint } from "./endpoint-guard.server";
import { vapidDetails } from "./vapid.server";

/** What the service worker (public/sw.js) receives and shows. */
interface PushPayload {
  id: string;
  title: string;
  body: string;
  lang: Locale;
  dir: Direction;
  /** Where a click goes: the receipt or course the notification names, else the list. */
  url: string;
  icon: string;
}

/** A push kept this long by the push service while the device is offline, then dropped. */
const TTL_S = 24 * 60 * 60;
/** Attempts per subscription for answers worth retrying (429, 5xx, network errors). */
const PUSH_ATTEMPTS = 3;
const BACKOFF_MS = 1_000;
const MAX_RETRY_AFTER_MS = 30_000;

function pushPayload(notification: Notification, locale: Locale): PushPayload {
  const { title, body } = notificationText(notification, locale);
  return {
    id: notification.id,
    title,
    body,
    lang: locale,
    dir: directionOf(locale),
    url: notificationHref(notification.data) ?? "/notifications",
    icon: "/favicon.svg",
  };
}

export interface SendOptions {
  /** Waits between attempts; tests pass one that does not wait. */
  sleep?: (ms: number) => Promise<void>;
  /** The moment quiet hours are read at. @defaultValue the notification's createdAt (the store's clock) */
  now?: Date;
  /** A push held back by quiet hours whose time has come: quiet hours no longer apply to it. */
  held?: boolean;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function retryDelay(error: unknown, attempt: number): number | null {
  const status = error instanceof WebPushError ? error.statusCode : 0;
  // 0: the request never got an answer (network, timeout); 429 and 5xx: the service asks to come back.
  if (status !== 0 && status !== 429 && status < 500) return null;
  const retryAfter = error instanceof WebPushError ? Number(error.headers?.["retry-after"]) : NaN;
  if (Number.isFinite(retryAfter) && retryAfter >= 0) return Math.min(retryAfter * 1000, MAX_RETRY_AFTER_MS);
  return BACKOFF_MS * 2 ** (attempt - 1);
}

/**
 * Per subscription: sent, gone (404/410, deleted), refused (endpoint outside the push services), failed;
 * or, once for the whole push: off (the user turned push off for this kind), held (quiet hours: stored
 * and sent when they end).
 */
export type Outcome = "sent" | "gone" | "refused" | "failed" | "off" | "held";

/** One encrypted (RFC 8291 aes128gcm) request to one browser, retried a bounded number of times. */
async function sendOne(
  subscription: StoredPushSubscription,
  payload: string,
  urgent: boolean,
  sleep: SendOptions["sleep"],
) {
  if (!isAllowedPushEndpoint(subscription.endpoint)) {
    console.warn("[push] refused a subscription endpoint outside the allowed push services");
    return "refused" satisfies Outcome;
  }
  const target: WebPushSubscription = { endpoint: subscription.endpoint, keys: subscription.keys };
  for (let attempt = 1; ; attempt++) {
    try {
      await webpush.sendNotification(target, payload, {
        vapidDetails: vapidDetails(),
        TTL: TTL_S,
        urgency: urgent ? "high" : "normal",
        contentEncoding: "aes128gcm",
        timeout: 10_000,
      });
      return "sent" satisfies Outcome;
    } catch (error) {
      const status = error instanceof WebPushError ? error.statusCode : 0;
      if (status === 404 || status === 410) {
        // The browser unsubscribed or the subscription expired: it will never work again.
        await (await getRepositories()).pushSubscriptions.removeEndpoint(subscription.endpoint);
        return "gone" satisfies Outcome;
      }
      const delay = retryDelay(error, attempt);
      if (delay === null || attempt >= PUSH_ATTEMPTS) {
        console.error(`[push] sending failed after ${attempt} attempt(s) (status ${status || "none"})`);
        return "failed" satisfies Outcome;
      }
      await (sleep ?? defaultSleep)(delay);
    }
  }
}

/**
 * Sends the notification as a browser push to every subscription of its user, in the user's preferred
 * language (decision 006), as their preferences allow (decision 016): not at all when they turned push
 * off for the kind; during their quiet hours it is stored and sent when they end (send-held.server.ts).
 * Never throws: push failures are only logged (spec section 8).
 */
export async function sendPush(
  notification: Notification,
  kind: NotificationKind,
  options: SendOptions = {},
): Promise<Outcome[]> {
  try {
    const repos = await getRepositories();
    const subscriptions = await repos.pushSubscriptions.listByUser(notification.userId);
    if (subscriptions.length === 0) return [];
    const profile = await repos.users.get(notification.userId);
    const preferences = profile?.notificationPreferences ?? defaultNotificationPreferences();
    if (!preferences.push[kind]) return ["off"];
    if (!options.held) {
      const dueAt = quietHoursEnd(preferences.quietHours, options.now ?? notification.createdAt);
      if (dueAt) {
        await repos.deferredPushes.defer({ notificationId: notification.id, userId: notification.userId, kind, dueAt });
        return ["held"];
      }
    }
    const locale = profile?.preferredLanguage ? toLocale(profile.preferredLanguage) : DEFAULT_LOCALE;
    const payload = JSON.stringify(pushPayload(notification, locale));
    // A payment or enrollment matters now; a reminder or announcement can wait for the device to wake.
    const urgent = kind === "payments";
    return await Promise.all(subscriptions.map((s) => sendOne(s, payload, urgent, options.sleep)));
  } catch (error) {
    console.error("[push] sending failed", error);
    return ["failed"];
  }
}
