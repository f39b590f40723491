import { formatTimeOfDay, numberFormat } from "@masar/domain/format";
import { intlLocaleOf, type Locale } from "@masar/domain/locale";

/** Course colour slots: a start border and a dot, the same hue in the legend and on every item. */
export const COURSE_BORDER = [
  "border-sky-600",
  "border-emerald-600",
  "border-amber-600",
  "border-rose-600",
  "border-violet-600",
  "border-teal-600",
] as const;
export const COURSE_DOT = [
  "bg-sky-600",
  "bg-emerald-600",
  "bg-amber-600",
  "bg-rose-600",
  "bg-violet-600",
  "bg-teal-600",
] as const;
/** The same dots as a month item's ::before (calendar-views.tsx): whole class names, so Tailwind finds them. */
export const COURSE_BEFORE_DOT = [
  "before:bg-sky-600",
  "before:bg-emerald-600",
  "before:bg-amber-600",
  "before:bg-rose-600",
  "before:bg-violet-600",
  "before:bg-teal-600",
] as const;

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * A formatter's results kept by input: a month grid formats the same 42 days (and the same few clock
 * times) on every render, and an Intl format call costs more than the lookup. Bounded: inputs are
 * dates and "HH:MM" strings, few in practice, but the page's query chooses them.
 */
function remembered(format: (input: string) => string): (input: string) => string {
  const cache = new Map<string, string>();
  return (input) => {
    let text = cache.get(input);
    if (text === undefined) {
      text = format(input);
      if (cache.size >= 2_000) cache.clear();
      cache.set(input, text);
    }
    return text;
  };
}

/**
 * Intl formatters for calendar dates. Dates are formatted in UTC because a "YYYY-MM-DD" is a day, not
 * an instant: the browser's own zone must never move it (Kiritimati is UTC+14).
 */
function makeCalendarFormat(locale: Locale) {
  const tag = intlLocaleOf(locale);
  const f = (options: Intl.DateTimeFormatOptions, calendarTag = tag) =>
    new Intl.DateTimeFormat(calendarTag, { timeZone: "UTC", ...options });
  const day = f({ day: "numeric" });
  const weekday = f({ weekday: "short" });
  const weekdayLong = f({ weekday: "long" });
  const long = f({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
  const short = f({ day: "numeric", month: "short" });
  const month = f({ month: "long", year: "numeric" });
  const hijri = f({ day: "numeric", month: "long", year: "numeric" }, `${tag}-u-ca-islamic-umalqura`);
  const hijriDay = f({ day: "numeric", month: "short" }, `${tag}-u-ca-islamic-umalqura`);
  const hijriNumber = f({ day: "numeric" }, `${tag}-u-ca-islamic-umalqura`);
  const numbers = numberFormat(locale);
  return {
    day: remembered((d) => day.format(utc(d))),
    weekday: remembered((d) => weekday.format(utc(d))),
    weekdayLong: remembered((d) => weekdayLong.format(utc(d))),
    long: remembered((d) => long.format(utc(d))),
    short: remembered((d) => short.format(utc(d))),
    month: remembered((m) => month.format(utc(`${m}-01`))),
    hijri: remembered((d) => hijri.format(utc(d))),
    hijriDay: remembered((d) => hijriDay.format(utc(d))),
    /** The Hijri day of the month alone, for a narrow month cell. */
    hijriNumber: remembered((d) => hijriNumber.format(utc(d))),
    /** A count in the locale's digits. */
    count: (n: number) => numbers.format(n),
    /** "HH:MM" (a Cairo wall-clock time) in the locale's digits and clock, as every page shows times. */
    time: remembered((hhmm) => formatTimeOfDay(hhmm, locale)),
  };
}

export type CalendarFormat = ReturnType<typeof makeCalendarFormat>;

const formats = new Map<Locale, CalendarFormat>();

/**
 * The formatters, made once per language for the process (the server) or the page (the browser):
 * nine Intl.DateTimeFormat objects, three of them Hijri, were built on every server render.
 */
export function calendarFormat(locale: Locale): CalendarFormat {
  let format = formats.get(locale);
  if (!format) {
    format = makeCalendarFormat(locale);
    formats.set(locale, format);
  }
  return format;
}
