/**
 * A minimal RFC 5545 writer for the private calendar feed: all-day items as VALUE=DATE, timed ones in
 * Africa/Cairo with its VTIMEZONE, text escaped, lines folded at 75 octets without splitting a UTF-8
 * character, CRLF line ends. Pure: the caller gives the items and the stamp.
 */
import { addDays } from "./calendar-date";

export interface FeedEvent {
  uid: string;
  summary: string;
  description: string;
  categories: string;
  date: string;
  /** "HH:MM" Cairo time, or null for an all-day item. */
  time: string | null;
  /** When this copy of the feed was made (DTSTAMP). */
  updatedAt: Date;
  done: boolean;
}

/** Egypt's rules since 2023: summer time from the last Friday of April to the last Thursday of October. */
const CAIRO_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Africa/Cairo",
  "BEGIN:STANDARD",
  "DTSTART:19701029T000000",
  "TZOFFSETFROM:+0300",
  "TZOFFSETTO:+0200",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1TH",
  "TZNAME:EET",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:19700424T000000",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0300",
  "RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=-1FR",
  "TZNAME:EEST",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
];

export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds one content line at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // The first line holds 75 octets; continuation lines start with a space, so 74 more.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const compactDate = (date: string) => date.replaceAll("-", "");
const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export function buildCalendar(input: { name: string; events: readonly FeedEvent[] }): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Masar//Study calendar//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(input.name)}`,
    "X-WR-TIMEZONE:Africa/Cairo",
    ...(input.events.some((e) => e.time) ? CAIRO_VTIMEZONE : []),
  ];
  for (const e of input.events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${e.uid}`,
      `DTSTAMP:${utcStamp(e.updatedAt)}`,
      ...(e.time
        ? [`DTSTART;TZID=Africa/Cairo:${compactDate(e.date)}T${e.time.replace(":", "")}00`, "DURATION:PT1H"]
        : [`DTSTART;VALUE=DATE:${compactDate(e.date)}`, `DTEND;VALUE=DATE:${compactDate(addDays(e.date, 1))}`]),
      `SUMMARY:${escapeText(e.done ? `✓ ${e.summary}` : e.summary)}`,
      ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
      `CATEGORIES:${escapeText(e.categories)}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
