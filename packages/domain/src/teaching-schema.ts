/**
 * The teacher console's forms: one schema per form, parsed in the browser and on the server
 * through conform. Conform sends an empty field as a missing value, so optional texts default to "".
 */
import { z } from "./zod";
import { COURSE_STATUSES, FACULTIES, isArabicText, LESSON_KINDS, LEVELS } from "./course";
import { lessonBodySchema, MAX_TAG_LENGTH } from "./course-schema";
import type { LocalizedText } from "./locale";
import { clockTimeSchema, COURSE_EVENT_KINDS } from "./course-event";
import { isoDateSchema } from "./date-schema";

/** The editor's chips: at most ten tags a course (the limit; the store allows more). */
export const MAX_COURSE_TAGS = 10;

const optionalText = (max: number) => z.string().trim().max(max).default("");

/** Arabic and English side by side: either may be empty, but not both. */
const bilingualTitle = z
  .object({ ar: optionalText(200), en: optionalText(200) })
  .default({ ar: "", en: "" })
  .refine((t) => t.ar !== "" || t.en !== "", { message: "validation.titleRequired" });

/**
 * Tags arrive as repeated `tags` fields (the chips) or as one comma-separated field (the same input
 * without JavaScript): both become one list, trimmed, without blanks or repeats.
 */
export function tagList(value: unknown): string[] {
  const parts = (Array.isArray(value) ? value : [value])
    .filter((v): v is string => typeof v === "string")
    .flatMap((v) => v.split(/[,،]/))
    .map((v) => v.trim())
    .filter((v) => v !== "");
  const seen = new Set<string>();
  return parts.filter((t) => {
    const k = t.toLocaleLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * A chip's text as a bilingual tag: "جسور | bridges" gives both languages (either order); a single
 * word is filed under its script's language, as stored single-language tags are, and the other
 * language falls back to it.
 */
export function tagFromChip(chip: string): LocalizedText {
  const parts = chip
    .split("|")
    .map((p) => p.trim())
    .filter((p) => p !== "");
  const ar = parts.find(isArabicText) ?? "";
  const en = parts.find((p) => !isArabicText(p)) ?? "";
  return { ar, en };
}

/** A stored tag as the chip that gives it back. */
export function chipOfTag(tag: LocalizedText): string {
  return tag.ar && tag.en ? `${tag.ar} | ${tag.en}` : tag.ar || tag.en;
}

export const courseFormSchema = z.object({
  title: bilingualTitle,
  description: z.object({ ar: optionalText(5000), en: optionalText(5000) }).default({ ar: "", en: "" }),
  faculty: z.enum(FACULTIES),
  level: z.enum(LEVELS),
  category: z.string().trim().min(1).max(60),
  tags: z.preprocess(
    tagList,
    z
      .array(z.string().max(2 * MAX_TAG_LENGTH + 3, "validation.tagTooLong"))
      .max(MAX_COURSE_TAGS, "teaching.validation.tooManyTags")
      .transform((chips) => chips.map(tagFromChip))
      .refine((tags) => tags.every((t) => t.ar.length <= MAX_TAG_LENGTH && t.en.length <= MAX_TAG_LENGTH), {
        message: "validation.tagTooLong",
      }),
  ),
  /** Egyptian pounds; 0 (or empty) is free. */
  price: z.coerce.number().min(0).max(1_000_000).default(0),
});
export type CourseForm = z.output<typeof courseFormSchema>;

export const courseStatusFormSchema = z.object({ status: z.enum(COURSE_STATUSES) });

/** Video and file uploads: the limits the issue sets, checked while the bytes stream in. */
export const MAX_VIDEO_BYTES = 500 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;
export const MAX_COVER_BYTES = 5 * 1024 * 1024;

export const lessonFormSchema = z
  .object({
    title: bilingualTitle,
    section: z.object({ ar: optionalText(120), en: optionalText(120) }).default({ ar: "", en: "" }),
    kind: z.enum(LESSON_KINDS),
    /** Text lessons: the Markdown in Arabic and in English; one of them at least. */
    body: lessonBodySchema.default({ ar: "", en: "" }),
    /** Video lessons without an upload: a YouTube or Vimeo address. */
    link: z.string().trim().max(2048).default(""),
    durationMinutes: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 60)
      .default(0),
    preview: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()).default(false),
  })
  .refine((l) => l.kind !== "text" || l.body.ar.trim() !== "" || l.body.en.trim() !== "", {
    path: ["body"],
    message: "teaching.validation.bodyRequired",
  });
export type LessonForm = z.output<typeof lessonFormSchema>;

export const announcementFormSchema = z
  .object({
    title: z.object({ ar: optionalText(200), en: optionalText(200) }).default({ ar: "", en: "" }),
    body: z.object({ ar: optionalText(2000), en: optionalText(2000) }).default({ ar: "", en: "" }),
  })
  .refine((a) => a.title.ar !== "" || a.title.en !== "", {
    path: ["title"],
    message: "validation.titleRequired",
  });
export type AnnouncementForm = z.output<typeof announcementFormSchema>;

/** A course event as the teacher writes it (the calendar's entity): a date, and a time or none. */
export const eventFormSchema = z.object({
  kind: z.enum(COURSE_EVENT_KINDS),
  title: bilingualTitle,
  date: isoDateSchema,
  /**
   * Empty for an all-day item. Conform hands an empty field over as missing, which a `default("")`
   * inside a pipe did not survive (every all-day event was refused as an invalid choice).
   */
  time: z
    .union([z.literal(""), clockTimeSchema])
    .optional()
    .transform((t) => (t ? t : null)),
  /** Empty for none; else a lesson of the same course (the service checks). */
  lessonId: z
    .string()
    .trim()
    .default("")
    .transform((id) => (id === "" ? null : id)),
});
export type EventForm = z.output<typeof eventFormSchema>;
