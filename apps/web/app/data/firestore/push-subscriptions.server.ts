import type { FirestoreDataConverter, QueryDocumentSnapshot, Transaction } from "firebase-admin/firestore";
import { pushProfileFields, type StoredPushSubscription } from "@masar/domain/push-subscription";
import { pushSubscriptionSchema } from "@masar/domain/user-schema";
import type { PushSubscriptionRepository } from "../ports";
import { dateOf, hashId, type FirestoreContext } from "./context.server";
import { pushFields, usersOf } from "./users.server";

/** A document of `pushSubscriptions`, keyed by a hash of the endpoint (one per browser). */
const pushSubscriptionConverter: FirestoreDataConverter<StoredPushSubscription, StoredPushSubscription> = {
  toFirestore: (subscription: StoredPushSubscription): StoredPushSubscription => subscription,
  fromFirestore(doc: QueryDocumentSnapshot): StoredPushSubscription {
    const d = doc.data();
    return {
      userId: d.userId,
      endpoint: d.endpoint,
      expirationTime: typeof d.expirationTime === "number" ? d.expirationTime : null,
      keys: { p256dh: d.keys?.p256dh ?? "", auth: d.keys?.auth ?? "" },
      createdAt: dateOf(d.createdAt),
      updatedAt: dateOf(d.updatedAt),
    };
  },
};

const newestFirst = (list: StoredPushSubscription[]) =>
  list.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || a.endpoint.localeCompare(b.endpoint));

export function createPushSubscriptionRepository(ctx: FirestoreContext): PushSubscriptionRepository {
  const subscriptions = ctx.collection("pushSubscriptions", pushSubscriptionConverter);
  const users = usersOf(ctx);
  const refOf = (endpoint: string) => subscriptions.doc(hashId(endpoint));
  const ofUser = async (tx: Transaction, userId: string) =>
    (await tx.get(subscriptions.where("userId", "==", userId))).docs.map((d) => d.data());

  /** Writes the owner's profile push fields from what they will have after the change (all reads done). */
  const syncProfile = (tx: Transaction, userId: string, remaining: StoredPushSubscription[]) =>
    tx.update(users.doc(userId), { ...pushFields(pushProfileFields(remaining)), updatedAt: ctx.now() });

  const removeWhere = (endpoint: string, allowed: (owner: string) => boolean) =>
    ctx.db.runTransaction(async (tx) => {
      const existing = (await tx.get(refOf(endpoint))).data();
      if (!existing || !allowed(existing.userId)) return false;
      const remaining = (await ofUser(tx, existing.userId)).filter((s) => s.endpoint !== endpoint);
      const ownerExists = (await tx.get(users.doc(existing.userId))).exists;
      tx.delete(refOf(endpoint));
      if (ownerExists) syncProfile(tx, existing.userId, remaining);
      return true;
    });

  return {
    async add(userId, subscription) {
      const s = pushSubscriptionSchema.parse(subscription);
      const ref = refOf(s.endpoint);
      return ctx.db.runTransaction(async (tx) => {
        // Firestore wants every read of a transaction before its first write.
        const [user, existingSnap, mine] = await Promise.all([
          tx.get(users.doc(userId)),
          tx.get(ref),
          ofUser(tx, userId),
        ]);
        if (!user.exists) return null;
        const existing = existingSnap.data();
        const movedFrom = existing && existing.userId !== userId ? existing.userId : null;
        const previousOwner =
          movedFrom && (await tx.get(users.doc(movedFrom))).exists ? await ofUser(tx, movedFrom) : null;
        const t = ctx.now();
        const saved: StoredPushSubscription = {
          userId,
          endpoint: s.endpoint,
          expirationTime: s.expirationTime ?? null,
          keys: s.keys,
          createdAt: existing && !movedFrom ? existing.createdAt : t,
          updatedAt: t,
        };
        if (existingSnap.exists) tx.update(ref, pushSubscriptionConverter.toFirestore(saved));
        else tx.create(ref, saved);
        syncProfile(tx, userId, [...mine.filter((m) => m.endpoint !== s.endpoint), saved]);
        if (movedFrom && previousOwner)
          syncProfile(
            tx,
            movedFrom,
            previousOwner.filter((m) => m.endpoint !== s.endpoint),
          );
        return saved;
      });
    },
    async listByUser(userId) {
      return newestFirst((await subscriptions.where("userId", "==", userId).get()).docs.map((d) => d.data()));
    },
    async remove(userId, endpoint) {
      return removeWhere(endpoint, (owner) => owner === userId);
    },
    async removeEndpoint(endpoint) {
      return removeWhere(endpoint, () => true);
    },
  };
}
