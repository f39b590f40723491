import { describe, expect, it } from "vitest";
import { courseInput, recorder, type ContractContext } from "./harness";

/**
 * The catalogue snapshot (CourseRepository.publishedSnapshot): every case writes first, then reads, so
 * it never depends on what a previous case left in an adapter's memory.
 */
export function describeCatalogueSnapshot(t: ContractContext) {
  describe("catalogue snapshot", () => {
    const ids = async () => (await t.repos.courses.publishedSnapshot()).map((c) => c.id);

    it("holds the published courses newest first and follows create, edit, unpublish and delete", async () => {
      const a = await t.repos.courses.create(courseInput({ title: { ar: "أ", en: "A" } }));
      t.clock.advance();
      const draft = await t.repos.courses.create(courseInput({ status: "draft" }));
      t.clock.advance();
      const b = await t.repos.courses.create(courseInput({ title: { ar: "ب", en: "B" } }));
      expect(await ids()).toEqual([b.id, a.id]);
      const first = await t.repos.courses.publishedSnapshot();
      // Unchanged store, same array: callers can cache what they derive from it.
      expect(await t.repos.courses.publishedSnapshot()).toBe(first);
      expect(Object.isFrozen(first)).toBe(true);

      await t.repos.courses.update(a.id, { title: { ar: "أ٢", en: "A2" } });
      expect((await t.repos.courses.publishedSnapshot()).find((c) => c.id === a.id)?.title.en).toBe("A2");
      await t.repos.courses.update(draft.id, { status: "published" });
      expect(await ids()).toEqual([b.id, draft.id, a.id]);
      await t.repos.courses.update(b.id, { status: "draft" });
      expect(await ids()).toEqual([draft.id, a.id]);
      await t.repos.courses.delete(a.id);
      expect(await ids()).toEqual([draft.id]);
    });

    it("follows a course's lessons count", async () => {
      const course = await t.repos.courses.create(courseInput());
      const count = async () =>
        (await t.repos.courses.publishedSnapshot()).find((c) => c.id === course.id)?.lessonsCount;
      expect(await count()).toBe(0);
      const lesson = await t.repos.lessons.add(course.id, { title: { ar: "١", en: "1" }, kind: "text" });
      expect(await count()).toBe(1);
      await t.repos.lessons.remove(course.id, lesson!.id);
      expect(await count()).toBe(0);
    });

    it("tells watchers after each change, and no more once unsubscribed", async () => {
      const course = await t.repos.courses.create(courseInput());
      await t.repos.courses.publishedSnapshot();
      const changes = recorder<number>();
      let n = 0;
      const stop = t.repos.courses.watchPublished(() => changes.onChange(++n));
      const told = changes.next(() => true);
      await t.repos.courses.update(course.id, { status: "draft" });
      await told;
      expect(await ids()).not.toContain(course.id);
      stop();
      const before = n;
      await t.repos.courses.update(course.id, { status: "published" });
      expect(await ids()).toContain(course.id);
      expect(n).toBe(before);
    });
  });
}
