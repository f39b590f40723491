import { z } from "zod";
import type { AdminCourseQuery } from "@masar/domain/admin";
import type { Course } from "@masar/domain/course";
import { getRepositories } from "#app/repositories.server";
import { setCourseStatus } from "./course-status.server";
import { teacherNames } from "#app/services/certificates/name.server";

/** One page of the admin course list, and the teachers (filter and change-instructor choices). */
export async function courseList(query: AdminCourseQuery) {
  const repos = await getRepositories();
  const [page, teachers] = await Promise.all([repos.admin.searchCourses(query), repos.admin.listTeachers()]);
  return { page, teachers: teachers.map(({ uid, displayName }) => ({ uid, displayName })) };
}

/** Every course's id and title, for the payment search's course filter. */
export async function courseChoices(): Promise<{ id: string; title: Course["title"] }[]> {
  return (await getRepositories()).courses.listAll().then((courses) => courses.map(({ id, title }) => ({ id, title })));
}

const courseId = z.string().min(1).max(200);

/** The list's forms: one intent each, the course named by id; validated here whatever the page sent. */
export const courseActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("publish"), courseId }),
  z.object({ intent: z.literal("unpublish"), courseId }),
  z.object({ intent: z.literal("archive"), courseId }),
  // Deleted only once confirmed (components/confirm-act.tsx): without it the server asks first.
  z.object({ intent: z.literal("delete"), courseId, confirmed: z.literal("yes").optional() }),
  z.object({ intent: z.literal("instructor"), courseId, instructorId: z.string().min(1).max(200) }),
]);
export type CourseAction = z.output<typeof courseActionSchema>;

/** An action's outcome as a toast: its message key in the admin namespace, and success or error. */
export interface CourseActionOutcome {
  ok: boolean;
  key: string;
}

/**
 * Runs an admin's course action. Unpublishing and deleting never take a course away from students:
 * a course with enrolments or payments is refused with a message that offers archiving instead.
 */
export async function runCourseAction(action: CourseAction): Promise<CourseActionOutcome> {
  const repos = await getRepositories();
  const course = await repos.courses.getById(action.courseId);
  if (!course) return { ok: false, key: "courses.missing" };
  switch (action.intent) {
    case "publish": {
      const result = await setCourseStatus(repos, course.id, "published");
      if (result.ok) return { ok: true, key: "courses.published" };
      return { ok: false, key: result.reason === "noLessons" ? "courses.needsLesson" : "courses.missing" };
    }
    case "unpublish": {
      const holds = await repos.admin.courseHolds(course.id);
      if (holds.enrollments > 0 || holds.payments > 0) return { ok: false, key: "courses.unpublishHeld" };
      const result = await setCourseStatus(repos, course.id, "draft");
      return result.ok ? { ok: true, key: "courses.unpublished" } : { ok: false, key: "courses.missing" };
    }
    case "archive": {
      const result = await setCourseStatus(repos, course.id, "archived");
      return result.ok ? { ok: true, key: "courses.archived" } : { ok: false, key: "courses.missing" };
    }
    case "delete": {
      const outcome = await repos.admin.deleteCourseIfUnheld(course.id);
      if (outcome === "deleted") return { ok: true, key: "courses.deleted" };
      return { ok: false, key: outcome === "held" ? "courses.deleteHeld" : "courses.missing" };
    }
    case "instructor": {
      const teacher = await repos.users.get(action.instructorId);
      if (!teacher || teacher.role !== "teacher") return { ok: false, key: "courses.notATeacher" };
      await repos.courses.update(course.id, {
        instructorId: teacher.uid,
        instructor: await teacherNames(teacher.uid, teacher.displayName),
      });
      return { ok: true, key: "courses.instructorChanged" };
    }
  }
}
