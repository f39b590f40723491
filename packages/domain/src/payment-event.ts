import { z } from "./zod";

/** A flat summary of a gateway payload: plain values only, at most 50 fields. */
export const paymentEventSummarySchema = z
  .record(z.string().max(100), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
  .refine((s) => Object.keys(s).length <= 50, "A payment event summary keeps at most 50 fields");

/**
 * A payment gateway's event (a webhook delivery), recorded once per provider and event id so that a
 * delivery repeated by the gateway acts once. Only a summary of the payload is kept: never card data.
 */
export const newPaymentEventSchema = z.object({
  provider: z.string().regex(/^[a-z0-9_-]{1,40}$/),
  eventId: z.string().trim().min(1).max(200),
  paymentId: z.string().min(1).nullable().default(null),
  summary: paymentEventSummarySchema.default({}),
});
export type NewPaymentEvent = z.input<typeof newPaymentEventSchema>;

export interface PaymentEvent {
  provider: string;
  eventId: string;
  /** The payment the event decided, when it named one. */
  paymentId: string | null;
  summary: z.output<typeof paymentEventSummarySchema>;
  receivedAt: Date;
}
