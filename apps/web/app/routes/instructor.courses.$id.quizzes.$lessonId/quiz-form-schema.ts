import { z } from "zod";
import { DIFFICULTIES } from "@masar/domain/practice/question";
import { DEFAULT_PASS_PERCENT, MAX_PAPER_QUESTIONS } from "@masar/domain/practice/quiz";

const text = z.string().trim().max(120).default("");
const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

/**
 * The quiz form as the browser sends it: the rule (a fixed list ticked in the bank's checklist, or a count
 * drawn at random from the questions that match a tag filter), shuffling and the pass mark. The settings
 * are then checked as a whole against the domain's quizSettingsSchema (quiz-form.server.ts) and the
 * question and lesson ids against the course by the service.
 */
export const quizFieldsSchema = z.object({
  rule: z.enum(["random", "fixed"]),
  count: z.coerce.number().int().min(1).max(MAX_PAPER_QUESTIONS).default(10),
  filter: z
    .object({
      lessonId: z.string().max(200).default(""),
      topic: text,
      // Empty is any difficulty (conform sends it as missing); no union with "", which would mark it required.
      difficulty: z
        .enum(DIFFICULTIES)
        .optional()
        .transform((v) => v ?? null),
      source: text,
    })
    .default({ lessonId: "", topic: "", difficulty: null, source: "" }),
  // One ticked question arrives as a single value, none as nothing: always a list here.
  questionIds: z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.string().max(200)).max(MAX_PAPER_QUESTIONS),
  ),
  shuffleQuestions: checkbox,
  shuffleOptions: checkbox,
  passPercent: z.coerce.number().int().min(0).max(100).default(DEFAULT_PASS_PERCENT),
});

export const quizFormSchema = quizFieldsSchema.refine((f) => f.rule !== "fixed" || f.questionIds.length > 0, {
  path: ["questionIds"],
  message: "teaching.quiz.errors.noQuestions",
});
export type QuizForm = z.output<typeof quizFormSchema>;
