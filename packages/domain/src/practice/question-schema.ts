/**
 * What a teacher writes (a question, a quiz's settings) and what a student sends (a response), checked
 * on the client and the server alike. Messages are i18n keys: practice's own where a rule is practice's,
 * the house's `validation.*` (see `../zod.ts`) for lengths, counts and types.
 */
import { z } from "../zod";
import { normaliseAnswer } from "./normalise";
import { DIFFICULTIES, MULTIPLE_SCORING, TEXT_MATCHING, TOLERANCE_KINDS } from "./question";
import { DEFAULT_PASS_PERCENT, MAX_PAPER_QUESTIONS } from "./quiz";

export const MAX_STEM_LENGTH = 10_000;
export const MAX_OPTION_LENGTH = 2_000;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 10;
export const MAX_NUMERIC_ANSWERS = 5;
export const MAX_UNIT_LENGTH = 40;
export const MAX_ACCEPTED_ANSWERS = 20;
export const MAX_ACCEPTED_LENGTH = 200;
export const MAX_TAG_TEXT_LENGTH = 80;
export const MAX_ID_LENGTH = 200;
export const MAX_RESPONSE_LENGTH = 500;

const text = (max: number) => z.string().trim().max(max).default("");
const localized = (max: number) => z.object({ ar: text(max), en: text(max) }).default({ ar: "", en: "" });
const notBlank = (t: { ar: string; en: string }) => t.ar !== "" || t.en !== "";
const unique = (values: readonly string[]) => new Set(values).size === values.length;
/** A lesson id, or null; an empty field is null. */
const lessonId = z
  .string()
  .trim()
  .max(MAX_ID_LENGTH)
  .nullable()
  .default(null)
  .transform((id) => id || null);

/** An option's id: what answers store, so it is kept short and plain. */
export const optionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);

const choiceOptionSchema = z.object({
  id: optionIdSchema,
  text: localized(MAX_OPTION_LENGTH).refine(notBlank, { message: "practice.validation.optionRequired" }),
  correct: z.boolean().default(false),
  pinned: z.boolean().default(false),
});

const options = z
  .array(choiceOptionSchema)
  .min(MIN_OPTIONS)
  .max(MAX_OPTIONS)
  .refine((list) => unique(list.map((o) => o.id)), { message: "practice.validation.optionIdsUnique" });

const numericAnswerSchema = z.object({
  value: z.number(),
  tolerance: z.number().min(0).default(0),
  toleranceKind: z.enum(TOLERANCE_KINDS).default("absolute"),
});

const acceptedAnswer = z.string().trim().min(1, "practice.validation.acceptedRequired").max(MAX_ACCEPTED_LENGTH);

const questionBodySchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("single"),
    options: options.refine((list) => list.filter((o) => o.correct).length === 1, {
      message: "practice.validation.oneCorrect",
    }),
  }),
  z.object({
    type: z.literal("multiple"),
    options: options.refine((list) => list.some((o) => o.correct), { message: "practice.validation.someCorrect" }),
    scoring: z.enum(MULTIPLE_SCORING),
  }),
  z.object({ type: z.literal("trueFalse"), answer: z.boolean() }),
  z.object({
    type: z.literal("numeric"),
    answers: z.array(numericAnswerSchema).min(1).max(MAX_NUMERIC_ANSWERS),
    unit: localized(MAX_UNIT_LENGTH),
    decimalComma: z.boolean().default(false),
  }),
  z
    .object({
      type: z.literal("shortText"),
      accepted: z.array(acceptedAnswer).min(1, "practice.validation.acceptedRequired").max(MAX_ACCEPTED_ANSWERS),
      matching: z.enum(TEXT_MATCHING),
    })
    // An answer of tashkeel or bidi marks alone is no answer once compared.
    .superRefine((body, ctx) => {
      body.accepted.forEach((answer, i) => {
        if (answer !== "" && normaliseAnswer(answer, body.matching) === "") {
          ctx.addIssue({ code: "custom", path: ["accepted", i], message: "practice.validation.acceptedRequired" });
        }
      });
    }),
]);

const questionTagsSchema = z
  .object({
    lessonId,
    topic: text(MAX_TAG_TEXT_LENGTH),
    difficulty: z.enum(DIFFICULTIES).nullable().default(null),
    source: text(MAX_TAG_TEXT_LENGTH),
  })
  .default({ lessonId: null, topic: "", difficulty: null, source: "" });

/** One version of a question as a teacher writes it (a `QuestionContent`). */
export const questionContentSchema = z.object({
  stem: localized(MAX_STEM_LENGTH).refine(notBlank, { message: "practice.validation.stemRequired" }),
  explanation: localized(MAX_STEM_LENGTH),
  body: questionBodySchema,
  tags: questionTagsSchema,
});

const paperRuleSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("fixed"),
    questionIds: z
      .array(z.string().min(1).max(MAX_ID_LENGTH))
      .min(1)
      .max(MAX_PAPER_QUESTIONS)
      .refine(unique, { message: "practice.validation.questionIdsUnique" }),
  }),
  z.object({
    kind: z.literal("random"),
    count: z.number().int().min(1).max(MAX_PAPER_QUESTIONS),
    filter: questionTagsSchema,
  }),
]);

/** A quiz's settings (`QuizSettings`). */
export const quizSettingsSchema = z.object({
  rule: paperRuleSchema,
  shuffleQuestions: z.boolean().default(false),
  shuffleOptions: z.boolean().default(false),
  passPercent: z.number().int().min(0).max(100).default(DEFAULT_PASS_PERCENT),
});

/** A student's response (`QuestionResponse`); a blank text or an empty choice list is a cleared draft, so it passes. */
export const questionResponseSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("single"), optionId: optionIdSchema }),
  z.object({
    type: z.literal("multiple"),
    optionIds: z
      .array(optionIdSchema)
      .max(MAX_OPTIONS)
      .refine(unique, { message: "practice.validation.optionIdsUnique" }),
  }),
  z.object({ type: z.literal("trueFalse"), value: z.boolean() }),
  z.object({ type: z.literal("numeric"), text: z.string().max(MAX_RESPONSE_LENGTH) }),
  z.object({ type: z.literal("shortText"), text: z.string().max(MAX_RESPONSE_LENGTH) }),
]);
