import type { FirestoreDataConverter, QueryDocumentSnapshot, Transaction } from "firebase-admin/firestore";
import { toLocale } from "@masar/domain/locale";
import type { MailKind, MailQueueRepository, MailStatus, QueuedMail } from "../ports";
import { dateOf, deleteInBatches, toDate, type FirestoreContext } from "./context.server";

/** A document of `mailQueue`; the id is the document's. */
type MailDoc = Omit<QueuedMail, "id">;

const STATUSES = new Set<MailStatus>(["queued", "sent", "failed"]);

const converter: FirestoreDataConverter<QueuedMail, MailDoc> = {
  toFirestore: (mail) => {
    const { id: _id, ...fields } = mail as QueuedMail;
    return fields;
  },
  fromFirestore(doc: QueryDocumentSnapshot): QueuedMail {
    const d = doc.data();
    return {
      id: doc.id,
      kind: d.kind as MailKind,
      to: String(d.to ?? ""),
      locale: toLocale(d.locale),
      subject: String(d.subject ?? ""),
      text: String(d.text ?? ""),
      html: String(d.html ?? ""),
      status: STATUSES.has(d.status) ? d.status : "failed",
      attempts: typeof d.attempts === "number" ? d.attempts : 0,
      nextAttemptAt: dateOf(d.nextAttemptAt),
      createdAt: dateOf(d.createdAt),
      sentAt: toDate(d.sentAt),
      lastError: typeof d.lastError === "string" ? d.lastError : null,
    };
  },
};

export function createMailQueueRepository(ctx: FirestoreContext): MailQueueRepository {
  const mails = ctx.collection("mailQueue", converter);

  /**
   * Counts an attempt on a mail still queued, in a transaction (a sent or failed mail stays as it is);
   * `change` gives the fields to set beside the count.
   */
  const attempt = (id: string, change: (mail: QueuedMail) => Partial<MailDoc>) =>
    ctx.db.runTransaction(async (tx: Transaction) => {
      const ref = mails.doc(id);
      const mail = (await tx.get(ref)).data();
      if (!mail || mail.status !== "queued") return;
      tx.update(ref, { ...change(mail), attempts: mail.attempts + 1 });
    });

  return {
    async enqueue(mail) {
      const ref = mails.doc();
      const at = ctx.now();
      const queued: QueuedMail = {
        id: ref.id,
        kind: mail.kind,
        to: mail.to,
        locale: mail.locale,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        status: "queued",
        attempts: 0,
        nextAttemptAt: at,
        createdAt: at,
        sentAt: null,
        lastError: null,
      };
      await ref.create(queued);
      return queued;
    },
    async claimDue(limit, leaseUntil) {
      // Read and move the lease in one transaction: of several processes claiming at once, the one that
      // commits first has them; the others' transactions retry and no longer find them due.
      return ctx.db.runTransaction(async (tx) => {
        const due = await tx.get(
          mails
            .where("status", "==", "queued")
            .where("nextAttemptAt", "<=", ctx.now())
            .orderBy("nextAttemptAt")
            .orderBy("createdAt")
            .limit(limit),
        );
        return due.docs.map((doc) => {
          tx.update(doc.ref, { nextAttemptAt: leaseUntil });
          return { ...doc.data(), nextAttemptAt: leaseUntil };
        });
      });
    },
    async markSent(id, keepBody) {
      await attempt(id, () => ({
        status: "sent",
        sentAt: ctx.now(),
        lastError: null,
        ...(keepBody ? {} : { text: "", html: "" }),
      }));
    },
    async markRetry(id, error, nextAttemptAt) {
      await attempt(id, () => ({ lastError: error, nextAttemptAt }));
    },
    async markFailed(id, error) {
      await attempt(id, () => ({ status: "failed", lastError: error }));
    },
    async list({ status, limit, offset }) {
      const matching = status ? mails.where("status", "==", status) : mails;
      // Fetched from the start and sliced: the in-process emulator has no offset (TOOLCHAIN.md); the
      // admin's outbox pages through the first few hundred at most.
      const [page, count] = await Promise.all([
        matching
          .orderBy("createdAt", "desc")
          .limit(offset + limit)
          .get(),
        matching.count().get(),
      ]);
      return { items: page.docs.slice(offset).map((d) => d.data()), total: count.data().count };
    },
    async get(id) {
      return (await mails.doc(id).get()).data() ?? null;
    },
    async forgetAddress(address) {
      const refs = (await mails.where("to", "==", address).get()).docs.map((d) => d.ref);
      await deleteInBatches(ctx, refs);
      return refs.length;
    },
  };
}
