import type { FirestoreDataConverter, Query, QueryDocumentSnapshot, Transaction } from "firebase-admin/firestore";
import {
  canTransition,
  EXPIRED_BY,
  newPaymentSchema,
  OPEN_STATUSES,
  PAYMENT_FLAGS,
  type Payment,
  type PaymentDetails,
  type PaymentFilter,
  type PaymentStatus,
} from "@masar/domain/payment";
import { toPounds } from "@masar/domain/money";
import { newPaymentEventSchema } from "@masar/domain/payment-event";
import { AlreadyEnrolledError, PaymentTransitionError, type DecideOptions, type PaymentRepository } from "../ports";
import { dateOf, hashId, toDate, type FirestoreContext } from "./context.server";
import { endEnrollmentIn, enrollIn, readEndedEnrollment, readEnrollment } from "./enrollments.server";
import { readEvent, recordEventIn } from "./payment-events.server";

/**
 * A document of `payments`, keyed by a hash of the idempotency key. `amountPiastres` is the amount;
 * `amount` (pounds) is kept beside it for the statistics' sum written before piastres.
 */
type PaymentDoc = Omit<Payment, "id"> & { amount: number };

const paymentConverter: FirestoreDataConverter<Payment, PaymentDoc> = {
  toFirestore: ({ id: _id, ...fields }: Payment): PaymentDoc => ({
    ...fields,
    amount: toPounds(fields.amountPiastres),
  }),
  fromFirestore(doc: QueryDocumentSnapshot): Payment {
    const d = doc.data();
    return {
      id: doc.id,
      userId: d.userId,
      courseId: d.courseId,
      amountPiastres: typeof d.amountPiastres === "number" ? d.amountPiastres : Math.round(Number(`${d.amount}e2`)),
      currency: "EGP",
      method: d.method,
      providerReference: d.providerReference ?? null,
      receiptKey: d.receiptKey ?? null,
      idempotencyKey: d.idempotencyKey,
      status: d.status,
      note: d.note ?? null,
      gatewayCode: d.gatewayCode ?? null,
      flag: PAYMENT_FLAGS.find((f) => f === d.flag) ?? null,
      transactionId: d.transactionId ?? null,
      decidedBy: d.decidedBy ?? null,
      decidedAt: toDate(d.decidedAt),
      createdAt: dateOf(d.createdAt),
      updatedAt: dateOf(d.updatedAt),
    };
  },
};

export const paymentsOf = (ctx: FirestoreContext) => ctx.collection("payments", paymentConverter);

type Decision = Exclude<PaymentStatus, "pending">;

/** The details as fields to write: absent keys are left out (they stay as they are). */
function detailFields(details: PaymentDetails): Partial<Payment> {
  const fields: Partial<Payment> = {};
  if (details.note !== undefined) fields.note = details.note;
  if (details.gatewayCode !== undefined) fields.gatewayCode = details.gatewayCode;
  if (details.flag !== undefined) fields.flag = details.flag;
  if (details.transactionId !== undefined) fields.transactionId = details.transactionId;
  return fields;
}

