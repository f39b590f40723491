import { z } from "./zod";
import type { LocalizedText } from "./locale";
import { localizedTextSchema } from "./locale-schema";
import { isoDateSchema } from "./date-schema";
import { COURSE_EVENT_KINDS, type CourseEventKind } from "./course-event-kinds";

// The kinds live in a module without zod: the calendar page's browser code needs them, not the schemas.
export { COURSE_EVENT_KINDS, REMINDED_EVENT_KINDS, type CourseEventKind } from "./course-event-kinds";

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
