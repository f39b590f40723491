import type { Course } from "@masar/domain/course";
import { roleFlags, type Role } from "@masar/domain/user";

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
