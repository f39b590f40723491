import { addDays, dateInZone } from "@masar/domain/calendar-date";
import { cairoInstant } from "@masar/domain/calendar-items";
import { planExam, type ExamPlan } from "@masar/domain/exam-plan";
import type { Locale } from "@masar/domain/locale";
import { taskTitle, type Task, type TaskTitles } from "@masar/domain/task";
import { getRepositories } from "#app/repositories.server";
import { replanCards } from "./review/cards.server";

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

/**
 * Changes only the user's own task (the port checks ownership); a plan task keeps its lesson, and its
 * lesson's titles in both languages while the title sent is the one the form showed (`locale`'s):
 * a title the student rewrites becomes hers, the same in both languages.
 */
export async function updateOwnTask(
  userId: string,
  id: string,
  fields: TaskFields,
  locale: Locale,
): Promise<TaskOutcome> {
  if (!(await mayLink(userId, fields.courseId))) return { ok: false, reason: "notEnrolled" };
  const repos = await getRepositories();
  const current = await repos.tasks.get(userId, id);
  if (!current) return { ok: false, reason: "notFound" };
  const kept = fields.title === taskTitle(current, locale);
  const shape = taskShape(fields);
  const task = await repos.tasks.update(
    userId,
    id,
    kept ? { ...shape, title: current.title, titles: current.titles } : { ...shape, titles: {} },
  );
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
  // A planned lesson studied since stays on its day as done (the replacement below drops open tasks):
  // marking it is idempotent, so a failure between the two writes leaves nothing wrong.
  const studied = new Set(enrollment.completedLessonIds);
  const open = await repos.tasks.listByUser(userId, { from: "0000-01-01", to: "9999-12-31" });
  for (const task of open) {
    if (task.courseId === input.courseId && task.lessonId && !task.done && studied.has(task.lessonId)) {
      await repos.tasks.update(userId, task.id, { done: true });
    }
  }
  await repos.tasks.replaceLessonTasks(
    userId,
    input.courseId,
    plan.items.map((item) => {
      // The lesson's title in each language it has (each reader sees theirs, decision 006's way); the
      // task's own title is the default language's, what a reader of a third language would see.
      const lesson = titles.get(item.lessonId)!;
      const both: TaskTitles = {};
      if (lesson.ar.trim()) both.ar = lesson.ar.trim().slice(0, 200);
      if (lesson.en.trim()) both.en = lesson.en.trim().slice(0, 200);
      const title = both.ar ?? both.en ?? "";
      return { title, titles: both, kind: "study" as const, lessonId: item.lessonId, date: item.date };
    }),
    // Kept in the same transaction as the tasks, so a re-plan always uses the plan the tasks came from.
    { examDate: input.examDate, perDay: input.perDay, offDays: input.offDays },
  );
  // Her review cards follow the plan: all before the (new) exam date, from today.
  await replanCards(userId, now);
  return plan;
}

/** How far back a missed plan task still counts as "behind" (older plans are history, not a nudge). */
const BEHIND_WINDOW_DAYS = 120;

export interface BehindPlan {
  courseId: string;
  /** Planned lessons dated before today and not done. */
  count: number;
  /** The kept plan's exam date when it is still ahead, so the plan can be re-made from today. */
  examDate: string | null;
}

/**
 * The enrolled courses whose exam-plan tasks are overdue and not done (whatever dates the page shows),
 * each with the exam date of its kept plan when a re-plan from today is still possible.
 */
export async function behindPlans(userId: string, courseIds: readonly string[], now: Date): Promise<BehindPlan[]> {
  const repos = await getRepositories();
  const today = dateInZone(now);
  const [tasks, plans, enrollments] = await Promise.all([
    repos.tasks.listByUser(userId, { from: addDays(today, -BEHIND_WINDOW_DAYS), to: addDays(today, -1) }),
    repos.tasks.listExamPlans(userId),
    repos.enrollments.listByUser(userId),
  ]);
  return courseIds
    .map((courseId) => {
      // A plan task is done once its lesson is, as the calendar shows it (calendar-items.ts).
      const studied = new Set(enrollments.find((e) => e.courseId === courseId)?.completedLessonIds ?? []);
      const count = tasks.filter(
        (t) => t.courseId === courseId && t.lessonId && !t.done && !studied.has(t.lessonId),
      ).length;
      const plan = plans.find((p) => p.courseId === courseId);
      return { courseId, count, examDate: plan && plan.examDate > addDays(today, 1) ? plan.examDate : null };
    })
    .filter((b) => b.count > 0);
}

export type ReplanOutcome = PlanOutcome | { ok: false; reason: "noPlan" };

/**
 * "Re-plan from today": the course's kept plan (exam date, lessons a day, days off) made again from
 * today, so the missed and remaining lessons move to the days still left.
 */
export async function replanFromToday(userId: string, courseId: string, now: Date): Promise<ReplanOutcome> {
  const repos = await getRepositories();
  const plan = (await repos.tasks.listExamPlans(userId)).find((p) => p.courseId === courseId);
  if (!plan) return { ok: false, reason: "noPlan" };
  return planCourseExam(userId, { courseId, examDate: plan.examDate, perDay: plan.perDay, offDays: plan.offDays }, now);
}
