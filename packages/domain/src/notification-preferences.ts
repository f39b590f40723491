import { PLATFORM_TIME_ZONE, wallClock } from "./zoned-time";
import { z } from "./zod";

/**
 * What a notification is about, as the student chooses what reaches them by push (decision 016).
 * Every notify() call names one, so a new caller cannot slip past the preferences.
 * - payments: payments and enrollment (approved, rejected, refunded, enrolled)
 * - lessons: a new lesson in a course the student follows
 * - reminders: study-calendar and course reminders
 * - announcements: messages from teachers and administrators
 * - review: the daily "questions to review" reminder (push off until the student turns it on)
 */
export const NOTIFICATION_KINDS = ["payments", "lessons", "reminders", "announcements", "review"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

/** The time zone quiet hours are read in: the platform's students are in Egypt. */
export const QUIET_HOURS_TIME_ZONE = PLATFORM_TIME_ZONE;

/** A daily window, "HH:MM" to "HH:MM" in Cairo time; the end may be on the next day (23:00–07:00). */
export interface QuietHours {
  start: string;
  end: string;
}

/** In-app notifications always arrive; push can be turned off per kind and held back during quiet hours. */
export interface NotificationPreferences {
  push: Record<NotificationKind, boolean>;
  /** Null: quiet hours are off (the default). */
  quietHours: QuietHours | null;
}

export const DEFAULT_QUIET_HOURS: QuietHours = { start: "23:00", end: "07:00" };

export function defaultNotificationPreferences(): NotificationPreferences {
  return {
    push: { payments: true, lessons: true, reminders: true, announcements: true, review: false },
    quietHours: null,
  };
}

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "validation.time");

export const quietHoursSchema = z
  .object({ start: clockTime, end: clockTime })
  .refine((q) => q.start !== q.end, { path: ["end"], message: "validation.quietHoursEmpty" });

export const notificationPreferencesSchema = z.object({
  push: z.object({
    payments: z.boolean(),
    lessons: z.boolean(),
    reminders: z.boolean(),
    announcements: z.boolean(),
    review: z.boolean(),
  }),
  quietHours: quietHoursSchema.nullable(),
});

/**
 * Reads stored preferences, filling what is missing or malformed with the defaults field by field, so a
 * profile written before preferences existed (or by an older release) reads as the defaults: "everything
 * on", but review reminders' push, which a student turns on herself.
 */
export function notificationPreferencesFromStored(value: unknown): NotificationPreferences {
  const out = defaultNotificationPreferences();
  if (typeof value === "string") {
    try {
      return notificationPreferencesFromStored(JSON.parse(value));
    } catch {
      return out;
    }
  }
  if (typeof value !== "object" || value === null) return out;
  const push: unknown = Reflect.get(value, "push");
  if (typeof push === "object" && push !== null) {
    for (const kind of NOTIFICATION_KINDS) {
      const on: unknown = Reflect.get(push, kind);
      if (typeof on === "boolean") out.push[kind] = on;
    }
  }
  const quiet = quietHoursSchema.safeParse(Reflect.get(value, "quietHours"));
  if (quiet.success) out.quietHours = quiet.data;
  return out;
}

function minutesOf(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return h! * 60 + m!;
}

/** Minutes since local midnight and the zone's UTC offset in minutes at `instant`. */
function localClock(instant: Date, timeZone: string): { minutes: number; offset: number } {
  const clock = wallClock(instant, timeZone);
  return { minutes: clock.hour * 60 + clock.minute, offset: clock.offsetMinutes };
}

/** Whether `instant` falls inside the window (start inclusive, end exclusive), in Cairo time. */
export function inQuietHours(quiet: QuietHours, instant: Date, timeZone = QUIET_HOURS_TIME_ZONE): boolean {
  const now = localClock(instant, timeZone).minutes;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/**
 * When a push held back at `instant` may go: null when `instant` is outside quiet hours (send now),
 * else the first moment of the window's end (e.g. 07:00 Cairo the next morning), daylight saving included.
 */
export function quietHoursEnd(quiet: QuietHours | null, instant: Date, timeZone = QUIET_HOURS_TIME_ZONE): Date | null {
  if (!quiet || !inQuietHours(quiet, instant, timeZone)) return null;
  const { minutes, offset } = localClock(instant, timeZone);
  const wait = (minutesOf(quiet.end) - minutes + 24 * 60) % (24 * 60);
  const startOfMinute = Math.floor(instant.getTime() / 60_000) * 60_000;
  const candidate = new Date(startOfMinute + wait * 60_000);
  // A daylight-saving change inside the window moves the wall clock: correct by the change in offset.
  const shift = offset - localClock(candidate, timeZone).offset;
  return new Date(candidate.getTime() + shift * 60_000);
}

const formFlag = z.boolean().optional();

/**
 * The preferences form on /profile: a checkbox per kind (push on when ticked), a checkbox for quiet
 * hours and its two times (`preferencesFromForm` reads them); the times are required only with quiet hours.
 */
export const preferencesFormSchema = z
  .object({
    payments: formFlag,
    lessons: formFlag,
    reminders: formFlag,
    announcements: formFlag,
    review: formFlag,
    quiet: formFlag,
    quietStart: clockTime.optional(),
    quietEnd: clockTime.optional(),
  })
  .superRefine((form, ctx) => {
    if (!form.quiet) return;
    if (!form.quietStart) ctx.addIssue({ code: "custom", path: ["quietStart"], message: "validation.required" });
    if (!form.quietEnd) ctx.addIssue({ code: "custom", path: ["quietEnd"], message: "validation.required" });
    if (form.quietStart && form.quietStart === form.quietEnd) {
      ctx.addIssue({ code: "custom", path: ["quietEnd"], message: "validation.quietHoursEmpty" });
    }
  });
export type PreferencesForm = z.output<typeof preferencesFormSchema>;

/** The form's values as the stored preferences (a transform in the schema would hide its fields from the form). */
export function preferencesFromForm(form: PreferencesForm): NotificationPreferences {
  return {
    push: {
      payments: form.payments === true,
      lessons: form.lessons === true,
      reminders: form.reminders === true,
      announcements: form.announcements === true,
      review: form.review === true,
    },
    quietHours: form.quiet && form.quietStart && form.quietEnd ? { start: form.quietStart, end: form.quietEnd } : null,
  };
}
