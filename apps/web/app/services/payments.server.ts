/**
 * The student's side of payments (spec: /payment/{courseId}, EGP): what the payment page shows, starting
 * a Paymob checkout and the result after the gateway's redirect (receipts and the payment history:
 * ./payment-receipts.server.ts). Money is
 * whole piastres throughout; the gateway's processed callback (./payment-callback.server.ts) is what
 * marks a payment paid, never the redirect.
 */
import { createHash } from "node:crypto";
import { isFree, type Course } from "@masar/domain/course";
import { awaitsReview, CHECKOUT_LIFE_MS, type Payment } from "@masar/domain/payment";
import { declineReason, type DeclineReason } from "@masar/domain/payment-decline";
import { localize } from "@masar/domain/locale";
import { toPiastres } from "@masar/domain/money";
import { getRepositories } from "#app/repositories.server";
import { paymobCallbackKeys, paymobSettings } from "#app/payments/gateway.server";
import { responseFields, signedString, verifyHmac } from "#app/payments/paymob-hmac.server";
import { checkoutUrl, createIntention, type BillingData } from "#app/payments/paymob-client.server";
import { isStaff, type Learner } from "./enrollment.server";
import { expireAbandonedCheckouts } from "./payment-expiry.server";
import { transferDetails, type TransferDetails } from "./payment-transfer-settings.server";

/** The short code a student quotes with a transfer, derived from the attempt's idempotency key. */
export function quoteCode(idempotencyKey: string): string {
  return `MSR-${createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 8).toUpperCase()}`;
}

/**
 * The key of a student's manual transfer for a course: one open request, a new one after each that was
 * closed without paying (rejected by an admin or cancelled by the student).
 */
export function manualKey(learner: Learner, courseId: string, payments: readonly Payment[]): string {
  const closed = payments.filter(
    (p) =>
      p.courseId === courseId &&
      p.method === "manual_transfer" &&
      (p.status === "rejected" || p.status === "cancelled"),
  ).length;
  return `manual:${learner.uid}:${courseId}:${closed}`;
}

/** The student's transfer for this course that waits for an admin, if any (nothing else may be paid meanwhile). */
export function openTransferOf(payments: readonly Payment[], courseId: string): Payment | null {
  return payments.find((p) => p.courseId === courseId && awaitsReview(p)) ?? null;
}

/** A declined online attempt: the reason in the student's words, the gateway's raw text as a detail. */
export interface OnlineFailure {
  reason: DeclineReason;
  message: string | null;
}

/**
 * Why an attempt failed, when it did: declined by the gateway, or (stored before declines had a status
 * of their own) left pending with the gateway's message.
 */
function failureOf(payment: Payment | undefined): OnlineFailure | null {
  if (!payment) return null;
  const failed = payment.status === "declined" || (payment.status === "pending" && payment.note !== null);
  return failed ? { reason: declineReason(payment.gatewayCode, payment.note), message: payment.note } : null;
}

export type CheckoutView =
  /** Nothing to pay: a free course, one already owned, or the course's staff. */
  | { kind: "open"; courseId: string }
  | { kind: "unavailable" }
  | {
      kind: "checkout";
      course: Pick<Course, "id" | "title" | "image" | "instructor">;
      amountPiastres: number;
      online: boolean;
      /** Why the latest online attempt was declined (and the gateway's own words), if it was. */
      lastOnlineFailure: OnlineFailure | null;
      transfer: TransferDetails | null;
      quote: string;
      /**
       * An open (pending) transfer: the page shows it, with the way to cancel it, instead of the ways to
       * pay (the server refuses a second payment while it is open).
       */
      openTransfer: { id: string; reference: string | null; sentAt: Date } | null;
      /** The latest rejected transfer's reason, when the student may send again. */
      rejectedReason: string | null;
    };

/** A published, priced course the learner may buy, or why not. */
export async function purchasable(learner: Learner, courseId: string) {
  const repos = await getRepositories();
  const course = await repos.courses.getById(courseId);
  if (!course || course.status !== "published") return { kind: "unavailable" as const };
  if (isFree(course.price) || isStaff(learner, course) || (await repos.enrollments.get(learner.uid, course.id))) {
    return { kind: "open" as const, courseId: course.id };
  }
  return { kind: "buy" as const, course, amountPiastres: toPiastres(course.price) };
}

export async function checkoutView(learner: Learner, courseId: string, origin: string): Promise<CheckoutView> {
  const found = await purchasable(learner, courseId);
  if (found.kind !== "buy") return found;
  const { course, amountPiastres } = found;
  await expireAbandonedCheckouts(learner.uid);
  const mine = (await (await getRepositories()).payments.listByUser(learner.uid)).filter(
    (p) => p.courseId === course.id,
  );
  const transfers = mine.filter((p) => p.method === "manual_transfer");
  const open = openTransferOf(mine, course.id);
  // The reason is shown only when the latest closed transfer was rejected (not after the student cancelled one).
  const lastClosed = transfers.find((p) => p.status === "rejected" || p.status === "cancelled");
  const lastOnline = mine.find((p) => p.method === "paymob");
  return {
    kind: "checkout",
    course: { id: course.id, title: course.title, image: course.image, instructor: course.instructor },
    amountPiastres,
    online: paymobSettings(origin) !== null,
    lastOnlineFailure: failureOf(lastOnline),
    transfer: await transferDetails(),
    quote: quoteCode(manualKey(learner, course.id, mine)),
    openTransfer: open ? { id: open.id, reference: open.providerReference, sentAt: open.createdAt } : null,
    rejectedReason: !open && lastClosed?.status === "rejected" ? lastClosed.note : null,
  };
}

