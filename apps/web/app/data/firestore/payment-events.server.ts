import type { FirestoreDataConverter, QueryDocumentSnapshot, Transaction } from "firebase-admin/firestore";
import type { z } from "zod";
import { newPaymentEventSchema, paymentEventSummarySchema, type PaymentEvent } from "@masar/domain/payment-event";
import type { PaymentEventRepository } from "../ports";
import { dateOf, hashId, type FirestoreContext } from "./context.server";

/** A document of `paymentEvents`, keyed by a hash of provider and event id: the uniqueness is the id. */
const paymentEventConverter: FirestoreDataConverter<PaymentEvent, PaymentEvent> = {
  toFirestore: (event: PaymentEvent): PaymentEvent => event,
  fromFirestore(doc: QueryDocumentSnapshot): PaymentEvent {
    const d = doc.data();
    const summary = paymentEventSummarySchema.safeParse(d.summary);
    return {
      provider: d.provider,
      eventId: d.eventId,
      paymentId: d.paymentId ?? null,
      summary: summary.success ? summary.data : {},
      receivedAt: dateOf(d.receivedAt),
    };
  },
};

const eventRef = (ctx: FirestoreContext, provider: string, eventId: string) =>
  ctx.collection("paymentEvents", paymentEventConverter).doc(hashId(`${provider}\n${eventId}`));

/** Reads inside a transaction, before any write: the recorded event, if any. */
export const readEvent = async (ctx: FirestoreContext, tx: Transaction, e: { provider: string; eventId: string }) =>
  (await tx.get(eventRef(ctx, e.provider, e.eventId))).data() ?? null;

/** Records a validated event that `readEvent` did not find, inside the caller's transaction. */
export function recordEventIn(ctx: FirestoreContext, tx: Transaction, e: z.output<typeof newPaymentEventSchema>) {
  const event: PaymentEvent = { ...e, receivedAt: ctx.now() };
  tx.create(eventRef(ctx, e.provider, e.eventId), event);
  return event;
}

export function createPaymentEventRepository(ctx: FirestoreContext): PaymentEventRepository {
  return {
    async record(input) {
      const e = newPaymentEventSchema.parse(input);
      return ctx.db.runTransaction(async (tx) => {
        const existing = await readEvent(ctx, tx, e);
        if (existing) return { event: existing, recorded: false };
        return { event: recordEventIn(ctx, tx, e), recorded: true };
      });
    },
    async get(provider, eventId) {
      return (await eventRef(ctx, provider, eventId).get()).data() ?? null;
    },
  };
}
