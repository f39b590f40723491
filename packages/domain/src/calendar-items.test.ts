import { describe, expect, it } from "vitest";
import { cairoInstant, cairoClock, dueReminderDates, isOverdue, mergeCalendarItems } from "./calendar-items";
import type { CourseEvent } from "./course-event";
import type { Task } from "./task";
import { buildCalendar, foldLine } from "./icalendar";

const at = new Date("2026-01-01T00:00:00Z");
const event = (over: Partial<CourseEvent>): CourseEvent => ({
  id: "e1",
  courseId: "c1",
  kind: "deadline",
  title: { ar: "تسليم", en: "Due" },
  date: "2026-11-24",
  time: null,
  lessonId: null,
  createdAt: at,
  updatedAt: at,
  ...over,
});
const task = (over: Partial<Task>): Task => ({
  id: "t1",
  userId: "u1",
  title: "Mine",
  titles: {},
  notes: "",
  kind: "study",
  courseId: null,
  lessonId: null,
  allDay: true,
  date: "2026-11-24",
  startsAt: null,
  endsAt: null,
  done: false,
  createdAt: at,
  updatedAt: at,
  ...over,
});

describe("calendar items", () => {
  it("merges events of known courses with tasks, in calendar order, a lesson task done with its lesson", () => {
    const items = mergeCalendarItems({
      events: [event({ id: "timed", time: "09:00" }), event({ id: "allday" }), event({ id: "gone", courseId: "left" })],
      tasks: [task({ id: "lesson", courseId: "c1", lessonId: "l1", date: "2026-11-20" }), task({ id: "own" })],
      courses: [{ id: "c1", title: { ar: "استاتيكا", en: "Statics" }, completedLessonIds: ["l1"] }],
      locale: "ar",
      today: "2026-11-23",
    });
    expect(items.map((i) => i.id)).toEqual(["lesson", "allday", "own", "timed"]);
    expect(items[0]).toMatchObject({ done: true, overdue: false, color: 0, courseTitle: "استاتيكا" });
    expect(items[1]).toMatchObject({ title: "تسليم", source: "event" });
  });

  it("gives a planned task the reader's title, not both languages", () => {
    const planned = task({
      courseId: "c1",
      lessonId: "l1",
      title: "مقدمة",
      titles: { ar: "مقدمة", en: "Introduction" },
    });
    const courses = [{ id: "c1", title: { ar: "استاتيكا", en: "Statics" }, completedLessonIds: [] }];
    for (const [locale, title] of [
      ["ar", "مقدمة"],
      ["en", "Introduction"],
    ] as const) {
      const [item] = mergeCalendarItems({ events: [], tasks: [planned], courses, locale, today: "2026-11-23" });
      expect(item!.title).toBe(title);
    }
  });

  it("flags late items that are not done, but not a past live session", () => {
    expect(isOverdue({ date: "2026-11-22", done: false, kind: "task" }, "2026-11-23")).toBe(true);
    expect(isOverdue({ date: "2026-11-22", done: true, kind: "task" }, "2026-11-23")).toBe(false);
    expect(isOverdue({ date: "2026-11-23", done: false, kind: "exam" }, "2026-11-23")).toBe(false);
    expect(isOverdue({ date: "2026-11-22", done: false, kind: "live" }, "2026-11-23")).toBe(false);
  });

  it("turns Cairo wall-clock times into instants across summer time", () => {
    expect(cairoInstant("2026-01-15", "18:00").toISOString()).toBe("2026-01-15T16:00:00.000Z");
    expect(cairoInstant("2026-07-15", "18:00").toISOString()).toBe("2026-07-15T15:00:00.000Z");
    expect(cairoInstant("2026-01-01", "00:30").toISOString()).toBe("2025-12-31T22:30:00.000Z");
    expect(cairoClock(cairoInstant("2026-10-30", "09:15"))).toBe("09:15");
  });

  it("selects reminders: tomorrow's events from 18:00 Cairo, today's tasks from 07:00", () => {
    expect(dueReminderDates(new Date("2026-11-23T04:59:00Z"))).toEqual({ eventsOn: null, tasksOn: null });
    expect(dueReminderDates(new Date("2026-11-23T05:00:00Z"))).toEqual({ eventsOn: null, tasksOn: "2026-11-23" });
    expect(dueReminderDates(new Date("2026-11-23T16:00:00Z"))).toEqual({
      eventsOn: "2026-11-24",
      tasksOn: "2026-11-23",
    });
    // 23:30 Cairo on New Year's Eve: tomorrow is next year.
    expect(dueReminderDates(new Date("2026-12-31T21:30:00Z")).eventsOn).toBe("2027-01-01");
  });
});

describe("iCalendar", () => {
  it("folds at 75 octets without splitting Arabic letters", () => {
    const line = `SUMMARY:${"مراجعة ".repeat(20)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(line);
  });

  it("writes all-day items as dates and timed ones in Cairo, escaping text", () => {
    const text = buildCalendar({
      name: "Masar",
      events: [
        {
          uid: "a@masar",
          summary: "Due; now, really",
          description: "",
          categories: "Deadline",
          date: "2026-12-31",
          time: null,
          updatedAt: at,
          done: false,
        },
        {
          uid: "b@masar",
          summary: "Exam",
          description: "line\nnext",
          categories: "Exam",
          date: "2026-11-24",
          time: "09:00",
          updatedAt: at,
          done: true,
        },
      ],
    });
    expect(text).toContain("DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101");
    expect(text).toContain("DTSTART;TZID=Africa/Cairo:20261124T090000");
    expect(text).toContain("SUMMARY:Due\\; now\\, really");
    expect(text).toContain("SUMMARY:✓ Exam");
    expect(text).toContain("DESCRIPTION:line\\nnext");
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });
});
