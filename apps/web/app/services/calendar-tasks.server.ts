import { dateInZone } from "@masar/domain/calendar-date";
import { cairoInstant } from "@masar/domain/calendar-items";
import { planExam, type ExamPlan } from "@masar/domain/exam-plan";
import type { Task } from "@masar/domain/learning";
import { getRepositories } from "#app/data/index.server";

export interface TaskFields {
  title: string;
  notes?: string;
  date: string;
  time?: string;
  courseId?: string;
}

export type TaskOutcome = { ok: true; task: Task } | { ok: false; reason: "notFound" | "notEnrolled" };

/** A time is a Cairo wall-clock time on the task's date; without one the task is all day. */
function taskShape(fields: TaskFields) {
  const at = fields.time ? cairoInstant(fields.date, fields.time) : null;
  return {
    title: fields.title,
    notes: fields.notes ?? "",
    date: fields.date,
    allDay: at === null,
    startsAt: at,
    endsAt: at,
    courseId: fields.courseId || null,
  };
}

/** A course may be linked only by a student enrolled in it. */
async function mayLink(userId: string, courseId: string | undefined) {
  if (!courseId) return true;
  return (await (await getRepositories()).enrollments.get(userId, courseId)) !== null;
}

export async function createOwnTask(userId: string, fields: TaskFields): Promise<TaskOutcome> {
  if (!(await mayLink(userId, fields.courseId))) return { ok: false, reason: "notEnrolled" };
  const task = await (await getRepositories()).tasks.create({ userId, ...taskShape(fields) });
  return { ok: true, task };
}

/** Changes only the user's own task (the port checks ownership); a plan task keeps its lesson. */
export async function updateOwnTask(userId: string, id: string, fields: TaskFields): Promise<TaskOutcome> {
  if (!(await mayLink(userId, fields.courseId))) return { ok: false, reason: "notEnrolled" };
  const task = await (await getRepositories()).tasks.update(userId, id, taskShape(fields));
  return task ? { ok: true, task } : { ok: false, reason: "notFound" };
}

export async function setOwnTaskDone(userId: string, id: string, done: boolean): Promise<boolean> {
  return (await (await getRepositories()).tasks.update(userId, id, { done })) !== null;
}

export async function deleteOwnTask(userId: string, id: string): Promise<boolean> {
  return (await getRepositories()).tasks.delete(userId, id);
}

export async function getOwnTask(userId: string, id: string): Promise<Task | null> {
  return (await getRepositories()).tasks.get(userId, id);
}

export type PlanOutcome = ExamPlan | { ok: false; reason: "notEnrolled" };

/**
 * The exam plan: the course's lessons the student has not completed, spread from today (Cairo) to the
 * exam (domain rule in exam-plan.ts), replacing any earlier plan's open tasks for the course at once.
 */
export async function planCourseExam(
  userId: string,
  input: { courseId: string; examDate: string; perDay: number; offDays: number[] },
  now: Date,
): Promise<PlanOutcome> {
  const repos = await getRepositories();
  const enrollment = await repos.enrollments.get(userId, input.courseId);
  if (!enrollment) return { ok: false, reason: "notEnrolled" };
  const lessons = await repos.lessons.listByCourse(input.courseId);
  const remaining = lessons.filter((l) => !enrollment.completedLessonIds.includes(l.id));
  const plan = planExam({
    lessonIds: remaining.map((l) => l.id),
    today: dateInZone(now),
    examDate: input.examDate,
    perDay: input.perDay,
    offDays: input.offDays,
  });
  if (!plan.ok) return plan;
  const titles = new Map(remaining.map((l) => [l.id, l.title]));
  await repos.tasks.replaceLessonTasks(
    userId,
    input.courseId,
    plan.items.map((item) => {
      const title = titles.get(item.lessonId)!;
      // The task's title is the lesson's, in Arabic and English when they differ: tasks have one title.
      const text = title.ar && title.en && title.ar !== title.en ? `${title.ar} · ${title.en}` : title.ar || title.en;
      return { title: text.slice(0, 200), kind: "study" as const, lessonId: item.lessonId, date: item.date };
    }),
  );
  return plan;
}
