import { addDays, startOfWeek, type Weekday } from "@masar/domain/calendar-date";

/** "YYYY-MM-DD", a real day of the Gregorian calendar: what the date field accepts and submits. */
export function isIsoDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** "HH:MM" on a 24-hour clock, 00:00 to 23:59: what the time field accepts and submits. */
export function isIsoTime(value: string | null | undefined): value is string {
  return Boolean(value && /^([01]\d|2[0-3]):[0-5]\d$/.test(value));
}

/** The same day `months` months on, kept within the month (31 January + 1 month = 28 or 29 February). */
export function shiftMonths(date: string, months: number): string {
  const y = +date.slice(0, 4);
  const m = +date.slice(5, 7) - 1 + months;
  const first = new Date(Date.UTC(y, m, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(+date.slice(8, 10), lastDay));
  return first.toISOString().slice(0, 10);
}

/** The date between `min` and `max` (either may be absent) nearest to `date`. */
export function clampDate(date: string, min?: string, max?: string): string {
  if (min && date < min) return min;
  if (max && date > max) return max;
  return date;
}

export interface GridKey {
  key: string;
  shiftKey?: boolean;
  dir: "ltr" | "rtl";
  weekStart: Weekday;
}

/**
 * Where a key moves the calendar grid's focus from `date` (the WAI-ARIA date picker dialog's keys):
 * arrows by a day or a week, Home and End to the week's first and last day, Page Up and Page Down by a
 * month (with Shift, a year). The arrow that points to the reading direction's end is the next day, so
 * ArrowLeft goes forward in Arabic. Null for any other key.
 */
export function moveInGrid(date: string, { key, shiftKey = false, dir, weekStart }: GridKey): string | null {
  const forward = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
  const back = dir === "rtl" ? "ArrowRight" : "ArrowLeft";
  switch (key) {
    case forward:
      return addDays(date, 1);
    case back:
      return addDays(date, -1);
    case "ArrowDown":
      return addDays(date, 7);
    case "ArrowUp":
      return addDays(date, -7);
    case "Home":
      return startOfWeek(date, weekStart);
    case "End":
      return addDays(startOfWeek(date, weekStart), 6);
    case "PageDown":
      return shiftMonths(date, shiftKey ? 12 : 1);
    case "PageUp":
      return shiftMonths(date, shiftKey ? -12 : -1);
    default:
      return null;
  }
}

/** A time of day split for the field's selects: the hour on the locale's clock, the minute, the period. */
export interface TimeParts {
  hour: number;
  minute: number;
  /** Only on a 12-hour clock: before or after noon. */
  period: "am" | "pm";
}

export function timeParts(value: string): TimeParts {
  const hour = +value.slice(0, 2);
  return { hour, minute: +value.slice(3, 5), period: hour < 12 ? "am" : "pm" };
}

/** The "HH:MM" of a 24-hour `hour` (0–23) and a minute. */
export function isoTime(hour: number, minute: number): string {
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/** A 12-hour clock's hour (1–12) and period as a 24-hour hour: 12 AM is 0, 12 PM is 12. */
export function hourOf12(hour12: number, period: "am" | "pm"): number {
  return (hour12 % 12) + (period === "pm" ? 12 : 0);
}

/** The minutes a field offers: every `step`, with the current minute kept when it is off the step. */
export function minuteChoices(step: number, current?: number): number[] {
  const safe = Number.isInteger(step) && step >= 1 && step <= 30 ? step : 5;
  const choices = Array.from({ length: Math.ceil(60 / safe) }, (_, i) => i * safe);
  if (current !== undefined && !choices.includes(current)) choices.push(current);
  return choices.sort((a, b) => a - b);
}
