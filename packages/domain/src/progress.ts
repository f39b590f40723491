import type { CourseProgress } from "./course";

/**
 * A learner's progress as both adapters report it: completions are kept per lesson id, so a lesson
 * deleted after it was completed can leave more completions than lessons; the card never shows more
 * completed lessons than the course has.
 */
export function clampProgress(completedLessons: number, totalLessons: number): CourseProgress {
  const total = Math.max(0, totalLessons);
  return { completedLessons: Math.min(Math.max(0, completedLessons), total), totalLessons: total };
}
