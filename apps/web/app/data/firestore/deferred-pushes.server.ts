import type { FirestoreDataConverter, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { notificationKindSchema } from "@masar/domain/notification-preferences";
import type { DeferredPush, DeferredPushRepository } from "../ports";
import { dateOf, type FirestoreContext } from "./context.server";

/** A document of `deferredPushes`, keyed by the notification's id (one held push per notification). */
type DeferredPushDoc = Omit<DeferredPush, "notificationId">;

const converter: FirestoreDataConverter<DeferredPush | null, DeferredPushDoc> = {
  toFirestore: (push) => {
    const { notificationId: _id, ...fields } = push as DeferredPush;
    return fields;
  },
  fromFirestore(doc: QueryDocumentSnapshot): DeferredPush | null {
    const d = doc.data();
    const kind = notificationKindSchema.safeParse(d.kind);
    if (!kind.success || typeof d.userId !== "string") return null;
    return { notificationId: doc.id, userId: d.userId, kind: kind.data, dueAt: dateOf(d.dueAt) };
  },
};

const DEFAULT_TAKE = 100;
const present = (p: DeferredPush | null | undefined): p is DeferredPush => p != null;

export function createDeferredPushRepository(ctx: FirestoreContext): DeferredPushRepository {
  const pushes = ctx.collection("deferredPushes", converter);
  return {
    async defer(push) {
      const ref = pushes.doc(push.notificationId);
      await ctx.db.runTransaction(async (tx) => {
        const held = (await tx.get(ref)).data();
        const dueAt = held && held.dueAt > push.dueAt ? held.dueAt : push.dueAt;
        tx.set(ref, { ...push, dueAt });
      });
    },
    async takeDue(now, limit = DEFAULT_TAKE) {
      const due = await pushes.where("dueAt", "<=", now).orderBy("dueAt").limit(limit).get();
      const taken: DeferredPush[] = [];
      for (const doc of due.docs) {
        // Read and delete in one transaction: of several processes taking the same push, the one whose
        // transaction commits first gets it; the others find it gone.
        const push = await ctx.db.runTransaction(async (tx) => {
          const current = await tx.get(doc.ref);
          if (!current.exists) return null;
          tx.delete(doc.ref);
          return current.data();
        });
        if (present(push)) taken.push(push);
      }
      return taken.sort(
        (a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.notificationId.localeCompare(b.notificationId),
      );
    },
    async listByUser(userId) {
      const snap = await pushes.where("userId", "==", userId).get();
      return snap.docs
        .map((d) => d.data())
        .filter(present)
        .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.notificationId.localeCompare(b.notificationId));
    },
  };
}
