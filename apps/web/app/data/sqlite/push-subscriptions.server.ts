import type { StoredPushSubscription } from "@masar/domain/push-subscription";
import { pushSubscriptionSchema } from "@masar/domain/user-schema";
import type { PushSubscriptionRepository } from "../ports";
import type { Db, SqliteContext } from "./context.server";

/** A row of `push_subscriptions` (migration 2). */
interface PushSubscriptionRow {
  endpoint: string;
  user_id: string;
  p256dh: string;
  auth: string;
  expiration_time: number | null;
  created_at: number;
  updated_at: number;
}

function pushSubscriptionFromRow(r: PushSubscriptionRow): StoredPushSubscription {
  return {
    userId: r.user_id,
    endpoint: r.endpoint,
    expirationTime: r.expiration_time,
    keys: { p256dh: r.p256dh, auth: r.auth },
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  };
}

/** The user's subscriptions, most recently saved first (the profile derives its push fields from them). */
export function pushSubscriptionsOf(db: Db, userId: string): StoredPushSubscription[] {
  return db
    .prepare<
      [string],
      PushSubscriptionRow
    >("SELECT * FROM push_subscriptions WHERE user_id = ? ORDER BY updated_at DESC, endpoint")
    .all(userId)
    .map(pushSubscriptionFromRow);
}

export function createPushSubscriptionRepository({ db, stamp }: SqliteContext): PushSubscriptionRepository {
  const byEndpoint = db.prepare<[string], PushSubscriptionRow>("SELECT * FROM push_subscriptions WHERE endpoint = ?");
  // The profile's push fields derive from this table; its updatedAt still moves, as when the spec stores a token.
  const touchUser = db.prepare<[number, string]>("UPDATE users SET updated_at = ? WHERE uid = ?");
  const removeWhere = (endpoint: string, allowed: (owner: string) => boolean) =>
    db.transaction(() => {
      const row = byEndpoint.get(endpoint);
      if (!row || !allowed(row.user_id)) return false;
      db.prepare("DELETE FROM push_subscriptions WHERE endpoint = ?").run(endpoint);
      touchUser.run(stamp(), row.user_id);
      return true;
    })();
  return {
    async add(userId, subscription) {
      const s = pushSubscriptionSchema.parse(subscription);
      return db.transaction(() => {
        if (!db.prepare("SELECT 1 FROM users WHERE uid = ? AND deleted_at IS NULL").get(userId)) return null;
        const previous = byEndpoint.get(s.endpoint);
        const t = stamp();
        // The endpoint is the browser: saving it again replaces its keys, and its owner when another user had it.
        db.prepare<PushSubscriptionRow>(
          `INSERT OR REPLACE INTO push_subscriptions (endpoint, user_id, p256dh, auth, expiration_time, created_at, updated_at)
           VALUES (@endpoint, @user_id, @p256dh, @auth, @expiration_time, @created_at, @updated_at)`,
        ).run({
          endpoint: s.endpoint,
          user_id: userId,
          p256dh: s.keys.p256dh,
          auth: s.keys.auth,
          expiration_time: s.expirationTime ?? null,
          created_at: previous?.user_id === userId ? previous.created_at : t,
          updated_at: t,
        });
        touchUser.run(t, userId);
        if (previous && previous.user_id !== userId) touchUser.run(t, previous.user_id);
        return pushSubscriptionFromRow(byEndpoint.get(s.endpoint)!);
      })();
    },
    async listByUser(userId) {
      return pushSubscriptionsOf(db, userId);
    },
    async remove(userId, endpoint) {
      return removeWhere(endpoint, (owner) => owner === userId);
    },
    async removeEndpoint(endpoint) {
      return removeWhere(endpoint, () => true);
    },
  };
}
