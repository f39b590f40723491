import type { Course } from "@masar/domain/course";
import { roleFlags, type Role } from "@masar/domain/user";
import { getRepositories } from "#app/repositories.server";

/** Who is acting in the teacher console: the session's user, never ids from a form. */
export interface Actor {
  uid: string;
  role: Role;
  displayName: string;
}

/**
 * Who may change a course: the teacher whose `instructorId` it is, and administrators (the admin
 * console opens any teacher's editor). Another teacher may not, whatever the form says.
 */
export function mayTeach(actor: Pick<Actor, "uid" | "role">, course: Pick<Course, "instructorId">): boolean {
  const flags = roleFlags(actor.role);
  return flags.isAdmin || (flags.isTeacher && course.instructorId === actor.uid);
}

export type StaffCourse = { ok: true; course: Course } | { ok: false; reason: "missing" | "forbidden" };

/** The course when the actor may change it; otherwise why not (the routes answer 404 or 403). */
export async function courseForStaff(actor: Pick<Actor, "uid" | "role">, courseId: string): Promise<StaffCourse> {
  const course = await (await getRepositories()).courses.getById(courseId);
  if (!course) return { ok: false, reason: "missing" };
  return mayTeach(actor, course) ? { ok: true, course } : { ok: false, reason: "forbidden" };
}
