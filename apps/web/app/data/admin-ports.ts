/**
 * The admin console's ports (decision 015), beside the other repository ports in ./ports.ts, which
 * re-exports them. Statistics are counted and summed by the store (SQL aggregates, Firestore aggregation
 * queries): no method reads every record into the server.
 */
import type { AdminCourse, AdminCourseQuery, AdminPage, AdminUser, AdminUserQuery } from "@masar/domain/admin";
import type { LocalizedText } from "@masar/domain/locale";
import type { Payment } from "@masar/domain/payment";
import type {
  CompletionFigures,
  CourseCompletion,
  FacultyFigures,
  PlatformStatistics,
  RevenueFigures,
  StatisticsRange,
} from "@masar/domain/statistics";
import type { Role } from "@masar/domain/user";

/**
 * The administrator's figures. A method that answers null cannot count that figure on this store
 * without reading every record; the screen shows it as unavailable, never as 0.
 */
export interface StatisticsRepository {
  summary(range?: StatisticsRange): Promise<PlatformStatistics>;
  /** Paid by `paidAt` within the range (whether refunded since or not), refunded by `decidedAt`. */
  revenue(range: StatisticsRange): Promise<RevenueFigures>;
  /** Every enrolment in a course with lessons, and those with every current lesson completed. */
  completion(): Promise<CompletionFigures | null>;
  /** Enrolments per bucket [edges[i], edges[i + 1]): one number fewer than edges. */
  enrollmentSeries(edges: Date[]): Promise<number[]>;
  /** Revenue per bucket, as `revenue` counts it. */
  revenueSeries(edges: Date[]): Promise<RevenueFigures[]>;
  /** Distinct students who completed a lesson, per bucket. */
  activeLearnerSeries(edges: Date[]): Promise<number[] | null>;
  /**
   * Completion per course, courses with at least one enrolment and one lesson, highest rate first
   * (then more enrolments, then title), at most `limit`.
   */
  completionByCourse(limit: number): Promise<CourseCompletion[] | null>;
  /** Courses (any status) and their enrolments per faculty, every faculty listed, in FACULTIES order. */
  byFaculty(): Promise<FacultyFigures[] | null>;
}

export interface LatestEnrollment {
  userId: string;
  displayName: string;
  email: string;
  courseId: string;
  courseTitle: LocalizedText;
  enrolledAt: Date;
}

interface LatestPayment extends Payment {
  displayName: string;
  email: string;
  courseTitle: LocalizedText;
}

type RoleChange = { ok: true; user: AdminUser } | { ok: false; reason: "notFound" | "lastAdmin" };

type CourseDeletion = "deleted" | "missing" | "held";

/**
 * Records that keep the times they are given, written in bulk: the demo's six months of history at seed
 * time and the statistics' end-to-end data sets. The caller keeps them consistent (a refunded payment's
 * enrolment is ended; payments name existing students and courses).
 */
export interface HistoryImport {
  /** New student profiles without credentials (they cannot sign in). */
  students: { uid: string; email: string; displayName: string; createdAt: Date }[];
  enrollments: {
    userId: string;
    courseId: string;
    enrolledAt: Date;
    /** Set when a refund ended the enrolment: it no longer counts, its progress is kept aside. */
    endedAt?: Date;
    completions: { lessonId: string; completedAt: Date }[];
  }[];
  payments: {
    userId: string;
    courseId: string;
    amountPiastres: number;
    method: "paymob" | "manual_transfer";
    status: "pending" | "paid" | "refunded";
    createdAt: Date;
    /** Paid and refunded payments: when the money came in. */
    paidAt?: Date;
    /** Refunded payments: when it went back. */
    refundedAt?: Date;
  }[];
}

export interface AdminRepository {
  /**
   * Courses in any status matching the query (Arabic-aware text over both titles and the instructor,
   * status, faculty, instructor id), sorted, one page; `total` counts every match.
   */
  searchCourses(query: AdminCourseQuery): Promise<AdminPage<AdminCourse>>;
  /** Users whose name or e-mail contains the text (case-insensitive), by role, newest first, one page. */
  searchUsers(query: AdminUserQuery): Promise<AdminPage<AdminUser>>;
  /** Teachers, by name (the change-instructor choice). */
  listTeachers(): Promise<AdminUser[]>;
  /** Enrolments and payments (any status) of a course. */
  courseHolds(courseId: string): Promise<{ enrollments: number; payments: number }>;
  /**
   * Deletes the course with its lessons and practice (questions, quizzes, attempts) only when nobody is
   * enrolled and no payment names it, checked and done in one transaction: nothing a student paid for
   * disappears.
   */
  deleteCourseIfUnheld(courseId: string): Promise<CourseDeletion>;
  /** Sets the role in one transaction with the check that at least one admin remains. */
  changeRole(uid: string, role: Role): Promise<RoleChange>;
  latestEnrollments(limit: number): Promise<LatestEnrollment[]>;
  /** Newest by creation first, any status the lists show (LISTED_STATUSES: no expired checkout). */
  latestPayments(limit: number): Promise<LatestPayment[]>;
  /** Writes the history in one transaction (SQLite) or in batches of at most 500 writes (Firestore). */
  importHistory(history: HistoryImport): Promise<void>;
}
