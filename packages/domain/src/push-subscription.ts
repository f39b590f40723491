import type { PushSubscriptionJSON } from "./user";

/** One of a user's subscriptions: a user has one per browser they enabled push in (spec section 4, Push). */
export interface StoredPushSubscription extends PushSubscriptionJSON {
  userId: string;
  expirationTime: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * What the profile shows of a user's subscriptions: the most recently saved one as the spec's push
 * token, and notificationEnabled while at least one is left.
 */
export function pushProfileFields(subscriptions: readonly StoredPushSubscription[]): {
  pushSubscription: PushSubscriptionJSON | null;
  notificationEnabled: boolean;
} {
  let latest: StoredPushSubscription | null = null;
  for (const s of subscriptions) if (!latest || s.updatedAt >= latest.updatedAt) latest = s;
  if (!latest) return { pushSubscription: null, notificationEnabled: false };
  const { endpoint, expirationTime, keys } = latest;
  return { pushSubscription: { endpoint, expirationTime, keys }, notificationEnabled: true };
}
