import type { CourseStatus } from "./course";
import { roleOf, type Role } from "./user";

/** The administrator's figures (spec section 2, statistics). */
export interface PlatformStatistics {
  usersByRole: Record<Role, number>;
  coursesByStatus: Record<CourseStatus, number>;
  enrollments: number;
  paidPayments: { count: number; amountPiastres: number };
}

/**
 * Limits the figures to records made within [from, to): users and courses by creation, enrollments by
 * enrolment, payments by the time they were decided paid. Either end may be open.
 */
export interface StatisticsRange {
  from?: Date;
  to?: Date;
}

/** Money in a range, in piastres: paid by when it was paid (refunded later or not), refunded by when. */
export interface RevenueFigures {
  paidPiastres: number;
  refundedPiastres: number;
}

/** Revenue as the dashboard shows it: paid minus refunded. */
export const netRevenue = (r: RevenueFigures) => r.paidPiastres - r.refundedPiastres;

/**
 * Enrolments in courses that have lessons, and how many of them finished every lesson. Null where the
 * store cannot count it without reading every record (Firestore keeps completions inside enrolments).
 */
export interface CompletionFigures {
  enrollments: number;
  completed: number;
}

/** Completed out of enrolled, as a whole percentage; null without enrolments (not a misleading 0 %). */
export function completionRate(c: CompletionFigures | null): number | null {
  if (!c || c.enrollments === 0) return null;
  return Math.round((c.completed / c.enrollments) * 100);
}

export interface CourseCompletion extends CompletionFigures {
  courseId: string;
  title: { ar: string; en: string };
}

export interface FacultyFigures {
  faculty: string;
  courses: number;
  enrollments: number;
}

/** Adds counts per stored role into the three roles, a missing or unknown role counting as student. */
export function countUsersByRole(counts: Iterable<readonly [role: unknown, count: number]>): Record<Role, number> {
  const out: Record<Role, number> = { student: 0, teacher: 0, admin: 0 };
  for (const [role, count] of counts) out[roleOf(role)] += count;
  return out;
}

/** Payments are stored in pounds; the figures are whole piastres, so float sums never show as 0.30000000000000004. */
export function poundsToPiastres(pounds: number): number {
  return Math.round(pounds * 100);
}
