import type { Course } from "@masar/domain/course";
import type { Enrollment } from "@masar/domain/enrollment";
import { getRepositories } from "#app/repositories.server";

/**
 * The user's enrolled courses that still exist, in enrolment order (the calendar's colours follow it),
 * each with its enrolment: what the calendar and spaced review read a student's courses from.
 */
export async function enrolledCourses(userId: string): Promise<{ course: Course; enrollment: Enrollment }[]> {
  const repos = await getRepositories();
  const enrollments = (await repos.enrollments.listByUser(userId)).sort(
    (a, b) => a.enrolledAt.getTime() - b.enrolledAt.getTime() || a.courseId.localeCompare(b.courseId),
  );
  const courses = await Promise.all(enrollments.map((e) => repos.courses.getById(e.courseId)));
  return enrollments.flatMap((enrollment, i) => (courses[i] ? [{ course: courses[i]!, enrollment }] : []));
}
