import { describe, expect, it } from "vitest";
import type { ContractContext } from "./harness";

export function describeTasks(t: ContractContext) {
  describe("tasks", () => {
    it("creates, lists by date range, updates and deletes only the owner's", async () => {
      const a = await t.repos.tasks.create({ userId: "u1", title: "Revise chapter 3", date: "2026-05-02" });
      const b = await t.repos.tasks.create({
        userId: "u1",
        title: "Deadline",
        kind: "deadline",
        courseId: "c1",
        date: "2026-05-01",
      });
      await t.repos.tasks.create({ userId: "u1", title: "Later", date: "2026-06-01" });
      await t.repos.tasks.create({ userId: "u2", title: "Other", date: "2026-05-01" });
      expect(a).toMatchObject({ allDay: true, date: "2026-05-02", done: false, kind: "study", courseId: null });
      const list = await t.repos.tasks.listByUser("u1", { from: "2026-05-01", to: "2026-05-31" });
      expect(list.map((x) => x.id)).toEqual([b.id, a.id]);
      expect(list[1]).toEqual(a);
      expect(await t.repos.tasks.update("u2", a.id, { done: true })).toBeNull();
      const later = t.clock.advance();
      expect(await t.repos.tasks.update("u1", a.id, { done: true, title: "Revise chapter 4" })).toEqual({
        ...a,
        done: true,
        title: "Revise chapter 4",
        updatedAt: later,
      });
      expect(await t.repos.tasks.delete("u2", a.id)).toBe(false);
      expect(await t.repos.tasks.delete("u1", a.id)).toBe(true);
      expect(await t.repos.tasks.update("u1", a.id, { done: false })).toBeNull();
    });

    it("orders tasks of one day by creation", async () => {
      const first = await t.repos.tasks.create({ userId: "u1", title: "First", date: "2026-05-01" });
      t.clock.advance();
      const second = await t.repos.tasks.create({ userId: "u1", title: "Second", date: "2026-05-01" });
      const list = await t.repos.tasks.listByUser("u1", { from: "2026-05-01", to: "2026-05-01" });
      expect(list.map((x) => x.id)).toEqual([first.id, second.id]);
    });

    it("keeps all-day dates as dates, not shifted by time zones", async () => {
      const task = await t.repos.tasks.create({ userId: "u1", title: "Exam", date: "2026-01-01" });
      expect((await t.repos.tasks.listByUser("u1", { from: "2026-01-01", to: "2026-01-01" }))[0]!.date).toBe(
        "2026-01-01",
      );
      expect(task.date).toBe("2026-01-01");
      await expect(t.repos.tasks.create({ userId: "u1", title: "Bad", date: "2026-02-30" })).rejects.toThrow();
    });

    it("keeps a timed task's start and end", async () => {
      const startsAt = new Date("2026-05-01T09:00:00Z");
      const endsAt = new Date("2026-05-01T10:30:00Z");
      const task = await t.repos.tasks.create({
        userId: "u1",
        title: "Lab",
        date: "2026-05-01",
        allDay: false,
        startsAt,
        endsAt,
      });
      expect(task).toMatchObject({ allDay: false, startsAt, endsAt });
      expect((await t.repos.tasks.listByUser("u1", { from: "2026-05-01", to: "2026-05-01" }))[0]).toEqual(task);
    });

    it("reads one task only for its owner", async () => {
      const a = await t.repos.tasks.create({ userId: "u1", title: "Mine", date: "2026-05-02" });
      expect(await t.repos.tasks.get("u1", a.id)).toEqual(a);
      expect(await t.repos.tasks.get("u2", a.id)).toBeNull();
      expect(await t.repos.tasks.get("u1", "missing")).toBeNull();
    });

    it("lists every user's open tasks of one day", async () => {
      const a = await t.repos.tasks.create({ userId: "u1", title: "A", date: "2026-05-02" });
      t.clock.advance();
      const b = await t.repos.tasks.create({ userId: "u2", title: "B", date: "2026-05-02" });
      const done = await t.repos.tasks.create({ userId: "u3", title: "C", date: "2026-05-02" });
      await t.repos.tasks.update("u3", done.id, { done: true });
      await t.repos.tasks.create({ userId: "u1", title: "D", date: "2026-05-03" });
      expect((await t.repos.tasks.listOpenOn("2026-05-02")).map((x) => x.id)).toEqual([a.id, b.id]);
    });

    it("replaces an exam plan's open lesson tasks in one go, keeping done and other tasks", async () => {
      const own = await t.repos.tasks.create({ userId: "u1", title: "Own", courseId: "c1", date: "2026-05-01" });
      const first = await t.repos.tasks.replaceLessonTasks("u1", "c1", [
        { title: "L1", lessonId: "l1", date: "2026-05-01" },
        { title: "L2", lessonId: "l2", date: "2026-05-01" },
        { title: "L3", lessonId: "l3", date: "2026-05-02" },
      ]);
      expect(first.map((x) => [x.lessonId, x.courseId, x.date])).toEqual([
        ["l1", "c1", "2026-05-01"],
        ["l2", "c1", "2026-05-01"],
        ["l3", "c1", "2026-05-02"],
      ]);
      const otherCourse = await t.repos.tasks.replaceLessonTasks("u1", "c2", [
        { title: "M1", lessonId: "m1", date: "2026-05-01" },
      ]);
      const otherUser = await t.repos.tasks.replaceLessonTasks("u2", "c1", [
        { title: "L1", lessonId: "l1", date: "2026-05-01" },
      ]);
      await t.repos.tasks.update("u1", first[0]!.id, { done: true });
      t.clock.advance();
      const again = await t.repos.tasks.replaceLessonTasks("u1", "c1", [
        { title: "L2", lessonId: "l2", date: "2026-05-03" },
        { title: "L3", lessonId: "l3", date: "2026-05-04" },
      ]);
      const mine = await t.repos.tasks.listByUser("u1", { from: "2026-01-01", to: "2026-12-31" });
      expect(mine.map((x) => x.id)).toEqual([own.id, first[0]!.id, otherCourse[0]!.id, again[0]!.id, again[1]!.id]);
      expect(mine.find((x) => x.id === own.id)).toEqual(own);
      expect(await t.repos.tasks.listByUser("u2", { from: "2026-01-01", to: "2026-12-31" })).toEqual(otherUser);
      await expect(
        t.repos.tasks.replaceLessonTasks("u1", "c1", [{ title: "", lessonId: "l9", date: "2026-05-05" }]),
      ).rejects.toThrow();
      expect(await t.repos.tasks.listByUser("u1", { from: "2026-01-01", to: "2026-12-31" })).toEqual(mine);
    });

    it("keeps a task's title in each language through every read, and changes them only when told", async () => {
      const titles = { ar: "فيديو: المقدمة", en: "Video: Introduction" };
      const [planned] = await t.repos.tasks.replaceLessonTasks("u1", "c1", [
        { title: titles.ar, titles, lessonId: "l1", date: "2026-05-01" },
      ]);
      const own = await t.repos.tasks.create({ userId: "u1", title: "Own", date: "2026-05-01" });
      expect(planned).toMatchObject({ title: titles.ar, titles });
      expect(own.titles).toEqual({});
      const range = { from: "2026-05-01", to: "2026-05-01" };
      expect((await t.repos.tasks.listByUser("u1", range)).map((x) => x.titles)).toEqual([titles, {}]);
      expect((await t.repos.tasks.get("u1", planned!.id))!.titles).toEqual(titles);
      expect((await t.repos.tasks.listOpenOn("2026-05-01")).map((x) => x.titles)).toEqual([titles, {}]);
      const days = await t.repos.calendar.days("u1", {
        courseIds: ["c1"],
        range,
        perDay: 3,
        whole: null,
        courseId: null,
        kind: null,
      });
      expect(days.tasks.map((x) => x.titles)).toEqual([titles, {}]);
      // A patch without titles keeps them; the student's own new title replaces them.
      expect((await t.repos.tasks.update("u1", planned!.id, { done: true }))!.titles).toEqual(titles);
      const renamed = await t.repos.tasks.update("u1", planned!.id, { title: "Mine now", titles: {} });
      expect(renamed).toMatchObject({ title: "Mine now", titles: {} });
      expect((await t.repos.tasks.get("u1", planned!.id))!.titles).toEqual({});
      await expect(
        t.repos.tasks.create({ userId: "u1", title: "x", titles: { en: "" }, date: "2026-05-01" }),
      ).rejects.toThrow();
    });

    it("keeps each plan's settings with its tasks, one per course, only for their owner", async () => {
      expect(await t.repos.tasks.listExamPlans("u1")).toEqual([]);
      const first = { examDate: "2026-05-20", perDay: 2, offDays: [5] };
      await t.repos.tasks.replaceLessonTasks("u1", "c2", [{ title: "L1", lessonId: "l1", date: "2026-05-01" }], first);
      await t.repos.tasks.replaceLessonTasks("u1", "c1", [{ title: "M1", lessonId: "m1", date: "2026-05-01" }], {
        examDate: "2026-05-10",
        perDay: 1,
        offDays: [],
      });
      await t.repos.tasks.replaceLessonTasks("u2", "c1", [], { examDate: "2026-06-01", perDay: 3, offDays: [5, 6] });
      const later = t.clock.advance();
      const replanned = { examDate: "2026-05-25", perDay: 3, offDays: [4, 5] };
      await t.repos.tasks.replaceLessonTasks(
        "u1",
        "c2",
        [{ title: "L1", lessonId: "l1", date: "2026-05-02" }],
        replanned,
      );
      // Without settings (a caller that only moves tasks) the kept ones stay.
      await t.repos.tasks.replaceLessonTasks("u1", "c1", []);
      const plans = await t.repos.tasks.listExamPlans("u1");
      expect(plans.map((p) => [p.courseId, p.examDate, p.perDay, p.offDays])).toEqual([
        ["c1", "2026-05-10", 1, []],
        ["c2", "2026-05-25", 3, [4, 5]],
      ]);
      expect(plans[1]).toEqual({ userId: "u1", courseId: "c2", ...replanned, updatedAt: later });
      expect((await t.repos.tasks.listExamPlans("u2")).map((p) => p.offDays)).toEqual([[5, 6]]);
      expect(await t.repos.tasks.listExamPlans("u3")).toEqual([]);
    });
  });
}
