import { z } from "./zod";
import type { CourseProgress } from "./course";
import { clampProgress } from "./progress";

export interface Enrollment {
  userId: string;
  courseId: string;
  completedLessonIds: string[];
  /** The lesson the student last opened or completed ("Continue where you left off"); null before any. */
  lastLessonId: string | null;
  enrolledAt: Date;
  /** Last activity: enrolling, opening, completing or un-completing a lesson. */
  updatedAt: Date;
}

/**
 * The card's progress. Given the course's lesson ids, only completions of lessons that still exist
 * count; given just the lesson count (the catalogue, one read for many courses), the count is clamped.
 */
export function enrollmentProgress(
  enrollment: Pick<Enrollment, "completedLessonIds">,
  lessons: number | readonly string[],
): CourseProgress {
  if (typeof lessons === "number") return clampProgress(enrollment.completedLessonIds.length, lessons);
  const current = new Set(lessons);
  const done = new Set(enrollment.completedLessonIds.filter((id) => current.has(id)));
  return clampProgress(done.size, current.size);
}

/** A remembered place in a lesson's video, in seconds from the start. */
export interface VideoPosition {
  lessonId: string;
  seconds: number;
  updatedAt: Date;
}

/** A position worth storing: finite, not negative, at most a day (no lesson video is longer). */
export const videoSecondsSchema = z.coerce
  .number()
  .finite()
  .min(0)
  .max(24 * 60 * 60);

export const PAYMENT_METHODS = ["manual_transfer", "paymob"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ["pending", "paid", "rejected", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Why a payment waits for an admin although the gateway called: what it paid is not what we asked. */
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
  /** A rejection's reason, or the gateway's message for a failed attempt (the payment stays pending). */
  note: string | null;
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
  flag?: PaymentFlag | null;
  transactionId?: string | null;
}

/** The admin's search over all payments; newest first. */
export interface PaymentFilter {
  status?: PaymentStatus;
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

/** Which status changes are allowed: a decision is final except a paid payment may be refunded. */
export function canTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  if (from === "pending") return to === "paid" || to === "rejected";
  if (from === "paid") return to === "refunded";
  return false;
}

/** A calendar date without time or zone, "YYYY-MM-DD". */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "validation.date")
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, "validation.date");

export const TASK_KINDS = ["study", "deadline"] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

export const newTaskSchema = z
  .object({
    userId: z.string().min(1),
    title: z.string().trim().min(1, "validation.required").max(200),
    notes: z.string().trim().max(2000).default(""),
    kind: z.enum(TASK_KINDS).default("study"),
    courseId: z.string().nullable().default(null),
    /** The lesson an exam plan scheduled (with its course); completing the lesson completes the task. */
    lessonId: z.string().min(1).nullable().default(null),
    allDay: z.boolean().default(true),
    /** All-day tasks: a date. */
    date: isoDateSchema,
    /** Timed tasks: start and end instants. */
    startsAt: z.date().nullable().default(null),
    endsAt: z.date().nullable().default(null),
  })
  .refine((t) => t.allDay || (t.startsAt && t.endsAt && t.endsAt >= t.startsAt), "validation.taskTimes");
export type NewTask = z.input<typeof newTaskSchema>;

export interface Task {
  id: string;
  userId: string;
  title: string;
  notes: string;
  kind: TaskKind;
  courseId: string | null;
  lessonId: string | null;
  allDay: boolean;
  date: string;
  startsAt: Date | null;
  endsAt: Date | null;
  done: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const contactMessageSchema = z.object({
  name: z.string({ error: "validation.required" }).trim().min(2, "validation.nameShort").max(100, "validation.tooLong"),
  email: z.email({ error: "validation.email" }).max(254, "validation.tooLong"),
  subject: z
    .string({ error: "validation.required" })
    .trim()
    .min(3, "validation.subjectShort")
    .max(150, "validation.tooLong"),
  message: z
    .string({ error: "validation.required" })
    .trim()
    .min(10, "validation.messageShort")
    .max(5000, "validation.tooLong"),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export interface ContactMessage extends ContactMessageInput {
  id: string;
  userId: string | null;
  createdAt: Date;
  /** When an admin marked it handled (the dashboard's reader); null while it waits. */
  handledAt: Date | null;
  handledBy: string | null;
}

export interface Session {
  id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
}
