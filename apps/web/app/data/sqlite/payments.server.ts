import { randomUUID } from "node:crypto";
import {
  canTransition,
  EXPIRED_BY,
  newPaymentSchema,
  OPEN_STATUSES,
  PAYMENT_FLAGS,
  type Payment,
  type PaymentDetails,
  type PaymentFilter,
  type PaymentFlag,
  type PaymentMethod,
  type PaymentStatus,
} from "@masar/domain/payment";
import { toPounds } from "@masar/domain/money";
import { newPaymentEventSchema } from "@masar/domain/payment-event";
import { AlreadyEnrolledError, PaymentTransitionError, type DecideOptions, type PaymentRepository } from "../ports";
import { dateOrNull } from "./columns";
import type { Db, SqliteContext } from "./context.server";
import { endEnrollmentIn, enrollIn, enrollmentOf } from "./enrollments.server";
import { recordEventIn } from "./payment-events.server";

/**
 * A row of `payments`; `amount_piastres` (migration 5) is the amount, `amount` its pounds for old
 * readers; `paid_at` (migration 8) is when it was paid, kept through a refund (revenue).
 */
export interface PaymentRow {
  id: string;
  user_id: string;
  course_id: string;
  amount: number;
  amount_piastres: number;
  currency: "EGP";
  method: PaymentMethod;
  provider_reference: string | null;
  receipt_key: string | null;
  idempotency_key: string;
  status: PaymentStatus;
  note: string | null;
  /** Migration 18: a declined attempt's response code. */
  gateway_code: string | null;
  flag: string | null;
  transaction_id: string | null;
  decided_by: string | null;
  decided_at: number | null;
  paid_at: number | null;
  created_at: number;
  updated_at: number;
}

const flagOf = (value: string | null): PaymentFlag | null => PAYMENT_FLAGS.find((f) => f === value) ?? null;

export function paymentFromRow(r: PaymentRow): Payment {
  return {
    id: r.id,
    userId: r.user_id,
    courseId: r.course_id,
    amountPiastres: r.amount_piastres,
    currency: "EGP",
    method: r.method,
    providerReference: r.provider_reference,
    receiptKey: r.receipt_key,
    idempotencyKey: r.idempotency_key,
    status: r.status,
    note: r.note,
    gatewayCode: r.gateway_code,
    flag: flagOf(r.flag),
    transactionId: r.transaction_id,
    decidedBy: r.decided_by,
    decidedAt: dateOrNull(r.decided_at),
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  };
}

type Decision = Exclude<PaymentStatus, "pending">;

/** Writes the given details (absent keys untouched) and the update time. */
function writeDetails(db: Db, id: string, details: PaymentDetails, t: number) {
  const sets: string[] = ["updated_at = @t"];
  if (details.note !== undefined) sets.push("note = @note");
  if (details.gatewayCode !== undefined) sets.push("gateway_code = @gatewayCode");
  if (details.flag !== undefined) sets.push("flag = @flag");
  if (details.transactionId !== undefined) sets.push("transaction_id = @transactionId");
  db.prepare(`UPDATE payments SET ${sets.join(", ")} WHERE id = @id`).run({
    id,
    t,
    note: details.note ?? null,
    gatewayCode: details.gatewayCode ?? null,
    flag: details.flag ?? null,
    transactionId: details.transactionId ?? null,
  });
}

