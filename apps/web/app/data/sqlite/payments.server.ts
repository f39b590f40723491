import { randomUUID } from "node:crypto";
import {
  canTransition,
  newPaymentSchema,
  type Payment,
  type PaymentMethod,
  type PaymentStatus,
} from "@masar/domain/learning";
import { newPaymentEventSchema } from "@masar/domain/payment-event";
import { PaymentTransitionError, type PaymentRepository } from "../ports";
import { dateOrNull } from "./columns";
import type { SqliteContext } from "./context.server";
import { enrollIn } from "./enrollments.server";
import { recordEventIn } from "./payment-events.server";

/** A row of `payments`; amounts are pounds (REAL). */
export interface PaymentRow {
  id: string;
  user_id: string;
  course_id: string;
  amount: number;
  currency: "EGP";
  method: PaymentMethod;
  provider_reference: string | null;
  idempotency_key: string;
  status: PaymentStatus;
  decided_by: string | null;
  decided_at: number | null;
  created_at: number;
  updated_at: number;
}

export function paymentFromRow(r: PaymentRow): Payment {
  return {
    id: r.id,
    userId: r.user_id,
    courseId: r.course_id,
    amount: r.amount,
    currency: "EGP",
    method: r.method,
    providerReference: r.provider_reference,
    idempotencyKey: r.idempotency_key,
    status: r.status,
    decidedBy: r.decided_by,
    decidedAt: dateOrNull(r.decided_at),
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  };
}

type Decision = Exclude<PaymentStatus, "pending">;

export function createPaymentRepository({ db, stamp }: SqliteContext): PaymentRepository {
  const one = (where: string, ...params: string[]) => {
    const row = db.prepare<string[], PaymentRow>(`SELECT * FROM payments WHERE ${where} LIMIT 1`).get(...params);
    return row ? paymentFromRow(row) : null;
  };
  const list = (sql: string, ...params: (string | number)[]) =>
    db
      .prepare<(string | number)[], PaymentRow>(`SELECT * FROM payments ${sql}`)
      .all(...params)
      .map(paymentFromRow);

  /** Inside a transaction: the transition rule, the status change and, for paid, the enrolment. */
  function decideIn(payment: Payment, status: Decision, decidedBy: string, t: number): Payment {
    if (payment.status === status) return payment;
    if (!canTransition(payment.status, status)) throw new PaymentTransitionError(payment.status, status);
    // paid_at stays when a refund follows: revenue counts the money in the month it came in.
    db.prepare(
      `UPDATE payments SET status = @status, decided_by = @decidedBy, decided_at = @t, updated_at = @t,
         paid_at = CASE WHEN @status = 'paid' THEN @t ELSE paid_at END WHERE id = @id`,
    ).run({ status, decidedBy, t, id: payment.id });
    if (status === "paid") enrollIn(db, t, payment.userId, payment.courseId);
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
        db.prepare<Omit<PaymentRow, "currency" | "status" | "decided_by" | "decided_at">>(
          `INSERT INTO payments (id, user_id, course_id, amount, currency, method, provider_reference, idempotency_key, status,
            created_at, updated_at)
           VALUES (@id, @user_id, @course_id, @amount, 'EGP', @method, @provider_reference, @idempotency_key, 'pending',
            @created_at, @updated_at)`,
        ).run({
          id,
          user_id: p.userId,
          course_id: p.courseId,
          amount: p.amount,
          method: p.method,
          provider_reference: p.providerReference,
          idempotency_key: p.idempotencyKey,
          created_at: t,
          updated_at: t,
        });
        return { payment: one("id = ?", id)!, created: true };
      })();
    },
    async get(id) {
      return one("id = ?", id);
    },
    async decide(id, status, decidedBy) {
      return db.transaction(() => {
        const payment = one("id = ?", id);
        return payment ? decideIn(payment, status, decidedBy, stamp()) : null;
      })();
    },
    async decideWithEvent(id, status, decidedBy, event) {
      const e = newPaymentEventSchema.parse({ ...event, paymentId: id });
      return db.transaction(() => {
        const payment = one("id = ?", id);
        if (!payment) return { payment: null, recorded: false };
        // A repeated delivery stops here; a forbidden transition throws and rolls the record back.
        const t = stamp();
        if (!recordEventIn(db, t, e).recorded) return { payment, recorded: false };
        return { payment: decideIn(payment, status, decidedBy, t), recorded: true };
      })();
    },
    async listByStatus(status, limit = 100) {
      return list("WHERE status = ? ORDER BY created_at ASC LIMIT ?", status, limit);
    },
    async listByUser(userId) {
      return list("WHERE user_id = ? ORDER BY created_at DESC", userId);
    },
    async findByProviderReference(method, reference) {
      return one("method = ? AND provider_reference = ?", method, reference);
    },
  };
}
