import type { SubmissionResult } from "@conform-to/react";
import type { Difficulty } from "@masar/domain/practice/question";
import type { QuizSettings } from "@masar/domain/practice/quiz";
import { quizSettingsSchema } from "@masar/domain/practice/question-schema";
import { messagesFromIssues, type FormMessages } from "#app/forms/messages";
import { parseForm } from "#app/forms/parse";
import { quizFieldsSchema, quizFormSchema, type QuizForm } from "./quiz-form-schema";

/** The form as the quiz's settings: only the chosen rule's fields count; a ticked question counts once. */
export function settingsOf(form: QuizForm): QuizSettings {
  return {
    rule:
      form.rule === "fixed"
        ? { kind: "fixed", questionIds: [...new Set(form.questionIds)] }
        : {
            kind: "random",
            count: form.count,
            filter: {
              lessonId: form.filter.lessonId.trim() || null,
              topic: form.filter.topic,
              difficulty: form.filter.difficulty,
              source: form.filter.source,
            },
          },
    shuffleQuestions: form.shuffleQuestions,
    shuffleOptions: form.shuffleOptions,
    passPercent: form.passPercent,
  };
}

/** The form's fields as its first paint fills them. */
export interface QuizFormValues {
  rule: "random" | "fixed";
  count: number;
  filter: { lessonId: string; topic: string; difficulty: Difficulty | ""; source: string };
  questionIds: string[];
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  passPercent: number;
}

/** The saved settings as the form's fields; the rule not in use keeps its defaults. */
export function formValuesOf(settings: QuizSettings): QuizFormValues {
  const rule = settings.rule;
  return {
    rule: rule.kind,
    count: rule.kind === "random" ? rule.count : 10,
    filter:
      rule.kind === "random"
        ? {
            lessonId: rule.filter.lessonId ?? "",
            topic: rule.filter.topic,
            difficulty: rule.filter.difficulty ?? "",
            source: rule.filter.source,
          }
        : { lessonId: "", topic: "", difficulty: "", source: "" },
    questionIds: rule.kind === "fixed" ? rule.questionIds : [],
    shuffleQuestions: settings.shuffleQuestions,
    shuffleOptions: settings.shuffleOptions,
    passPercent: settings.passPercent,
  };
}

/** The form field a quizSettingsSchema issue belongs beside ("" for the form as a whole). */
export function fieldOfIssue(path: readonly PropertyKey[]): string {
  const [group, key, leaf] = path;
  if (group === "rule") {
    if (key === "questionIds") return "questionIds";
    if (key === "count") return "count";
    if (key === "filter" && typeof leaf === "string") return `filter.${leaf}`;
    return "rule";
  }
  return typeof group === "string" && ["shuffleQuestions", "shuffleOptions", "passPercent"].includes(group)
    ? group
    : "";
}

export type QuizFormRead =
  | {
      ok: true;
      settings: QuizSettings;
      reply: (fieldErrors: Record<string, FormMessages>) => SubmissionResult<FormMessages>;
    }
  | { ok: false; result: SubmissionResult<FormMessages> };

/** Reads the quiz form: the flat fields, then the settings they make against the domain's schema. */
export function readQuizForm(formData: FormData): QuizFormRead {
  const submission = parseForm(formData, quizFormSchema);
  if (submission.status !== "success") return { ok: false, result: submission.reply() };
  const checked = quizSettingsSchema.safeParse(settingsOf(submission.value));
  if (!checked.success) {
    const errors: Record<string, FormMessages> = {};
    for (const issue of checked.error.issues) {
      (errors[fieldOfIssue(issue.path)] ??= []).push(...messagesFromIssues([issue]));
    }
    const { "": formErrors, ...fieldErrors } = errors;
    return { ok: false, result: submission.reply({ formErrors, fieldErrors }) };
  }
  return {
    ok: true,
    settings: checked.data as QuizSettings,
    reply: (fieldErrors) => submission.reply({ fieldErrors }),
  };
}

/**
 * A draft carried in the address by the checklist's filter button (a GET of the whole form, so ticks
 * survive filtering without script): the form as it was, when it reads; a list still empty included.
 */
export function draftOf(params: URLSearchParams): QuizFormValues | null {
  if (!params.has("draft")) return null;
  const submission = parseForm(params, quizFieldsSchema);
  if (submission.status !== "success") return null;
  const form = submission.value;
  return { ...form, filter: { ...form.filter, difficulty: form.filter.difficulty ?? "" } };
}
