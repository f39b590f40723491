import { describe, expect, it } from "vitest";
import type { ContractContext } from "./harness";

export function describePaymentEvents(t: ContractContext) {
  describe("payment events", () => {
    it("records an event once per provider and event id, keeping the first", async () => {
      const summary = { success: true, amount_cents: 50_000, currency: "EGP", pending: null };
      const first = await t.repos.paymentEvents.record({ provider: "paymob", eventId: "4097558", summary });
      const expected = { provider: "paymob", eventId: "4097558", paymentId: null, summary, receivedAt: t.clock.now() };
      expect(first).toEqual({ event: expected, recorded: true });

      t.clock.advance();
      const repeat = await t.repos.paymentEvents.record({
        provider: "paymob",
        eventId: "4097558",
        paymentId: "p1",
        summary: { success: false },
      });
      expect(repeat).toEqual({ event: expected, recorded: false });
      expect(await t.repos.paymentEvents.get("paymob", "4097558")).toEqual(expected);

      const otherProvider = await t.repos.paymentEvents.record({ provider: "manual_transfer", eventId: "4097558" });
      expect(otherProvider.recorded).toBe(true);
      expect(await t.repos.paymentEvents.get("paymob", "4097559")).toBeNull();
    });

    it("rejects an event without an id or with a nested payload", async () => {
      await expect(t.repos.paymentEvents.record({ provider: "paymob", eventId: "" })).rejects.toThrow();
      await expect(
        t.repos.paymentEvents.record({
          provider: "paymob",
          eventId: "1",
          // @ts-expect-error a nested object is not a summary
          summary: { obj: { id: 1 } },
        }),
      ).rejects.toThrow();
      expect(await t.repos.paymentEvents.get("paymob", "1")).toBeNull();
    });
  });
}
