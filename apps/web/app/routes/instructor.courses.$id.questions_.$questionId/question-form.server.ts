import { randomBytes } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import type {
  ChoiceOption,
  NumericAnswer,
  Question,
  QuestionBody,
  QuestionContent,
  QuestionType,
} from "@masar/domain/practice/question";
import { questionContentSchema } from "@masar/domain/practice/question-schema";
import { messagesFromIssues, type FormMessages } from "#app/forms/messages";
import { parseForm } from "#app/forms/parse";
import {
  MAX_ANSWER_ROWS,
  MAX_OPTION_ROWS,
  questionFormSchema,
  readDecimal,
  type QuestionForm,
} from "./question-form-schema";

/** Where each item of the assembled content came from: its row in the form. */
interface RowsOf {
  options: number[];
  answers: number[];
}

const fresh = () => `o${randomBytes(5).toString("hex")}`;

/**
 * The rows a teacher filled in, as the question's options. A row keeps its posted id only when the
 * question already had an option of that id (so an edit never changes which option an answer names, and
 * a form can not smuggle in ids); every new row gets a fresh one.
 */
function optionsOf(form: QuestionForm, current: readonly string[], rows: RowsOf): ChoiceOption[] {
  const used = new Set<string>();
  const options: ChoiceOption[] = [];
  form.options.forEach((row, index) => {
    const text = { ar: row.ar.trim(), en: row.en.trim() };
    if (!text.ar && !text.en) return;
    const id = current.includes(row.id) && !used.has(row.id) ? row.id : fresh();
    used.add(id);
    rows.options.push(index);
    options.push({ id, text, correct: row.correct, pinned: row.pinned });
  });
  return options;
}

function answersOf(form: QuestionForm, rows: RowsOf): NumericAnswer[] {
  const answers: NumericAnswer[] = [];
  form.answers.forEach((row, index) => {
    const value = readDecimal(row.value);
    if (value === null) return;
    rows.answers.push(index);
    answers.push({ value, tolerance: Math.abs(readDecimal(row.tolerance) ?? 0), toleranceKind: row.kind });
  });
  return answers;
}

function bodyOf(form: QuestionForm, current: readonly string[], rows: RowsOf): QuestionBody {
  switch (form.type) {
    case "single":
      return { type: "single", options: optionsOf(form, current, rows) };
    case "multiple":
      return { type: "multiple", options: optionsOf(form, current, rows), scoring: form.scoring };
    case "trueFalse":
      return { type: "trueFalse", answer: form.answer === "true" };
    case "numeric":
      return {
        type: "numeric",
        answers: answersOf(form, rows),
        unit: { ar: form.unit.ar.trim(), en: form.unit.en.trim() },
        decimalComma: form.decimalComma,
      };
    case "shortText":
      return {
        type: "shortText",
        accepted: [...new Set(form.accepted.split(/\r?\n/).map((line) => line.trim()))].filter(Boolean),
        matching: form.matching,
      };
  }
}

/** The form as the question's content; `rows` says which form row each option and answer came from. */
export function contentOf(form: QuestionForm, currentOptionIds: readonly string[] = []) {
  const rows: RowsOf = { options: [], answers: [] };
  const content: QuestionContent = {
    stem: { ar: form.stem.ar.trim(), en: form.stem.en.trim() },
    explanation: { ar: form.explanation.ar.trim(), en: form.explanation.en.trim() },
    body: bodyOf(form, currentOptionIds, rows),
    tags: {
      lessonId: form.lessonId.trim() || null,
      topic: form.topic.trim(),
      difficulty: form.difficulty,
      source: form.source.trim(),
    },
  };
  return { content, rows };
}

const TAGS = new Set(["lessonId", "topic", "difficulty", "source"]);

/**
 * The form field a questionContentSchema issue belongs beside: an option's or an answer's problem beside
 * its own row (counted among the rows the teacher filled in), the rest beside their group; "" for the
 * form as a whole.
 */
export function fieldOfIssue(path: readonly PropertyKey[], rows: RowsOf): string {
  const [group, key, index, leaf] = path;
  if (group === "stem" || group === "explanation") return group;
  if (group === "tags") return typeof key === "string" && TAGS.has(key) ? key : "";
  if (group !== "body") return "";
  if (key === "options" && typeof index === "number" && rows.options[index] !== undefined) {
    return `options[${rows.options[index]}]`;
  }
  if (key === "answers" && typeof index === "number" && rows.answers[index] !== undefined) {
    return `answers[${rows.answers[index]}].${leaf === "toleranceKind" ? "kind" : leaf === "tolerance" ? "tolerance" : "value"}`;
  }
  if (key === "answer") return "answer";
  if (typeof key === "string" && ["options", "answers", "unit", "accepted", "scoring", "matching"].includes(key)) {
    return key;
  }
  return "type";
}

