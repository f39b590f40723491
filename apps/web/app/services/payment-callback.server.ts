/**
 * Paymob's transaction processed callback (POST `{ type: "TRANSACTION", obj }` with `?hmac=`). Checked
 * before anything is read: the HMAC over the documented fields (constant time). The payment is found by
 * the signed `order.id` (never by the unsigned merchant_order_id); each transaction id is recorded once
 * in the same transaction as its effect, so any number of deliveries, concurrent or late, act once.
 */
import type { NewPaymentEvent } from "@masar/domain/payment-event";
import { PaymentTransitionError } from "#app/data/ports";
import { getRepositories } from "#app/data/index.server";
import { paymobHmacSecret } from "#app/payments/gateway.server";
import { processedHmacString, verifyHmac } from "#app/payments/paymob-hmac.server";
import { tellPayment } from "./payment-notify.server";

export interface CallbackAnswer {
  status: 200 | 400 | 401 | 404 | 503;
  outcome: "paid" | "failed" | "flagged" | "refunded" | "repeat" | "ignored" | "rejected";
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** What is kept of a callback: plain values only, never card data beyond Paymob's masked last digits. */
function summary(obj: Obj): NewPaymentEvent["summary"] {
  const data = isObj(obj.data) ? obj.data : {};
  const source = isObj(obj.source_data) ? obj.source_data : {};
  const plain = (v: unknown) =>
    typeof v === "string" ? v.slice(0, 200) : typeof v === "number" || typeof v === "boolean" ? v : null;
  return {
    success: plain(obj.success),
    pending: plain(obj.pending),
    amount_cents: plain(obj.amount_cents),
    currency: plain(obj.currency),
    is_refunded: plain(obj.is_refunded),
    is_voided: plain(obj.is_voided),
    refunded_amount_cents: plain(obj.refunded_amount_cents),
    source_type: plain(source.type),
    message: plain(data.message),
  };
}

export async function handleProcessedCallback(body: unknown, hmac: string | null): Promise<CallbackAnswer> {
  const secret = paymobHmacSecret();
  if (!secret) return { status: 503, outcome: "ignored" };
  if (!isObj(body) || !isObj(body.obj)) return { status: 400, outcome: "ignored" };
  const obj = body.obj;
  if (!verifyHmac(processedHmacString(obj), secret, hmac)) return { status: 401, outcome: "rejected" };
  if (body.type !== "TRANSACTION") return { status: 200, outcome: "ignored" };
  const orderId = isObj(obj.order) ? obj.order.id : undefined;
  const transactionId = obj.id;
  if (
    (typeof orderId !== "number" && typeof orderId !== "string") ||
    (typeof transactionId !== "number" && typeof transactionId !== "string")
  ) {
    return { status: 400, outcome: "ignored" };
  }
  const repos = await getRepositories();
  const payment = await repos.payments.findByProviderReference("paymob", String(orderId));
  if (!payment) return { status: 404, outcome: "ignored" };
  const event: NewPaymentEvent = { provider: "paymob", eventId: String(transactionId), summary: summary(obj) };
  const message = isObj(obj.data) && typeof obj.data.message === "string" ? obj.data.message.slice(0, 300) : null;

  // A refund or void reported by Paymob: the payment's access ends as with an admin's refund. Paymob
  // reports it on the original transaction (same id, `is_refunded`/`is_voided` now true), so the event
  // is keyed by the action too: the earlier "paid" event of that id must not make it look like a repeat.
  // Only a whole refund or void of the transaction that paid ends the access: a partial refund, or one of
  // another transaction on the same order (a second charge support gave back), keeps it and is flagged
  // for an admin to look at.
  if (obj.is_refunded === true || obj.is_voided === true) {
    // Each partial refund is an event of its own (keyed by the total refunded so far); the one that brings
    // the total to the amount paid is the whole refund.
    const refunded = obj.refunded_amount_cents;
    const partial = obj.is_voided !== true && typeof refunded === "number" && refunded < payment.amountPiastres;
    const action: NewPaymentEvent = {
      ...event,
      eventId: `${event.eventId}:${obj.is_voided === true ? "voided" : partial ? `refunded:${refunded}` : "refunded"}`,
    };
    if (payment.status !== "paid") {
      const { recorded } = await repos.payments.annotateWithEvent(payment.id, action, {});
      return { status: 200, outcome: recorded ? "ignored" : "repeat" };
    }
    if (payment.transactionId !== String(transactionId) || partial) {
      const { recorded } = await repos.payments.annotateWithEvent(payment.id, action, { flag: "refund_review" });
      return { status: 200, outcome: recorded ? "flagged" : "repeat" };
    }
    const { recorded, payment: decided } = await repos.payments.decideWithEvent(
      payment.id,
      "refunded",
      "paymob",
      action,
    );
    if (recorded && decided) await tellPayment("refunded", decided, await repos.courses.getById(payment.courseId));
    return { status: 200, outcome: recorded ? "refunded" : "repeat" };
  }

  if (obj.success !== true || obj.pending === true) {
    const { recorded } = await repos.payments.annotateWithEvent(payment.id, event, {
      note: message ?? String(obj.txn_response_code ?? "declined"),
    });
    return { status: 200, outcome: recorded ? "failed" : "repeat" };
  }

  // Paid, but not what we asked: nobody is enrolled; an admin looks at it.
  if (obj.amount_cents !== payment.amountPiastres || obj.currency !== payment.currency) {
    const { recorded } = await repos.payments.annotateWithEvent(payment.id, event, { flag: "amount_mismatch" });
    return { status: 200, outcome: recorded ? "flagged" : "repeat" };
  }

  try {
    const { recorded, payment: decided } = await repos.payments.decideWithEvent(payment.id, "paid", "paymob", event, {
      transactionId: String(transactionId),
      note: null,
    });
    // Only the transaction that made it paid tells the student; a second charge for a paid order does not.
    const payer = recorded && decided?.transactionId === String(transactionId);
    if (payer) await tellPayment("paid", decided, await repos.courses.getById(payment.courseId));
    return { status: 200, outcome: payer ? "paid" : recorded ? "ignored" : "repeat" };
  } catch (error) {
    // A success for a payment already decided otherwise (refunded, rejected): kept on record, acts on nothing.
    if (!(error instanceof PaymentTransitionError)) throw error;
    const { recorded } = await repos.payments.annotateWithEvent(payment.id, event, {});
    return { status: 200, outcome: recorded ? "ignored" : "repeat" };
  }
}
