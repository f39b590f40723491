import { z } from "zod";
import type { StatisticsReport } from "@masar/domain/statistics-report";
import {
  DAY_MS,
  MAX_RANGE_DAYS,
  monthEdges,
  periodRange,
  STATISTICS_PERIODS,
  weekEdges,
  type StatisticsPeriod,
  type TimeRange,
} from "@masar/domain/statistics-series";
import { getRepositories } from "#app/repositories.server";
import { figure } from "./admin-dashboard.server";

/** How many courses the completion chart ranks. */
const COMPLETION_TOP = 10;

/** The range as the URL carries it (a GET form, so it works without JavaScript). */
const rangeQuerySchema = z.object({
  period: z.enum(STATISTICS_PERIODS).default("30d"),
  from: z.string().max(20).optional(),
  to: z.string().max(20).optional(),
});

type RangeError =
  | { key: "statistics.range.invalidPeriod" }
  | { key: "statistics.range.invalidDate" }
  | { key: "statistics.range.order" }
  | { key: "statistics.range.tooLong"; values: { count: number } };

export type RangeChoice =
  | { ok: true; period: StatisticsPeriod; range: TimeRange }
  | { ok: false; period: StatisticsPeriod; from: string; to: string; error: RangeError };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The range a request asks for, validated here (the browser's date inputs are only a convenience): a
 * known period, and for custom dates two real calendar days, in order, at most MAX_RANGE_DAYS apart.
 */
export function chooseRange(params: URLSearchParams, now: Date): RangeChoice {
  const parsed = rangeQuerySchema.safeParse(Object.fromEntries(params));
  const from = params.get("from")?.slice(0, 20) ?? "";
  const to = params.get("to")?.slice(0, 20) ?? "";
  if (!parsed.success)
    return { ok: false, period: "custom", from, to, error: { key: "statistics.range.invalidPeriod" } };
  const { period } = parsed.data;
  const range = periodRange(period, now, { from, to });
  if (range) return { ok: true, period, range };
  const fail = (error: RangeError): RangeChoice => ({ ok: false, period, from, to, error });
  const fromCheck = periodRange("custom", now, { from, to: from });
  const toCheck = periodRange("custom", now, { from: to, to });
  if (!DAY.test(from) || !DAY.test(to) || !fromCheck || !toCheck) return fail({ key: "statistics.range.invalidDate" });
  if (toCheck.from < fromCheck.from) return fail({ key: "statistics.range.order" });
  if (toCheck.to.getTime() - fromCheck.from.getTime() > MAX_RANGE_DAYS * DAY_MS) {
    return fail({ key: "statistics.range.tooLong", values: { count: MAX_RANGE_DAYS } });
  }
  return fail({ key: "statistics.range.invalidDate" });
}

const iso = (d: Date) => d.toISOString();

/**
 * Every chart's figures for the range, each counted by the store (one aggregate query per chart or per
 * bucket). A figure the store cannot count, or whose query failed, is null.
 */
export async function statisticsReport(range: TimeRange): Promise<StatisticsReport> {
  const repos = await getRepositories();
  const stats = repos.statistics;
  const weeks = weekEdges(range);
  const months = monthEdges(range);
  const buckets = (edges: Date[]) =>
    edges.slice(0, -1).map((start, i) => ({ start: iso(start), end: iso(edges[i + 1]!) }));
  const [enrollments, revenue, active, completion, faculties] = await Promise.all([
    figure("enrollmentSeries", () => stats.enrollmentSeries(weeks)),
    figure("revenueSeries", () => stats.revenueSeries(months)),
    figure("activeLearnerSeries", () => stats.activeLearnerSeries(weeks)),
    figure("completionByCourse", () => stats.completionByCourse(COMPLETION_TOP)),
    figure("byFaculty", () => stats.byFaculty()),
  ]);
  const weekBuckets = buckets(weeks);
  const monthBuckets = buckets(months);
  return {
    from: iso(range.from),
    to: iso(range.to),
    enrollments: enrollments && weekBuckets.map((b, i) => ({ ...b, count: enrollments[i]! })),
    revenue: revenue && monthBuckets.map((b, i) => ({ ...b, ...revenue[i]! })),
    activeLearners: active && weekBuckets.map((b, i) => ({ ...b, count: active[i]! })),
    completion,
    faculties,
  };
}
