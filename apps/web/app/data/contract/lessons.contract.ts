import { describe, expect, it } from "vitest";
import { courseInput, courseWithLessons, type ContractContext } from "./harness";

export function describeLessons(t: ContractContext) {
  describe("lessons", () => {
    it("appends in order and keeps lessonsCount in step", async () => {
      const course = await t.repos.courses.create(courseInput());
      const l1 = await t.repos.lessons.add(course.id, {
        title: { ar: "١", en: "One" },
        kind: "video",
        content: "https://v/1",
        durationMinutes: 10,
        preview: true,
      });
      const l2 = await t.repos.lessons.add(course.id, {
        title: { ar: "٢", en: "Two" },
        kind: "text",
        body: { ar: "نص", en: "" },
      });
      const l3 = await t.repos.lessons.add(course.id, {
        title: { ar: "٣", en: "Three" },
        kind: "file",
        content: "https://f/3",
      });
      expect([l1!.position, l2!.position, l3!.position]).toEqual([0, 1, 2]);
      expect(l1).toMatchObject({ preview: true, durationMinutes: 10, kind: "video", courseId: course.id });
      expect(l2).toMatchObject({ preview: false, durationMinutes: 0 });
      expect(await t.repos.lessons.get(course.id, l1!.id)).toEqual(l1);
      expect((await t.repos.courses.getById(course.id))!.lessonsCount).toBe(3);
      expect((await t.repos.lessons.listByCourse(course.id)).map((l) => l.id)).toEqual([l1!.id, l2!.id, l3!.id]);

      expect(await t.repos.lessons.remove(course.id, l2!.id)).toBe(true);
      expect(await t.repos.lessons.remove(course.id, l2!.id)).toBe(false);
      const after = await t.repos.lessons.listByCourse(course.id);
      expect(after.map((l) => [l.id, l.position])).toEqual([
        [l1!.id, 0],
        [l3!.id, 1],
      ]);
      expect((await t.repos.courses.getById(course.id))!.lessonsCount).toBe(2);

      const updated = await t.repos.lessons.update(course.id, l1!.id, { preview: false, title: { ar: "أ", en: "A" } });
      expect(updated).toMatchObject({ preview: false, title: { ar: "أ", en: "A" }, kind: "video", position: 0 });
    });

    it("keeps an optional section in both languages", async () => {
      const course = await t.repos.courses.create(courseInput());
      const inSection = await t.repos.lessons.add(course.id, {
        title: { ar: "مقدمة", en: "Introduction" },
        section: { ar: "الفصل الأول", en: "Chapter one" },
        kind: "text",
      });
      const loose = await t.repos.lessons.add(course.id, { title: { ar: "ب", en: "B" }, kind: "text" });
      const blank = await t.repos.lessons.add(course.id, {
        title: { ar: "ج", en: "C" },
        section: { ar: "", en: "" },
        kind: "text",
      });
      expect(inSection!.section).toEqual({ ar: "الفصل الأول", en: "Chapter one" });
      expect(loose!.section).toBeNull();
      expect(blank!.section).toBeNull();
      expect((await t.repos.lessons.listByCourse(course.id)).map((l) => l.section)).toEqual([
        { ar: "الفصل الأول", en: "Chapter one" },
        null,
        null,
      ]);
      const moved = await t.repos.lessons.update(course.id, loose!.id, { section: { ar: "", en: "Part 2" } });
      expect(moved!.section).toEqual({ ar: "", en: "Part 2" });
      expect((await t.repos.lessons.update(course.id, loose!.id, { section: null }))!.section).toBeNull();
      expect((await t.repos.lessons.get(course.id, inSection!.id))!.section).toEqual(inSection!.section);
    });

    it("keeps a text lesson's body in both languages, as written, apart from any media", async () => {
      const course = await t.repos.courses.create(courseInput());
      const body = { ar: "## مقدمة\n\nنص الدرس.", en: "    indented code\n\n## Introduction" };
      const lesson = await t.repos.lessons.add(course.id, { title: { ar: "أ", en: "A" }, kind: "text", body });
      expect(lesson).toMatchObject({ body, content: "" });
      expect((await t.repos.lessons.get(course.id, lesson!.id))!.body).toEqual(body);
      // One side alone is a body too (its readers of the other language are shown it, marked).
      const arabicOnly = await t.repos.lessons.update(course.id, lesson!.id, { body: { ar: body.ar, en: "" } });
      expect(arabicOnly!.body).toEqual({ ar: body.ar, en: "" });
      const video = await t.repos.lessons.add(course.id, {
        title: { ar: "ب", en: "B" },
        kind: "video",
        content: "https://v/1",
      });
      expect(video).toMatchObject({ content: "https://v/1", body: { ar: "", en: "" } });
      expect((await t.repos.lessons.listByCourse(course.id)).map((l) => l.body)).toEqual([
        { ar: body.ar, en: "" },
        { ar: "", en: "" },
      ]);
      const long = "x".repeat(100_000);
      expect((await t.repos.lessons.update(course.id, lesson!.id, { body: { ar: long, en: long } }))!.body.en).toBe(
        long,
      );
      await expect(
        t.repos.lessons.update(course.id, lesson!.id, { body: { ar: `${long}x`, en: "" } }),
      ).rejects.toThrow();
    });

    it("reorders only with exactly the course's lessons", async () => {
      const { course, lessons } = await courseWithLessons(t.repos, 3);
      const [a, b, c] = lessons.map((l) => l.id);
      const order = async () => (await t.repos.lessons.listByCourse(course.id)).map((l) => [l.id, l.position]);
      expect(await t.repos.lessons.reorder(course.id, [c!, a!, b!])).toBe(true);
      expect(await order()).toEqual([
        [c, 0],
        [a, 1],
        [b, 2],
      ]);
      expect(await t.repos.lessons.reorder(course.id, [a!, b!])).toBe(false);
      expect(await t.repos.lessons.reorder(course.id, [a!, a!, b!])).toBe(false);
      expect(await t.repos.lessons.reorder(course.id, [a!, b!, "other"])).toBe(false);
      // A refused order changes nothing.
      expect((await order()).map(([id]) => id)).toEqual([c, a, b]);
      const other = await courseWithLessons(t.repos, 1);
      expect(await t.repos.lessons.reorder(course.id, [c!, a!, other.lessons[0]!.id])).toBe(false);
    });

    it("answers a missing course or lesson with null or false", async () => {
      expect(await t.repos.lessons.add("missing", { title: { ar: "x", en: "x" }, kind: "text" })).toBeNull();
      expect(await t.repos.lessons.get("missing", "missing")).toBeNull();
      expect(await t.repos.lessons.update("missing", "missing", { preview: true })).toBeNull();
      expect(await t.repos.lessons.listByCourse("missing")).toEqual([]);
      expect(await t.repos.lessons.reorder("missing", ["x"])).toBe(false);
    });

    it("a lesson of one course is not found through another", async () => {
      const a = await t.repos.courses.create(courseInput());
      const b = await t.repos.courses.create(courseInput());
      const lesson = await t.repos.lessons.add(a.id, { title: { ar: "x", en: "x" }, kind: "text" });
      expect(await t.repos.lessons.get(b.id, lesson!.id)).toBeNull();
      expect(await t.repos.lessons.remove(b.id, lesson!.id)).toBe(false);
    });
  });
}
