import type { FirestoreDataConverter, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { hitRateLimit, peekRateLimit, type StoredRateLimit } from "@masar/domain/rate-limit";
import type { RateLimitRepository } from "../ports";
import { hashId, type FirestoreContext } from "./context.server";

/** A document of `rateLimits`, keyed by a hash of the key: one counter for the window it was last counted in. */
const rateLimitConverter: FirestoreDataConverter<StoredRateLimit, StoredRateLimit> = {
  toFirestore: ({ windowStart, count }: StoredRateLimit): StoredRateLimit => ({ windowStart, count }),
  fromFirestore(doc: QueryDocumentSnapshot): StoredRateLimit {
    const d = doc.data();
    return { windowStart: Number(d.windowStart), count: Number(d.count) };
  },
};

export function createRateLimitRepository(ctx: FirestoreContext): RateLimitRepository {
  const refOf = (key: string) => ctx.collection("rateLimits", rateLimitConverter).doc(hashId(key));
  return {
    async hit(key, windowMs, at = ctx.now()) {
      const ref = refOf(key);
      return ctx.db.runTransaction(async (tx) => {
        const doc = await tx.get(ref);
        const { next, state } = hitRateLimit(doc.data(), at, windowMs);
        if (doc.exists) tx.update(ref, { ...next });
        else tx.create(ref, next);
        return state;
      });
    },
    async peek(key, windowMs, at = ctx.now()) {
      return peekRateLimit((await refOf(key).get()).data(), at, windowMs);
    },
    async reset(key) {
      await refOf(key).delete();
    },
  };
}
