import type { CourseStatus } from "@masar/domain/course";
import { FACULTIES } from "@masar/domain/course";
import { countUsersByRole, poundsToPiastres, type RevenueFigures } from "@masar/domain/statistics";
import type { StatisticsRepository } from "../ports";
import type { Db, SqliteContext } from "./context.server";

/** Open ends become bounds no stored time reaches. */
const bounds = (range: { from?: Date; to?: Date }) => ({
  from: range.from?.getTime() ?? Number.MIN_SAFE_INTEGER,
  to: range.to?.getTime() ?? Number.MAX_SAFE_INTEGER,
});

/**
 * Counts per bucket in one statement: the buckets are a VALUES table joined to the records by range, so
 * each bucket is an index range scan and empty buckets still come back (as 0).
 */
function perBucket<R extends { i: number }>(db: Db, edges: Date[], select: string, join: string): R[] {
  if (edges.length < 2) return [];
  const values = edges
    .slice(0, -1)
    .map(() => "(?, ?, ?)")
    .join(", ");
  const params = edges.slice(0, -1).flatMap((edge, i) => [i, edge.getTime(), edges[i + 1]!.getTime()]);
  return db
    .prepare<
      number[],
      R
    >(`WITH b(i, lo, hi) AS (VALUES ${values}) SELECT b.i AS i, ${select} FROM b ${join} GROUP BY b.i ORDER BY b.i`)
    .all(...params);
}

/**
 * Active enrolments counted per course and number of completed lessons: an index-only scan of
 * enrollments_active_course (migration 9), a few rows per course, joined to courses afterwards.
 */
const ACTIVE_BY_PROGRESS = `SELECT course_id, completed_lessons AS done, COUNT(*) AS n
  FROM enrollments WHERE ended_at IS NULL GROUP BY course_id, completed_lessons`;

/** One GROUP BY or COUNT per figure: the database counts, nothing is read row by row. */
export function createStatisticsRepository({ db }: SqliteContext): StatisticsRepository {
  const revenueWithin = (from: number, to: number): RevenueFigures => {
    const paid = db
      .prepare<
        [number, number],
        { total: number }
      >("SELECT COALESCE(SUM(amount), 0) AS total FROM payments WHERE paid_at >= ? AND paid_at < ?")
      .get(from, to)!.total;
    const refunded = db
      .prepare<[number, number], { total: number }>(
        `SELECT COALESCE(SUM(amount), 0) AS total FROM payments
         WHERE status = 'refunded' AND decided_at >= ? AND decided_at < ?`,
      )
      .get(from, to)!.total;
    return { paidPiastres: poundsToPiastres(paid), refundedPiastres: poundsToPiastres(refunded) };
  };

  return {
    async summary(range = {}) {
      const within = bounds(range);
      const roles = db
        .prepare<typeof within, { role: string | null; n: number }>(
          `SELECT role, COUNT(*) AS n FROM users
           WHERE created_at >= @from AND created_at < @to AND deleted_at IS NULL GROUP BY role`,
        )
        .all(within);
      const statuses = db
        .prepare<
          typeof within,
          { status: CourseStatus; n: number }
        >("SELECT status, COUNT(*) AS n FROM courses WHERE created_at >= @from AND created_at < @to GROUP BY status")
        .all(within);
      const enrollments = db
        .prepare<
          typeof within,
          { n: number }
        >("SELECT COUNT(*) AS n FROM active_enrollments WHERE enrolled_at >= @from AND enrolled_at < @to")
        .get(within)!.n;
      const paid = db
        .prepare<typeof within, { n: number; total: number }>(
          `SELECT COUNT(*) AS n, COALESCE(SUM(amount), 0) AS total FROM payments
           WHERE status = 'paid' AND decided_at >= @from AND decided_at < @to`,
        )
        .get(within)!;
      const coursesByStatus = { draft: 0, published: 0, archived: 0 };
      for (const s of statuses) coursesByStatus[s.status] = s.n;
      return {
        usersByRole: countUsersByRole(roles.map((r): [string | null, number] => [r.role, r.n])),
        coursesByStatus,
        enrollments,
        paidPayments: { count: paid.n, amountPiastres: poundsToPiastres(paid.total) },
      };
    },
    async revenue(range) {
      const { from, to } = bounds(range);
      return revenueWithin(from, to);
    },
    async completion() {
      return db
        .prepare<[], { enrollments: number; completed: number }>(
          `SELECT COALESCE(SUM(x.n), 0) AS enrollments,
             COALESCE(SUM(CASE WHEN x.done >= c.lessons_count THEN x.n ELSE 0 END), 0) AS completed
           FROM (${ACTIVE_BY_PROGRESS}) x JOIN courses c ON c.id = x.course_id WHERE c.lessons_count > 0`,
        )
        .get()!;
    },
    async enrollmentSeries(edges) {
      return perBucket<{ i: number; n: number }>(
        db,
        edges,
        "COUNT(e.user_id) AS n",
        "LEFT JOIN active_enrollments e ON e.enrolled_at >= b.lo AND e.enrolled_at < b.hi",
      ).map((r) => r.n);
    },
    async revenueSeries(edges) {
      const out: RevenueFigures[] = [];
      for (let i = 0; i + 1 < edges.length; i++) out.push(revenueWithin(edges[i]!.getTime(), edges[i + 1]!.getTime()));
      return out;
    },
    async activeLearnerSeries(edges) {
      return perBucket<{ i: number; n: number }>(
        db,
        edges,
        "COUNT(DISTINCT lc.user_id) AS n",
        "LEFT JOIN lesson_completions lc ON lc.completed_at >= b.lo AND lc.completed_at < b.hi",
      ).map((r) => r.n);
    },
    async completionByCourse(limit) {
      return db
        .prepare<
          [number],
          { courseId: string; title_ar: string; title_en: string; enrollments: number; completed: number }
        >(
          `SELECT c.id AS courseId, c.title_ar, c.title_en, SUM(x.n) AS enrollments,
             SUM(CASE WHEN x.done >= c.lessons_count THEN x.n ELSE 0 END) AS completed
           FROM (${ACTIVE_BY_PROGRESS}) x JOIN courses c ON c.id = x.course_id
           WHERE c.lessons_count > 0
           GROUP BY c.id
           ORDER BY CAST(completed AS REAL) / enrollments DESC, enrollments DESC, c.title_en, c.id
           LIMIT ?`,
        )
        .all(limit)
        .map((r) => ({
          courseId: r.courseId,
          title: { ar: r.title_ar, en: r.title_en },
          enrollments: r.enrollments,
          completed: r.completed,
        }));
    },
    async byFaculty() {
      const courses = db
        .prepare<[], { faculty: string; n: number }>("SELECT faculty, COUNT(*) AS n FROM courses GROUP BY faculty")
        .all();
      const enrollments = db
        .prepare<
          [],
          { faculty: string; n: number }
        >(`SELECT c.faculty AS faculty, SUM(x.n) AS n FROM (${ACTIVE_BY_PROGRESS}) x JOIN courses c ON c.id = x.course_id GROUP BY c.faculty`)
        .all();
      return FACULTIES.map((faculty) => ({
        faculty,
        courses: courses.find((r) => r.faculty === faculty)?.n ?? 0,
        enrollments: enrollments.find((r) => r.faculty === faculty)?.n ?? 0,
      }));
    },
  };
}
