/**
 * Paymob's transaction processed callback (POST `{ type: "TRANSACTION", obj }` with `?hmac=`). Checked
 * before anything is read: the body's shape in the documented types (anything else is refused with 400
 * before an HMAC is computed), then the HMAC over the parsed values (constant time; decision 036). The
 * payment is found by the signed `order.id` (never by the unsigned merchant_order_id); each transaction
 * id is recorded once in the same transaction as its effect, so any number of deliveries, concurrent or
 * late, act once.
 */
import { issueIfEarned } from "#app/services/certificates/issue.server";
import { revokeForRefund } from "#app/services/certificates/revoke.server";
import type { NewPaymentEvent } from "@masar/domain/payment-event";
import { PaymentTransitionError } from "#app/data/ports";
import { getRepositories } from "#app/repositories.server";
import { paymobCallbackKeys } from "#app/payments/gateway.server";
import {
  processedCallbackSchema,
  signedString,
  verifyHmac,
  type PaymobTransaction,
} from "#app/payments/paymob-hmac.server";
import { tellPayment } from "./payment-notify.server";

export interface CallbackAnswer {
  status: 200 | 400 | 401 | 404 | 503;
  outcome: "paid" | "failed" | "flagged" | "refunded" | "repeat" | "ignored" | "rejected";
}

/** What is kept of a callback: plain values only, never card data beyond Paymob's masked last digits. */
function summary(obj: PaymobTransaction): NewPaymentEvent["summary"] {
  return {
    success: obj.success,
    pending: obj.pending,
    amount_cents: obj.amount_cents,
    currency: obj.currency,
    is_refunded: obj.is_refunded,
    is_voided: obj.is_voided,
    refunded_amount_cents: obj.refunded_amount_cents ?? null,
    source_type: obj.source_data.type,
    message: obj.data?.message?.slice(0, 200) ?? null,
    txn_response_code: String(obj.data?.txn_response_code ?? obj.txn_response_code ?? "").slice(0, 100) || null,
  };
}

/**
 * A refund or void Paymob can have made: of a transaction that was captured (succeeded, not pending),
 * and for a refund an amount refunded so far that is present, positive, and not above what was paid.
 */
function plausibleReversal(obj: PaymobTransaction, paidPiastres: number): boolean {
  if (!obj.success || obj.pending) return false;
  if (obj.is_voided) return true;
  const refunded = obj.refunded_amount_cents;
  return refunded !== undefined && refunded > 0 && refunded <= obj.amount_cents && refunded <= paidPiastres;
}

