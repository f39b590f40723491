/**
 * The statistics screen's time buckets and chart data: pure, so the adapters only count within edges
 * and the tables, charts and CSV all read one shape.
 */
import { PLATFORM_TIME_ZONE, wallClock, zonedInstant } from "./zoned-time";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The zone the platform's days, weeks and months are counted in (Egypt). */
export { PLATFORM_TIME_ZONE };

/** Year, month (1-12) and day of `date` on the wall clock of `timeZone`. */
const wallDate = (date: Date, timeZone: string) => wallClock(date, timeZone);

/** The instant a wall-clock midnight happens in `timeZone` (offsets found by asking Intl, so DST is right). */
export function zonedMidnight(year: number, month: number, day: number, timeZone = PLATFORM_TIME_ZONE): Date {
  return zonedInstant(year, month, day, 0, 0, timeZone);
}

export function startOfDay(date: Date, timeZone = PLATFORM_TIME_ZONE): Date {
  const { year, month, day } = wallDate(date, timeZone);
  return zonedMidnight(year, month, day, timeZone);
}

export function startOfMonth(date: Date, timeZone = PLATFORM_TIME_ZONE): Date {
  const { year, month } = wallDate(date, timeZone);
  return zonedMidnight(year, month, 1, timeZone);
}

export function addMonths(monthStart: Date, months: number, timeZone = PLATFORM_TIME_ZONE): Date {
  const { year, month } = wallDate(monthStart, timeZone);
  const index = year * 12 + (month - 1) + months;
  return zonedMidnight(Math.floor(index / 12), (index % 12) + 1, 1, timeZone);
}

/** [from, to) as the instants the figures are counted within. */
export interface TimeRange {
  from: Date;
  to: Date;
}

/**
 * Week buckets from the range's first day: edges[i] .. edges[i+1], the last one cut at `to`. Each edge is
 * a Cairo midnight seven calendar days after the last (not 7 × 24 hours): when Egypt's summer time ends or
 * starts, a week is an hour longer or shorter, and its edge still falls at midnight, so a record is counted
 * in the week of its Cairo day.
 */
export function weekEdges(range: TimeRange, timeZone = PLATFORM_TIME_ZONE): Date[] {
  const edges: Date[] = [];
  const first = wallDate(range.from, timeZone);
  for (let week = 0; ; week++) {
    const edge = week === 0 ? range.from : zonedMidnight(first.year, first.month, first.day + 7 * week, timeZone);
    if (edge.getTime() >= range.to.getTime()) break;
    edges.push(edge);
  }
  edges.push(range.to);
  return edges;
}

/** Calendar-month buckets (Cairo) covering the range, cut at its ends. */
export function monthEdges(range: TimeRange, timeZone = PLATFORM_TIME_ZONE): Date[] {
  const edges: Date[] = [range.from];
  let next = addMonths(startOfMonth(range.from, timeZone), 1, timeZone);
  while (next.getTime() < range.to.getTime()) {
    edges.push(next);
    next = addMonths(next, 1, timeZone);
  }
  edges.push(range.to);
  return edges;
}

export const STATISTICS_PERIODS = ["30d", "term", "custom"] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

/** The longest custom range the screen draws (a bounded number of buckets and queries). */
export const MAX_RANGE_DAYS = 370;

/**
 * The date range the statistics screen shows: the last 30 days (to the end of today), this term
 * (Egyptian universities: the autumn term from 1 September, the spring term from 1 February, the summer
 * from 1 July), or custom dates ("YYYY-MM-DD", both inclusive). Null for a custom range that is not valid.
 */
export function periodRange(
  period: StatisticsPeriod,
  now: Date,
  custom: { from?: string; to?: string } = {},
  timeZone = PLATFORM_TIME_ZONE,
): TimeRange | null {
  const { year, month, day } = wallDate(now, timeZone);
  const tomorrow = zonedMidnight(year, month, day + 1, timeZone);
  if (period === "30d") return { from: zonedMidnight(year, month, day - 29, timeZone), to: tomorrow };
  if (period === "term") {
    const start = month >= 9 ? [year, 9] : month >= 7 ? [year, 7] : month >= 2 ? [year, 2] : [year - 1, 9];
    return { from: zonedMidnight(start[0]!, start[1]!, 1, timeZone), to: tomorrow };
  }
  const parse = (s: string | undefined) => {
    if (!s || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return null;
    const [y, m, d] = s.split("-").map(Number) as [number, number, number];
    const check = new Date(Date.UTC(y, m - 1, d));
    if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
    return { y, m, d };
  };
  const a = parse(custom.from);
  const b = parse(custom.to);
  if (!a || !b) return null;
  const from = zonedMidnight(a.y, a.m, a.d, timeZone);
  const to = zonedMidnight(b.y, b.m, b.d + 1, timeZone);
  if (to <= from || to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) return null;
  return { from, to };
}

/** "YYYY-MM-DD" of an instant on the platform's wall clock (the date inputs' value). */
export function isoDay(date: Date, timeZone = PLATFORM_TIME_ZONE): string {
  const { year, month, day } = wallDate(date, timeZone);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
