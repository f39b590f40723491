import { AggregateField, type DocumentData, type Query } from "firebase-admin/firestore";
import { countUsersByRole, poundsToPiastres, type StatisticsRange } from "@masar/domain/statistics";
import type { StatisticsRepository } from "../ports";
import type { FirestoreContext } from "./context.server";
import { coursesOf } from "./courses.server";
import { enrollmentsOf } from "./enrollments.server";
import { paymentsOf } from "./payments.server";
import { usersOf } from "./users.server";

/** Limits a query to records whose `field` falls within the range (indexes: firestore.indexes.json). */
function within<T, D extends DocumentData>(query: Query<T, D>, field: string, range: StatisticsRange) {
  let q = query;
  if (range.from) q = q.where(field, ">=", range.from);
  if (range.to) q = q.where(field, "<", range.to);
  return q;
}

const count = async <T, D extends DocumentData>(query: Query<T, D>) => (await query.count().get()).data().count;

/**
 * Every figure is an aggregation query (count() and sum()): Firestore counts on the server and bills
 * one read per thousand index entries, instead of reading every document.
 */
export function createStatisticsRepository(ctx: FirestoreContext): StatisticsRepository {
  return {
    async summary(range = {}) {
      const users = within(usersOf(ctx), "createdAt", range);
      const courses = within(coursesOf(ctx), "createdAt", range);
      // A missing or unknown role counts as student: students are everyone who is not a teacher or admin.
      const [allUsers, teachers, admins, drafts, published, archived, enrollments, paid] = await Promise.all([
        count(users),
        count(users.where("role", "==", "teacher")),
        count(users.where("role", "==", "admin")),
        count(courses.where("status", "==", "draft")),
        count(courses.where("status", "==", "published")),
        count(courses.where("status", "==", "archived")),
        count(within(enrollmentsOf(ctx), "enrolledAt", range)),
        within(paymentsOf(ctx).where("status", "==", "paid"), "decidedAt", range)
          .aggregate({ count: AggregateField.count(), amount: AggregateField.sum("amount") })
          .get(),
      ]);
      const { count: paidCount, amount } = paid.data();
      return {
        usersByRole: countUsersByRole([
          ["teacher", teachers],
          ["admin", admins],
          [null, allUsers - teachers - admins],
        ]),
        coursesByStatus: { draft: drafts, published, archived },
        enrollments,
        paidPayments: { count: paidCount, amountPiastres: poundsToPiastres(amount ?? 0) },
      };
    },
  };
}
