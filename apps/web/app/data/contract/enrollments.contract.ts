import { describe, expect, it } from "vitest";
import { courseInput, courseWithLessons, identity, type ContractContext } from "./harness";

export function describeEnrollments(t: ContractContext) {
  describe("enrollments", () => {
    it("enrols idempotently, tracks subscribedCourses and completes lessons once", async () => {
      await t.repos.users.ensureProfile(identity("u1"));
      const { course, lessons } = await courseWithLessons(t.repos, 2);
      const [l1, l2] = lessons;
      expect(await t.repos.enrollments.progress("u1", course.id)).toBeNull();
      expect(await t.repos.enrollments.completeLesson("u1", course.id, l1!.id)).toBeNull();

      const first = await t.repos.enrollments.enroll("u1", course.id);
      expect(first.created).toBe(true);
      expect(first.enrollment).toMatchObject({ userId: "u1", courseId: course.id, completedLessonIds: [] });
      const again = await t.repos.enrollments.enroll("u1", course.id);
      expect(again.created).toBe(false);
      expect(again.enrollment).toEqual(first.enrollment);
      expect((await t.repos.users.get("u1"))!.subscribedCourses).toEqual([course.id]);
      expect(await t.repos.enrollments.countByCourse(course.id)).toBe(1);

      expect(await t.repos.enrollments.progress("u1", course.id)).toEqual({ completedLessons: 0, totalLessons: 2 });
      await t.repos.enrollments.completeLesson("u1", course.id, l1!.id);
      const twice = await t.repos.enrollments.completeLesson("u1", course.id, l1!.id);
      expect(twice!.completedLessonIds).toEqual([l1!.id]);
      expect(await t.repos.enrollments.progress("u1", course.id)).toEqual({ completedLessons: 1, totalLessons: 2 });
      await t.repos.enrollments.completeLesson("u1", course.id, l2!.id);
      expect(await t.repos.enrollments.progress("u1", course.id)).toEqual({ completedLessons: 2, totalLessons: 2 });
      expect(await t.repos.enrollments.completeLesson("u1", course.id, "no-such-lesson")).toBeNull();
    });

    it("never reports more completed lessons than the course has", async () => {
      await t.repos.users.ensureProfile(identity("u1"));
      const { course, lessons } = await courseWithLessons(t.repos, 2);
      await t.repos.enrollments.enroll("u1", course.id);
      for (const lesson of lessons) await t.repos.enrollments.completeLesson("u1", course.id, lesson.id);
      await t.repos.lessons.remove(course.id, lessons[1]!.id);
      expect(await t.repos.enrollments.progress("u1", course.id)).toEqual({ completedLessons: 1, totalLessons: 1 });
    });

    it("counts only completions of lessons the course still has", async () => {
      await t.repos.users.ensureProfile(identity("u1"));
      const { course, lessons } = await courseWithLessons(t.repos, 3);
      const [a, b] = lessons;
      await t.repos.enrollments.enroll("u1", course.id);
      await t.repos.enrollments.completeLesson("u1", course.id, a!.id);
      await t.repos.enrollments.savePosition("u1", course.id, a!.id, 12);
      expect(await t.repos.enrollments.progress("u1", course.id)).toEqual({ completedLessons: 1, totalLessons: 3 });
      // The completed lesson goes and a new one comes: nothing of the course is done any more.
      await t.repos.lessons.remove(course.id, a!.id);
      await t.repos.lessons.add(course.id, { title: { ar: "د", en: "D" }, kind: "text" });
      expect(await t.repos.enrollments.progress("u1", course.id)).toEqual({ completedLessons: 0, totalLessons: 3 });
      const after = await t.repos.enrollments.get("u1", course.id);
      expect(after).toMatchObject({ completedLessonIds: [], lastLessonId: null });
      expect(await t.repos.enrollments.getPosition("u1", course.id, a!.id)).toBeNull();
      await t.repos.enrollments.completeLesson("u1", course.id, b!.id);
      expect(await t.repos.enrollments.progress("u1", course.id)).toEqual({ completedLessons: 1, totalLessons: 3 });
    });

    it("lists a course's enrolments, most recently enrolled first, and only that course's", async () => {
      for (const u of ["u1", "u2", "u3"]) await t.repos.users.ensureProfile(identity(u));
      const { course, lessons } = await courseWithLessons(t.repos, 2);
      const other = await t.repos.courses.create(courseInput());
      expect(await t.repos.enrollments.listByCourse(course.id)).toEqual([]);
      await t.repos.enrollments.enroll("u2", course.id);
      t.clock.advance();
      await t.repos.enrollments.enroll("u1", course.id);
      t.clock.advance();
      await t.repos.enrollments.enroll("u3", other.id);
      await t.repos.enrollments.completeLesson("u2", course.id, lessons[0]!.id);
      t.clock.advance();
      await t.repos.enrollments.completeLesson("u1", course.id, lessons[1]!.id);
      t.clock.advance();
      await t.repos.enrollments.completeLesson("u1", course.id, lessons[0]!.id);
      const list = await t.repos.enrollments.listByCourse(course.id);
      expect(list.map((e) => e.userId)).toEqual(["u1", "u2"]);
      // Each learner's own completions, in the order completed.
      expect(list[0]).toMatchObject({ courseId: course.id, completedLessonIds: [lessons[1]!.id, lessons[0]!.id] });
      expect(list[1]).toMatchObject({ courseId: course.id, completedLessonIds: [lessons[0]!.id] });
      expect(await t.repos.enrollments.listByCourse("no-such-course")).toEqual([]);
    });

    it("keeps enrolments and progress when the course is archived", async () => {
      await t.repos.users.ensureProfile(identity("u1"));
      const { course, lessons } = await courseWithLessons(t.repos, 2);
      await t.repos.enrollments.enroll("u1", course.id);
      await t.repos.enrollments.completeLesson("u1", course.id, lessons[0]!.id);
      expect(await t.repos.courses.update(course.id, { status: "archived" })).toMatchObject({ status: "archived" });
      expect(await t.repos.enrollments.progress("u1", course.id)).toEqual({ completedLessons: 1, totalLessons: 2 });
      expect((await t.repos.enrollments.listByCourse(course.id)).map((e) => e.userId)).toEqual(["u1"]);
      expect((await t.repos.courses.listPublished()).map((c) => c.id)).not.toContain(course.id);
      expect((await t.repos.courses.listByInstructor(course.instructorId)).map((c) => c.id)).toContain(course.id);
    });

    it("enrols once under 10 concurrent calls", async () => {
      await t.repos.users.ensureProfile(identity("u1"));
      const { course } = await courseWithLessons(t.repos, 1);
      const results = await Promise.all(Array.from({ length: 10 }, () => t.repos.enrollments.enroll("u1", course.id)));
      expect(results.filter((r) => r.created)).toHaveLength(1);
      for (const r of results) expect(r.enrollment).toMatchObject({ userId: "u1", courseId: course.id });
      expect(await t.repos.enrollments.countByCourse(course.id)).toBe(1);
      expect((await t.repos.users.get("u1"))!.subscribedCourses).toEqual([course.id]);
    });

    it("undoes a completion, idempotently, and keeps the last lesson and activity", async () => {
      await t.repos.users.ensureProfile(identity("u1"));
      const { course, lessons } = await courseWithLessons(t.repos, 2);
      const [l1, l2] = lessons;
      expect(await t.repos.enrollments.uncompleteLesson("u1", course.id, l1!.id)).toBeNull();
      expect(await t.repos.enrollments.recordVisit("u1", course.id, l1!.id)).toBeNull();
      const { enrollment } = await t.repos.enrollments.enroll("u1", course.id);
      expect(enrollment.lastLessonId).toBeNull();

      t.clock.advance();
      const visited = await t.repos.enrollments.recordVisit("u1", course.id, l2!.id);
      expect(visited).toMatchObject({ lastLessonId: l2!.id, updatedAt: t.clock.now() });
      t.clock.advance();
      const done = await t.repos.enrollments.completeLesson("u1", course.id, l1!.id);
      expect(done).toMatchObject({ completedLessonIds: [l1!.id], lastLessonId: l1!.id, updatedAt: t.clock.now() });
      t.clock.advance();
      const undone = await t.repos.enrollments.uncompleteLesson("u1", course.id, l1!.id);
      expect(undone).toMatchObject({ completedLessonIds: [], lastLessonId: l1!.id, updatedAt: t.clock.now() });
      const stamp = undone!.updatedAt;
      t.clock.advance();
      // Undoing again changes nothing, not even the activity time.
      expect(await t.repos.enrollments.uncompleteLesson("u1", course.id, l1!.id)).toMatchObject({
        completedLessonIds: [],
        updatedAt: stamp,
      });
      expect(await t.repos.enrollments.progress("u1", course.id)).toEqual({ completedLessons: 0, totalLessons: 2 });
      expect(await t.repos.enrollments.get("u1", course.id)).toMatchObject({
        completedLessonIds: [],
        updatedAt: stamp,
      });

      // A lesson of another course is not this course's.
      const other = await courseWithLessons(t.repos, 1);
      expect(await t.repos.enrollments.recordVisit("u1", course.id, other.lessons[0]!.id)).toBeNull();
      expect(await t.repos.enrollments.completeLesson("u1", course.id, other.lessons[0]!.id)).toBeNull();
      expect(await t.repos.enrollments.uncompleteLesson("u1", course.id, "no-such-lesson")).toBeNull();
    });

    it("remembers video positions per student and lesson", async () => {
      await t.repos.users.ensureProfile(identity("u1"));
      await t.repos.users.ensureProfile(identity("u2"));
      const { course, lessons } = await courseWithLessons(t.repos, 2);
      const [l1, l2] = lessons;
      expect(await t.repos.enrollments.savePosition("u1", course.id, l1!.id, 5)).toBe(false);
      await t.repos.enrollments.enroll("u1", course.id);
      await t.repos.enrollments.enroll("u2", course.id);
      expect(await t.repos.enrollments.getPosition("u1", course.id, l1!.id)).toBeNull();
      expect(await t.repos.enrollments.savePosition("u1", course.id, l1!.id, 42.5)).toBe(true);
      t.clock.advance();
      expect(await t.repos.enrollments.savePosition("u1", course.id, l1!.id, 61)).toBe(true);
      expect(await t.repos.enrollments.savePosition("u2", course.id, l1!.id, 7)).toBe(true);
      expect(await t.repos.enrollments.getPosition("u1", course.id, l1!.id)).toEqual({
        lessonId: l1!.id,
        seconds: 61,
        updatedAt: t.clock.now(),
      });
      expect((await t.repos.enrollments.getPosition("u2", course.id, l1!.id))!.seconds).toBe(7);
      expect(await t.repos.enrollments.getPosition("u1", course.id, l2!.id)).toBeNull();
      for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY, 10 ** 9]) {
        expect(await t.repos.enrollments.savePosition("u1", course.id, l2!.id, bad)).toBe(false);
      }
      expect(await t.repos.enrollments.savePosition("u1", course.id, "no-such-lesson", 3)).toBe(false);
      expect(await t.repos.enrollments.getPosition("u1", course.id, l2!.id)).toBeNull();
    });

    it("lists a user's enrollments, most recently active first", async () => {
      await t.repos.users.ensureProfile(identity("u1"));
      await t.repos.users.ensureProfile(identity("u2"));
      const { course: a, lessons } = await courseWithLessons(t.repos, 1);
      const b = await t.repos.courses.create(courseInput());
      await t.repos.enrollments.enroll("u1", a.id);
      t.clock.advance();
      await t.repos.enrollments.enroll("u1", b.id);
      await t.repos.enrollments.enroll("u2", b.id);
      expect((await t.repos.enrollments.listByUser("u1")).map((e) => e.courseId)).toEqual([b.id, a.id]);
      t.clock.advance();
      await t.repos.enrollments.completeLesson("u1", a.id, lessons[0]!.id);
      expect((await t.repos.enrollments.listByUser("u1")).map((e) => e.courseId)).toEqual([a.id, b.id]);
      expect(await t.repos.enrollments.listByUser("nobody")).toEqual([]);
      expect(await t.repos.enrollments.get("u2", a.id)).toBeNull();
    });
  });
}
