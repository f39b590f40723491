import { describe, expect, it } from "vitest";
import {
  compareCalendarOrder,
  countByDate,
  eventMatches,
  firstOfDays,
  taskClock,
  taskMatches,
  type CalendarDaysQuery,
} from "./calendar-days";
import { cairoInstant } from "./calendar-items";
import type { CourseEvent } from "./course-event";
import type { Task } from "./task";

const at = new Date("2026-01-01T00:00:00Z");
const event = (id: string, date: string, time: string | null = null, over: Partial<CourseEvent> = {}): CourseEvent => ({
  id,
  courseId: "c1",
  kind: "deadline",
  title: { ar: "تسليم", en: "Due" },
  date,
  time,
  lessonId: null,
  createdAt: at,
  updatedAt: at,
  ...over,
});
const task = (id: string, date: string, time: string | null = null, over: Partial<Task> = {}): Task => ({
  id,
  userId: "u1",
  title: id,
  titles: {},
  notes: "",
  kind: "study",
  courseId: null,
  lessonId: null,
  allDay: time === null,
  date,
  startsAt: time ? cairoInstant(date, time) : null,
  endsAt: time ? cairoInstant(date, time) : null,
  done: false,
  createdAt: at,
  updatedAt: at,
  ...over,
});
const ids = (kept: { events: { id: string }[]; tasks: { id: string }[] }) =>
  [...kept.events, ...kept.tasks].map((x) => x.id).sort();
const query = (over: Partial<CalendarDaysQuery> = {}): CalendarDaysQuery => ({
  courseIds: ["c1"],
  range: { from: "2030-03-01", to: "2030-03-31" },
  perDay: 3,
  whole: null,
  courseId: null,
  kind: null,
  ...over,
});

describe("calendar days", () => {
  it("orders by date, all-day first, time, then events before tasks", () => {
    const order = [
      { date: "2030-03-01", time: "23:00", source: "task" as const },
      { date: "2030-03-02", time: null, source: "task" as const },
      { date: "2030-03-02", time: null, source: "event" as const },
      { date: "2030-03-02", time: "09:00", source: "task" as const },
      { date: "2030-03-02", time: "08:59", source: "event" as const },
    ].sort(compareCalendarOrder);
    expect(order.map((x) => `${x.date} ${x.time} ${x.source}`)).toEqual([
      "2030-03-01 23:00 task",
      "2030-03-02 null event",
      "2030-03-02 null task",
      "2030-03-02 08:59 event",
      "2030-03-02 09:00 task",
    ]);
  });

  it("reads a task's time on a Cairo clock, summer time included", () => {
    expect(taskClock(task("t", "2030-01-10", "00:30"))).toBe("00:30");
    expect(taskClock(task("t", "2030-07-10", "23:45"))).toBe("23:45");
    expect(taskClock(task("t", "2030-07-10"))).toBeNull();
  });

  it("keeps each day's first items from both lists, whole days whole", () => {
    const events = [event("e-allday", "2030-03-01"), event("e-0900", "2030-03-01", "09:00"), event("e2", "2030-03-02")];
    const tasks = [
      task("t-allday", "2030-03-01"),
      task("t-0800", "2030-03-01", "08:00"),
      task("t-1000", "2030-03-01", "10:00"),
      task("t2a", "2030-03-02"),
      task("t2b", "2030-03-02"),
      task("t2c", "2030-03-02"),
    ];
    expect(ids(firstOfDays(events, tasks, { perDay: 3, whole: null }))).toEqual(
      ["e-allday", "t-allday", "t-0800", "e2", "t2a", "t2b"].sort(),
    );
    expect(ids(firstOfDays(events, tasks, { perDay: 1, whole: { from: "2030-03-02", to: "2030-03-02" } }))).toEqual(
      ["e-allday", "e2", "t2a", "t2b", "t2c"].sort(),
    );
    expect(ids(firstOfDays(events, tasks, { perDay: 0, whole: null }))).toEqual([]);
    expect(countByDate([events, tasks])).toEqual({ "2030-03-01": 5, "2030-03-02": 4 });
  });

  it("matches only enrolled courses' events and the filters", () => {
    expect(eventMatches(event("e", "2030-03-01"), query())).toBe(true);
    expect(eventMatches(event("e", "2030-03-01", null, { courseId: "c9" }), query())).toBe(false);
    expect(eventMatches(event("e", "2030-04-01"), query())).toBe(false);
    expect(eventMatches(event("e", "2030-03-01"), query({ kind: "task" }))).toBe(false);
    expect(eventMatches(event("e", "2030-03-01"), query({ kind: "exam" }))).toBe(false);
    expect(eventMatches(event("e", "2030-03-01"), query({ courseId: "c1", kind: "deadline" }))).toBe(true);
    expect(taskMatches(task("t", "2030-03-01"), query({ kind: "task" }))).toBe(true);
    expect(taskMatches(task("t", "2030-03-01"), query({ kind: "quiz" }))).toBe(false);
    expect(taskMatches(task("t", "2030-03-01", null, { courseId: "c1" }), query({ courseId: "c1" }))).toBe(true);
    expect(taskMatches(task("t", "2030-03-01"), query({ courseId: "c1" }))).toBe(false);
    // A task naming a course the user is no longer enrolled in never matches that course's filter.
    const left = task("t", "2030-03-01", null, { courseId: "c9" });
    expect(taskMatches(left, query({ courseId: "c9" }))).toBe(false);
    expect(taskMatches(left, query())).toBe(true);
  });
});
