import { z } from "zod";
import { clockTimeSchema } from "@masar/domain/course-event";
import { isoDateSchema } from "@masar/domain/date-schema";
import type { WeekStart } from "@masar/domain/calendar-date";

/** The own-task form, the same schema in the browser (conform) and in the action. */
export const taskFormSchema = z.object({
  title: z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(200, "validation.tooLong"),
  notes: z.string().trim().max(2000, "validation.tooLong").optional(),
  date: z.string({ error: "validation.required" }).pipe(isoDateSchema),
  time: clockTimeSchema.optional(),
  courseId: z.string().max(128).optional(),
});

export const planFormSchema = z.object({
  courseId: z.string({ error: "validation.required" }).min(1).max(128),
  examDate: z.string({ error: "validation.required" }).pipe(isoDateSchema),
  perDay: z.coerce
    .number({ error: "validation.perDay" })
    .int("validation.perDay")
    .min(1, "validation.perDay")
    .max(6, "validation.perDay"),
  // One checked box arrives as a single value, none as nothing: always a list here.
  offDays: z.preprocess(
    (v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.coerce.number().int().min(0).max(6)).max(6, "validation.offDays"),
  ),
});

/**
 * The calendar settings: Hijri dates beside the Gregorian ones (a box: "1" when ticked) and the week's
 * first day, Saturday, Sunday or Monday (WEEK_STARTS); anything else is refused with a message.
 */
export const calendarSettingsSchema = z.object({
  hijri: z.unknown().transform((v) => v === "1"),
  weekStart: z
    .enum(["6", "0", "1"], { error: "calendar:settings.weekStartInvalid" })
    .transform((v) => Number(v) as WeekStart),
});
