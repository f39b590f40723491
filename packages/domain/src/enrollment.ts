import { z } from "./zod";
import type { CourseProgress } from "./course";
import { clampProgress } from "./progress";

export interface Enrollment {
  userId: string;
  courseId: string;
  completedLessonIds: string[];
  /** The lesson the student last opened or completed ("Continue where you left off"); null before any. */
  lastLessonId: string | null;
  enrolledAt: Date;
  /** Last activity: enrolling, opening, completing or un-completing a lesson. */
  updatedAt: Date;
}

/**
 * The card's progress. Given the course's lesson ids, only completions of lessons that still exist
 * count; given just the lesson count (the catalogue, one read for many courses), the count is clamped.
 */
export function enrollmentProgress(
  enrollment: Pick<Enrollment, "completedLessonIds">,
  lessons: number | readonly string[],
): CourseProgress {
  if (typeof lessons === "number") return clampProgress(enrollment.completedLessonIds.length, lessons);
  const current = new Set(lessons);
  const done = new Set(enrollment.completedLessonIds.filter((id) => current.has(id)));
  return clampProgress(done.size, current.size);
}

/** A remembered place in a lesson's video, in seconds from the start. */
export interface VideoPosition {
  lessonId: string;
  seconds: number;
  updatedAt: Date;
}

/** A position worth storing: finite, not negative, at most a day (no lesson video is longer). */
export const videoSecondsSchema = z.coerce
  .number()
  .finite()
  .min(0)
  .max(24 * 60 * 60);
