import { z } from "zod";
import {
  DIFFICULTIES,
  MULTIPLE_SCORING,
  QUESTION_TYPES,
  TEXT_MATCHING,
  TOLERANCE_KINDS,
} from "@masar/domain/practice/question";
import {
  MAX_OPTION_LENGTH,
  MAX_STEM_LENGTH,
  MAX_TAG_TEXT_LENGTH,
  MAX_UNIT_LENGTH,
} from "@masar/domain/practice/question-schema";

/**
 * The question editor's form as the browser sends it: flat texts, up to MAX_OPTION_ROWS option rows and
 * MAX_ANSWER_ROWS numeric rows (empty ones are ignored). It checks only what a field alone can say (a
 * number that is no number); the question as a whole is checked on the server against the domain's
 * questionContentSchema once the rows are assembled (question-form.server.ts).
 */
export const MAX_OPTION_ROWS = 8;
export const MAX_ANSWER_ROWS = 3;

const text = (max: number) => z.string().max(max).default("");
const both = (max: number) => z.object({ ar: text(max), en: text(max) }).default({ ar: "", en: "" });
const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

/** Reads "3.14", "3,14" and "٣٫١٤" alike; null when it is no finite number. */
export function readDecimal(raw: string): number | null {
  const ascii = raw
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u066B,]/g, ".")
    .replace(/\u2212/g, "-");
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(ascii)) return null;
  const value = Number(ascii);
  return Number.isFinite(value) ? value : null;
}

const decimal = z
  .string()
  .max(40)
  .default("")
  .refine((v) => v.trim() === "" || readDecimal(v) !== null, "teaching.questions.validation.number");

/** A list of rows as conform parses `options[3].ar`: every posted row in its place, a missing one empty. */
const rows = <T extends z.ZodType>(row: T, max: number) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? Array.from(v, (r: unknown) => (r && typeof r === "object" ? r : {})) : []),
    z.array(row).max(max),
  );

const optionRow = z.object({
  id: z.string().max(40).default(""),
  ar: text(MAX_OPTION_LENGTH),
  en: text(MAX_OPTION_LENGTH),
  correct: checkbox,
  pinned: checkbox,
});

const answerRow = z.object({
  value: decimal,
  tolerance: decimal,
  kind: z.enum(TOLERANCE_KINDS).default("absolute"),
});

/**
 * An empty select is "none": conform sends it as missing. (Not a union with "": conform's constraints
 * would then mark the select required.)
 */
const noneOr = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(values)
    .optional()
    .transform((v) => v ?? null);

export const questionFormSchema = z
  .object({
    type: z.enum(QUESTION_TYPES),
    stem: both(MAX_STEM_LENGTH),
    explanation: both(MAX_STEM_LENGTH),
    options: rows(optionRow, MAX_OPTION_ROWS),
    scoring: z.enum(MULTIPLE_SCORING).default("allOrNothing"),
    answer: noneOr(["true", "false"] as const),
    answers: rows(answerRow, MAX_ANSWER_ROWS),
    unit: both(MAX_UNIT_LENGTH),
    decimalComma: checkbox,
    /** Short text: one accepted answer a line. */
    accepted: text(10_000),
    matching: z.enum(TEXT_MATCHING).default("ignoreDiacritics"),
    lessonId: z.string().max(200).default(""),
    topic: text(MAX_TAG_TEXT_LENGTH),
    difficulty: noneOr(DIFFICULTIES),
    source: text(MAX_TAG_TEXT_LENGTH),
  })
  .refine((f) => f.type !== "trueFalse" || f.answer !== null, {
    path: ["answer"],
    message: "teaching.questions.validation.answerRequired",
  });
export type QuestionForm = z.output<typeof questionFormSchema>;
