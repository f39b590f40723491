/**
 * The admin's side of payments (/admin-subscriptions): the transfer queue, decisions, refunds, search and
 * export. Every decision records who and when (the repository); deciding twice is a no-op, and two
 * admins approving at once enrol once (the decision and the enrolment share one transaction).
 */
import { issueIfEarned } from "#app/services/certificates/issue.server";
import { revokeForRefund } from "#app/services/certificates/revoke.server";
import { ADMIN_PAGE_SIZE, pageCount, type AdminPage } from "@masar/domain/admin";
import type { Course } from "@masar/domain/course";
import {
  LISTED_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type Payment,
  type PaymentFilter,
} from "@masar/domain/payment";
import { declineReason, type DeclineReason } from "@masar/domain/payment-decline";
import { z } from "zod";
import { getRepositories } from "#app/repositories.server";
import { AlreadyEnrolledError, PaymentTransitionError } from "#app/data/ports";
import { paymobSettings } from "#app/payments/gateway.server";
import { refundTransaction } from "#app/payments/paymob-client.server";
import { expireAbandonedCheckouts } from "./payment-expiry.server";
import { tellPayment } from "./payment-notify.server";
import { quoteCode } from "./payments.server";

export interface AdminRow {
  id: string;
  student: { uid: string; name: string; email: string };
  course: { id: string; title: Course["title"] };
  amountPiastres: number;
  method: Payment["method"];
  status: Payment["status"];
  /** The student's transfer reference, or the gateway's order id. */
  reference: string | null;
  /** The code the student was asked to quote (transfers). */
  quote: string | null;
  hasReceipt: boolean;
  flag: Payment["flag"];
  /** A rejection's or refund's reason, or a declined attempt's gateway words (beside `declineReason`). */
  note: string | null;
  /** Why a declined attempt was declined, in words the pages translate. */
  declineReason: DeclineReason | null;
  /** A refunded payment's reason, as the admin gave it. */
  refundReason: string | null;
  decidedBy: string | null;
  decidedAt: Date | null;
  createdAt: Date;
}

async function rows(payments: Payment[]): Promise<AdminRow[]> {
  const repos = await getRepositories();
  const users = new Map<string, { name: string; email: string }>();
  const courses = new Map<string, Course["title"]>();
  for (const p of payments) {
    if (!users.has(p.userId)) {
      const u = await repos.users.get(p.userId);
      users.set(p.userId, { name: u?.displayName ?? "", email: u?.email ?? "" });
    }
    if (!courses.has(p.courseId))
      courses.set(p.courseId, (await repos.courses.getById(p.courseId))?.title ?? { ar: "", en: "" });
  }
  return payments.map((p) => ({
    id: p.id,
    student: { uid: p.userId, ...users.get(p.userId)! },
    course: { id: p.courseId, title: courses.get(p.courseId)! },
    amountPiastres: p.amountPiastres,
    method: p.method,
    status: p.status,
    reference: p.providerReference,
    quote: p.method === "manual_transfer" ? quoteCode(p.idempotencyKey) : null,
    hasReceipt: p.receiptKey !== null,
    flag: p.flag,
    note: p.note,
    declineReason: p.status === "declined" ? declineReason(p.gatewayCode, p.note) : null,
    refundReason: p.status === "refunded" ? p.note : null,
    decidedBy: p.decidedBy,
    decidedAt: p.decidedAt,
    createdAt: p.createdAt,
  }));
}

/**
 * What an admin can act on, oldest first (worked in order): pending transfers, and online payments
 * flagged for a look (the dashboard counts the same).
 */
export async function reviewQueue(): Promise<AdminRow[]> {
  return rows(await (await getRepositories()).payments.listToReview(200));
}

const dateInput = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

/** The search form (GET query): unknown values are ignored rather than refused. */
export const searchSchema = z.object({
  status: z.enum(PAYMENT_STATUSES).optional().catch(undefined),
  method: z.enum(PAYMENT_METHODS).optional().catch(undefined),
  course: z.string().max(100).optional().catch(undefined),
  from: dateInput,
  to: dateInput,
  /** The results' page (the CSV export ignores it: it takes every match). */
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});
export type SearchInput = z.output<typeof searchSchema>;

