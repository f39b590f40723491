import { z } from "./zod";

/** Receipts: an image or a PDF, checked by content on the server, at most 5 MB. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

const isFile = (v: unknown): v is File => typeof File !== "undefined" && v instanceof File;

/** The transfer form (browser and server): the reference the bank gave, and the receipt. */
export const transferFormSchema = z.object({
  reference: z
    .string({ error: "payments:errors.referenceRequired" })
    .trim()
    .min(1, "payments:errors.referenceRequired")
    .max(100, "payments:errors.referenceLong"),
  receipt: z
    .custom<File>((v) => isFile(v) && v.size > 0, "payments:errors.receiptRequired")
    .refine((f) => f.size <= RECEIPT_MAX_BYTES, "payments:errors.receiptTooLarge"),
});

/** An admin's rejection: the payment and a reason the student reads. */
export const rejectFormSchema = z.object({
  paymentId: z.string().min(1).max(100),
  reason: z
    .string({ error: "payments:errors.reasonRequired" })
    .trim()
    .min(1, "payments:errors.reasonRequired")
    .max(500, "payments:errors.reasonLong"),
});

/**
 * An admin's refund, confirmed: the payment, the reason (kept with the payment, shown to the student on
 * the receipt and in the history, and in the audit list) and the confirmation the server insists on.
 */
export const refundFormSchema = z.object({
  paymentId: z.string().min(1).max(100),
  reason: z
    .string({ error: "payments:errors.refundReasonRequired" })
    .trim()
    .min(1, "payments:errors.refundReasonRequired")
    .max(500, "payments:errors.reasonLong"),
  confirmed: z.literal("yes"),
});

const detail = z.string().trim().max(120, "payments:errors.referenceLong").default("");

/** Where students send a transfer; an admin edits it. Any field may be empty. */
export const transferDetailsSchema = z.object({
  instapay: detail,
  wallet: detail,
  bankName: detail,
  accountName: detail,
  iban: detail,
});
export type TransferDetails = z.output<typeof transferDetailsSchema>;
