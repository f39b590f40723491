import { describe, expect, it } from "vitest";
import type { NewPayment } from "@masar/domain/payment";
import { PaymentTransitionError } from "../ports";
import { courseInput, identity, type ContractContext } from "./harness";

export function describePayments(t: ContractContext) {
  describe("payments", () => {
    async function setup() {
      await t.repos.users.ensureProfile(identity("u1"));
      const course = await t.repos.courses.create(courseInput({ price: 500 }));
      return course.id;
    }
    const pending = (courseId: string, key: string, over: Partial<NewPayment> = {}) =>
      t.repos.payments.createPending({
        userId: "u1",
        courseId,
        amountPiastres: 50_000,
        method: "manual_transfer",
        idempotencyKey: key,
        ...over,
      });

    it("creating twice with one idempotency key returns the first payment", async () => {
      const courseId = await setup();
      const first = await pending(courseId, "key-00000001", { providerReference: "TRX-1" });
      expect(first.created).toBe(true);
      expect(first.payment).toMatchObject({
        status: "pending",
        currency: "EGP",
        amountPiastres: 50_000,
        providerReference: "TRX-1",
        decidedBy: null,
        decidedAt: null,
      });
      expect(await t.repos.payments.get(first.payment.id)).toEqual(first.payment);
      const second = await pending(courseId, "key-00000001", { amountPiastres: 99_900 });
      expect(second.created).toBe(false);
      expect(second.payment).toEqual(first.payment);
      expect(await t.repos.payments.listByStatus("pending")).toHaveLength(1);
    });

    it("racing requests with one idempotency key create one payment", async (ctx) => {
      const reason = t.unsupported("concurrent-transactions");
      if (reason) ctx.skip(reason);
      const courseId = await setup();
      const results = await Promise.all(
        Array.from({ length: 5 }, () => pending(courseId, "key-race-0001", { method: "paymob" })),
      );
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(new Set(results.map((r) => r.payment.id)).size).toBe(1);
      expect(await t.repos.payments.listByUser("u1")).toHaveLength(1);
    });

    it("rejects invalid payments", async () => {
      const courseId = await setup();
      await expect(pending(courseId, "key-00000002", { amountPiastres: 0, method: "paymob" })).rejects.toThrow();
    });

    it("paid enrols the user; decisions are final except refund; same decision again is a no-op", async () => {
      const courseId = await setup();
      const { payment } = await pending(courseId, "key-00000003", { method: "paymob", providerReference: "order-77" });
      const decidedAt = t.clock.advance();
      const paid = await t.repos.payments.decide(payment.id, "paid", "admin-1");
      expect(paid).toMatchObject({ status: "paid", decidedBy: "admin-1", decidedAt, updatedAt: decidedAt });
      expect(await t.repos.payments.get(payment.id)).toEqual(paid);
      expect(await t.repos.enrollments.get("u1", courseId)).not.toBeNull();
      t.clock.advance();
      const again = await t.repos.payments.decide(payment.id, "paid", "admin-2");
      expect(again).toEqual(paid);
      await expect(t.repos.payments.decide(payment.id, "rejected", "admin-1")).rejects.toBeInstanceOf(
        PaymentTransitionError,
      );
      expect((await t.repos.payments.decide(payment.id, "refunded", "admin-1"))!.status).toBe("refunded");
      expect(await t.repos.payments.decide("missing", "paid", "admin-1")).toBeNull();
      expect((await t.repos.payments.findByProviderReference("paymob", "order-77"))!.id).toBe(payment.id);
      expect(await t.repos.payments.findByProviderReference("manual_transfer", "order-77")).toBeNull();
    });

    it("lists by status oldest first and by user newest first", async () => {
      const courseId = await setup();
      const p1 = await pending(courseId, "key-0000000a");
      t.clock.advance();
      const p2 = await pending(courseId, "key-0000000b");
      t.clock.advance();
      const p3 = await pending(courseId, "key-0000000c");
      await t.repos.payments.decide(p2.payment.id, "rejected", "admin-1");
      const ids = (list: { id: string }[]) => list.map((p) => p.id);
      expect(ids(await t.repos.payments.listByStatus("pending"))).toEqual([p1.payment.id, p3.payment.id]);
      expect(ids(await t.repos.payments.listByStatus("pending", 1))).toEqual([p1.payment.id]);
      expect(ids(await t.repos.payments.listByStatus("rejected"))).toEqual([p2.payment.id]);
      expect(ids(await t.repos.payments.listByUser("u1"))).toEqual([p3.payment.id, p2.payment.id, p1.payment.id]);
      expect(await t.repos.enrollments.get("u1", courseId)).toBeNull();
    });

    describe("decided by a gateway event", () => {
      const event = (eventId: string) => ({ provider: "paymob", eventId, summary: { success: true } });

      it("a webhook delivered twice acts once: one record, one decision, the enrolment with it", async () => {
        const courseId = await setup();
        const { payment } = await pending(courseId, "key-hook-0001", { method: "paymob" });
        const decidedAt = t.clock.advance();
        const first = await t.repos.payments.decideWithEvent(payment.id, "paid", "paymob", event("txn-1"));
        expect(first).toEqual({ payment: expect.objectContaining({ status: "paid", decidedAt }), recorded: true });
        expect(await t.repos.enrollments.get("u1", courseId)).not.toBeNull();
        expect(await t.repos.paymentEvents.get("paymob", "txn-1")).toEqual({
          ...event("txn-1"),
          paymentId: payment.id,
          receivedAt: decidedAt,
        });

        t.clock.advance();
        const repeat = await t.repos.payments.decideWithEvent(payment.id, "refunded", "paymob", event("txn-1"));
        expect(repeat).toEqual({ payment: first.payment, recorded: false });
        expect(await t.repos.payments.get(payment.id)).toEqual(first.payment);
      });

      it("records nothing for a forbidden transition or a missing payment", async () => {
        const courseId = await setup();
        const { payment } = await pending(courseId, "key-hook-0002", { method: "paymob" });
        await t.repos.payments.decide(payment.id, "rejected", "admin-1");
        await expect(
          t.repos.payments.decideWithEvent(payment.id, "paid", "paymob", event("txn-2")),
        ).rejects.toBeInstanceOf(PaymentTransitionError);
        expect(await t.repos.paymentEvents.get("paymob", "txn-2")).toBeNull();
        expect(await t.repos.enrollments.get("u1", courseId)).toBeNull();
        expect(await t.repos.payments.decideWithEvent("missing", "paid", "paymob", event("txn-3"))).toEqual({
          payment: null,
          recorded: false,
        });
        expect(await t.repos.paymentEvents.get("paymob", "txn-3")).toBeNull();
      });

      it("racing deliveries of one event decide once", async (ctx) => {
        const reason = t.unsupported("concurrent-transactions");
        if (reason) ctx.skip(reason);
        const courseId = await setup();
        const { payment } = await pending(courseId, "key-hook-0003", { method: "paymob" });
        const results = await Promise.all(
          Array.from({ length: 5 }, () =>
            t.repos.payments.decideWithEvent(payment.id, "paid", "paymob", event("txn-4")),
          ),
        );
        expect(results.filter((r) => r.recorded)).toHaveLength(1);
        expect(await t.repos.enrollments.countByCourse(courseId)).toBe(1);
      });
    });
  });
}