export function createPaymentRepository({ db, stamp }: SqliteContext): PaymentRepository {
  const one = (where: string, ...params: string[]) => {
    const row = db.prepare<string[], PaymentRow>(`SELECT * FROM payments WHERE ${where} LIMIT 1`).get(...params);
    return row ? paymentFromRow(row) : null;
  };
  const list = (sql: string, params: Record<string, string | number> | (string | number)[]) =>
    db.prepare<unknown[], PaymentRow>(`SELECT * FROM payments ${sql}`).all(params).map(paymentFromRow);

  /** Inside a transaction: the transition rule, the status change and what it does to the enrolment. */
  function decideIn(
    payment: Payment,
    status: Decision,
    decidedBy: string,
    t: number,
    details: PaymentDetails,
    options: DecideOptions = {},
  ) {
    if (payment.status === status) return payment;
    if (!canTransition(payment.status, status)) throw new PaymentTransitionError(payment.status, status);
    if (status === "paid" && options.unlessEnrolled && enrollmentOf(db, payment.userId, payment.courseId)) {
      throw new AlreadyEnrolledError();
    }
    // paid_at stays when a refund follows: revenue counts the money in the month it came in.
    db.prepare(
      `UPDATE payments SET status = @status, decided_by = @decidedBy, decided_at = @t,
         paid_at = CASE WHEN @status = 'paid' THEN @t ELSE paid_at END WHERE id = @id`,
    ).run({ status, decidedBy, t, id: payment.id });
    writeDetails(db, payment.id, details, t);
    if (status === "paid") enrollIn(db, t, payment.userId, payment.courseId);
    if (status === "refunded") endEnrollmentIn(db, t, payment.userId, payment.courseId);
    return one("id = ?", payment.id)!;
  }

  return {
    async createPending(input) {
      const p = newPaymentSchema.parse(input);
      return db.transaction(() => {
        const existing = one("idempotency_key = ?", p.idempotencyKey);
        if (existing) return { payment: existing, created: false };
        const id = randomUUID();
        const t = stamp();
        db.prepare(
          `INSERT INTO payments (id, user_id, course_id, amount, amount_piastres, currency, method, provider_reference,
            receipt_key, idempotency_key, status, created_at, updated_at)
           VALUES (@id, @user_id, @course_id, @amount, @amount_piastres, 'EGP', @method, @provider_reference,
            @receipt_key, @idempotency_key, 'pending', @t, @t)`,
        ).run({
          id,
          user_id: p.userId,
          course_id: p.courseId,
          amount: toPounds(p.amountPiastres),
          amount_piastres: p.amountPiastres,
          method: p.method,
          provider_reference: p.providerReference,
          receipt_key: p.receiptKey,
          idempotency_key: p.idempotencyKey,
          t,
        });
        return { payment: one("id = ?", id)!, created: true };
      })();
    },
    async get(id) {
      return one("id = ?", id);
    },
    async decide(id, status, decidedBy, details = {}) {
      return db.transaction(() => {
        const payment = one("id = ?", id);
        return payment ? decideIn(payment, status, decidedBy, stamp(), details) : null;
      })();
    },
    async decideWithEvent(id, status, decidedBy, event, details = {}, options = {}) {
      const e = newPaymentEventSchema.parse({ ...event, paymentId: id });
      return db.transaction(() => {
        const payment = one("id = ?", id);
        if (!payment) return { payment: null, recorded: false };
        // A repeated delivery stops here; a forbidden transition throws and rolls the record back.
        const t = stamp();
        if (!recordEventIn(db, t, e).recorded) return { payment, recorded: false };
        return { payment: decideIn(payment, status, decidedBy, t, details, options), recorded: true };
      })();
    },
    async annotateWithEvent(id, event, details) {
      const e = newPaymentEventSchema.parse({ ...event, paymentId: id });
      return db.transaction(() => {
        const payment = one("id = ?", id);
        if (!payment) return { payment: null, recorded: false };
        const t = stamp();
        if (!recordEventIn(db, t, e).recorded) return { payment, recorded: false };
        if (payment.status === "pending" || payment.status === "declined") writeDetails(db, id, details, t);
        else if (details.flag !== undefined) writeDetails(db, id, { flag: details.flag }, t);
        return { payment: one("id = ?", id), recorded: true };
      })();
    },
    async setRefundReason(id, reason) {
      return db.transaction(() => {
        const changed = db
          .prepare("UPDATE payments SET note = ?, updated_at = ? WHERE id = ? AND status = 'refunded' AND note IS NULL")
          .run(reason, stamp(), id).changes;
        return changed ? one("id = ?", id) : null;
      })();
    },
    async expireAbandoned(before, userId) {
      // One statement: each row is checked and changed at once, so a second run (or another process's)
      // finds nothing left to expire.
      const t = stamp();
      return db
        .prepare(
          `UPDATE payments SET status = 'expired', decided_by = @by, decided_at = @t, updated_at = @t
           WHERE status = 'pending' AND method = 'paymob' AND flag IS NULL AND created_at < @before
             ${userId === undefined ? "" : "AND user_id = @userId"}`,
        )
        .run({ by: EXPIRED_BY, t, before: before.getTime(), ...(userId === undefined ? {} : { userId }) }).changes;
    },
    async listToReview(limit) {
      const { clause, params } = toReview();
      return list(`WHERE ${clause} ORDER BY created_at ASC, id LIMIT @limit`, { ...params, limit });
    },
    async countToReview() {
      const { clause, params } = toReview();
      return (db.prepare(`SELECT COUNT(*) AS n FROM payments WHERE ${clause}`).get(params) as { n: number }).n;
    },
    async setProviderReference(id, reference) {
      return db.transaction(() => {
        const payment = one("id = ?", id);
        if (!payment || payment.status !== "pending") return null;
        db.prepare("UPDATE payments SET provider_reference = ?, updated_at = ? WHERE id = ?").run(
          reference,
          stamp(),
          id,
        );
        return one("id = ?", id);
      })();
    },
    async search(filter) {
      const { clause, params } = whereOf(filter);
      const limits = {
        limit: Math.min(Math.max(filter.limit ?? 100, 1), 500),
        offset: Math.max(Math.floor(filter.offset ?? 0), 0),
      };
      return list(`${clause} ORDER BY created_at DESC, id LIMIT @limit OFFSET @offset`, { ...params, ...limits });
    },
    async count(filter) {
      const { clause, params } = whereOf(filter);
      return (db.prepare(`SELECT COUNT(*) AS n FROM payments ${clause}`).get(params) as { n: number }).n;
    },
    async listByStatus(status, limit = 100) {
      return list("WHERE status = ? ORDER BY created_at ASC LIMIT ?", [status, limit]);
    },
    async listByUser(userId) {
      return list("WHERE user_id = ? ORDER BY created_at DESC", [userId]);
    },
    async findByProviderReference(method, reference) {
      return one("method = ? AND provider_reference = ?", method, reference);
    },
  };
}

