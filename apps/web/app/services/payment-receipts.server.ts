/**
 * A student's receipts and payment history (the receipt page, the profile), and where a payment without
 * a receipt leads instead. Each reads only the viewer's own payments (an admin any receipt).
 */
import type { Course } from "@masar/domain/course";
import { HIDDEN_STATUSES, type Payment } from "@masar/domain/payment";
import { declineReason } from "@masar/domain/payment-decline";
import { getRepositories } from "#app/repositories.server";
import type { Learner } from "./enrollment.server";
import { expireAbandonedCheckouts } from "./payment-expiry.server";
import { quoteCode } from "./payments.server";

export interface ReceiptView {
  payment: Pick<
    Payment,
    "id" | "amountPiastres" | "method" | "providerReference" | "status" | "decidedAt" | "createdAt"
  > & {
    /** A refunded payment's reason, as the admin gave it (none when the gateway refunded it). */
    refundReason: string | null;
  };
  course: Pick<Course, "id" | "title">;
  student: { name: string; email: string };
}

/** A paid (or later refunded) payment's receipt: for its student and for admins only. */
export async function receiptOf(viewer: Learner, paymentId: string): Promise<ReceiptView | null> {
  const repos = await getRepositories();
  const payment = await repos.payments.get(paymentId);
  if (!payment || (payment.userId !== viewer.uid && viewer.role !== "admin")) return null;
  if (payment.status !== "paid" && payment.status !== "refunded") return null;
  const [course, student] = await Promise.all([
    repos.courses.getById(payment.courseId),
    repos.users.get(payment.userId),
  ]);
  return {
    payment: {
      id: payment.id,
      amountPiastres: payment.amountPiastres,
      method: payment.method,
      providerReference:
        payment.method === "manual_transfer" ? quoteCode(payment.idempotencyKey) : payment.providerReference,
      status: payment.status,
      decidedAt: payment.decidedAt,
      createdAt: payment.createdAt,
      refundReason: payment.status === "refunded" ? payment.note : null,
    },
    course: { id: payment.courseId, title: course?.title ?? { ar: "", en: "" } },
    student: { name: student?.displayName ?? "", email: student?.email ?? "" },
  };
}

/**
 * The course of the viewer's own payment that has no receipt (pending, rejected, declined, expired), so
 * that its notification's link to the receipt leads on to the payment page; null for anyone else's.
 */
export async function unsettledPaymentCourse(viewer: Learner, paymentId: string): Promise<string | null> {
  const payment = await (await getRepositories()).payments.get(paymentId);
  if (!payment || payment.userId !== viewer.uid) return null;
  return payment.status === "paid" || payment.status === "refunded" ? null : payment.courseId;
}

/**
 * The student's payments, newest first, with each course's title (the profile's history): a declined
 * attempt with its reason, a refund with the admin's; abandoned checkouts (expired) are left out.
 */
export async function paymentHistory(uid: string) {
  const repos = await getRepositories();
  await expireAbandonedCheckouts(uid);
  const payments = (await repos.payments.listByUser(uid)).filter((p) => !HIDDEN_STATUSES.includes(p.status));
  // Each course read once, the reads side by side (a student pays for a handful of courses).
  const titles = new Map<string, Course["title"]>(
    await Promise.all(
      [...new Set(payments.map((p) => p.courseId))].map(
        async (id) => [id, (await repos.courses.getById(id))?.title ?? { ar: "", en: "" }] as const,
      ),
    ),
  );
  return payments.map((p) => ({
    id: p.id,
    courseId: p.courseId,
    title: titles.get(p.courseId)!,
    amountPiastres: p.amountPiastres,
    method: p.method,
    status: p.status,
    createdAt: p.createdAt,
    declineReason: p.status === "declined" ? declineReason(p.gatewayCode, p.note) : null,
    refundReason: p.status === "refunded" ? p.note : null,
  }));
}
