import type { z } from "zod";
import { newPaymentEventSchema, paymentEventSummarySchema, type PaymentEvent } from "@masar/domain/payment-event";
import type { PaymentEventRepository } from "../ports";
import { jsonColumn } from "./columns";
import type { Db, SqliteContext } from "./context.server";

/** A row of `payment_events` (migration 2), unique on provider and event id. */
interface PaymentEventRow {
  provider: string;
  event_id: string;
  payment_id: string | null;
  summary: string;
  received_at: number;
}

function paymentEventFromRow(r: PaymentEventRow): PaymentEvent {
  return {
    provider: r.provider,
    eventId: r.event_id,
    paymentId: r.payment_id,
    summary: jsonColumn(r.summary, paymentEventSummarySchema, {}),
    receivedAt: new Date(r.received_at),
  };
}

function eventOf(db: Db, provider: string, eventId: string): PaymentEvent | null {
  const row = db
    .prepare<[string, string], PaymentEventRow>("SELECT * FROM payment_events WHERE provider = ? AND event_id = ?")
    .get(provider, eventId);
  return row ? paymentEventFromRow(row) : null;
}

/** Records a validated event once, inside the caller's transaction (payments decide in the same one). */
export function recordEventIn(db: Db, t: number, e: z.output<typeof newPaymentEventSchema>) {
  const inserted = db
    .prepare<PaymentEventRow>(
      `INSERT OR IGNORE INTO payment_events (provider, event_id, payment_id, summary, received_at)
       VALUES (@provider, @event_id, @payment_id, @summary, @received_at)`,
    )
    .run({
      provider: e.provider,
      event_id: e.eventId,
      payment_id: e.paymentId,
      summary: JSON.stringify(e.summary),
      received_at: t,
    }).changes;
  return { event: eventOf(db, e.provider, e.eventId)!, recorded: inserted > 0 };
}

export function createPaymentEventRepository({ db, stamp }: SqliteContext): PaymentEventRepository {
  return {
    async record(event) {
      const e = newPaymentEventSchema.parse(event);
      return db.transaction(() => recordEventIn(db, stamp(), e))();
    },
    async get(provider, eventId) {
      return eventOf(db, provider, eventId);
    },
  };
}
