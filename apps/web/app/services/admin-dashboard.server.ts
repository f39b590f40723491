import { completionRate, netRevenue } from "@masar/domain/statistics";
import { addMonths, startOfMonth } from "@masar/domain/statistics-series";
import { getRepositories } from "#app/repositories.server";
import { expireAbandonedCheckouts } from "./payment-expiry.server";

/** How many latest enrolments, payments and waiting messages the dashboard lists. */
const DASHBOARD_LIST_LENGTH = 5;

/**
 * A figure that could not be computed (the store cannot aggregate it, or the query failed) is null:
 * the screen shows "unavailable", never a wrong 0.
 */
export async function figure<T>(name: string, read: () => Promise<T | null>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    console.error(`[admin] dashboard figure ${name} failed`, error);
    return null;
  }
}

/** The dashboard's figures for the month `now` falls in (Cairo's calendar), all counted by the store. */
export async function dashboard(now: Date) {
  const repos = await getRepositories();
  await expireAbandonedCheckouts();
  const month = { from: startOfMonth(now), to: addMonths(startOfMonth(now), 1) };
  const [summary, enrolledThisMonth, revenue, pending, completion, enrollments, payments, messages, waiting] =
    await Promise.all([
      figure("summary", () => repos.statistics.summary()),
      figure("enrollmentsThisMonth", async () => (await repos.statistics.enrollmentSeries([month.from, month.to]))[0]!),
      figure("revenue", () => repos.statistics.revenue(month)),
      // What an admin can act on (the review queue), not every attempt a gateway still has to answer.
      figure("pendingPayments", () => repos.payments.countToReview()),
      figure("completion", () => repos.statistics.completion()),
      figure("latestEnrollments", () => repos.admin.latestEnrollments(DASHBOARD_LIST_LENGTH)),
      figure("latestPayments", () => repos.admin.latestPayments(DASHBOARD_LIST_LENGTH)),
      figure("messages", () => repos.contact.list(DASHBOARD_LIST_LENGTH, { unhandled: true })),
      figure("messagesWaiting", () => repos.contact.countUnhandled()),
    ]);
  const figures = {
    students: summary?.usersByRole.student ?? null,
    teachers: summary?.usersByRole.teacher ?? null,
    publishedCourses: summary?.coursesByStatus.published ?? null,
    enrollments: summary?.enrollments ?? null,
    enrollmentsThisMonth: enrolledThisMonth,
    revenueThisMonthPiastres: revenue ? netRevenue(revenue) : null,
    pendingPayments: pending,
    completionRate: completionRate(completion),
    completion,
  };
  const unavailable =
    Object.entries(figures).some(([key, value]) => value === null && !(key === "completionRate" && completion)) ||
    [enrollments, payments, messages, waiting].includes(null);
  return {
    figures,
    latestEnrollments: enrollments ?? [],
    latestPayments: payments ?? [],
    contactMessages: messages ?? [],
    messagesWaiting: waiting,
    unavailable,
  };
}

/** Marks a contact message handled by this admin; false when there is no such message. */
export async function markMessageHandled(id: string, adminId: string): Promise<boolean> {
  const repos = await getRepositories();
  return (await repos.contact.markHandled(id, adminId)) !== null;
}
