import { describe, expect, it } from "vitest";
import type { ContractContext } from "./harness";
import { identity } from "./harness";

const title = (en: string) => ({ ar: `عربي ${en}`, en });

export function describeCourseEvents(t: ContractContext) {
  describe("course events", () => {
    it("creates, reads, updates and deletes an event, keeping the course and the date as a date", async () => {
      const e = await t.repos.courseEvents.create({
        courseId: "c1",
        kind: "exam",
        title: title("Midterm"),
        date: "2026-03-14",
        time: "10:30",
      });
      expect(e).toMatchObject({ courseId: "c1", kind: "exam", date: "2026-03-14", time: "10:30", lessonId: null });
      expect(e.createdAt).toEqual(t.clock.now());
      expect(await t.repos.courseEvents.get(e.id)).toEqual(e);
      const later = t.clock.advance();
      const changed = await t.repos.courseEvents.update(e.id, { date: "2026-03-15", time: null, lessonId: "l1" });
      expect(changed).toEqual({ ...e, date: "2026-03-15", time: null, lessonId: "l1", updatedAt: later });
      expect(await t.repos.courseEvents.get(e.id)).toEqual(changed);
      expect(await t.repos.courseEvents.update("missing", { date: "2026-03-15" })).toBeNull();
      expect(await t.repos.courseEvents.delete(e.id)).toBe(true);
      expect(await t.repos.courseEvents.delete(e.id)).toBe(false);
      expect(await t.repos.courseEvents.get(e.id)).toBeNull();
    });

    it("refuses invalid events: no title, an impossible date, a bad time, an unknown kind", async () => {
      const ok = { courseId: "c1", kind: "quiz" as const, title: title("Quiz"), date: "2026-03-01" };
      await expect(t.repos.courseEvents.create({ ...ok, title: { ar: "", en: " " } })).rejects.toThrow();
      await expect(t.repos.courseEvents.create({ ...ok, date: "2026-02-29" })).rejects.toThrow();
      await expect(t.repos.courseEvents.create({ ...ok, time: "24:00" })).rejects.toThrow();
      await expect(t.repos.courseEvents.create({ ...ok, kind: "party" as never })).rejects.toThrow();
      const e = await t.repos.courseEvents.create(ok);
      await expect(t.repos.courseEvents.update(e.id, { date: "2026-13-01" })).rejects.toThrow();
      expect(await t.repos.courseEvents.get(e.id)).toEqual(e);
    });

    it("lists by course and by courses within a date range, in calendar order", async () => {
      const mk = async (courseId: string, date: string, time: string | null = null) => {
        const e = await t.repos.courseEvents.create({ courseId, kind: "deadline", title: title(date), date, time });
        t.clock.advance();
        return e;
      };
      const late = await mk("c1", "2026-03-02", "14:00");
      const early = await mk("c1", "2026-03-02", "09:00");
      const allDay = await mk("c1", "2026-03-02");
      const first = await mk("c1", "2026-03-01");
      const yearEnd = await mk("c1", "2025-12-31");
      const other = await mk("c2", "2026-03-02");
      const outside = await mk("c3", "2026-03-02");
      const next = await mk("c1", "2026-04-01");
      const ids = (list: { id: string }[]) => list.map((e) => e.id);

      expect(ids(await t.repos.courseEvents.listByCourse("c1"))).toEqual([
        yearEnd.id,
        first.id,
        allDay.id,
        early.id,
        late.id,
        next.id,
      ]);
      const march = { from: "2026-03-01", to: "2026-03-31" };
      expect(ids(await t.repos.courseEvents.listByCourse("c1", march))).toEqual([
        first.id,
        allDay.id,
        early.id,
        late.id,
      ]);
      expect(ids(await t.repos.courseEvents.listByCourses(["c1", "c2", "c1"], march))).toEqual([
        first.id,
        allDay.id,
        other.id,
        early.id,
        late.id,
      ]);
      expect(ids(await t.repos.courseEvents.listByCourses(["c1"], { from: "2025-12-31", to: "2026-01-01" }))).toEqual([
        yearEnd.id,
      ]);
      expect(await t.repos.courseEvents.listByCourses([], march)).toEqual([]);
      expect(ids(await t.repos.courseEvents.listByCourses(["c3"], march))).toEqual([outside.id]);
      expect(ids(await t.repos.courseEvents.listOn("2026-03-02"))).toEqual([
        allDay.id,
        other.id,
        outside.id,
        early.id,
        late.id,
      ]);
    });

    it("lists events of more courses than one store query takes", async () => {
      const courseIds = Array.from({ length: 35 }, (_, i) => `course-${i}`);
      for (const courseId of courseIds) {
        await t.repos.courseEvents.create({ courseId, kind: "live", title: title(courseId), date: "2026-05-01" });
      }
      const list = await t.repos.courseEvents.listByCourses(courseIds, { from: "2026-05-01", to: "2026-05-01" });
      expect(list.map((e) => e.courseId)).toEqual(courseIds);
    });

    it("deletes every event of a course and nothing else", async () => {
      await t.repos.courseEvents.create({ courseId: "c1", kind: "quiz", title: title("a"), date: "2026-03-01" });
      await t.repos.courseEvents.create({ courseId: "c1", kind: "quiz", title: title("b"), date: "2026-03-02" });
      const keep = await t.repos.courseEvents.create({
        courseId: "c2",
        kind: "quiz",
        title: title("c"),
        date: "2026-03-01",
      });
      expect(await t.repos.courseEvents.deleteByCourse("c1")).toBe(2);
      expect(await t.repos.courseEvents.listByCourse("c1")).toEqual([]);
      expect(await t.repos.courseEvents.listByCourse("c2")).toEqual([keep]);
    });
  });

  describe("calendar settings", () => {
    it("creates one unguessable token on first use, regenerates it and forgets the old one", async () => {
      const [a, b] = await Promise.all([t.repos.calendarSettings.get("u1"), t.repos.calendarSettings.get("u1")]);
      expect(a).toEqual(b);
      expect(a).toMatchObject({ userId: "u1", hijri: false, weekStart: 6 });
      expect(a.feedToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const other = await t.repos.calendarSettings.get("u2");
      expect(other.feedToken).not.toBe(a.feedToken);
      expect(await t.repos.calendarSettings.userByToken(a.feedToken)).toBe("u1");
      const renewed = await t.repos.calendarSettings.regenerateToken("u1");
      expect(renewed.feedToken).not.toBe(a.feedToken);
      expect(await t.repos.calendarSettings.userByToken(a.feedToken)).toBeNull();
      expect(await t.repos.calendarSettings.userByToken(renewed.feedToken)).toBe("u1");
      expect(await t.repos.calendarSettings.userByToken("x".repeat(43))).toBeNull();
      expect(await t.repos.calendarSettings.get("u1")).toEqual(renewed);
    });

    it("keeps the Hijri choice beside the token", async () => {
      const first = await t.repos.calendarSettings.get("u1");
      expect(await t.repos.calendarSettings.update("u1", { hijri: true })).toEqual({ ...first, hijri: true });
      expect((await t.repos.calendarSettings.get("u1")).hijri).toBe(true);
      expect((await t.repos.calendarSettings.update("u3", { hijri: true })).hijri).toBe(true);
    });

    it("keeps the week's first day, Saturday until another is picked, and refuses any other day", async () => {
      const first = await t.repos.calendarSettings.get("u1");
      expect(first.weekStart).toBe(6);
      expect(await t.repos.calendarSettings.update("u1", { weekStart: 1 })).toEqual({ ...first, weekStart: 1 });
      expect(await t.repos.calendarSettings.update("u1", { hijri: true })).toEqual({
        ...first,
        weekStart: 1,
        hijri: true,
      });
      expect(await t.repos.calendarSettings.update("u1", { hijri: false, weekStart: 0 })).toEqual({
        ...first,
        weekStart: 0,
        hijri: false,
      });
      expect(await t.repos.calendarSettings.get("u1")).toMatchObject({ weekStart: 0, hijri: false });
      // A first use that picks the day at once.
      expect((await t.repos.calendarSettings.update("u3", { weekStart: 1 })).weekStart).toBe(1);
      for (const bad of [3, 7, -1, "6"]) {
        await expect(t.repos.calendarSettings.update("u1", { hijri: true, weekStart: bad as never })).rejects.toThrow();
      }
      expect(await t.repos.calendarSettings.get("u1")).toMatchObject({ weekStart: 0, hijri: false });
    });
  });

  describe("reminder log", () => {
    it("lets exactly one of many claims of a reminder through, per user and key", async () => {
      const claims = await Promise.all(Array.from({ length: 8 }, () => t.repos.reminderLog.claim("u1", "event:e1")));
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await t.repos.reminderLog.claim("u1", "event:e1")).toBe(false);
      expect(await t.repos.reminderLog.claim("u2", "event:e1")).toBe(true);
      expect(await t.repos.reminderLog.claim("u1", "task:t1")).toBe(true);
    });
  });

  describe("enrolled users of a course", () => {
    it("lists the users enrolled in a course", async () => {
      await t.repos.users.ensureProfile(identity("u1"));
      await t.repos.users.ensureProfile(identity("u2"));
      const course = await t.repos.courses.create({
        title: { ar: "مقرر", en: "Course" },
        instructorId: "teacher-1",
        instructor: { ar: "د. سارة", en: "Dr. Sara" },
        faculty: "science",
        level: "beginner",
        category: "math",
      });
      expect(await t.repos.enrollments.userIdsByCourse(course.id)).toEqual([]);
      await t.repos.enrollments.enroll("u1", course.id);
      await t.repos.enrollments.enroll("u2", course.id);
      expect((await t.repos.enrollments.userIdsByCourse(course.id)).sort()).toEqual(["u1", "u2"]);
    });
  });
}
