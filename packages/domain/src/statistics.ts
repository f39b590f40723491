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