export function createPaymentRepository(ctx: FirestoreContext): PaymentRepository {
  const payments = paymentsOf(ctx);
  const list = async (query: Query<Payment, PaymentDoc>) => (await query.get()).docs.map((d) => d.data());

  /**
   * Inside a transaction, every read done before the first write (Firestore's rule): the transition
   * rule, the status change and what it does to the enrolment.
   */
  async function decideIn(
    tx: Transaction,
    payment: Payment,
    status: Decision,
    decidedBy: string,
    details: PaymentDetails,
    options: DecideOptions = {},
  ) {
    if (payment.status === status) return payment;
    if (!canTransition(payment.status, status)) throw new PaymentTransitionError(payment.status, status);
    const touchesEnrollment = status === "paid" || status === "refunded";
    const [enrollment, ended] = touchesEnrollment
      ? await Promise.all([
          readEnrollment(ctx, tx, payment.userId, payment.courseId),
          status === "paid" ? readEndedEnrollment(ctx, tx, payment.userId, payment.courseId) : null,
        ])
      : [null, null];
    if (status === "paid" && options.unlessEnrolled && enrollment) throw new AlreadyEnrolledError();
    const t = ctx.now();
    // paidAt stays when a refund follows: revenue counts the money in the month it came in.
    const fields = { status, decidedBy, decidedAt: t, updatedAt: t, ...detailFields(details) };
    tx.update(payments.doc(payment.id), { ...fields, ...(status === "paid" ? { paidAt: t } : {}) });
    if (status === "paid") enrollIn(ctx, tx, payment.userId, payment.courseId, enrollment, ended);
    if (status === "refunded") endEnrollmentIn(ctx, tx, enrollment);
    return { ...payment, ...fields };
  }

  /** The payments a search's filters select (equality and the creation-time range, in the store). */
  const matching = (filter: PaymentFilter) => {
    let query: Query<Payment, PaymentDoc> = payments;
    if (filter.status) query = query.where("status", "==", filter.status);
    if (filter.statusIn) query = query.where("status", "in", filter.statusIn.length ? filter.statusIn : ["none"]);
    if (filter.method) query = query.where("method", "==", filter.method);
    if (filter.courseId) query = query.where("courseId", "==", filter.courseId);
    if (filter.userId) query = query.where("userId", "==", filter.userId);
    if (filter.from) query = query.where("createdAt", ">=", filter.from);
    if (filter.to) query = query.where("createdAt", "<", filter.to);
    return query;
  };

  /**
   * What an admin can act on, as queries that never overlap: pending transfers, and for each status still
   * open to the gateway its flagged payments (one `in` per query: flags, not statuses).
   */
  const reviewQueries = (): Query<Payment, PaymentDoc>[] => [
    payments.where("status", "==", "pending").where("method", "==", "manual_transfer"),
    ...OPEN_STATUSES.map((status) => {
      const flagged = payments.where("status", "==", status).where("flag", "in", [...PAYMENT_FLAGS]);
      // A pending transfer that is also flagged is counted by the first query already.
      return status === "pending" ? flagged.where("method", "==", "paymob") : flagged;
    }),
  ];

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
          note: null,
          gatewayCode: null,
          flag: null,
          transactionId: null,
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
    async decide(id, status, decidedBy, details = {}) {
      return ctx.db.runTransaction(async (tx) => {
        const payment = (await tx.get(payments.doc(id))).data();
        return payment ? decideIn(tx, payment, status, decidedBy, details) : null;
      });
    },
    async decideWithEvent(id, status, decidedBy, event, details = {}, options = {}) {
      const e = newPaymentEventSchema.parse({ ...event, paymentId: id });
      return ctx.db.runTransaction(async (tx) => {
        const [payment, recorded] = await Promise.all([
          tx.get(payments.doc(id)).then((s) => s.data()),
          readEvent(ctx, tx, e),
        ]);
        if (!payment) return { payment: null, recorded: false };
        // A repeated delivery stops here; a forbidden transition throws before anything is written.
        if (recorded) return { payment, recorded: false };
        const decided = await decideIn(tx, payment, status, decidedBy, details, options);
        recordEventIn(ctx, tx, e);
        return { payment: decided, recorded: true };
      });
    },
    async annotateWithEvent(id, event, details) {
      const e = newPaymentEventSchema.parse({ ...event, paymentId: id });
      return ctx.db.runTransaction(async (tx) => {
        const [payment, recorded] = await Promise.all([
          tx.get(payments.doc(id)).then((s) => s.data()),
          readEvent(ctx, tx, e),
        ]);
        if (!payment) return { payment: null, recorded: false };
        if (recorded) return { payment, recorded: false };
        recordEventIn(ctx, tx, e);
        const open = payment.status === "pending" || payment.status === "declined";
        const written = open ? details : details.flag !== undefined ? { flag: details.flag } : null;
        if (!written) return { payment, recorded: true };
        const fields = { ...detailFields(written), updatedAt: ctx.now() };
        tx.update(payments.doc(id), fields);
        return { payment: { ...payment, ...fields }, recorded: true };
      });
    },
    async setRefundReason(id, reason) {
      return ctx.db.runTransaction(async (tx) => {
        const payment = (await tx.get(payments.doc(id))).data();
        if (!payment || payment.status !== "refunded" || payment.note !== null) return null;
        const fields = { note: reason, updatedAt: ctx.now() };
        tx.update(payments.doc(id), fields);
        return { ...payment, ...fields };
      });
    },
    async expireAbandoned(before, userId) {
      const stale = (p: Payment) =>
        p.status === "pending" && p.method === "paymob" && p.flag === null && p.createdAt < before;
      // A user's few payments are read by user (an index the history has); everyone's by status and age.
      const candidates = (
        userId === undefined
          ? await list(
              payments.where("status", "==", "pending").where("method", "==", "paymob").where("createdAt", "<", before),
            )
          : await list(payments.where("userId", "==", userId).orderBy("createdAt", "desc"))
      ).filter(stale);
      // Each one checked again inside its own transaction: a payment paid or expired meanwhile is left alone.
      const expired = await Promise.all(
        candidates.map((c) =>
          ctx.db.runTransaction(async (tx) => {
            const payment = (await tx.get(payments.doc(c.id))).data();
            if (!payment || !stale(payment)) return false;
            const t = ctx.now();
            tx.update(payments.doc(c.id), { status: "expired", decidedBy: EXPIRED_BY, decidedAt: t, updatedAt: t });
            return true;
          }),
        ),
      );
      return expired.filter(Boolean).length;
    },
    async listToReview(limit) {
      const found = await Promise.all(reviewQueries().map((q) => list(q.orderBy("createdAt", "asc").limit(limit))));
      return found
        .flat()
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
        .slice(0, limit);
    },
    async countToReview() {
      const counts = await Promise.all(reviewQueries().map(async (q) => (await q.count().get()).data().count));
      return counts.reduce((sum, n) => sum + n, 0);
    },
    async setProviderReference(id, reference) {
      return ctx.db.runTransaction(async (tx) => {
        const payment = (await tx.get(payments.doc(id))).data();
        if (!payment || payment.status !== "pending") return null;
        const fields = { providerReference: reference, updatedAt: ctx.now() };
        tx.update(payments.doc(id), fields);
        return { ...payment, ...fields };
      });
    },
    async search(filter) {
      const limit = Math.min(Math.max(filter.limit ?? 100, 1), 500);
      const offset = Math.max(Math.floor(filter.offset ?? 0), 0);
      // Fetched from the start and sliced: the in-process emulator has no offset (TOOLCHAIN.md), and an
      // admin pages through the first few hundred at most. The page order breaks ties by id ascending, as
      // SQLite does; Firestore breaks them by id descending, so a window that ends inside a run of equal
      // times reads that whole run too, or a page would repeat one payment and skip another.
      const window = offset + limit;
      const found = await list(matching(filter).orderBy("createdAt", "desc").limit(window));
      const last = found.at(-1);
      const ties =
        found.length === window && last ? await list(matching(filter).where("createdAt", "==", last.createdAt)) : [];
      const byId = new Map([...found, ...ties].map((p) => [p.id, p]));
      return [...byId.values()]
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : 1))
        .slice(offset, offset + limit);
    },
    async count(filter) {
      return (await matching(filter).count().get()).data().count;
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
