import { describe, expect, it } from "vitest";
import { CHECKOUT_LIFE_MS, type NewPayment } from "@masar/domain/payment";
import { PaymentTransitionError } from "../ports";
import { courseWithLessons, identity, type ContractContext } from "./harness";

/**
 * Online attempts that do not end paid (issue 39): a declined one keeps the gateway's words and may still
 * be paid on the same checkout; an abandoned one expires once, whoever runs the sweep; the admin's queue
 * holds only what an admin can act on; a refund keeps its reason.
 */
export function describePaymentAttempts(t: ContractContext) {
  describe("payment attempts", () => {
    async function setup(uid = "u1") {
      await t.repos.users.ensureProfile(identity(uid));
      const { course } = await courseWithLessons(t.repos, 1, { price: 250 });
      return course.id;
    }
    const attempt = (courseId: string, key: string, over: Partial<NewPayment> = {}) =>
      t.repos.payments
        .createPending({
          userId: "u1",
          courseId,
          amountPiastres: 25_000,
          method: "paymob",
          idempotencyKey: key,
          ...over,
        })
        .then((r) => r.payment);
    const event = (eventId: string) => ({ provider: "paymob", eventId, summary: {} });

    it("a declined attempt keeps the gateway's message and code, takes the next decline's, and may still be paid", async () => {
      const courseId = await setup();
      const p = await attempt(courseId, "key-att-0001");
      const declinedAt = t.clock.advance();
      const declined = await t.repos.payments.decideWithEvent(p.id, "declined", "paymob", event("t1"), {
        note: "Do not honour",
        gatewayCode: "DECLINED",
      });
      expect(declined).toEqual({
        payment: expect.objectContaining({
          status: "declined",
          note: "Do not honour",
          gatewayCode: "DECLINED",
          decidedBy: "paymob",
          decidedAt: declinedAt,
        }),
        recorded: true,
      });
      expect(await t.repos.enrollments.get("u1", courseId)).toBeNull();
      // A second decline on the same checkout: its words replace the first one's.
      const again = await t.repos.payments.annotateWithEvent(p.id, event("t2"), {
        note: "Insufficient funds",
        gatewayCode: "5",
      });
      expect(again.payment).toMatchObject({ status: "declined", note: "Insufficient funds", gatewayCode: "5" });
      // Then a success on the same order: paid, enrolled, the decline's words gone.
      const paid = await t.repos.payments.decideWithEvent(p.id, "paid", "paymob", event("t3"), {
        transactionId: "t3",
        note: null,
        gatewayCode: null,
      });
      expect(paid.payment).toMatchObject({ status: "paid", note: null, gatewayCode: null, transactionId: "t3" });
      expect(await t.repos.enrollments.get("u1", courseId)).not.toBeNull();
      expect(await t.repos.payments.get(p.id)).toEqual(paid.payment);
      // A late decline of another transaction leaves a paid payment as it is.
      await t.repos.payments.annotateWithEvent(p.id, event("t4"), { note: "late", gatewayCode: "2" });
      expect(await t.repos.payments.get(p.id)).toMatchObject({ status: "paid", note: null, gatewayCode: null });
      await expect(t.repos.payments.decide(p.id, "declined", "paymob")).rejects.toBeInstanceOf(PaymentTransitionError);
    });

    it("expires abandoned online checkouts once, the user's only when asked, and a late payment still counts", async () => {
      const courseId = await setup();
      await t.repos.users.ensureProfile(identity("u2"));
      const old = await attempt(courseId, "key-att-0010");
      const transfer = await attempt(courseId, "key-att-0011", { method: "manual_transfer" });
      const flagged = await attempt(courseId, "key-att-0012");
      await t.repos.payments.annotateWithEvent(flagged.id, event("f1"), { flag: "amount_mismatch" });
      const others = await attempt(courseId, "key-att-0013", { userId: "u2" });
      const declined = await attempt(courseId, "key-att-0014");
      await t.repos.payments.decide(declined.id, "declined", "paymob");
      t.clock.advance(CHECKOUT_LIFE_MS / 2);
      const recent = await attempt(courseId, "key-att-0015");
      const sweptAt = t.clock.advance(CHECKOUT_LIFE_MS / 2 + 1000);
      const cutoff = new Date(sweptAt.getTime() - CHECKOUT_LIFE_MS);

      // Only u2's: one.
      expect(await t.repos.payments.expireAbandoned(cutoff, "u2")).toBe(1);
      expect(await t.repos.payments.get(others.id)).toMatchObject({ status: "expired", decidedBy: "system" });
      expect(await t.repos.payments.get(old.id)).toMatchObject({ status: "pending" });
      // Everyone's, twice (at once where the test store serves racing transactions): each expires once.
      const sweep = () => t.repos.payments.expireAbandoned(cutoff);
      const runs = t.unsupported("concurrent-transactions")
        ? [await sweep(), await sweep()]
        : await Promise.all([sweep(), sweep()]);
      expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await t.repos.payments.expireAbandoned(cutoff)).toBe(0);
      const expired = await t.repos.payments.get(old.id);
      expect(expired).toMatchObject({ status: "expired", decidedBy: "system" });
      expect(expired!.decidedAt!.getTime()).toBeGreaterThanOrEqual(sweptAt.getTime());
      // Left alone: a transfer, a flagged attempt (an admin's), a declined one, one still within its life.
      for (const p of [transfer, flagged, recent]) expect((await t.repos.payments.get(p.id))!.status).toBe("pending");
      expect((await t.repos.payments.get(declined.id))!.status).toBe("declined");

      // Expired, out of the default lists, found by name.
      const listed = await t.repos.payments.search({ statusIn: ["pending", "declined", "paid"], userId: "u1" });
      expect(listed.map((p) => p.id).sort()).toEqual([transfer.id, flagged.id, declined.id, recent.id].sort());
      expect((await t.repos.payments.search({ status: "expired" })).map((p) => p.id).sort()).toEqual(
        [old.id, others.id].sort(),
      );
      expect(await t.repos.payments.count({ statusIn: ["expired"] })).toBe(2);
      expect(await t.repos.payments.count({ statusIn: [] })).toBe(0);

      // The gateway's success after the checkout's life: the money was received, the student is enrolled.
      const late = await t.repos.payments.decideWithEvent(old.id, "paid", "paymob", event("late-1"), {
        transactionId: "late-1",
      });
      expect(late.payment).toMatchObject({ status: "paid", transactionId: "late-1" });
      expect(await t.repos.enrollments.get("u1", courseId)).not.toBeNull();
    });

    it("the review queue holds pending transfers and flagged open attempts, oldest first", async () => {
      const courseId = await setup();
      const transfer = await attempt(courseId, "key-att-0020", { method: "manual_transfer" });
      t.clock.advance();
      // Online, unflagged: the gateway's business, not an admin's.
      await attempt(courseId, "key-att-0021");
      t.clock.advance();
      const mismatch = await attempt(courseId, "key-att-0022");
      await t.repos.payments.annotateWithEvent(mismatch.id, event("m1"), { flag: "amount_mismatch" });
      t.clock.advance();
      const declinedFlagged = await attempt(courseId, "key-att-0023");
      await t.repos.payments.decide(declinedFlagged.id, "declined", "paymob");
      await t.repos.payments.annotateWithEvent(declinedFlagged.id, event("m2"), { flag: "amount_mismatch" });
      t.clock.advance();
      // Paid with a refund to review: marked in the lists, but nothing to decide in the queue.
      const paidFlagged = await attempt(courseId, "key-att-0024");
      await t.repos.payments.decide(paidFlagged.id, "paid", "paymob");
      await t.repos.payments.annotateWithEvent(paidFlagged.id, event("m3"), { flag: "refund_review" });
      t.clock.advance();
      const decided = await attempt(courseId, "key-att-0025", { method: "manual_transfer" });
      await t.repos.payments.decide(decided.id, "rejected", "admin-1", { note: "Blurry" });

      expect((await t.repos.payments.listToReview(10)).map((p) => p.id)).toEqual([
        transfer.id,
        mismatch.id,
        declinedFlagged.id,
      ]);
      expect((await t.repos.payments.listToReview(2)).map((p) => p.id)).toEqual([transfer.id, mismatch.id]);
      expect(await t.repos.payments.countToReview()).toBe(3);
    });

    it("a refund's reason is kept, written afterwards only where the refund has none", async () => {
      const courseId = await setup();
      const byAdmin = await attempt(courseId, "key-att-0030", { method: "manual_transfer" });
      await t.repos.payments.decide(byAdmin.id, "paid", "admin-1");
      const refunded = await t.repos.payments.decideWithEvent(byAdmin.id, "refunded", "admin-1", event("r1"), {
        note: "Paid twice by mistake",
      });
      expect(refunded.payment).toMatchObject({ status: "refunded", note: "Paid twice by mistake" });
      expect(await t.repos.payments.setRefundReason(byAdmin.id, "another")).toBeNull();
      // Refunded by the gateway's callback first: the admin's reason is written after it.
      const byGateway = await attempt(courseId, "key-att-0031");
      await t.repos.payments.decide(byGateway.id, "paid", "paymob");
      await t.repos.payments.decide(byGateway.id, "refunded", "paymob");
      expect(await t.repos.payments.setRefundReason(byGateway.id, "Course cancelled")).toMatchObject({
        status: "refunded",
        note: "Course cancelled",
        decidedBy: "paymob",
      });
      expect((await t.repos.payments.get(byGateway.id))!.note).toBe("Course cancelled");
      // Never on a payment that was not refunded.
      const open = await attempt(courseId, "key-att-0032");
      expect(await t.repos.payments.setRefundReason(open.id, "x")).toBeNull();
      expect(await t.repos.payments.setRefundReason("missing", "x")).toBeNull();
      expect((await t.repos.payments.get(open.id))!.note).toBeNull();
    });
  });
}
