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
