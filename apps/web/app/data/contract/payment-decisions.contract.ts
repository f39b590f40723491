import { describe, expect, it } from "vitest";
import type { NewPayment } from "@masar/domain/payment";
import { AlreadyEnrolledError, PaymentTransitionError } from "../ports";
import { courseWithLessons, identity, type ContractContext } from "./harness";

/** What payment decisions add to the port: details, annotations, refunds ending access, search. */
export function describePaymentDecisions(t: ContractContext) {
  describe("payment decisions", () => {
    async function setup() {
      await t.repos.users.ensureProfile(identity("u1"));
      const { course, lessons } = await courseWithLessons(t.repos, 2, { price: 250 });
      return { courseId: course.id, lessons };
    }
    const pending = (courseId: string, key: string, over: Partial<NewPayment> = {}) =>
      t.repos.payments
        .createPending({
          userId: "u1",
          courseId,
          amountPiastres: 25_000,
          method: "manual_transfer",
          idempotencyKey: key,
          ...over,
        })
        .then((r) => r.payment);
    const event = (eventId: string) => ({ provider: "paymob", eventId, summary: { success: false } });

    it("keeps piastres, receipt and empty details on creation", async () => {
      const { courseId } = await setup();
      const p = await pending(courseId, "key-dec-0001", { receiptKey: "abc.png", providerReference: "TRX" });
      expect(p).toMatchObject({
        amountPiastres: 25_000,
        receiptKey: "abc.png",
        providerReference: "TRX",
        note: null,
        flag: null,
        transactionId: null,
      });
      await expect(pending(courseId, "key-dec-0002", { amountPiastres: 10.5 })).rejects.toThrow();
    });

    it("a rejection keeps its reason and who decided; the same decision again changes nothing", async () => {
      const { courseId } = await setup();
      const p = await pending(courseId, "key-dec-0003");
      const at = t.clock.advance();
      const rejected = await t.repos.payments.decide(p.id, "rejected", "admin-1", { note: "Blurry receipt" });
      expect(rejected).toMatchObject({
        status: "rejected",
        note: "Blurry receipt",
        decidedBy: "admin-1",
        decidedAt: at,
      });
      t.clock.advance();
      expect(await t.repos.payments.decide(p.id, "rejected", "admin-2", { note: "other" })).toEqual(rejected);
      expect(await t.repos.enrollments.get("u1", courseId)).toBeNull();
    });

    it("a decision `unlessEnrolled` refuses a student who has the course, writing nothing", async () => {
      const { courseId } = await setup();
      const card = await pending(courseId, "key-dec-0101", { method: "paymob" });
      const transfer = await pending(courseId, "key-dec-0102");
      await t.repos.payments.decideWithEvent(card.id, "paid", "paymob", event("txn-paid-0101"));
      await expect(
        t.repos.payments.decideWithEvent(
          transfer.id,
          "paid",
          "admin-1",
          event("adm-0102"),
          {},
          { unlessEnrolled: true },
        ),
      ).rejects.toBeInstanceOf(AlreadyEnrolledError);
      expect(await t.repos.payments.get(transfer.id)).toMatchObject({ status: "pending", decidedBy: null });
      expect(await t.repos.paymentEvents.get("paymob", "adm-0102")).toBeNull();
      // Without an enrolment it decides as usual; after a refund ended the access it may be approved again.
      await t.repos.payments.decide(card.id, "refunded", "admin-1");
      const again = await t.repos.payments.decideWithEvent(
        transfer.id,
        "paid",
        "admin-1",
        event("adm-0103"),
        {},
        {
          unlessEnrolled: true,
        },
      );
      expect(again).toMatchObject({ recorded: true, payment: expect.objectContaining({ status: "paid" }) });
      expect(await t.repos.enrollments.get("u1", courseId)).not.toBeNull();
    });

    it("a cancelled transfer is recorded once, enrols nobody, leaves the queue and can no longer be approved", async () => {
      const { courseId } = await setup();
      const p = await pending(courseId, "key-dec-0201", { providerReference: "TRX-C" });
      const cancel = { provider: "student", eventId: `${p.id}:cancelled`, summary: { by: "u1" } };
      t.clock.advance();
      const first = await t.repos.payments.decideWithEvent(p.id, "cancelled", "u1", cancel);
      expect(first).toEqual({
        payment: expect.objectContaining({ status: "cancelled", decidedBy: "u1", providerReference: "TRX-C" }),
        recorded: true,
      });
      // Again (a double click, a retry): nothing more is written.
      const again = await t.repos.payments.decideWithEvent(p.id, "cancelled", "u1", cancel);
      expect(again).toEqual({ payment: first.payment, recorded: false });
      expect(await t.repos.payments.listByStatus("pending")).toEqual([]);
      expect((await t.repos.payments.search({ status: "cancelled" })).map((x) => x.id)).toEqual([p.id]);
      await expect(
        t.repos.payments.decideWithEvent(p.id, "paid", "admin-1", event("adm-0201"), {}, { unlessEnrolled: true }),
      ).rejects.toBeInstanceOf(PaymentTransitionError);
      expect(await t.repos.paymentEvents.get("paymob", "adm-0201")).toBeNull();
      expect(await t.repos.enrollments.get("u1", courseId)).toBeNull();
      // A decided payment cannot be cancelled.
      const paid = await pending(courseId, "key-dec-0202");
      await t.repos.payments.decide(paid.id, "paid", "admin-1");
      await expect(t.repos.payments.decide(paid.id, "cancelled", "u1")).rejects.toBeInstanceOf(PaymentTransitionError);
    });

    it("two admins approving at once enrol once", async (ctx) => {
      const reason = t.unsupported("concurrent-transactions");
      if (reason) ctx.skip(reason);
      const { courseId } = await setup();
      const p = await pending(courseId, "key-dec-0004");
      const results = await Promise.allSettled([
        t.repos.payments.decide(p.id, "paid", "admin-1"),
        t.repos.payments.decide(p.id, "paid", "admin-2"),
      ]);
      expect(results.every((r) => r.status === "fulfilled")).toBe(true);
      expect((await t.repos.payments.get(p.id))!.status).toBe("paid");
      expect(await t.repos.enrollments.countByCourse(courseId)).toBe(1);
    });

    it("a refund ends access but keeps progress; a new purchase brings both back", async () => {
      const { courseId, lessons } = await setup();
      const first = await pending(courseId, "key-dec-0005", { method: "paymob" });
      await t.repos.payments.decide(first.id, "paid", "paymob", { transactionId: "txn-9" });
      expect((await t.repos.payments.get(first.id))!.transactionId).toBe("txn-9");
      await t.repos.enrollments.completeLesson("u1", courseId, lessons[0]!.id);
      t.clock.advance();
      const refunded = await t.repos.payments.decide(first.id, "refunded", "admin-1");
      expect(refunded).toMatchObject({ status: "refunded", transactionId: "txn-9" });
      expect(await t.repos.enrollments.get("u1", courseId)).toBeNull();
      expect(await t.repos.enrollments.listByUser("u1")).toEqual([]);
      expect(await t.repos.enrollments.countByCourse(courseId)).toBe(0);
      expect(await t.repos.enrollments.progress("u1", courseId)).toBeNull();
      expect((await t.repos.users.get("u1"))!.subscribedCourses).toEqual([]);
      expect(await t.repos.enrollments.completeLesson("u1", courseId, lessons[1]!.id)).toBeNull();
      await expect(t.repos.payments.decide(first.id, "paid", "admin-1")).rejects.toBeInstanceOf(PaymentTransitionError);

      const again = await pending(courseId, "key-dec-0006");
      t.clock.advance();
      await t.repos.payments.decide(again.id, "paid", "admin-1");
      const back = await t.repos.enrollments.get("u1", courseId);
      expect(back!.completedLessonIds).toEqual([lessons[0]!.id]);
      expect((await t.repos.users.get("u1"))!.subscribedCourses).toEqual([courseId]);
    });

    it("a gateway annotation is recorded once and writes only on a pending payment, but for a flag", async () => {
      const { courseId } = await setup();
      const p = await pending(courseId, "key-dec-0007", { method: "paymob" });
      t.clock.advance();
      const first = await t.repos.payments.annotateWithEvent(p.id, event("txn-a"), { note: "Declined" });
      expect(first).toEqual({
        payment: expect.objectContaining({ status: "pending", note: "Declined" }),
        recorded: true,
      });
      const repeat = await t.repos.payments.annotateWithEvent(p.id, event("txn-a"), { note: "changed" });
      expect(repeat.recorded).toBe(false);
      expect((await t.repos.payments.get(p.id))!.note).toBe("Declined");
      const flagged = await t.repos.payments.annotateWithEvent(p.id, event("txn-b"), { flag: "amount_mismatch" });
      expect(flagged.payment).toMatchObject({ flag: "amount_mismatch", note: "Declined", status: "pending" });
      expect(await t.repos.paymentEvents.get("paymob", "txn-b")).toMatchObject({ paymentId: p.id });
      await t.repos.payments.decide(p.id, "rejected", "admin-1");
      const late = await t.repos.payments.annotateWithEvent(p.id, event("txn-c"), { note: "late" });
      expect(late).toEqual({
        payment: expect.objectContaining({ status: "rejected", note: "Declined" }),
        recorded: true,
      });
      // A flag asks an admin to look whatever the status; the note stays the decided payment's.
      const review = await t.repos.payments.annotateWithEvent(p.id, event("txn-e"), {
        flag: "refund_review",
        note: "x",
      });
      expect(review.payment).toMatchObject({ status: "rejected", note: "Declined", flag: "refund_review" });
      expect(await t.repos.payments.get(p.id)).toMatchObject({ note: "Declined", flag: "refund_review" });
      expect(await t.repos.payments.annotateWithEvent("missing", event("txn-d"), {})).toEqual({
        payment: null,
        recorded: false,
      });
      expect(await t.repos.enrollments.get("u1", courseId)).toBeNull();
    });

    it("stores the gateway's order id on a pending payment only", async () => {
      const { courseId } = await setup();
      const p = await pending(courseId, "key-dec-0008", { method: "paymob" });
      expect(await t.repos.payments.setProviderReference(p.id, "order-1")).toMatchObject({
        providerReference: "order-1",
      });
      expect((await t.repos.payments.findByProviderReference("paymob", "order-1"))!.id).toBe(p.id);
      await t.repos.payments.decide(p.id, "rejected", "admin-1");
      expect(await t.repos.payments.setProviderReference(p.id, "order-2")).toBeNull();
      expect(await t.repos.payments.setProviderReference("missing", "order-3")).toBeNull();
    });

    it("searches by status, method, course, user and creation time, newest first", async () => {
      const { courseId } = await setup();
      await t.repos.users.ensureProfile(identity("u2"));
      const { course: other } = await courseWithLessons(t.repos, 0, { price: 100 });
      const a = await pending(courseId, "key-dec-000a");
      const bAt = t.clock.advance();
      const b = await pending(courseId, "key-dec-000b", { method: "paymob" });
      const cAt = t.clock.advance();
      const c = await t.repos.payments
        .createPending({
          userId: "u2",
          courseId: other.id,
          amountPiastres: 10_000,
          method: "paymob",
          idempotencyKey: "key-dec-000c",
        })
        .then((r) => r.payment);
      await t.repos.payments.decide(b.id, "paid", "admin-1");
      const ids = async (filter: Parameters<typeof t.repos.payments.search>[0]) =>
        (await t.repos.payments.search(filter)).map((p) => p.id);
      expect(await ids({})).toEqual([c.id, b.id, a.id]);
      expect(await ids({ limit: 2 })).toEqual([c.id, b.id]);
      expect(await ids({ status: "pending" })).toEqual([c.id, a.id]);
      expect(await ids({ method: "paymob" })).toEqual([c.id, b.id]);
      expect(await ids({ courseId })).toEqual([b.id, a.id]);
      expect(await ids({ userId: "u2" })).toEqual([c.id]);
      expect(await ids({ from: bAt })).toEqual([c.id, b.id]);
      expect(await ids({ to: bAt })).toEqual([a.id]);
      expect(await ids({ from: bAt, to: cAt, method: "paymob" })).toEqual([b.id]);
      expect(await ids({ status: "refunded" })).toEqual([]);
      // Pages: an offset skips the newest, the count ignores limit and offset.
      expect(await ids({ offset: 1, limit: 1 })).toEqual([b.id]);
      expect(await ids({ offset: 2 })).toEqual([a.id]);
      expect(await ids({ offset: 3 })).toEqual([]);
      expect(await ids({ method: "paymob", offset: 1 })).toEqual([b.id]);
      expect(await t.repos.payments.count({})).toBe(3);
      expect(await t.repos.payments.count({ method: "paymob", limit: 1, offset: 1 })).toBe(2);
      expect(await t.repos.payments.count({ from: bAt, to: cAt, method: "paymob" })).toBe(1);
      expect(await t.repos.payments.count({ status: "refunded" })).toBe(0);
    });

    it("pages through payments made at the same instant without repeating or skipping one", async () => {
      const { courseId } = await setup();
      t.clock.advance();
      const made = [];
      for (let i = 0; i < 5; i++) made.push(await pending(courseId, `key-tie-000${i}`));
      // The whole list in one page is the order; paging must walk it exactly (ties broken the same way).
      const expected = (await t.repos.payments.search({ courseId, limit: 50 })).map((p) => p.id);
      expect([...expected].sort()).toEqual(made.map((p) => p.id).sort());
      const pages = [];
      for (let offset = 0; offset < 5; offset++) {
        pages.push(...(await t.repos.payments.search({ courseId, offset, limit: 1 })).map((p) => p.id));
      }
      expect(pages).toEqual(expected);
      const twos = [0, 2, 4].map((offset) => t.repos.payments.search({ courseId, offset, limit: 2 }));
      expect((await Promise.all(twos)).flat().map((p) => p.id)).toEqual(expected);
    });
  });
}
