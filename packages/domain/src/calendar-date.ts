/**
 * Date-only arithmetic on "YYYY-MM-DD" strings. Calendar items are dates, not instants (ARCHITECTURE.md,
 * Time): every computation here runs on UTC midnights, so no time zone and no daylight-saving change
 * can move a date by a day.
 */
import { PLATFORM_TIME_ZONE, dateInZone, wallClock } from "./zoned-time";

/** Where the platform's day turns: reminders, "today" and timed items are Cairo time. */
export { PLATFORM_TIME_ZONE };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sunday 0 … Saturday 6, as Date#getUTCDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const toUtc = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Whole days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtc(b) - toUtc(a)) / DAY_MS);
}

export function weekdayOf(date: string): Weekday {
  return new Date(toUtc(date)).getUTCDay() as Weekday;
}

/** The date an instant falls on in a time zone (Cairo unless told). */
export { dateInZone };

/** The hour (0–23) an instant shows on a clock in the time zone. */
export function hourInZone(instant: Date, timeZone: string = PLATFORM_TIME_ZONE): number {
  return wallClock(instant, timeZone).hour;
}

/** "YYYY-MM" of a date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The first and last date of the month "YYYY-MM". */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  const next = toUtc(from) + 32 * DAY_MS;
  const firstOfNext = fromUtc(next).slice(0, 7) + "-01";
  return { from, to: addDays(firstOfNext, -1) };
}

/** The month before or after "YYYY-MM". */
export function addMonths(month: string, months: number): string {
  const y = +month.slice(0, 4);
  const m = +month.slice(5, 7) - 1 + months;
  const d = new Date(Date.UTC(y, m, 1));
  return d.toISOString().slice(0, 7);
}

/** The first day of the week containing `date`, weeks starting on `weekStart`. */
export function startOfWeek(date: string, weekStart: Weekday): string {
  return addDays(date, -((weekdayOf(date) - weekStart + 7) % 7));
}

/** The seven dates of the week containing `date`. */
export function weekDates(date: string, weekStart: Weekday): string[] {
  const first = startOfWeek(date, weekStart);
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/**
 * The month grid: whole weeks from the week holding the 1st to the week holding the last day, each
 * week seven dates starting on `weekStart` (days of the neighbouring months fill the edges).
 */
export function monthGrid(month: string, weekStart: Weekday): string[][] {
  const { from, to } = monthRange(month);
  const weeks: string[][] = [];
  for (let day = startOfWeek(from, weekStart); day <= to; day = addDays(day, 7)) {
    weeks.push(weekDates(day, weekStart));
  }
  return weeks;
}

/**
 * The days a calendar week may start on: Saturday, as Egypt's universities count the week (the default
 * in both languages), or Sunday or Monday as the student picks (the calendar settings).
 */
export const WEEK_STARTS = [6, 0, 1] as const satisfies readonly Weekday[];
export type WeekStart = (typeof WEEK_STARTS)[number];
export const DEFAULT_WEEK_START: WeekStart = 6;

export function isWeekStart(value: unknown): value is WeekStart {
  return WEEK_STARTS.includes(value as WeekStart);
}
