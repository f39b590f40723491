/**
 * Refunds and voids reported by Paymob's transaction processed callback (the original transaction sent
 * again with `is_refunded` or `is_voided`), over HTTP against the local sandbox: signed, acted on once,
 * and ending the access as an admin's refund does.
 */
import { describe, expect, it } from "vitest";
import { paymobSuite } from "#app/testing/paymob-env.server";

const { h, signTransaction, refundPayment } = await paymobSuite();
const { getRepositories } = await import("#app/repositories.server");

type Callback = { body: { type: string; obj: Record<string, unknown> }; hmac: string };
const signed = (payload: { obj: Record<string, unknown> }) => signTransaction(payload.obj);

/** A student who paid by card (the paid callback delivered), with the callback the sandbox sent. */
async function paidStudent() {
  const { learner, courseId } = await h.studentAndCourse();
  const [paid] = (await h.capturing(() => h.pay(learner, courseId))) as [Callback];
  expect(await (await h.post(JSON.stringify(paid.body), paid.hmac)).json()).toMatchObject({ outcome: "paid" });
  return { learner, courseId, paid };
}

describe("refunds and voids reported by Paymob", () => {
  it("an admin's refund: Paymob's callback arrives first, ends the access once, and the admin is told it is refunded", async () => {
    const { learner, courseId } = await paidStudent();
    const { payment } = await h.stateOf(learner.uid, courseId);
    expect(
      await refundPayment({ uid: "admin-1", displayName: "Admin" }, payment.id, "Refund asked for", h.origin),
    ).toBe("refunded");
    const after = await h.stateOf(learner.uid, courseId);
    // Paid, then refunded: two notifications, not three (the callback told the student, the admin's step did not).
    expect(after).toMatchObject({ statuses: ["refunded"], enrolled: false, enrolments: 0, paymentNotices: 2 });
    expect(after.payment.decidedBy).toBe("paymob");
    // The admin's reason is kept with the payment all the same, and the refund is in the audit list.
    expect(after.payment.note).toBe("Refund asked for");
    const audit = await (await getRepositories()).audit.list({ targetId: learner.uid, limit: 5, offset: 0 });
    expect(audit.items).toEqual([
      expect.objectContaining({
        action: "payment.refunded",
        actorId: "admin-1",
        detail: expect.stringContaining("Refund asked for"),
      }),
    ]);
  });

  it("a refund made in Paymob's dashboard, delivered 5 times at once, refunds once; forged or replayed ones change nothing", async () => {
    const { learner, courseId, paid } = await paidStudent();
    const { payment } = await h.stateOf(learner.uid, courseId);
    const [refund] = (await h.capturing(() =>
      h.reverse("refund", String(paid.body.obj.id), payment.amountPiastres),
    )) as [Callback];
    expect(refund.body.obj).toMatchObject({ id: paid.body.obj.id, is_refunded: true, success: true });

    // Forged: the paid callback's signature on the refund, the refund's signature with the flag turned off.
    expect((await h.post(JSON.stringify(refund.body), paid.hmac)).status).toBe(401);
    const unflagged = { ...refund.body, obj: { ...refund.body.obj, is_refunded: false } };
    expect((await h.post(JSON.stringify(unflagged), refund.hmac)).status).toBe(401);
    expect(await h.stateOf(learner.uid, courseId)).toMatchObject({ statuses: ["paid"], enrolled: true });

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => h.post(JSON.stringify(refund.body), refund.hmac).then((r) => r.json())),
    );
    expect(answers.map((a: { outcome: string }) => a.outcome).sort()).toEqual([
      "refunded",
      "repeat",
      "repeat",
      "repeat",
      "repeat",
    ]);
    expect(await h.stateOf(learner.uid, courseId)).toMatchObject({
      statuses: ["refunded"],
      enrolled: false,
      paymentNotices: 2,
    });
    // The old paid callback replayed after the refund: already recorded, enrols nobody.
    expect(await (await h.post(JSON.stringify(paid.body), paid.hmac)).json()).toMatchObject({ outcome: "repeat" });
    expect(await h.stateOf(learner.uid, courseId)).toMatchObject({ statuses: ["refunded"], enrolled: false });
    // The admin's refund of a payment Paymob already refunded is a no-op, and the gateway is not asked twice.
    expect(
      await refundPayment({ uid: "admin-1", displayName: "Admin" }, payment.id, "Refund asked for", h.origin),
    ).toBe("alreadyDecided");
  });

  it("a partial refund keeps the access and flags the payment for an admin; the rest refunded later ends it", async () => {
    const { learner, courseId, paid } = await paidStudent();
    const { payment } = await h.stateOf(learner.uid, courseId);
    const [partial] = (await h.capturing(() => h.reverse("refund", String(paid.body.obj.id), 5_000))) as [Callback];
    expect(partial.body.obj).toMatchObject({ is_refunded: true, refunded_amount_cents: 5_000 });
    expect(await (await h.post(JSON.stringify(partial.body), partial.hmac)).json()).toMatchObject({
      outcome: "flagged",
    });
    const kept = await h.stateOf(learner.uid, courseId);
    expect(kept).toMatchObject({ statuses: ["paid"], enrolled: true, paymentNotices: 1 });
    expect(kept.payment.flag).toBe("refund_review");

    const [rest] = (await h.capturing(() =>
      h.reverse("refund", String(paid.body.obj.id), payment.amountPiastres - 5_000),
    )) as [Callback];
    expect(rest.body.obj).toMatchObject({ refunded_amount_cents: payment.amountPiastres });
    expect(await (await h.post(JSON.stringify(rest.body), rest.hmac)).json()).toMatchObject({ outcome: "refunded" });
    expect(await h.stateOf(learner.uid, courseId)).toMatchObject({ statuses: ["refunded"], enrolled: false });
    // The partial one replayed after the whole refund changes nothing.
    expect(await (await h.post(JSON.stringify(partial.body), partial.hmac)).json()).toMatchObject({
      outcome: "repeat",
    });
  });

  it("a refund of a transaction that did not pay the order (a second charge) keeps the access and is flagged", async () => {
    const { learner, courseId, paid } = await paidStudent();
    const amount = paid.body.obj.amount_cents;
    const second = {
      ...paid.body,
      obj: { ...paid.body.obj, id: 987_654_321, is_refunded: true, refunded_amount_cents: amount },
    };
    expect(await (await h.post(JSON.stringify(second), signed(second))).json()).toMatchObject({ outcome: "flagged" });
    const after = await h.stateOf(learner.uid, courseId);
    expect(after).toMatchObject({ statuses: ["paid"], enrolled: true, paymentNotices: 1 });
    expect(after.payment.flag).toBe("refund_review");
  });

  it("a void ends the access too; a void of a declined transaction is refused and changes nothing", async () => {
    const { learner, courseId, paid } = await paidStudent();
    expect((await h.reverse("void", String(paid.body.obj.id), 0)).status).toBe(200);
    expect(await h.stateOf(learner.uid, courseId)).toMatchObject({
      statuses: ["refunded"],
      enrolled: false,
      paymentNotices: 2,
    });

    const other = await h.studentAndCourse();
    const [declined] = (await h.capturing(() => h.pay(other.learner, other.courseId, "declined"))) as [Callback];
    const voided = { ...declined.body, obj: { ...declined.body.obj, is_voided: true } };
    // Paymob voids only what it captured: a signed void of a declined transaction is no void it made.
    expect((await h.post(JSON.stringify(voided), signed(voided))).status).toBe(400);
    expect(await h.stateOf(other.learner.uid, other.courseId)).toMatchObject({
      statuses: ["pending"],
      enrolled: false,
      paymentNotices: 0,
    });
  });

  it("payloads that only spell the paid callback's signed string, and refunds no gateway could make, are refused with 400 and change nothing", async () => {
    const { learner, courseId, paid } = await paidStudent();
    const obj = paid.body.obj as Record<string, unknown> & { id: number; amount_cents: number; created_at: string };
    const integration = String(obj.integration_id);
    // Each joins to the same string as the paid transaction, so the paid callback's HMAC matches it.
    const forged: Record<string, unknown>[] = [
      // A forged payload (decision 036): three booleans in one string, an empty one, and is_refunded true.
      {
        ...obj,
        is_auth: "falsefalsefalse",
        is_capture: "",
        is_refunded: true,
        is_standalone_payment: "",
        is_voided: "false",
      },
      // Well-typed: the transaction id takes the integration's first digit (another event id, so no "repeat").
      { ...obj, id: obj.id * 10 + Number(integration[0]), integration_id: Number(integration.slice(1)) },
      // The amount takes the year's first digit.
      { ...obj, amount_cents: obj.amount_cents * 10 + Number(obj.created_at[0]), created_at: obj.created_at.slice(1) },
      // The currency swallows error_occured.
      { ...obj, currency: `${String(obj.currency)}false`, error_occured: "" },
    ];
    for (const f of forged) {
      const answer = await h.post(JSON.stringify({ type: "TRANSACTION", obj: f }), paid.hmac);
      expect(answer.status, JSON.stringify(f)).toBe(400);
    }
    // Signed with the real secret, but no refund Paymob makes: no amount, nothing refunded, more than was paid.
    for (const refunded of [undefined, 0, obj.amount_cents + 1]) {
      const refund = { ...paid.body, obj: { ...obj, is_refunded: true, refunded_amount_cents: refunded } };
      expect((await h.post(JSON.stringify(refund), signed(refund))).status, String(refunded)).toBe(400);
    }
    expect(await h.stateOf(learner.uid, courseId)).toMatchObject({
      statuses: ["paid"],
      enrolled: true,
      paymentNotices: 1,
    });
    expect((await h.stateOf(learner.uid, courseId)).payment.flag).toBeNull();
  });
});
