import { z } from "./zod";

export const PAYMENT_METHODS = ["manual_transfer", "paymob"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * A payment's states. `declined`: the gateway refused the card or wallet (the student may pay again);
 * `expired`: an online checkout left unfinished past its life (CHECKOUT_LIFE_MS), out of the lists;
 * `cancelled`: a transfer its student withdrew before an admin decided (to pay another way, or again).
 */
export const PAYMENT_STATUSES = [
  "pending",
  "paid",
  "rejected",
  "declined",
  "expired",
  "refunded",
  "cancelled",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * How long an online checkout lives: the Paymob intention is made with this expiration (Paymob's own
 * default), and a card or wallet payment still pending after it is expired (`expireAbandoned`).
 */
export const CHECKOUT_LIFE_MS = 60 * 60 * 1000;

/** Who expires an abandoned checkout (`decidedBy`): nobody acted, the checkout's life ran out. */
export const EXPIRED_BY = "system";

/** Statuses no payment list shows unless asked for by name: an abandoned checkout charged nothing. */
export const HIDDEN_STATUSES: readonly PaymentStatus[] = ["expired"];

/** The statuses a list shows by default (HIDDEN_STATUSES left out). */
export const LISTED_STATUSES = PAYMENT_STATUSES.filter((s) => !HIDDEN_STATUSES.includes(s));

/**
 * Why a payment waits for an admin: paid with another amount or currency than asked (nobody enrolled), or
 * a refund reported by Paymob that did not end the access (partial, or of a transaction that did not pay).
 */
export const PAYMENT_FLAGS = ["amount_mismatch", "refund_review"] as const;
export type PaymentFlag = (typeof PAYMENT_FLAGS)[number];

/** The most a course can cost: 1,000,000 EGP, in piastres. */
export const MAX_PAYMENT_PIASTRES = 100_000_000;

export const newPaymentSchema = z.object({
  userId: z.string().min(1),
  courseId: z.string().min(1),
  /** Whole piastres (packages/domain/src/money.ts): money is never a floating-point number. */
  amountPiastres: z.number().int().positive().max(MAX_PAYMENT_PIASTRES),
  method: z.enum(PAYMENT_METHODS),
  /** Transfer reference typed by the learner, or the gateway's order id. */
  providerReference: z.string().trim().max(200).nullable().default(null),
  /** The transfer receipt in the file store (a generated key), for manual transfers. */
  receiptKey: z.string().max(200).nullable().default(null),
  /** One key per checkout attempt: creating twice with it returns the first payment. */
  idempotencyKey: z.string().min(8).max(200),
});
export type NewPayment = z.input<typeof newPaymentSchema>;

export interface Payment {
  id: string;
  userId: string;
  courseId: string;
  amountPiastres: number;
  currency: "EGP";
  method: PaymentMethod;
  providerReference: string | null;
  receiptKey: string | null;
  idempotencyKey: string;
  status: PaymentStatus;
  /**
   * A rejection's or a refund's reason (the student reads it), or the gateway's own words for a declined
   * attempt (shown only as a detail beside the localised reason, see payment-decline.ts).
   */
  note: string | null;
  /** The gateway's response code of a declined attempt (Paymob's `txn_response_code`), kept raw. */
  gatewayCode: string | null;
  /** Set when a gateway callback could not be accepted as it came; an admin looks at it. */
  flag: PaymentFlag | null;
  /** The gateway transaction that paid it (a refund names it). */
  transactionId: string | null;
  decidedBy: string | null;
  decidedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What a decision or a gateway callback writes beside the status. Absent fields stay as they are. */
export interface PaymentDetails {
  note?: string | null;
  gatewayCode?: string | null;
  flag?: PaymentFlag | null;
  transactionId?: string | null;
}

/** The admin's search over all payments; newest first. */
export interface PaymentFilter {
  status?: PaymentStatus;
  /** Any of these statuses (with `status`, both must hold). */
  statusIn?: readonly PaymentStatus[];
  method?: PaymentMethod;
  courseId?: string;
  userId?: string;
  /** Created at or after. */
  from?: Date;
  /** Created before. */
  to?: Date;
  limit?: number;
  /** Rows skipped before the first one returned (a page of the admin's search). */
  offset?: number;
}

/**
/**
 * Which status changes are allowed. A decision is final, except that a paid payment may be refunded and
 * that money received is never ignored: a declined attempt (a retry on the same checkout) or an expired
 * one (a gateway that answered late) may still become paid. Only a pending payment may be cancelled (by
 * its student: the service checks who asks), and a cancelled one is final, so an admin can no longer
 * approve it.
 */
export function canTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  switch (from) {
    case "pending":
      return to === "paid" || to === "rejected" || to === "declined" || to === "expired" || to === "cancelled";
    case "declined":
    case "expired":
      return to === "paid";
    case "paid":
      return to === "refunded";
    default:
      return false;
  }
}

/**
 * Statuses an attempt may still leave on a gateway's word (pending, declined, expired): a flag on one of
 * them is the admin's to look at (the review queue); on a paid payment it only marks the row.
 */
export const OPEN_STATUSES: readonly PaymentStatus[] = ["pending", "declined", "expired"];

/**
 * A transfer waiting for an admin's decision. While one is open for a course its student is shown
 * "Payment under review" there and may pay for the course in no other way until it is decided or cancelled.
 */
export function awaitsReview(payment: Pick<Payment, "method" | "status">): boolean {
  return payment.method === "manual_transfer" && payment.status === "pending";
}
