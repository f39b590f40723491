import { PLATFORM_TIME_ZONE, addDays, hourInZone, dateInZone } from "./calendar-date";
import { compareCalendarOrder, taskClock } from "./calendar-days";
import { clockInZone, zonedInstant } from "./zoned-time";
import type { CourseEvent } from "./course-event";
import { COURSE_EVENT_KINDS, REMINDED_EVENT_KINDS, type CourseEventKind } from "./course-event-kinds";
import { taskTitle, type Task } from "./task";
import { localize, type Locale, type LocalizedText } from "./locale";

/** What the calendar shows: a course's event (read-only) or the student's own task. */
export type CalendarItemKind = CourseEventKind | "task";
export const CALENDAR_ITEM_KINDS: readonly CalendarItemKind[] = [...COURSE_EVENT_KINDS, "task"];

export interface CalendarItem {
  id: string;
  source: "event" | "task";
  kind: CalendarItemKind;
  title: string;
  notes: string;
  date: string;
  /** "HH:MM" Cairo time, or null for all day. */
  time: string | null;
  courseId: string | null;
  courseTitle: string | null;
  /** The course's colour slot (0–5) for the legend and the items, null without a course. */
  color: number | null;
  lessonId: string | null;
  done: boolean;
  overdue: boolean;
}

export const COURSE_COLORS = 6;

/** "HH:MM" of an instant on a Cairo clock. */
export const cairoClock = (instant: Date): string => clockInZone(instant, PLATFORM_TIME_ZONE);

/** The instant a Cairo wall-clock date and time stand for (daylight saving included). */
export function cairoInstant(date: string, time: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  return zonedInstant(year!, month!, day!, hour!, minute!, PLATFORM_TIME_ZONE);
}

/** Late: dated before today and not done. A live session that has passed is simply over. */
export function isOverdue(item: Pick<CalendarItem, "date" | "done" | "kind">, today: string): boolean {
  return item.date < today && !item.done && item.kind !== "live";
}

interface CourseInfo {
  id: string;
  title: LocalizedText;
  completedLessonIds: readonly string[];
}

/**
 * One list from the enrolled courses' events and the user's tasks, in calendar order (date, all-day
 * first, time, events before tasks). A task that schedules a lesson is done once the lesson is.
 */
export function mergeCalendarItems(input: {
  events: readonly CourseEvent[];
  tasks: readonly Task[];
  courses: readonly CourseInfo[];
  locale: Locale;
  today: string;
}): CalendarItem[] {
  const { events, tasks, courses, locale, today } = input;
  const byId = new Map(courses.map((c, i) => [c.id, { ...c, color: i % COURSE_COLORS }]));
  const course = (id: string | null) => (id ? byId.get(id) : undefined);
  const items: CalendarItem[] = [];
  for (const e of events) {
    const c = course(e.courseId);
    if (!c) continue;
    items.push({
      id: e.id,
      source: "event",
      kind: e.kind,
      title: localize(e.title, locale),
      notes: "",
      date: e.date,
      time: e.time,
      courseId: c.id,
      courseTitle: localize(c.title, locale),
      color: c.color,
      lessonId: e.lessonId,
      done: false,
      overdue: false,
    });
  }
  for (const t of tasks) {
    const c = course(t.courseId);
    const lessonDone = t.lessonId !== null && c !== undefined && c.completedLessonIds.includes(t.lessonId);
    items.push({
      id: t.id,
      source: "task",
      kind: "task",
      title: taskTitle(t, locale),
      notes: t.notes,
      date: t.date,
      time: taskClock(t),
      courseId: c ? c.id : null,
      courseTitle: c ? localize(c.title, locale) : null,
      color: c ? c.color : null,
      lessonId: t.lessonId,
      done: t.done || lessonDone,
      overdue: false,
    });
  }
  for (const item of items) item.overdue = isOverdue(item, today);
  return items.sort(compareCalendarOrder);
}

/** The most items a month cell lists; the rest of the day is "+N more" (the calendar port's `perDay`). */
export const MONTH_CELL_ITEMS = 3;

/** When reminders go out, Cairo time: the evening before an event, the morning of a task's day. */
export const EVENING_REMINDER_HOUR = 18;
export const MORNING_REMINDER_HOUR = 7;

/**
 * Which reminders are due at `now`: from 18:00 Cairo those of tomorrow's events (deadline, quiz, exam),
 * from 07:00 those of today's tasks. Each run sends what is due and not yet sent (the log is the
 * memory), so a run missed at 18:00 is made up by the next one that evening.
 */
export function dueReminderDates(now: Date): { eventsOn: string | null; tasksOn: string | null } {
  const today = dateInZone(now);
  const hour = hourInZone(now);
  return {
    eventsOn: hour >= EVENING_REMINDER_HOUR ? addDays(today, 1) : null,
    tasksOn: hour >= MORNING_REMINDER_HOUR ? today : null,
  };
}

export const isRemindedKind = (kind: CourseEventKind) => REMINDED_EVENT_KINDS.includes(kind);

/** The reminder's key in the log: the item and its date, so a moved item is reminded again. */
export const reminderKey = (source: "event" | "task", id: string, date: string) => `${source}:${id}:${date}`;
