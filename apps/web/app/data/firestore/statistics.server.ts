import { AggregateField, type DocumentData, type Query } from "firebase-admin/firestore";
import {
  countUsersByRole,
  poundsToPiastres,
  type RevenueFigures,
  type StatisticsRange,
} from "@masar/domain/statistics";
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
const sum = async <T, D extends DocumentData>(query: Query<T, D>, field: string) =>
  ((await query.aggregate({ total: AggregateField.sum(field) }).get()).data().total as number | null) ?? 0;

const buckets = (edges: Date[]) => edges.slice(0, -1).map((from, i) => ({ from, to: edges[i + 1]! }));

/**
 * Every figure is an aggregation query (count() and sum()): Firestore counts on the server and bills
 * one read per thousand index entries, instead of reading every document. Lesson completions live inside
 * each enrolment (an array) and enrolments do not carry their course's faculty: completion and activity
 * figures, and enrolments per faculty, would need every enrolment read, so they answer null (decision 015).
 */
export function createStatisticsRepository(ctx: FirestoreContext): StatisticsRepository {
  const revenue = async (range: StatisticsRange): Promise<RevenueFigures> => {
    const [paid, refunded] = await Promise.all([
      // The lower bound also leaves out payments never paid (no paidAt field).
      sum(within(paymentsOf(ctx), "paidAt", { from: range.from ?? new Date(0), to: range.to }), "amount"),
      sum(within(paymentsOf(ctx).where("status", "==", "refunded"), "decidedAt", range), "amount"),
    ]);
    return { paidPiastres: poundsToPiastres(paid), refundedPiastres: poundsToPiastres(refunded) };
  };
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
    revenue,
    async completion() {
      return null;
    },
    async enrollmentSeries(edges) {
      return Promise.all(buckets(edges).map((b) => count(within(enrollmentsOf(ctx), "enrolledAt", b))));
    },
    async revenueSeries(edges) {
      return Promise.all(buckets(edges).map(revenue));
    },
    async activeLearnerSeries() {
      return null;
    },
    async completionByCourse() {
      return null;
    },
    async byFaculty() {
      return null;
    },
  };
}
