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
  });
}
