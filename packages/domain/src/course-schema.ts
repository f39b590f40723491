import { z } from "./zod";
import { COURSE_STATUSES, FACULTIES, LESSON_KINDS, LEVELS } from "./course";
import { localizedTextSchema } from "./locale-schema";

/** The most Markdown one side of a lesson holds. */
export const MAX_LESSON_BODY = 100_000;

/** A text lesson's Markdown in both languages, untrimmed (leading spaces are Markdown). */
export const lessonBodySchema = z.object({
  ar: z.string().max(MAX_LESSON_BODY).default(""),
  en: z.string().max(MAX_LESSON_BODY).default(""),
});

export const lessonInputSchema = z.object({
  title: localizedTextSchema,
  /** An optional section heading; both sides empty is the same as none. */
  section: localizedTextSchema
    .nullable()
    .default(null)
    .transform((s) => (s && (s.ar !== "" || s.en !== "") ? s : null)),
  kind: z.enum(LESSON_KINDS),
  /**
   * Video and file lessons: a stored file (`store:<key>`, see lesson-media.ts) or an external link
   * (YouTube/Vimeo for videos).
   */
  content: z.string().max(2048).default(""),
  /** Text lessons: the Markdown in both languages (either side may be empty). */
  body: lessonBodySchema.default({ ar: "", en: "" }),
  durationMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(0),
  preview: z.boolean().default(false),
});
export type LessonInput = z.input<typeof lessonInputSchema>;

export const MAX_COURSE_TAGS = 20;
export const MAX_TAG_LENGTH = 40;

/** One tag in both languages; either side may be empty, not both. */
export const tagSchema = z
  .object({
    ar: z.string().trim().max(MAX_TAG_LENGTH, "validation.tagTooLong").default(""),
    en: z.string().trim().max(MAX_TAG_LENGTH, "validation.tagTooLong").default(""),
  })
  .refine((t) => t.ar !== "" || t.en !== "", { message: "validation.tagRequired" });

export const courseInputSchema = z.object({
  title: localizedTextSchema.refine((t) => t.ar !== "" || t.en !== "", {
    message: "validation.titleRequired",
  }),
  description: localizedTextSchema.default({ ar: "", en: "" }),
  instructorId: z.string().min(1),
  /** The instructor's name in Arabic and in Latin letters; one of them at least. */
  instructor: z
    .object({ ar: z.string().trim().max(120).default(""), en: z.string().trim().max(120).default("") })
    .refine((n) => n.ar !== "" || n.en !== ""),
  faculty: z.enum(FACULTIES),
  level: z.enum(LEVELS),
  category: z.string().trim().min(1).max(60),
  image: z.string().trim().max(2048).default(""),
  /** Each tag in both languages (either side may be empty, not both), like titles. */
  tags: z.array(tagSchema).max(MAX_COURSE_TAGS).default([]),
  /** Price in Egyptian pounds; 0 means free. */
  price: z.number().min(0).max(1_000_000).default(0),
  status: z.enum(COURSE_STATUSES).default("draft"),
});
export type CourseInput = z.input<typeof courseInputSchema>;
