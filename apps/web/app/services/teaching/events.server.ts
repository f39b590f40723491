import type { CourseEvent } from "@masar/domain/course-event";
import type { EventForm } from "@masar/domain/teaching-schema";
import { getRepositories } from "#app/repositories.server";
import { courseForStaff } from "#app/auth/course-staff.server";
import type { Actor } from "#app/auth/actor";

export type EventChange =
  | { ok: true; event: CourseEvent }
  | { ok: false; reason: "missing" | "forbidden" }
  | { ok: false; reason: "invalid"; field: "lessonId"; key: string };

/** The course's events in date order, for its teacher or an admin. */
export async function listCourseEvents(actor: Pick<Actor, "uid" | "role">, courseId: string) {
  const found = await courseForStaff(actor, courseId);
  if (!found.ok) return found;
  return { ok: true as const, events: await (await getRepositories()).courseEvents.listByCourse(courseId) };
}

/** The lesson an event names must be one of this course's. */
async function lessonProblem(courseId: string, lessonId: string | null) {
  if (!lessonId) return null;
  return (await (await getRepositories()).lessons.get(courseId, lessonId)) ? null : "teaching.errors.missingLesson";
}

/** An event of this course: ids from the URL are checked against the course, never trusted alone. */
async function eventOfCourse(courseId: string, eventId: string) {
  const event = await (await getRepositories()).courseEvents.get(eventId);
  return event && event.courseId === courseId ? event : null;
}

export async function createCourseEvent(actor: Actor, courseId: string, form: EventForm): Promise<EventChange> {
  const found = await courseForStaff(actor, courseId);
  if (!found.ok) return found;
  const problem = await lessonProblem(courseId, form.lessonId);
  if (problem) return { ok: false, reason: "invalid", field: "lessonId", key: problem };
  const event = await (await getRepositories()).courseEvents.create({ courseId, ...form });
  return { ok: true, event };
}

export async function updateCourseEvent(
  actor: Actor,
  courseId: string,
  eventId: string,
  form: EventForm,
): Promise<EventChange> {
  const found = await courseForStaff(actor, courseId);
  if (!found.ok) return found;
  if (!(await eventOfCourse(courseId, eventId))) return { ok: false, reason: "missing" };
  const problem = await lessonProblem(courseId, form.lessonId);
  if (problem) return { ok: false, reason: "invalid", field: "lessonId", key: problem };
  const event = await (await getRepositories()).courseEvents.update(eventId, form);
  return event ? { ok: true, event } : { ok: false, reason: "missing" };
}

export async function deleteCourseEvent(
  actor: Actor,
  courseId: string,
  eventId: string,
): Promise<{ ok: true } | { ok: false; reason: "missing" | "forbidden" }> {
  const found = await courseForStaff(actor, courseId);
  if (!found.ok) return found;
  if (!(await eventOfCourse(courseId, eventId))) return { ok: false, reason: "missing" };
  return (await (await getRepositories()).courseEvents.delete(eventId))
    ? { ok: true }
    : { ok: false, reason: "missing" };
}
