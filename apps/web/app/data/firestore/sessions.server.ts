import { randomUUID } from "node:crypto";
import type { FirestoreDataConverter, QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { Session } from "@masar/domain/session";
import type { SessionRepository } from "../ports";
import { dateOf, type FirestoreContext } from "./context.server";

/** A document of `sessions`, keyed by the random session id the cookie carries. */
type SessionDoc = Omit<Session, "id">;

const sessionConverter: FirestoreDataConverter<Session, SessionDoc> = {
  toFirestore: ({ id: _id, ...fields }: Session): SessionDoc => fields,
  fromFirestore(doc: QueryDocumentSnapshot): Session {
    const d = doc.data();
    return { id: doc.id, userId: d.userId, createdAt: dateOf(d.createdAt), expiresAt: dateOf(d.expiresAt) };
  },
};

export function createSessionRepository(ctx: FirestoreContext): SessionRepository {
  const sessions = ctx.collection("sessions", sessionConverter);
  return {
    async create(userId, expiresAt) {
      const session: Session = { id: randomUUID(), userId, createdAt: ctx.now(), expiresAt };
      await sessions.doc(session.id).create(session);
      return session;
    },
    async get(id) {
      const session = (await sessions.doc(id).get()).data();
      return session && session.expiresAt > ctx.now() ? session : null;
    },
    async touch(id, expiresAt) {
      const ref = sessions.doc(id);
      if ((await ref.get()).exists) await ref.update({ expiresAt });
    },
    async delete(id) {
      await sessions.doc(id).delete();
    },
    async deleteByUser(userId) {
      const snap = await sessions.where("userId", "==", userId).get();
      const batch = ctx.db.batch();
      snap.docs.forEach((d) => batch.delete(d.ref));
      await batch.commit();
    },
  };
}