/** Dates are Cairo calendar days: from the start of `from` to the end of `to`. */
function cairoMidnight(date: string): Date {
  // Egypt is UTC+2, or UTC+3 in summer time; Intl tells which for that day.
  const probe = new Date(`${date}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat("en-US", { timeZone: "Africa/Cairo", timeZoneName: "shortOffset" })
    .formatToParts(probe)
    .find((p) => p.type === "timeZoneName")!
    .value.replace("GMT", "");
  const hours = Number(offset || "0");
  return new Date(Date.parse(`${date}T00:00:00Z`) - hours * 3_600_000);
}

/** Expired checkouts (nothing was charged) are found only by asking for them by status. */
function filterOf(input: SearchInput, limit = 200): PaymentFilter {
  const filter: PaymentFilter = { limit };
  if (input.status) filter.status = input.status;
  else filter.statusIn = LISTED_STATUSES;
  if (input.method) filter.method = input.method;
  if (input.course) filter.courseId = input.course;
  if (input.from) filter.from = cairoMidnight(input.from);
  if (input.to) filter.to = new Date(cairoMidnight(input.to).getTime() + 24 * 3_600_000);
  return filter;
}

export async function searchPayments(input: SearchInput, limit = 200): Promise<AdminRow[]> {
  await expireAbandonedCheckouts();
  return rows(await (await getRepositories()).payments.search(filterOf(input, limit)));
}

/** One page of the search, newest first; a page past the end shows the last one. */
export async function searchPaymentsPage(input: SearchInput): Promise<AdminPage<AdminRow>> {
  await expireAbandonedCheckouts();
  const payments = (await getRepositories()).payments;
  const filter = filterOf(input, ADMIN_PAGE_SIZE);
  const total = await payments.count(filter);
  const page = Math.min(input.page ?? 1, pageCount(total));
  const found = await payments.search({ ...filter, offset: (page - 1) * ADMIN_PAGE_SIZE });
  return { items: await rows(found), total, page, pageSize: ADMIN_PAGE_SIZE };
}

/**
 * An admin's decision recorded as an event, unique per payment and status: of two admins deciding at
 * once exactly one is recorded, and only that one notifies the student.
 */
function decisionEvent(paymentId: string, status: Payment["status"], adminId: string) {
  return { provider: "admin", eventId: `${paymentId}:${status}`, summary: { by: adminId } };
}

export type DecisionOutcome =
  | "approved"
  | "rejected"
  | "refunded"
  | "alreadyDecided"
  | "alreadyOwned"
  | "notFound"
  | "refundFailed";

export async function approveTransfer(adminId: string, paymentId: string): Promise<DecisionOutcome> {
  const repos = await getRepositories();
  const payment = await repos.payments.get(paymentId);
  if (!payment || payment.method !== "manual_transfer") return "notFound";
  if (payment.status !== "pending") return "alreadyDecided";
  try {
    // The student already has the course (paid online meanwhile, or another transfer was approved):
    // approving would take their money twice, so the store refuses inside the decision's transaction and
    // the admin rejects this one with a reason instead.
    const { payment: decided, recorded } = await repos.payments.decideWithEvent(
      paymentId,
      "paid",
      adminId,
      decisionEvent(paymentId, "paid", adminId),
      {},
      { unlessEnrolled: true },
    );
    // Only the decision that was recorded tells the student: a racing second approval is a no-op.
    if (!recorded || !decided) return "alreadyDecided";
    await tellPayment("approved", decided, await repos.courses.getById(decided.courseId));
    // Bought again after a refund, with the progress kept: the refunded certificate is valid again.
    await issueIfEarned(decided.userId, decided.courseId);
    return "approved";
  } catch (error) {
    if (error instanceof PaymentTransitionError) return "alreadyDecided";
    if (error instanceof AlreadyEnrolledError) return "alreadyOwned";
    throw error;
  }
}

export async function rejectPayment(adminId: string, paymentId: string, reason: string): Promise<DecisionOutcome> {
  const repos = await getRepositories();
  const payment = await repos.payments.get(paymentId);
  if (!payment) return "notFound";
  if (payment.status !== "pending") return "alreadyDecided";
  try {
    const { payment: decided, recorded } = await repos.payments.decideWithEvent(
      paymentId,
      "rejected",
      adminId,
      decisionEvent(paymentId, "rejected", adminId),
      { note: reason },
    );
    if (!recorded || !decided) return "alreadyDecided";
    await tellPayment("rejected", decided, await repos.courses.getById(decided.courseId));
    return "rejected";
  } catch (error) {
    if (error instanceof PaymentTransitionError) return "alreadyDecided";
    throw error;
  }
}

/** The admin who acts, as the audit list names them. */
interface Admin {
  uid: string;
  displayName: string;
}

/**
 * Refunds a paid payment for the reason given (kept with the payment, shown on the student's receipt and
 * history, and in the audit list): an online one through Paymob's refund API first (nothing changes here
 * if the gateway refuses), then the status and the end of access in one transaction. The progress is kept.
 */
export async function refundPayment(
  admin: Admin,
  paymentId: string,
  reason: string,
  origin: string,
): Promise<DecisionOutcome> {
  const repos = await getRepositories();
  const payment = await repos.payments.get(paymentId);
  if (!payment) return "notFound";
  if (payment.status !== "paid") return "alreadyDecided";
  if (payment.method === "paymob") {
    const settings = paymobSettings(origin);
    if (!settings || !payment.transactionId) return "refundFailed";
    try {
      await refundTransaction(settings, payment.transactionId, payment.amountPiastres);
    } catch (error) {
      console.error("[payments] refund failed", error);
      return "refundFailed";
    }
  }
  // Paymob may deliver its refund callback before its refund API answers; that callback has then ended
  // the access and told the student already, and this refund is the one it reported: it keeps this reason.
  const refundedByGateway = async () => {
    if (payment.method !== "paymob" || (await repos.payments.get(paymentId))?.status !== "refunded") return false;
    await repos.payments.setRefundReason(paymentId, reason);
    await audit(admin, payment, reason);
    return true;
  };
  try {
    const { payment: decided, recorded } = await repos.payments.decideWithEvent(
      paymentId,
      "refunded",
      admin.uid,
      decisionEvent(paymentId, "refunded", admin.uid),
      { note: reason },
    );
    if (!recorded || !decided) return (await refundedByGateway()) ? "refunded" : "alreadyDecided";
    // Deciding "refunded" again is a no-op that keeps the gateway's decision: it has told the student.
    if (decided.decidedBy !== admin.uid) return (await refundedByGateway()) ? "refunded" : "alreadyDecided";
    await audit(admin, decided, reason);
    await revokeForRefund(decided);
    await tellPayment("refunded", decided, await repos.courses.getById(decided.courseId));
    return "refunded";
  } catch (error) {
    if (error instanceof PaymentTransitionError) return (await refundedByGateway()) ? "refunded" : "alreadyDecided";
    throw error;
  }
}

/**
 * The refund in the audit list: who refunded whose payment, and why (the reason alone: a course title in
 * two scripts beside it read in the wrong order on either page; the user's payments name the course).
 */
async function audit(admin: Admin, payment: Payment, reason: string) {
  const repos = await getRepositories();
  const student = await repos.users.get(payment.userId);
  await repos.audit.record({
    actorId: admin.uid,
    actorName: admin.displayName,
    action: "payment.refunded",
    targetId: payment.userId,
    targetLabel: student ? `${student.displayName} <${student.email}>` : "",
    detail: reason,
  });
}

/** The receipt file of a payment, for its student or an admin. */
export async function receiptFileOf(viewer: { uid: string; role: string }, paymentId: string) {
  const payment = await (await getRepositories()).payments.get(paymentId);
  if (!payment?.receiptKey || (payment.userId !== viewer.uid && viewer.role !== "admin")) return null;
  return payment.receiptKey;
}
