/**
 * Wall-clock time in a time zone, read through Intl (so daylight saving is right wherever the server
 * runs): one place for the platform's days, reminders, quiet hours and statistics buckets.
 */

/** The zone the platform counts its days in (Egypt). */
export const PLATFORM_TIME_ZONE = "Africa/Cairo";

export interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0–23 */
  hour: number;
  minute: number;
  second: number;
  /** The zone's offset from UTC at that instant, in minutes (Cairo: 120 or 180). */
  offsetMinutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** What a clock in `timeZone` shows at `instant`, and the zone's offset then. */
export function wallClock(instant: Date, timeZone: string = PLATFORM_TIME_ZONE): WallClock {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const clock = {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return { ...clock, offsetMinutes: Math.round((asUtc - wholeSeconds) / 60_000) };
}

/**
 * The instant a wall-clock date and time happen in `timeZone`: the zone's offset at a first guess, then
 * once more at the corrected instant, in case a daylight-saving change lies between them.
 */
export function zonedInstant(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  timeZone: string = PLATFORM_TIME_ZONE,
): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  let instant = guess;
  for (let i = 0; i < 2; i++) instant = guess - wallClock(new Date(instant), timeZone).offsetMinutes * 60_000;
  return new Date(instant);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "YYYY-MM-DD" an instant falls on in the zone. */
export function dateInZone(instant: Date, timeZone: string = PLATFORM_TIME_ZONE): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * "HH:MM" an instant shows on a clock in the zone. Formatted directly rather than through wallClock's
 * formatToParts, about five times slower: a calendar month of 300 items reads a hundred clocks a render.
 */
export function clockInZone(instant: Date, timeZone: string = PLATFORM_TIME_ZONE): string {
  let format = clockFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", hour: "2-digit", minute: "2-digit" });
    clockFormatters.set(timeZone, format);
  }
  return format.format(instant);
}
