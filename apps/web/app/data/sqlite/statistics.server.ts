import type { CourseStatus } from "@masar/domain/course";
import { countUsersByRole, poundsToPiastres } from "@masar/domain/statistics";
import type { StatisticsRepository } from "../ports";
import type { SqliteContext } from "./context.server";

/** One GROUP BY or COUNT per figure: the database counts, nothing is read row by row. */
export function createStatisticsRepository({ db }: SqliteContext): StatisticsRepository {
  return {
    async summary(range = {}) {
      // Open ends become bounds no stored time reaches.
      const within = {
        from: range.from?.getTime() ?? Number.MIN_SAFE_INTEGER,
        to: range.to?.getTime() ?? Number.MAX_SAFE_INTEGER,
      };
      const roles = db
        .prepare<
          typeof within,
          { role: string | null; n: number }
        >("SELECT role, COUNT(*) AS n FROM users WHERE created_at >= @from AND created_at < @to GROUP BY role")
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
        >("SELECT COUNT(*) AS n FROM enrollments WHERE enrolled_at >= @from AND enrolled_at < @to")
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
  };
}
