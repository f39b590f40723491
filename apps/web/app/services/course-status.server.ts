import { courseStatusProblem, type Course, type CourseStatus } from "@masar/domain/course";
import type { Repositories } from "#app/data/ports";

type CourseRepos = Pick<Repositories, "courses" | "lessons">;

export type CourseStatusResult =
  | { ok: true; course: Course }
  | { ok: false; reason: "missing" }
  | { ok: false; reason: "noLessons"; key: "validation.publishNeedsLesson" };

/**
 * Moves a course to draft or published. A course with no lessons is never published (a course on sale
 * must have something to study): the domain rule `courseStatusProblem` decides, here and in `removeLesson`.
 * Callers check the actor's role and ownership first, as every loader and action does.
 */
export async function setCourseStatus(
  repos: CourseRepos,
  courseId: string,
  status: CourseStatus,
): Promise<CourseStatusResult> {
  const course = await repos.courses.getById(courseId);
  if (!course) return { ok: false, reason: "missing" };
  const problem = courseStatusProblem(status, course.lessonsCount);
  if (problem) return { ok: false, reason: "noLessons", key: problem };
  const updated = await repos.courses.update(courseId, { status });
  return updated ? { ok: true, course: updated } : { ok: false, reason: "missing" };
}

/** Removes a lesson, unless it is the last lesson of a published course (unpublish the course first). */
export async function removeLesson(
  repos: CourseRepos,
  courseId: string,
  lessonId: string,
): Promise<{ ok: true } | { ok: false; reason: "missing" } | { ok: false; reason: "lastLesson"; key: string }> {
  const course = await repos.courses.getById(courseId);
  if (!course) return { ok: false, reason: "missing" };
  const problem = courseStatusProblem(course.status, course.lessonsCount - 1);
  if (problem) return { ok: false, reason: "lastLesson", key: problem };
  return (await repos.lessons.remove(courseId, lessonId)) ? { ok: true } : { ok: false, reason: "missing" };
}
