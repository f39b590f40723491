import { describe, expect, it } from "vitest";
import { courseInput, type ContractContext } from "./harness";

export function describeCourses(t: ContractContext) {
  describe("courses", () => {
    it("creates, reads, updates and deletes", async () => {
      const created = await t.repos.courses.create(courseInput());
      expect(created.id).toBeTruthy();
      expect(created).toMatchObject({
        title: { ar: "أساسيات البرمجة", en: "Programming Basics" },
        lessonsCount: 0,
        price: 0,
      });
      expect(created.createdAt).toEqual(t.clock.now());
      expect(await t.repos.courses.getById(created.id)).toEqual(created);
      const later = t.clock.advance();
      const tags = [
        { ar: "جبر", en: "Algebra" },
        { ar: "", en: "Exams" },
      ];
      const updated = await t.repos.courses.update(created.id, { price: 350, tags });
      expect(updated).toMatchObject({
        price: 350,
        tags,
        title: created.title,
        createdAt: created.createdAt,
      });
      expect(updated!.updatedAt).toEqual(later);
      expect(await t.repos.courses.delete(created.id)).toBe(true);
      expect(await t.repos.courses.getById(created.id)).toBeNull();
      expect(await t.repos.courses.delete(created.id)).toBe(false);
    });

    it("keeps the instructor's name in both scripts, and renames it on all their courses at once", async () => {
      const mine = await t.repos.courses.create(courseInput({ title: { ar: "أ", en: "A" } }));
      const draft = await t.repos.courses.create(courseInput({ title: { ar: "ب", en: "B" }, status: "draft" }));
      const theirs = await t.repos.courses.create(courseInput({ instructorId: "teacher-2" }));
      expect(mine.instructor).toEqual({ ar: "د. سارة", en: "Dr. Sara" });
      await expect(t.repos.courses.create(courseInput({ instructor: { ar: "", en: " " } }))).rejects.toThrow();
      const before = await t.repos.courses.publishedSnapshot();
      const later = t.clock.advance();
      const name = { ar: "د. سارة منصور", en: "Dr. Sara Mansour" };
      expect(await t.repos.courses.renameInstructor("teacher-1", name)).toBe(2);
      for (const id of [mine.id, draft.id]) {
        expect(await t.repos.courses.getById(id)).toMatchObject({ instructor: name, updatedAt: later });
      }
      expect((await t.repos.courses.getById(theirs.id))!.instructor).toEqual({ ar: "د. سارة", en: "Dr. Sara" });
      // The catalogue shows the new names at once (the snapshot followed the write).
      const after = await t.repos.courses.publishedSnapshot();
      expect(after).not.toBe(before);
      expect(after.find((c) => c.id === mine.id)!.instructor).toEqual(name);
      // The same names again change nothing, and keep the snapshot.
      expect(await t.repos.courses.renameInstructor("teacher-1", name)).toBe(0);
      expect(await t.repos.courses.publishedSnapshot()).toBe(after);
      expect(await t.repos.courses.renameInstructor("nobody", name)).toBe(0);
    });

    it("answers missing records with null", async () => {
      expect(await t.repos.courses.getById("missing")).toBeNull();
      expect(await t.repos.courses.update("missing", { price: 1 })).toBeNull();
    });

    it("rejects invalid input", async () => {
      await expect(t.repos.courses.create(courseInput({ price: -5 }))).rejects.toThrow();
      await expect(t.repos.courses.create(courseInput({ title: { ar: "", en: "" } }))).rejects.toThrow();
    });

    it("lists published newest first, all for admins, and by instructor", async () => {
      const a = await t.repos.courses.create(courseInput({ title: { ar: "أ", en: "A" } }));
      t.clock.advance();
      const b = await t.repos.courses.create(courseInput({ title: { ar: "ب", en: "B" }, status: "draft" }));
      t.clock.advance();
      const c = await t.repos.courses.create(courseInput({ title: { ar: "ج", en: "C" }, instructorId: "teacher-2" }));
      expect((await t.repos.courses.listPublished()).map((x) => x.id)).toEqual([c.id, a.id]);
      expect((await t.repos.courses.listAll()).map((x) => x.id)).toEqual([c.id, b.id, a.id]);
      expect((await t.repos.courses.listByInstructor("teacher-1")).map((x) => x.id)).toEqual([b.id, a.id]);
      expect(await t.repos.courses.listByInstructor("nobody")).toEqual([]);
    });

    it("counts published courses and their distinct instructors", async () => {
      expect(await t.repos.courses.counts()).toEqual({ courses: 0, instructors: 0 });
      await t.repos.courses.create(courseInput());
      await t.repos.courses.create(courseInput());
      await t.repos.courses.create(courseInput({ instructorId: "teacher-2" }));
      await t.repos.courses.create(courseInput({ instructorId: "teacher-3", status: "draft" }));
      expect(await t.repos.courses.counts()).toEqual({ courses: 3, instructors: 2 });
    });

    it("knows when the store is empty", async () => {
      expect(await t.repos.isEmpty()).toBe(true);
      await t.repos.courses.create(courseInput());
      expect(await t.repos.isEmpty()).toBe(false);
    });
  });
}
