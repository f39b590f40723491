import { dateFormat, relativeTimeFormat } from "./format";
import type { Locale } from "./locale";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RelativeTime =
  | { unit: "minutes"; value: number }
  | { unit: "hours"; value: number }
  | { unit: "yesterday" }
  | { unit: "days"; value: number }
  | { unit: "date"; date: Date };

/**
 * Spec section 4: under 1 hour → minutes (minimum 1); under 24 hours → hours; 1 day → Yesterday;
 * under 7 days → N days ago; otherwise a month-and-day date. Future times count as "1 minute".
 */
export function relativeTime(date: Date, now: Date): RelativeTime {
  const diff = Math.max(0, now.getTime() - date.getTime());
  if (diff < HOUR) return { unit: "minutes", value: Math.max(1, Math.floor(diff / MINUTE)) };
  if (diff < DAY) return { unit: "hours", value: Math.floor(diff / HOUR) };
  const days = Math.floor(diff / DAY);
  if (days === 1) return { unit: "yesterday" };
  if (days < 7) return { unit: "days", value: days };
  return { unit: "date", date };
}

/** The relative time as text in the locale, through Intl. */
export function formatRelativeTime(date: Date, now: Date, locale: Locale): string {
  const rel = relativeTime(date, now);
  const rtf = relativeTimeFormat(locale);
  switch (rel.unit) {
    case "minutes":
      return rtf.format(-rel.value, "minute");
    case "hours":
      return rtf.format(-rel.value, "hour");
    case "yesterday":
      return relativeTimeFormat(locale, "auto").format(-1, "day");
    case "days":
      return rtf.format(-rel.value, "day");
    case "date":
      return dateFormat(locale, { month: "long", day: "numeric" }).format(rel.date);
  }
}
