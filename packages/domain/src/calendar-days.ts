import type { CourseEvent, DateRange } from "./course-event";
import type { CalendarItemKind } from "./calendar-items";
import type { Task } from "./task";
import { PLATFORM_TIME_ZONE, clockInZone } from "./zoned-time";

/**
 * One calendar page's read (the calendar port's `days`): the items of the enrolled courses and of the
 * user's own tasks dated within `range` that pass the page's filters, but of each day outside `whole`
 * only its first `perDay` in calendar order, and how many each day has in all. A month grid lists
 * three items a day: a month of 300 tasks was read, mapped and merged whole for 93 on screen.
 */
export interface CalendarDaysQuery {
  /** The user's enrolled courses: only their events show, and only they can be filtered on. */
  courseIds: readonly string[];
  range: DateRange;
  /** The most items a day outside `whole` gives (0: none, only its count). */
  perDay: number;
  /** Days listed in full (the agenda's or the week's), or null. */
  whole: DateRange | null;
  /** Only this enrolled course's events and the tasks linked to it. */
  courseId: string | null;
  /** Only this kind ("task": only own tasks). */
  kind: CalendarItemKind | null;
}

export interface CalendarDays {
  /** The events kept, in the port's event order. */
  events: CourseEvent[];
  /** The tasks kept, in calendar order within each day. */
  tasks: Task[];
  /** Every day of the range with a matching item: how many it has, kept or not. */
  counts: Record<string, number>;
}

/**
 * Clock times already read, by instant: an Intl formatToParts call costs about 8 µs, and a month of
 * timed tasks reads the same starts on every render (twice: to cut each day, then to merge). Bounded.
 */
const clocks = new Map<number, string>();

/** A task's place in the day: its start's Cairo clock time, or null when it lasts all day. */
export function taskClock(t: Pick<Task, "allDay" | "startsAt">): string | null {
  if (t.allDay || !t.startsAt) return null;
  const ms = t.startsAt.getTime();
  let clock = clocks.get(ms);
  if (clock === undefined) {
    clock = clockInZone(t.startsAt, PLATFORM_TIME_ZONE);
    if (clocks.size >= 2_000) clocks.clear();
    clocks.set(ms, clock);
  }
  return clock;
}

/** Calendar order within one list: date, all-day before timed, time, events before tasks (ties keep their order). */
export function compareCalendarOrder(
  a: { date: string; time: string | null; source: "event" | "task" },
  b: { date: string; time: string | null; source: "event" | "task" },
): number {
  return (
    (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
    Number(a.time !== null) - Number(b.time !== null) ||
    ((a.time ?? "") < (b.time ?? "") ? -1 : (a.time ?? "") > (b.time ?? "") ? 1 : 0) ||
    Number(a.source === "task") - Number(b.source === "task")
  );
}

export const inRange = (date: string, range: DateRange | null) =>
  range !== null && date >= range.from && date <= range.to;

/** Whether an event shows under the query's courses, range and filters. */
export function eventMatches(e: Pick<CourseEvent, "courseId" | "date" | "kind">, q: CalendarDaysQuery): boolean {
  return (
    q.kind !== "task" &&
    (q.kind === null || e.kind === q.kind) &&
    q.courseIds.includes(e.courseId) &&
    (q.courseId === null || e.courseId === q.courseId) &&
    inRange(e.date, q.range)
  );
}

/** Whether one of the user's tasks shows: a course filter matches only tasks linked to that enrolled course. */
export function taskMatches(t: Pick<Task, "courseId" | "date">, q: CalendarDaysQuery): boolean {
  return (
    (q.kind === null || q.kind === "task") &&
    (q.courseId === null || (t.courseId === q.courseId && q.courseIds.includes(q.courseId))) &&
    inRange(t.date, q.range)
  );
}

/**
 * Keeps each day's first `perDay` items (every item on days within `whole`) from two lists in calendar
 * order each: the events in the port's order, the tasks by date, then all-day first, then start, then
 * creation. They may be whole or already cut to each day's first `perDay` of their own kind: the first
 * `perDay` of the merge are among those either way. The counts come from the caller.
 */
export function firstOfDays(
  events: readonly CourseEvent[],
  tasks: readonly Task[],
  q: Pick<CalendarDaysQuery, "perDay" | "whole">,
): { events: CourseEvent[]; tasks: Task[] } {
  type Entry = { date: string; time: string | null; source: "event" | "task"; index: number };
  const entries: Entry[] = [
    ...events.map((e, index) => ({ date: e.date, time: e.time, source: "event" as const, index })),
    ...tasks.map((t, index) => ({ date: t.date, time: taskClock(t), source: "task" as const, index })),
  ].sort(compareCalendarOrder);
  const kept = { events: [] as CourseEvent[], tasks: [] as Task[] };
  let day = "";
  let n = 0;
  for (const entry of entries) {
    n = entry.date === day ? n + 1 : 1;
    day = entry.date;
    if (n > q.perDay && !inRange(entry.date, q.whole)) continue;
    if (entry.source === "event") kept.events.push(events[entry.index]!);
    else kept.tasks.push(tasks[entry.index]!);
  }
  return kept;
}

/** How many items each date has. */
export function countByDate(lists: readonly (readonly { date: string }[])[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const list of lists) for (const { date } of list) counts[date] = (counts[date] ?? 0) + 1;
  return counts;
}
