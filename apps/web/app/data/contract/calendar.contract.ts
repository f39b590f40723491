import { describe, expect, it } from "vitest";
import type { CalendarDaysQuery } from "@masar/domain/calendar-days";
import { cairoInstant } from "@masar/domain/calendar-items";
import type { CourseEventKind } from "@masar/domain/course-event";
import type { ContractContext } from "./harness";

const MARCH = { from: "2030-03-01", to: "2030-03-31" };

const query = (over: Partial<CalendarDaysQuery> = {}): CalendarDaysQuery => ({
  courseIds: ["c1", "c2"],
  range: MARCH,
  perDay: 3,
  whole: null,
  courseId: null,
  kind: null,
  ...over,
});

export function describeCalendar(t: ContractContext) {
  describe("calendar days", () => {
    const event = async (
      date: string,
      time: string | null,
      over: { courseId?: string; kind?: CourseEventKind } = {},
    ) => {
      const e = await t.repos.courseEvents.create({
        courseId: over.courseId ?? "c1",
        kind: over.kind ?? "deadline",
        title: { ar: `حدث ${date} ${time}`, en: `Event ${date} ${time}` },
        date,
        time,
      });
      t.clock.advance();
      return e.id;
    };
    const task = async (date: string, time: string | null, over: { userId?: string; courseId?: string } = {}) => {
      const at = time ? cairoInstant(date, time) : null;
      const created = await t.repos.tasks.create({
        userId: over.userId ?? "u1",
        title: `Task ${date} ${time}`,
        date,
        allDay: at === null,
        startsAt: at,
        endsAt: at,
        courseId: over.courseId ?? null,
      });
      t.clock.advance();
      return created.id;
    };
    /** The kept items' ids in calendar order, as the page merges them. */
    const read = async (q: CalendarDaysQuery, userId = "u1") => {
      const days = await t.repos.calendar.days(userId, q);
      const ids = [...days.events, ...days.tasks].map((x) => x.id);
      return { days, ids: new Set(ids) };
    };

    it("gives a kept task exactly as the task port reads it, every field", async () => {
      const at = cairoInstant("2030-03-12", "18:30");
      const timed = await t.repos.tasks.create({
        userId: "u1",
        title: "مراجعة · Revision",
        notes: "الفصل الثاني",
        date: "2030-03-12",
        allDay: false,
        startsAt: at,
        endsAt: at,
        courseId: "c1",
      });
      t.clock.advance();
      await t.repos.tasks.update("u1", timed.id, { done: true });
      const allDay = await task("2030-03-12", null);
      const listed = await t.repos.tasks.listByUser("u1", { from: "2030-03-12", to: "2030-03-12" });
      const { days } = await read(query());
      expect(days.tasks.find((x) => x.id === timed.id)).toEqual(listed.find((x) => x.id === timed.id));
      expect(days.tasks.find((x) => x.id === allDay)).toEqual(listed.find((x) => x.id === allDay));
      expect(days.tasks.find((x) => x.id === timed.id)).toMatchObject({
        done: true,
        allDay: false,
        notes: "الفصل الثاني",
      });
    });

    it("keeps each day's first items in calendar order across events and tasks, and counts the day whole", async () => {
      // Created in reverse of the calendar's order (but for the tie), so creation alone cannot give it.
      const taskAt0930 = await task("2030-03-10", "09:30");
      const secondTaskAt0930 = await task("2030-03-10", "09:30");
      const eventAt0930 = await event("2030-03-10", "09:30");
      const taskAt0800 = await task("2030-03-10", "08:00");
      const allDayTask = await task("2030-03-10", null);
      const allDayEvent = await event("2030-03-10", null);
      const order = [allDayEvent, allDayTask, taskAt0800, eventAt0930, taskAt0930, secondTaskAt0930];
      for (let keep = 0; keep <= order.length; keep++) {
        const { days, ids } = await read(query({ perDay: keep }));
        expect([...ids].sort(), `first ${keep}`).toEqual(order.slice(0, keep).sort());
        expect(days.counts).toEqual({ "2030-03-10": 6 });
      }
      // The tasks come in calendar order, the events in the port's order.
      const all = await t.repos.calendar.days("u1", query({ perDay: 10 }));
      expect(all.tasks.map((x) => x.id)).toEqual([allDayTask, taskAt0800, taskAt0930, secondTaskAt0930]);
      expect(all.events.map((x) => x.id)).toEqual([allDayEvent, eventAt0930]);
    });

    it("keeps whole days whole and cuts the others, counting every day with items", async () => {
      const day1 = [await task("2030-03-01", null), await task("2030-03-01", null), await task("2030-03-01", null)];
      const day1Fourth = await task("2030-03-01", null);
      const day2 = [await task("2030-03-02", null), await task("2030-03-02", null)];
      const day3 = [await event("2030-03-03", null), await event("2030-03-03", null)];
      const day3Tasks = [await task("2030-03-03", "07:00"), await task("2030-03-03", "07:00")];
      const { days, ids } = await read(query({ perDay: 2, whole: { from: "2030-03-02", to: "2030-03-02" } }));
      expect([...ids].sort()).toEqual([...day1.slice(0, 2), ...day2, ...day3].sort());
      expect(days.counts).toEqual({ "2030-03-01": 4, "2030-03-02": 2, "2030-03-03": 4 });
      const whole = await read(query({ perDay: 0, whole: MARCH }));
      expect([...whole.ids].sort()).toEqual([...day1, day1Fourth, ...day2, ...day3, ...day3Tasks].sort());
      const none = await read(query({ perDay: 0 }));
      expect(none.ids.size).toBe(0);
      expect(none.days.counts).toEqual({ "2030-03-01": 4, "2030-03-02": 2, "2030-03-03": 4 });
    });

    it("counts and ranks done and past items like the others", async () => {
      const done = await task("2020-01-05", null);
      await t.repos.tasks.update("u1", done, { done: true });
      const overdue = await task("2020-01-05", null);
      const past = await event("2020-01-05", "10:00", { kind: "exam" });
      const later = await task("2020-01-05", "11:00");
      const { days, ids } = await read(query({ range: { from: "2020-01-01", to: "2020-01-31" }, perDay: 3 }));
      expect([...ids].sort()).toEqual([done, overdue, past].sort());
      expect(days.counts).toEqual({ "2020-01-05": 4 });
      expect(days.tasks.find((x) => x.id === done)?.done).toBe(true);
      expect(ids.has(later)).toBe(false);
    });

    it("reads only the user's own tasks and the given courses' events", async () => {
      const mine = await task("2030-03-05", null);
      const theirs = await task("2030-03-05", null, { userId: "u2" });
      const enrolled = await event("2030-03-05", null, { courseId: "c2" });
      const notEnrolled = await event("2030-03-05", null, { courseId: "c9" });
      const { days, ids } = await read(query());
      expect([...ids].sort()).toEqual([mine, enrolled].sort());
      expect(days.counts).toEqual({ "2030-03-05": 2 });
      expect(ids.has(theirs) || ids.has(notEnrolled)).toBe(false);
      const other = await read(query({ courseIds: [] }), "u2");
      expect([...other.ids]).toEqual([theirs]);
      expect(other.days.counts).toEqual({ "2030-03-05": 1 });
    });

    it("filters by kind and by an enrolled course, tasks linked to it included", async () => {
      const exam = await event("2030-03-07", null, { kind: "exam" });
      const quiz = await event("2030-03-07", null, { kind: "quiz", courseId: "c2" });
      const plain = await task("2030-03-07", null);
      const linked = await task("2030-03-07", null, { courseId: "c2" });
      const linkedElsewhere = await task("2030-03-07", null, { courseId: "c9" });
      const ids = async (q: Partial<CalendarDaysQuery>) => [...(await read(query({ perDay: 10, ...q }))).ids].sort();
      expect(await ids({ kind: "exam" })).toEqual([exam]);
      expect(await ids({ kind: "task" })).toEqual([plain, linked, linkedElsewhere].sort());
      expect(await ids({ courseId: "c2" })).toEqual([quiz, linked].sort());
      expect(await ids({ courseId: "c2", kind: "task" })).toEqual([linked]);
      expect(await ids({ courseId: "c2", kind: "exam" })).toEqual([]);
      // A course the user is not enrolled in shows nothing, not even their tasks that name it.
      expect(await ids({ courseId: "c9" })).toEqual([]);
      const filtered = await t.repos.calendar.days("u1", query({ perDay: 1, courseId: "c2" }));
      expect(filtered.counts).toEqual({ "2030-03-07": 2 });
    });

    it("keeps Cairo's days: range ends inclusive, a task's time of day read in Cairo", async () => {
      // 00:30 in Cairo is the evening before in UTC; 23:30 in Cairo is the same UTC day.
      const lateNight = await task("2030-03-31", "23:30");
      const afterMidnight = await task("2030-03-31", "00:30");
      const noon = await event("2030-03-31", "12:00");
      const first = await task("2030-03-01", null);
      await task("2030-02-28", "23:59");
      await task("2030-04-01", "00:00");
      await event("2030-04-01", null);
      const { days, ids } = await read(query({ perDay: 2 }));
      expect([...ids].sort()).toEqual([first, afterMidnight, noon].sort());
      expect(days.counts).toEqual({ "2030-03-01": 1, "2030-03-31": 3 });
      const all = await t.repos.calendar.days("u1", query({ perDay: 3 }));
      expect(all.tasks.map((x) => x.id)).toEqual([first, afterMidnight, lateNight]);
      // Across a year's end and Cairo's summer time starting (the last Friday of April 2030).
      const newYear = await task("2030-12-31", "22:00");
      const summer = await task("2030-04-26", "09:00");
      const yearEnd = await read(query({ range: { from: "2030-04-26", to: "2030-12-31" } }));
      expect([...yearEnd.ids].sort()).toEqual([newYear, summer].sort());
    });
  });
}
