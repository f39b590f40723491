import { randomUUID } from "node:crypto";
import type { FirestoreDataConverter, QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { Session } from "@masar/domain/session";
import type { SessionRepository } from "../ports";
import { dateOf, deleteInBatches, type FirestoreContext } from "./context.server";

/** A document of `sessions`, keyed by the random session id the cookie carries. */
type SessionDoc = Omit<Session, "id">;

const sessionConverter: FirestoreDataConverter<Session, SessionDoc> = {
  toFirestore: ({ id: _id, ...fields }: Session): SessionDoc => fields,
  fromFirestore(doc: QueryDocumentSnapshot): Session {
    const d = doc.data();
    return {
      id: doc.id,
      userId: d.userId,
      createdAt: dateOf(d.createdAt),
      expiresAt: dateOf(d.expiresAt),
      device: typeof d.device === "string" ? d.device : null,
    };
  },
};

export function createSessionRepository(ctx: FirestoreContext): SessionRepository {
  const sessions = ctx.collection("sessions", sessionConverter);
  return {
    async create(userId, expiresAt, device = null) {
      const session: Session = { id: randomUUID(), userId, createdAt: ctx.now(), expiresAt, device };
      await sessions.doc(session.id).create(session);
      return session;
    },
    async get(id) {
      const session = (await sessions.doc(id).get()).data();
      return session && session.expiresAt > ctx.now() ? session : null;
    },
    async listByUser(userId) {
      // A person has a few sessions: filtered and ordered here, with no composite index.
      const now = ctx.now();
      return (await sessions.where("userId", "==", userId).get()).docs
        .map((d) => d.data())
        .filter((s) => s.expiresAt > now)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    },
    async touch(id, expiresAt) {
      const ref = sessions.doc(id);
      if ((await ref.get()).exists) await ref.update({ expiresAt });
    },
    async delete(id) {
      await sessions.doc(id).delete();
    },
    async deleteByUser(userId, exceptId) {
      const snap = await sessions.where("userId", "==", userId).get();
      await deleteInBatches(
        ctx,
        snap.docs.filter((d) => d.id !== exceptId).map((d) => d.ref),
      );
    },
  };
}
