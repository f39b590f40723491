/**
 * The Paymob flow over HTTP against the local sandbox: a real server hosts the sandbox and our processed
 * callback, the app is configured with Paymob keys (switching to real Paymob is configuration only).
 */
import { describe, expect, it } from "vitest";
import { paymobSuite } from "#app/testing/paymob-env.server";

const { h, signTransaction, refundPayment } = await paymobSuite();
const { getRepositories } = await import("#app/repositories.server");
const { paymentResult } = await import("#app/services/payments.server");

describe("Paymob over HTTP against the sandbox", () => {
  it("a card payment is marked paid by the processed callback and enrols; the redirect carries the signed result", async () => {
    const { learner, courseId } = await h.studentAndCourse();
    const back = await h.pay(learner, courseId);
    expect(back.pathname).toBe(`/payment/${courseId}/result`);
    expect(back.searchParams.get("success")).toBe("true");
    expect(back.searchParams.get("hmac")).toMatch(/^[0-9a-f]{128}$/);
    const s = await h.stateOf(learner.uid, courseId);
    expect(s).toMatchObject({ statuses: ["paid"], enrolled: true, paymentNotices: 1 });
    expect(s.payment.amountPiastres).toBe(35_000);
    expect(s.payment.transactionId).toBe(back.searchParams.get("id"));
  });

  it("a declined card is declined, with the gateway's words and code; a retry on the same checkout pays it", async () => {
    const { learner, courseId } = await h.studentAndCourse();
    const checkout = await h.checkout(learner, courseId);
    const back = await h.payAt(checkout, "declined");
    expect(back.searchParams.get("success")).toBe("false");
    const s = await h.stateOf(learner.uid, courseId);
    expect(s).toMatchObject({ statuses: ["declined"], enrolled: false, paymentNotices: 0 });
    expect(s.payment).toMatchObject({ note: "Do not honour", gatewayCode: "DECLINED", decidedBy: "paymob" });
    // What the student reads: the reason, not the bank's English.
    const result = await paymentResult(learner, courseId, back.searchParams);
    expect(result).toMatchObject({ state: "failed", failure: { reason: "bank_declined", message: "Do not honour" } });
    // Declined again on the same checkout: the latest words.
    await h.payAt(checkout, "insufficient");
    expect((await h.stateOf(learner.uid, courseId)).payment).toMatchObject({ status: "declined", gatewayCode: "5" });
    expect(await paymentResult(learner, courseId, new URLSearchParams({ payment: s.payment.id }))).toMatchObject({
      state: "failed",
      failure: { reason: "insufficient_funds", message: "Insufficient Funds" },
    });
    // Then paid on the same checkout: one payment, paid, enrolled, told once; no row left "declined".
    await h.payAt(checkout, "card");
    const paid = await h.stateOf(learner.uid, courseId);
    expect(paid).toMatchObject({ statuses: ["paid"], enrolled: true, paymentNotices: 1 });
    expect(paid.payment).toMatchObject({ note: null, gatewayCode: null });
  });

  it("a success that arrives after the checkout expired still enrols the student", async () => {
    const { learner, courseId } = await h.studentAndCourse();
    const [late] = (await h.capturing(() => h.pay(learner, courseId))) as [{ body: object; hmac: string }];
    const { payment } = await h.stateOf(learner.uid, courseId);
    // Expired by the sweep an hour later (nothing heard from the gateway meanwhile).
    const repos = await getRepositories();
    expect(await repos.payments.expireAbandoned(new Date(payment.createdAt.getTime() + 1), learner.uid)).toBe(1);
    expect((await h.stateOf(learner.uid, courseId)).statuses).toEqual(["expired"]);
    expect(await (await h.post(JSON.stringify(late.body), late.hmac)).json()).toEqual({ status: 200, outcome: "paid" });
    expect(await h.stateOf(learner.uid, courseId)).toMatchObject({
      statuses: ["paid"],
      enrolled: true,
      paymentNotices: 1,
    });
  });

  it("the same processed callback sent 10 times at once: one paid payment, one enrolment, one notification", async () => {
    const { learner, courseId } = await h.studentAndCourse();
    const captured = await h.capturing(() => h.pay(learner, courseId, "wallet"));
    expect(captured).toHaveLength(1);
    const [{ body, hmac }] = captured as [{ body: object; hmac: string }];
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => h.post(JSON.stringify(body), hmac).then((r) => r.json())),
    );
    expect(answers.filter((a: { outcome: string }) => a.outcome === "paid")).toHaveLength(1);
    expect(answers.filter((a: { outcome: string }) => a.outcome === "repeat")).toHaveLength(9);
    expect(await h.stateOf(learner.uid, courseId)).toMatchObject({
      statuses: ["paid"],
      enrolled: true,
      enrolments: 1,
      paymentNotices: 1,
    });
  });

  describe("callbacks that must change nothing", () => {
    async function capturedCallback(price = 350) {
      const { learner, courseId } = await h.studentAndCourse(price);
      const [{ body, hmac }] = (await h.capturing(() => h.pay(learner, courseId))) as [
        { body: { type: string; obj: Record<string, unknown> }; hmac: string },
      ];
      return { learner, courseId, body, hmac };
    }
    const signed = (payload: { obj: Record<string, unknown> }) => signTransaction(payload.obj);

    it("a bad signature is refused with 401", async () => {
      const { learner, courseId, body, hmac } = await capturedCallback();
      const flipped = hmac!.slice(0, -1) + (hmac!.endsWith("0") ? "1" : "0");
      expect((await h.post(JSON.stringify(body), flipped)).status).toBe(401);
      expect((await h.post(JSON.stringify(body), null)).status).toBe(401);
      // A valid signature over a tampered payload is no signature.
      const richer = { ...body, obj: { ...body.obj, amount_cents: 1 } };
      expect((await h.post(JSON.stringify(richer), hmac)).status).toBe(401);
      expect(await h.stateOf(learner.uid, courseId)).toMatchObject({ statuses: ["pending"], enrolled: false });
    });

    it("an unknown order is a 404", async () => {
      const { learner, courseId, body } = await capturedCallback();
      const other = { ...body, obj: { ...body.obj, order: { id: 1 } } };
      expect((await h.post(JSON.stringify(other), signed(other))).status).toBe(404);
      expect(await h.stateOf(learner.uid, courseId)).toMatchObject({ statuses: ["pending"], enrolled: false });
    });

    it("an amount or currency other than asked flags the payment for an admin and enrols nobody", async () => {
      const { learner, courseId, body } = await capturedCallback();
      const less = { ...body, obj: { ...body.obj, amount_cents: 100, id: 11 } };
      const answer = await h.post(JSON.stringify(less), signed(less));
      expect(await answer.json()).toEqual({ status: 200, outcome: "flagged" });
      const dollars = { ...body, obj: { ...body.obj, currency: "USD", id: 12 } };
      expect(await (await h.post(JSON.stringify(dollars), signed(dollars))).json()).toMatchObject({
        outcome: "flagged",
      });
      const s = await h.stateOf(learner.uid, courseId);
      expect(s).toMatchObject({ statuses: ["pending"], enrolled: false, paymentNotices: 0 });
      expect(s.payment.flag).toBe("amount_mismatch");
    });

    it("an old callback replayed after a refund changes nothing", async () => {
      const { learner, courseId, body, hmac } = await capturedCallback();
      expect((await h.post(JSON.stringify(body), hmac)).status).toBe(200);
      const { payment } = await h.stateOf(learner.uid, courseId);
      expect(
        await refundPayment({ uid: "admin-1", displayName: "Admin" }, payment.id, "Refund asked for", h.origin),
      ).toBe("refunded");
      expect(await h.stateOf(learner.uid, courseId)).toMatchObject({ statuses: ["refunded"], enrolled: false });
      expect(await (await h.post(JSON.stringify(body), hmac)).json()).toEqual({ status: 200, outcome: "repeat" });
      const again = { ...body, obj: { ...body.obj, id: 99 } };
      expect(await (await h.post(JSON.stringify(again), signed(again))).json()).toMatchObject({ outcome: "ignored" });
      expect(await h.stateOf(learner.uid, courseId)).toMatchObject({ statuses: ["refunded"], enrolled: false });
      // The sandbox refused a second refund of the same transaction; the payment is no longer paid anyway.
      expect(
        await refundPayment({ uid: "admin-1", displayName: "Admin" }, payment.id, "Refund asked for", h.origin),
      ).toBe("alreadyDecided");
    });
  });
});