export async function handleProcessedCallback(body: unknown, hmac: string | null): Promise<CallbackAnswer> {
  const keys = paymobCallbackKeys();
  if (!keys) return { status: 503, outcome: "ignored" };
  const parsed = processedCallbackSchema.safeParse(body);
  // A transaction of another integration is not ours; the check also pins the digits `id` and
  // `integration_id` share in the signed string (an id one digit longer, an integration one shorter).
  if (!parsed.success || !keys.integrationIds.includes(parsed.data.obj.integration_id)) {
    return { status: 400, outcome: "ignored" };
  }
  const obj = parsed.data.obj;
  if (!verifyHmac(signedString(obj), keys.hmacSecret, hmac)) return { status: 401, outcome: "rejected" };
  const orderId = obj.order.id;
  const transactionId = obj.id;
  const repos = await getRepositories();
  const payment = await repos.payments.findByProviderReference("paymob", String(orderId));
  if (!payment) return { status: 404, outcome: "ignored" };
  const event: NewPaymentEvent = { provider: "paymob", eventId: String(transactionId), summary: summary(obj) };
  const message = obj.data?.message?.slice(0, 300) ?? null;

  // A refund or void reported by Paymob: the payment's access ends as with an admin's refund. Paymob
  // reports it on the original transaction (same id, `is_refunded`/`is_voided` now true), so the event
  // is keyed by the action too: the earlier "paid" event of that id must not make it look like a repeat.
  // Only a whole refund or void of the transaction that paid ends the access: a partial refund, or one of
  // another transaction on the same order (a second charge support gave back), keeps it and is flagged
  // for an admin to look at.
  if (obj.is_refunded || obj.is_voided) {
    if (!plausibleReversal(obj, payment.amountPiastres)) {
      console.warn(
        `[masar] Paymob callback refused: a ${obj.is_voided ? "void" : "refund"} no gateway could have made (order ${orderId}, transaction ${transactionId}, refunded ${obj.refunded_amount_cents ?? "none"} of ${obj.amount_cents})`,
      );
      return { status: 400, outcome: "rejected" };
    }
    // Each partial refund is an event of its own (keyed by the total refunded so far); the one that brings
    // the total to the amount paid is the whole refund.
    const refunded = obj.refunded_amount_cents;
    const partial = !obj.is_voided && refunded !== undefined && refunded < payment.amountPiastres;
    const action: NewPaymentEvent = {
      ...event,
      eventId: `${event.eventId}:${obj.is_voided ? "voided" : partial ? `refunded:${refunded}` : "refunded"}`,
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
    if (recorded && decided) {
      await revokeForRefund(decided);
      await tellPayment("refunded", decided, await repos.courses.getById(payment.courseId));
    }
    return { status: 200, outcome: recorded ? "refunded" : "repeat" };
  }

  // Not paid yet (a wallet waiting for its PIN, say): recorded, and the attempt stays as it is.
  if (obj.pending) {
    const { recorded } = await repos.payments.annotateWithEvent(payment.id, event, {});
    return { status: 200, outcome: recorded ? "ignored" : "repeat" };
  }

  // Declined: the attempt says so with the gateway's words and code (the pages give the reason in the
  // student's language). A later decline on the same checkout replaces the words; a decline that comes
  // after the payment was paid or expired changes nothing but the record.
  if (!obj.success) {
    const code = obj.data?.txn_response_code ?? obj.txn_response_code;
    const details = { note: message, gatewayCode: code === undefined ? null : String(code).slice(0, 100) };
    const { recorded } =
      payment.status === "pending"
        ? await repos.payments.decideWithEvent(payment.id, "declined", "paymob", event, details)
        : await repos.payments.annotateWithEvent(payment.id, event, details);
    return { status: 200, outcome: recorded ? "failed" : "repeat" };
  }

  // Paid, but not what we asked: nobody is enrolled; an admin looks at it.
  if (obj.amount_cents !== payment.amountPiastres || obj.currency !== payment.currency) {
    const { recorded } = await repos.payments.annotateWithEvent(payment.id, event, { flag: "amount_mismatch" });
    return { status: 200, outcome: recorded ? "flagged" : "repeat" };
  }

  try {
    // Paid, even after a decline on the same checkout or after the checkout's life ran out: the money
    // came in, so the student is enrolled (canTransition).
    const { recorded, payment: decided } = await repos.payments.decideWithEvent(payment.id, "paid", "paymob", event, {
      transactionId: String(transactionId),
      note: null,
      gatewayCode: null,
    });
    // Only the transaction that made it paid tells the student; a second charge for a paid order does not.
    const payer = recorded && decided?.transactionId === String(transactionId);
    if (payer) {
      await tellPayment("paid", decided, await repos.courses.getById(payment.courseId));
      // Bought again after a refund, with the progress kept: the refunded certificate is valid again.
      await issueIfEarned(decided.userId, decided.courseId);
    }
    return { status: 200, outcome: payer ? "paid" : recorded ? "ignored" : "repeat" };
  } catch (error) {
    // A success for a payment already decided otherwise (refunded, rejected): kept on record, acts on nothing.
    if (!(error instanceof PaymentTransitionError)) throw error;
    const { recorded } = await repos.payments.annotateWithEvent(payment.id, event, {});
    return { status: 200, outcome: recorded ? "ignored" : "repeat" };
  }
}