/** What an admin can act on: pending transfers, and flagged payments still open to the gateway. */
function toReview() {
  const open = OPEN_STATUSES.map((_, i) => `@open${i}`).join(", ");
  return {
    clause: `((status = 'pending' AND method = 'manual_transfer') OR (flag IS NOT NULL AND status IN (${open})))`,
    params: Object.fromEntries(OPEN_STATUSES.map((s, i) => [`open${i}`, s])),
  };
}

/** The WHERE clause of a payment search, with its named parameters. */
function whereOf(filter: PaymentFilter) {
  const where: string[] = [];
  const params: Record<string, string | number> = {};
  for (const [key, column] of [
    ["status", "status"],
    ["method", "method"],
    ["courseId", "course_id"],
    ["userId", "user_id"],
  ] as const) {
    const value = filter[key];
    if (value !== undefined) {
      where.push(`${column} = @${key}`);
      params[key] = value;
    }
  }
  if (filter.statusIn) {
    const names = filter.statusIn.map((_, i) => `@statusIn${i}`);
    where.push(names.length ? `status IN (${names.join(", ")})` : "0");
    filter.statusIn.forEach((s, i) => (params[`statusIn${i}`] = s));
  }
  if (filter.from) {
    where.push("created_at >= @from");
    params.from = filter.from.getTime();
  }
  if (filter.to) {
    where.push("created_at < @to");
    params.to = filter.to.getTime();
  }
  return { clause: where.length ? `WHERE ${where.join(" AND ")}` : "", params };
}
