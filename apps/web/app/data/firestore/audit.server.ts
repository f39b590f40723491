import type { FirestoreDataConverter, QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { AuditEntry, AuditRepository } from "../ports";
import { dateOf, type FirestoreContext } from "./context.server";

/** A document of `auditLog`, with a generated id. */
type AuditDoc = Omit<AuditEntry, "id">;

const auditConverter: FirestoreDataConverter<AuditEntry, AuditDoc> = {
  toFirestore: ({ id: _id, ...fields }: AuditEntry): AuditDoc => fields,
  fromFirestore(doc: QueryDocumentSnapshot): AuditEntry {
    const d = doc.data();
    return {
      id: doc.id,
      at: dateOf(d.at),
      actorId: d.actorId,
      actorName: d.actorName ?? "",
      action: d.action,
      targetId: d.targetId,
      targetLabel: d.targetLabel ?? "",
      detail: typeof d.detail === "string" ? d.detail : null,
    };
  },
};

/**
 * The in-process emulator has no offsets: a page reads the entries before it too and drops them, as the
 * admin lists do (decision 015). The audit list is read a page at a time by admins, from its start.
 */
export function createAuditRepository(ctx: FirestoreContext): AuditRepository {
  const entries = ctx.collection("auditLog", auditConverter);
  return {
    async record(entry) {
      const ref = entries.doc();
      const stored: AuditEntry = { ...entry, id: ref.id, at: ctx.now() };
      await ref.create(stored);
      return stored;
    },
    async list({ targetId, limit, offset }) {
      const query = targetId === undefined ? entries : entries.where("targetId", "==", targetId);
      const [page, total] = await Promise.all([
        query
          .orderBy("at", "desc")
          .limit(offset + limit)
          .get(),
        query.count().get(),
      ]);
      return { items: page.docs.slice(offset).map((d) => d.data()), total: total.data().count };
    },
  };
}
