import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { RECEIPT_MAX_BYTES } from "@masar/domain/payment-schema";
import { getRepositories } from "#app/repositories.server";
import { FileRejectedError } from "#app/files/file-store";
import { getFileStore } from "#app/files/index.server";
import type { Learner } from "./enrollment.server";
import { manualKey, purchasable } from "./payments.server";
import { transferDetails } from "./payment-transfer-settings.server";

export type TransferOutcome =
  | { kind: "open"; courseId: string }
  | { kind: "unavailable" }
  | { kind: "sent"; created: boolean }
  | { kind: "invalid"; field: "receipt"; key: string };

/**
 * A student's manual transfer: the reference they quote and the receipt, stored as one pending payment
 * for the course's price. One open request per student and course (a second send finds the first and
 * keeps no second receipt); after a rejection the next send is a new request.
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
  if (mine.some((p) => p.courseId === courseId && p.method === "manual_transfer" && p.status === "pending")) {
    return { kind: "sent", created: false };
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
