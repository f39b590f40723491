import { data, redirect } from "@remix-run/node";
import type { Course } from "@masar/domain/course";
import { roleFlags } from "@masar/domain/user";
import { getLocale } from "#app/i18n/i18next.server";
import { fixedT } from "#app/i18n/translate";
import { getRepositories } from "#app/repositories.server";
import { toastHeader } from "#app/utils/toast.server";
import { mayTeach, type Actor } from "./actor";
import { guard, requireUser, type SessionUser } from "./session.server";

const actorOf = (user: SessionUser): Actor => ({
  uid: user.identity.uid,
  role: user.profile.role,
  displayName: user.profile.displayName || user.profile.email,
});

/** The teacher console's own pages (the list, a new course): teachers only (decision 004). */
export async function requireTeacher(request: Request): Promise<Actor> {
  return actorOf(await guard(request, "teacher"));
}

/**
 * A course's editor, its lessons, learners, exports, uploads and announcements: its own teacher or an
 * administrator. A visitor goes to sign in, a student home with "Unauthorized access" (as every role
 * route), another teacher gets 403 with a localised reason, an unknown course 404. Run in every loader
 * and action of those routes, with the id from the URL.
 */
export async function requireCourseStaff(
  request: Request,
  courseId: string,
): Promise<{ actor: Actor; course: Course }> {
  const user = await requireUser(request);
  const flags = roleFlags(user.profile.role);
  if (!flags.isTeacher && !flags.isAdmin) {
    throw redirect("/", { headers: { "Set-Cookie": await toastHeader({ type: "error", key: "toast.unauthorized" }) } });
  }
  const actor = actorOf(user);
  const found = await courseForStaff(actor, courseId);
  if (found.ok) return { actor, course: found.course };
  if (found.reason === "missing") throw data(null, { status: 404, statusText: "Not Found" });
  const key = "teaching.errors.notYourCourse";
  throw data(
    { error: { key, message: fixedT(getLocale(request))(key) } },
    { status: 403, headers: { "Cache-Control": "no-store" } },
  );
}

export type StaffCourse = { ok: true; course: Course } | { ok: false; reason: "missing" | "forbidden" };

/** The course when the actor may change it; otherwise why not (the routes answer 404 or 403). */
export async function courseForStaff(actor: Pick<Actor, "uid" | "role">, courseId: string): Promise<StaffCourse> {
  const course = await (await getRepositories()).courses.getById(courseId);
  if (!course) return { ok: false, reason: "missing" };
  return mayTeach(actor, course) ? { ok: true, course } : { ok: false, reason: "forbidden" };
}
