import { describe, expect, it } from "vitest";
import { newPaymentEventSchema } from "./payment-event";

describe("newPaymentEventSchema", () => {
  it("defaults the payment and the summary", () => {
    expect(newPaymentEventSchema.parse({ provider: "paymob", eventId: " 4097558 " })).toEqual({
      provider: "paymob",
      eventId: "4097558",
      paymentId: null,
      summary: {},
    });
  });

  it("keeps a flat summary of plain values", () => {
    const summary = { success: true, amount_cents: 100000, currency: "EGP", pending: null };
    expect(newPaymentEventSchema.parse({ provider: "paymob", eventId: "1", summary }).summary).toEqual(summary);
  });

  it("rejects nested payloads, unnamed providers and empty event ids", () => {
    const ok = { provider: "paymob", eventId: "1" };
    expect(newPaymentEventSchema.safeParse({ ...ok, summary: { obj: { id: 1 } } }).success).toBe(false);
    expect(newPaymentEventSchema.safeParse({ ...ok, provider: "Pay Mob" }).success).toBe(false);
    expect(newPaymentEventSchema.safeParse({ ...ok, eventId: "  " }).success).toBe(false);
  });

  it("rejects a summary of more than 50 fields", () => {
    const summary = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, i]));
    expect(newPaymentEventSchema.safeParse({ provider: "paymob", eventId: "1", summary }).success).toBe(false);
  });
});
