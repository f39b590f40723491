import type { Course } from "@masar/domain/course";
import { mayTeach, type Actor } from "#app/auth/actor";
import { getRepositories } from "#app/repositories.server";

export type StaffCourse = { ok: true; course: Course } | { ok: false; reason: "missing" | "forbidden" };

/** The course when the actor may change it; otherwise why not (the routes answer 404 or 403). */
export async function courseForStaff(actor: Pick<Actor, "uid" | "role">, courseId: string): Promise<StaffCourse> {
  const course = await (await getRepositories()).courses.getById(courseId);
  if (!course) return { ok: false, reason: "missing" };
  return mayTeach(actor, course) ? { ok: true, course } : { ok: false, reason: "forbidden" };
}