function billingData(profile: { displayName: string | null; email: string | null }): BillingData {
  const [first, ...rest] = (profile.displayName ?? "").trim().split(/\s+/).filter(Boolean);
  return {
    first_name: first ?? "NA",
    last_name: rest.join(" ") || "NA",
    email: profile.email ?? "NA",
    phone_number: "NA",
    apartment: "NA",
    floor: "NA",
    street: "NA",
    building: "NA",
    city: "NA",
    country: "EG",
    state: "NA",
  };
}

export type StartOutcome =
  | { kind: "redirect"; to: string }
  | { kind: "error"; key: "payments:errors.gateway" | "payments:online.unavailable" }
  /** A transfer for the course is under review: no second payment until it is decided or cancelled. */
  | { kind: "refused"; key: "payments:errors.transferUnderReview" };

/**
 * Starts a Paymob checkout: a pending payment for this attempt (the attempt key makes a double submit
 * one payment), an intention for exactly its amount, the order id stored as the provider reference,
 * then the unified checkout. A repeated attempt goes to its result page instead of a second intention.
 */
export async function startPaymob(
  learner: Learner,
  courseId: string,
  attempt: string,
  origin: string,
): Promise<StartOutcome> {
  const found = await purchasable(learner, courseId);
  if (found.kind === "open") return { kind: "redirect", to: `/course/${encodeURIComponent(found.courseId)}` };
  if (found.kind === "unavailable") return { kind: "redirect", to: "/courses" };
  const settings = paymobSettings(origin);
  if (!settings) return { kind: "error", key: "payments:online.unavailable" };
  const { course, amountPiastres } = found;
  const repos = await getRepositories();
  if (openTransferOf(await repos.payments.listByUser(learner.uid), course.id)) {
    return { kind: "refused", key: "payments:errors.transferUnderReview" };
  }
  const { payment, created } = await repos.payments.createPending({
    userId: learner.uid,
    courseId: course.id,
    amountPiastres,
    method: "paymob",
    idempotencyKey: `paymob:${learner.uid}:${course.id}:${attempt}`,
  });
  const result = `/payment/${encodeURIComponent(course.id)}/result?payment=${payment.id}`;
  if (!created) return { kind: "redirect", to: result };
  const profile = await repos.users.get(learner.uid);
  try {
    const intention = await createIntention(settings, {
      amount: amountPiastres,
      currency: "EGP",
      payment_methods: settings.integrationIds,
      items: [
        {
          name: localize(course.title, "en").slice(0, 50) || course.id,
          amount: amountPiastres,
          description: "Masar course",
          quantity: 1,
        },
      ],
      billing_data: billingData({ displayName: profile?.displayName ?? null, email: profile?.email ?? null }),
      special_reference: payment.id,
      // The checkout's life, in seconds: past it the payment expires here too (payment-expiry.server.ts).
      expiration: CHECKOUT_LIFE_MS / 1000,
      notification_url: `${origin}/resources/paymob-callback`,
      redirection_url: `${origin}${result}`,
    });
    await repos.payments.setProviderReference(payment.id, intention.orderId);
    return { kind: "redirect", to: checkoutUrl(settings, intention.clientSecret) };
  } catch (error) {
    console.error("[payments] intention failed", error);
    return { kind: "error", key: "payments:errors.gateway" };
  }
}

export type ResultState =
  | "paid"
  | "failed"
  | "confirming"
  | "review"
  | "refunded"
  | "rejected"
  | "expired"
  | "cancelled";

/** What the result page says, from the stored payment and the gateway's signed redirect (if any). */
function resultState(payment: Payment, redirect: "paid" | "failed" | null): ResultState {
  if (
    payment.status === "paid" ||
    payment.status === "refunded" ||
    payment.status === "rejected" ||
    payment.status === "cancelled"
  ) {
    return payment.status;
  }
  if (payment.flag) return "review";
  // The gateway says paid (a retry after a decline, or late): its callback is on its way.
  if (redirect === "paid") return "confirming";
  if (redirect === "failed" || failureOf(payment)) return "failed";
  return payment.status === "expired" ? "expired" : "confirming";
}

/**
 * What the result page shows for a payment of this learner and course. The gateway's redirect, when its
 * signature holds, only says whether the attempt failed; the stored payment says everything else.
 */
export async function paymentResult(learner: Learner, courseId: string, query: URLSearchParams) {
  const repos = await getRepositories();
  const keys = paymobCallbackKeys();
  // Read only when every signed value has its documented form and the signature holds; never acted on.
  const fields = responseFields(query);
  const signed =
    keys !== null &&
    fields !== null &&
    keys.integrationIds.includes(fields.integration_id) &&
    verifyHmac(signedString(fields), keys.hmacSecret, query.get("hmac"));
  const order = signed ? String(fields.order.id) : null;
  await expireAbandonedCheckouts(learner.uid);
  const payment = order
    ? await repos.payments.findByProviderReference("paymob", order)
    : await repos.payments.get(query.get("payment") ?? "");
  if (!payment || payment.userId !== learner.uid || payment.courseId !== courseId) return null;
  const redirect = signed ? (fields.success ? "paid" : "failed") : null;
  const state = resultState(payment, redirect);
  // The redirect's words when it brought the decline (its callback may not have arrived), else the stored ones.
  const failure: OnlineFailure | null =
    state !== "failed"
      ? null
      : redirect === "failed"
        ? {
            reason: declineReason(query.get("txn_response_code"), query.get("data.message")),
            message: query.get("data.message"),
          }
        : failureOf(payment);
  return { paymentId: payment.id, courseId, state, failure };
}
