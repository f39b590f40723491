import type { FirestoreDataConverter, Query, QueryDocumentSnapshot, Transaction } from "firebase-admin/firestore";
import { canTransition, newPaymentSchema, type Payment, type PaymentStatus } from "@masar/domain/learning";
import { newPaymentEventSchema } from "@masar/domain/payment-event";
import { PaymentTransitionError, type PaymentRepository } from "../ports";
import { dateOf, hashId, toDate, type FirestoreContext } from "./context.server";
import { enrollIn, readEnrollment } from "./enrollments.server";
import { readEvent, recordEventIn } from "./payment-events.server";

/** A document of `payments`, keyed by a hash of the idempotency key; amounts are pounds. */
type PaymentDoc = Omit<Payment, "id">;

const paymentConverter: FirestoreDataConverter<Payment, PaymentDoc> = {
  toFirestore: ({ id: _id, ...fields }: Payment): PaymentDoc => fields,
  fromFirestore(doc: QueryDocumentSnapshot): Payment {
    const d = doc.data();
    return {
      id: doc.id,
      userId: d.userId,
      courseId: d.courseId,
      amount: d.amount,
      currency: "EGP",
      method: d.method,
      providerReference: d.providerReference ?? null,
      idempotencyKey: d.idempotencyKey,
      status: d.status,
      decidedBy: d.decidedBy ?? null,
      decidedAt: toDate(d.decidedAt),
      createdAt: dateOf(d.createdAt),
      updatedAt: dateOf(d.updatedAt),
    };
  },
};

export const paymentsOf = (ctx: FirestoreContext) => ctx.collection("payments", paymentConverter);

type Decision = Exclude<PaymentStatus, "pending">;

export function createPaymentRepository(ctx: FirestoreContext): PaymentRepository {
  const payments = paymentsOf(ctx);
  const list = async (query: Query<Payment, PaymentDoc>) => (await query.get()).docs.map((d) => d.data());

  /**
   * Inside a transaction, every read already done (Firestore's rule): the transition rule, the status
   * change and, for paid, the enrolment.
   */
  async function decideIn(tx: Transaction, payment: Payment, status: Decision, decidedBy: string) {
    if (payment.status === status) return payment;
    if (!canTransition(payment.status, status)) throw new PaymentTransitionError(payment.status, status);
    const enrollment = status === "paid" ? await readEnrollment(ctx, tx, payment.userId, payment.courseId) : null;
    const t = ctx.now();
    // paidAt stays when a refund follows: revenue counts the money in the month it came in.
    tx.update(payments.doc(payment.id), {
      status,
      decidedBy,
      decidedAt: t,
      updatedAt: t,
      ...(status === "paid" ? { paidAt: t } : {}),
    });
    if (status === "paid") enrollIn(ctx, tx, payment.userId, payment.courseId, enrollment);
    return { ...payment, status, decidedBy, decidedAt: t, updatedAt: t };
  }

  return {
    async createPending(input) {
      const p = newPaymentSchema.parse(input);
      // The document id derives from the idempotency key, so two racing requests meet at one document.
      const ref = payments.doc(hashId(p.idempotencyKey));
      return ctx.db.runTransaction(async (tx) => {
        const existing = (await tx.get(ref)).data();
        if (existing) return { payment: existing, created: false };
        const t = ctx.now();
        const payment: Payment = {
          ...p,
          id: ref.id,
          currency: "EGP",
          status: "pending",
          decidedBy: null,
          decidedAt: null,
          createdAt: t,
          updatedAt: t,
        };
        tx.create(ref, payment);
        return { payment, created: true };
      });
    },
    async get(id) {
      return (await payments.doc(id).get()).data() ?? null;
    },
    async decide(id, status, decidedBy) {
      return ctx.db.runTransaction(async (tx) => {
        const payment = (await tx.get(payments.doc(id))).data();
        return payment ? decideIn(tx, payment, status, decidedBy) : null;
      });
    },
    async decideWithEvent(id, status, decidedBy, event) {
      const e = newPaymentEventSchema.parse({ ...event, paymentId: id });
      return ctx.db.runTransaction(async (tx) => {
        const [payment, recorded] = await Promise.all([
          tx.get(payments.doc(id)).then((s) => s.data()),
          readEvent(ctx, tx, e),
        ]);
        if (!payment) return { payment: null, recorded: false };
        // A repeated delivery stops here; a forbidden transition throws before anything is written.
        if (recorded) return { payment, recorded: false };
        const decided = await decideIn(tx, payment, status, decidedBy);
        recordEventIn(ctx, tx, e);
        return { payment: decided, recorded: true };
      });
    },
    async listByStatus(status, limit = 100) {
      return list(payments.where("status", "==", status).orderBy("createdAt", "asc").limit(limit));
    },
    async listByUser(userId) {
      return list(payments.where("userId", "==", userId).orderBy("createdAt", "desc"));
    },
    async findByProviderReference(method, reference) {
      const found = await list(
        payments.where("method", "==", method).where("providerReference", "==", reference).limit(1),
      );
      return found[0] ?? null;
    },
  };
}
