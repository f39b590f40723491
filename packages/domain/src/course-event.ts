import { z } from "./zod";
import type { LocalizedText } from "./locale";
import { localizedTextSchema } from "./locale-schema";
import { isoDateSchema } from "./learning";

/** What a teacher puts on a course's calendar (issue 17). */
export const COURSE_EVENT_KINDS = ["deadline", "quiz", "exam", "live"] as const;
export type CourseEventKind = (typeof COURSE_EVENT_KINDS)[number];

/** Kinds a student is reminded of the evening before (a live session is not something to prepare). */
export const REMINDED_EVENT_KINDS: readonly CourseEventKind[] = ["deadline", "quiz", "exam"];

/** A wall-clock time in Cairo, "HH:MM" (24 h). Kept apart from the date so the date never shifts. */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "validation.time");

export const courseEventInputSchema = z.object({
  courseId: z.string().min(1),
  kind: z.enum(COURSE_EVENT_KINDS),
  title: localizedTextSchema.refine((t) => t.ar !== "" || t.en !== "", { message: "validation.titleRequired" }),
  /** The day, "YYYY-MM-DD": a calendar date, never an instant. */
  date: isoDateSchema,
  /** Optional start time in Africa/Cairo; null for an all-day item. */
  time: clockTimeSchema.nullable().default(null),
  /** Optional lesson of the same course the event is about. */
  lessonId: z.string().min(1).nullable().default(null),
});
export type CourseEventInput = z.input<typeof courseEventInputSchema>;
export type CourseEventUpdate = Partial<Omit<CourseEventInput, "courseId">>;

export interface CourseEvent {
  id: string;
  courseId: string;
  kind: CourseEventKind;
  title: LocalizedText;
  date: string;
  time: string | null;
  lessonId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A date range, both ends inclusive, "YYYY-MM-DD". */
export interface DateRange {
  from: string;
  to: string;
}
