import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { RECEIPT_MAX_BYTES } from "@masar/domain/payment-schema";
import { PaymentTransitionError } from "#app/data/ports";
import { getRepositories } from "#app/repositories.server";
import { FileRejectedError } from "#app/files/file-store";
import { getFileStore } from "#app/files/index.server";
import type { Learner } from "./enrollment.server";
import { manualKey, openTransferOf, purchasable } from "./payments.server";
import { transferDetails } from "./payment-transfer-settings.server";

export type TransferOutcome =
  | { kind: "open"; courseId: string }
  | { kind: "unavailable" }
  | { kind: "sent"; created: boolean }
  | { kind: "invalid"; field: "receipt"; key: string }
  /** Another transfer for the course is under review: cancel it first (cancelTransfer). */
  | { kind: "refused"; key: "payments:errors.transferUnderReview" };

/**
 * A student's manual transfer: the reference they quote and the receipt, stored as one pending payment
 * for the course's price. One open request per student and course: the same send again (a double
 * submit: its reference) finds the first and keeps no second receipt, another one is refused until the
 * first is decided or cancelled; after a rejection or a cancellation the next send is a new request.
 */
export async function submitTransfer(
  learner: Learner,
  courseId: string,
  input: { reference: string; receipt: Blob | null },
): Promise<TransferOutcome> {
  const found = await purchasable(learner, courseId);
  if (found.kind !== "buy") return found;
  if (!(await transferDetails())) return { kind: "unavailable" };
  if (!input.receipt || input.receipt.size === 0) {
    return { kind: "invalid", field: "receipt", key: "payments:errors.receiptRequired" };
  }
  if (input.receipt.size > RECEIPT_MAX_BYTES)
    return { kind: "invalid", field: "receipt", key: "payments:errors.receiptTooLarge" };
  const repos = await getRepositories();
  const mine = await repos.payments.listByUser(learner.uid);
  const open = openTransferOf(mine, found.course.id);
  if (open) {
    return open.providerReference === input.reference.trim()
      ? { kind: "sent", created: false }
      : { kind: "refused", key: "payments:errors.transferUnderReview" };
  }
  const store = await getFileStore();
  let stored;
  try {
    stored = await store.put(Readable.fromWeb(input.receipt.stream() as WebReadableStream<Uint8Array>), {
      maxBytes: RECEIPT_MAX_BYTES,
      accept: ["image", "document"],
    });
  } catch (error) {
    if (error instanceof FileRejectedError) {
      const key = error.reason === "size" ? "payments:errors.receiptTooLarge" : "payments:errors.receiptType";
      return { kind: "invalid", field: "receipt", key };
    }
    throw error;
  }
  const { created } = await repos.payments.createPending({
    userId: learner.uid,
    courseId: found.course.id,
    amountPiastres: found.amountPiastres,
    method: "manual_transfer",
    providerReference: input.reference,
    receiptKey: stored.key,
    idempotencyKey: manualKey(learner, found.course.id, mine),
  });
  // A racing second send met the first request: its receipt is the one kept.
  if (!created) await store.delete(stored.key);
  return { kind: "sent", created };
}

export type CancelOutcome = "cancelled" | "alreadyDecided" | "notFound";

/**
 * The student withdraws their own transfer before an admin decides (to pay another way, or send it
 * again): pending → cancelled, recorded as an event unique per payment in the same transaction as the
 * change, so a repeat (a double click, a retry) is a no-op that answers "cancelled" again, and an admin
 * deciding at the same moment either wins or is refused. Anyone else's payment, or one of another
 * course or method, is not found; a decided one stays as it is.
 */
export async function cancelTransfer(learner: Learner, courseId: string, paymentId: string): Promise<CancelOutcome> {
  const repos = await getRepositories();
  const payment = await repos.payments.get(paymentId);
  if (
    !payment ||
    payment.userId !== learner.uid ||
    payment.courseId !== courseId ||
    payment.method !== "manual_transfer"
  ) {
    return "notFound";
  }
  if (payment.status === "cancelled") return "cancelled";
  if (payment.status !== "pending") return "alreadyDecided";
  try {
    const { payment: after } = await repos.payments.decideWithEvent(paymentId, "cancelled", learner.uid, {
      provider: "student",
      eventId: `${paymentId}:cancelled`,
      summary: { by: learner.uid },
    });
    return after?.status === "cancelled" ? "cancelled" : "alreadyDecided";
  } catch (error) {
    if (error instanceof PaymentTransitionError) return "alreadyDecided";
    throw error;
  }
}
