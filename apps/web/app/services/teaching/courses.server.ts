import { progressPercent, type Course, type CourseStatus } from "@masar/domain/course";
import { enrollmentProgress } from "@masar/domain/enrollment";
import type { CourseForm } from "@masar/domain/teaching-schema";
import { getRepositories } from "#app/repositories.server";
import { isChoosableCategory } from "#app/services/categories.server";
import { setCourseStatus } from "#app/services/course-status.server";
import { courseForStaff, type StaffCourse } from "#app/auth/course-staff.server";
import type { Actor } from "#app/auth/actor";
import { teacherNames } from "#app/services/certificates/name.server";

/** A row of the teacher's course list. */
export interface TeacherCourse {
  course: Course;
  learners: number;
  /** Mean progress of the enrolled students, 0–100; 0 without students. */
  averageProgress: number;
}

/** The actor's own courses, any status, newest first, with their students' figures. */
export async function listTeacherCourses(actor: Pick<Actor, "uid">): Promise<TeacherCourse[]> {
  const repos = await getRepositories();
  const courses = await repos.courses.listByInstructor(actor.uid);
  return Promise.all(
    courses.map(async (course) => {
      const [enrollments, lessons] = await Promise.all([
        repos.enrollments.listByCourse(course.id),
        repos.lessons.listByCourse(course.id),
      ]);
      const ids = lessons.map((l) => l.id);
      const total = enrollments.reduce((sum, e) => sum + progressPercent(enrollmentProgress(e, ids)), 0);
      return {
        course,
        learners: enrollments.length,
        averageProgress: enrollments.length ? Math.round(total / enrollments.length) : 0,
      };
    }),
  );
}

/** How many courses the user teaches, any status (a teacher's profile shows it). */
export async function countTaughtCourses(uid: string): Promise<number> {
  return (await (await getRepositories()).courses.listByInstructor(uid)).length;
}

const detailsOf = (form: CourseForm) => ({
  title: form.title,
  description: form.description,
  faculty: form.faculty,
  level: form.level,
  category: form.category,
  tags: form.tags,
  price: form.price,
});

/** A field of the details form the server refused, with the message key shown beside it. */
export type DetailsRefused = { ok: false; reason: "invalid"; field: "category"; key: string };

const unknownCategory: DetailsRefused = {
  ok: false,
  reason: "invalid",
  field: "category",
  key: "teaching.validation.categoryUnknown",
};

/**
 * A new draft course taught by the actor (an admin creating one teaches it). Its category must be an
 * active entry of the managed list: a name typed by hand, or a retired entry, is refused.
 */
export async function createCourse(
  actor: Actor,
  form: CourseForm,
): Promise<{ ok: true; course: Course } | DetailsRefused> {
  if (!(await isChoosableCategory(form.category))) return unknownCategory;
  const repos = await getRepositories();
  const course = await repos.courses.create({
    ...detailsOf(form),
    instructorId: actor.uid,
    instructor: await teacherNames(actor.uid, actor.displayName),
    status: "draft",
  });
  return { ok: true, course };
}

/** Saves the details form; the category must be an active entry, or the course's own (retired since). */
export async function updateCourseDetails(
  actor: Actor,
  courseId: string,
  form: CourseForm,
): Promise<StaffCourse | DetailsRefused> {
  const found = await courseForStaff(actor, courseId);
  if (!found.ok) return found;
  if (!(await isChoosableCategory(form.category, found.course.category))) return unknownCategory;
  const updated = await (await getRepositories()).courses.update(courseId, detailsOf(form));
  return updated ? { ok: true, course: updated } : { ok: false, reason: "missing" };
}

export type StatusChange = StaffCourse | { ok: false; reason: "noLessons"; key: string };

/** draft → published → archived (and back): publishing needs a lesson; archiving deletes nothing. */
export async function changeCourseStatus(actor: Actor, courseId: string, status: CourseStatus): Promise<StatusChange> {
  const found = await courseForStaff(actor, courseId);
  if (!found.ok) return found;
  return setCourseStatus(await getRepositories(), courseId, status);
}

/** Sets the cover to a stored image's address, or back to the default image (""). */
export async function setCourseCover(actor: Actor, courseId: string, image: string): Promise<StaffCourse> {
  const found = await courseForStaff(actor, courseId);
  if (!found.ok) return found;
  const updated = await (await getRepositories()).courses.update(courseId, { image });
  return updated ? { ok: true, course: updated } : { ok: false, reason: "missing" };
}
