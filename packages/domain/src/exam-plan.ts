import { addDays, daysBetween, weekdayOf, type Weekday } from "./calendar-date";
import { z } from "./zod";
import { isoDateSchema } from "./date-schema";

/** The most lessons a day the plan form offers; the default is 2. */
export const MAX_LESSONS_PER_DAY = 6;

export const examPlanInputSchema = z.object({
  courseId: z.string().min(1),
  examDate: isoDateSchema,
  perDay: z.coerce.number().int().min(1, "validation.perDay").max(MAX_LESSONS_PER_DAY, "validation.perDay").default(2),
  /** Days the student does not study, Sunday 0 … Saturday 6; Friday by default. */
  offDays: z.array(z.coerce.number().int().min(0).max(6)).max(6, "validation.offDays").default([5]),
});
export type ExamPlanInput = z.input<typeof examPlanInputSchema>;

export interface PlannedLesson {
  lessonId: string;
  date: string;
}

export type ExamPlan =
  | { ok: true; days: string[]; items: PlannedLesson[] }
  | { ok: false; reason: "examPassed" | "noDays" | "tooMany"; lessons: number; capacity: number; days: number };

/**
 * Spreads the remaining lessons, in course order, over the study days from `today` up to two days
 * before the exam (the day before is for review), at most `perDay` a day, skipping off days. Days are
 * filled evenly from the front: with 5 lessons over 3 days at 2 a day, that is 2, 2, 1.
 */
export function planExam(options: {
  lessonIds: readonly string[];
  today: string;
  examDate: string;
  perDay: number;
  offDays: readonly number[];
}): ExamPlan {
  const { lessonIds, today, examDate, perDay, offDays } = options;
  const lastStudyDay = addDays(examDate, -2);
  const days: string[] = [];
  for (let d = today; d <= lastStudyDay; d = addDays(d, 1)) {
    if (!offDays.includes(weekdayOf(d) as Weekday)) days.push(d);
  }
  const capacity = days.length * perDay;
  const failure = { lessons: lessonIds.length, capacity, days: days.length };
  if (daysBetween(today, examDate) < 1) return { ok: false, reason: "examPassed", ...failure };
  if (lessonIds.length === 0) return { ok: true, days, items: [] };
  if (days.length === 0) return { ok: false, reason: "noDays", ...failure };
  if (lessonIds.length > capacity) return { ok: false, reason: "tooMany", ...failure };
  // Even spread: the first (n mod days) days take one more than the rest, never above perDay.
  const usedDays = Math.min(days.length, lessonIds.length);
  const base = Math.floor(lessonIds.length / usedDays);
  const extra = lessonIds.length % usedDays;
  const items: PlannedLesson[] = [];
  let next = 0;
  for (let i = 0; i < usedDays; i++) {
    const count = base + (i < extra ? 1 : 0);
    for (let k = 0; k < count; k++) items.push({ lessonId: lessonIds[next++]!, date: days[i]! });
  }
  return { ok: true, days, items };
}