/**
 * The reply with every option and answer row present: conform builds the rows it shows from the values
 * posted, and a form posted without some rows (or by a script) must still come back with all of them.
 */
function withAllRows(result: SubmissionResult<FormMessages>): SubmissionResult<FormMessages> {
  const initial = result.initialValue;
  if (!initial) return result;
  const rows = (value: unknown, count: number) => {
    const list = Array.isArray(value) ? Array.from(value, (row: unknown) => row ?? {}) : [];
    return [...list, ...Array.from({ length: Math.max(0, count - list.length) }, () => ({}))];
  };
  return {
    ...result,
    initialValue: {
      ...initial,
      options: rows(initial.options, MAX_OPTION_ROWS),
      answers: rows(initial.answers, MAX_ANSWER_ROWS),
    } as unknown as typeof initial,
  };
}

export type QuestionFormRead =
  | {
      ok: true;
      content: QuestionContent;
      reply: (fieldErrors: Record<string, FormMessages>) => SubmissionResult<FormMessages>;
    }
  | { ok: false; result: SubmissionResult<FormMessages> };

/**
 * Reads the editor's post: the flat form through its schema, the rows assembled into the question's
 * content, which the domain's questionContentSchema then checks. Every refusal comes back as conform's
 * reply with the messages beside their fields. `current` is the question being edited, if any.
 */
export function readQuestionForm(formData: FormData, current: Question | null): QuestionFormRead {
  const submission = parseForm(formData, questionFormSchema);
  if (submission.status !== "success") return { ok: false, result: withAllRows(submission.reply()) };
  const body = current?.body;
  const ids = body && (body.type === "single" || body.type === "multiple") ? body.options.map((o) => o.id) : [];
  const { content, rows } = contentOf(submission.value, ids);
  const checked = questionContentSchema.safeParse(content);
  if (!checked.success) {
    const errors: Record<string, FormMessages> = {};
    for (const issue of checked.error.issues) {
      (errors[fieldOfIssue(issue.path, rows)] ??= []).push(...messagesFromIssues([issue]));
    }
    const { "": formErrors, ...fieldErrors } = errors;
    return { ok: false, result: withAllRows(submission.reply({ formErrors, fieldErrors })) };
  }
  return {
    ok: true,
    content: checked.data,
    reply: (fieldErrors) => withAllRows(submission.reply({ fieldErrors })),
  };
}

/** The editor's fields filled with a question (or empty), as `type`: every option and answer row present. */
export function formDefaults(question: QuestionContent | null, type: QuestionType) {
  const body = question?.body;
  const options = body && (body.type === "single" || body.type === "multiple") ? body.options : [];
  const answers = body?.type === "numeric" ? body.answers : [];
  return {
    type,
    stem: question?.stem ?? { ar: "", en: "" },
    explanation: question?.explanation ?? { ar: "", en: "" },
    options: Array.from({ length: MAX_OPTION_ROWS }, (_, i) => {
      const option = options[i];
      return option
        ? { id: option.id, ar: option.text.ar, en: option.text.en, correct: option.correct, pinned: option.pinned }
        : { id: "", ar: "", en: "", correct: false, pinned: false };
    }),
    scoring: body?.type === "multiple" ? body.scoring : "allOrNothing",
    answer: body?.type === "trueFalse" ? String(body.answer) : "",
    answers: Array.from({ length: MAX_ANSWER_ROWS }, (_, i) => {
      const answer = answers[i];
      return answer
        ? { value: String(answer.value), tolerance: String(answer.tolerance), kind: answer.toleranceKind }
        : { value: "", tolerance: "", kind: "absolute" as const };
    }),
    unit: body?.type === "numeric" ? body.unit : { ar: "", en: "" },
    decimalComma: body?.type === "numeric" ? body.decimalComma : false,
    accepted: body?.type === "shortText" ? body.accepted.join("\n") : "",
    matching: body?.type === "shortText" ? body.matching : "ignoreDiacritics",
    lessonId: question?.tags.lessonId ?? "",
    topic: question?.tags.topic ?? "",
    difficulty: question?.tags.difficulty ?? "",
    source: question?.tags.source ?? "",
  };
}
export type QuestionFormDefaults = ReturnType<typeof formDefaults>;
