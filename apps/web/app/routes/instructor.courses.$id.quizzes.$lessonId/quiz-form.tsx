import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { DIFFICULTIES } from "@masar/domain/practice/question";
import { Button, buttonVariants } from "@masar/ui/button";
import { FieldError } from "@masar/ui/input";
import { QuestionFilterFields } from "#app/components/teaching/question-filters";
import { QuestionBadges, QuestionExcerpt } from "#app/components/teaching/question-summary";
import { CheckboxField, FormError, RadioField, SelectField, TextField, useMessages } from "#app/forms/fields";
import type { FormMessages } from "#app/forms/messages";
import { parseForm } from "#app/forms/parse";
import type { BankFilters } from "#app/services/practice/bank.server";
import type { QuestionSummary } from "#app/services/practice/question-summary.server";
import { quizFormSchema } from "./quiz-form-schema";
import type { QuizFormValues } from "./quiz-form.server";

type Field = FieldMetadata<string | undefined, Record<string, unknown>, FormMessages>;

export interface QuizFormProps {
  values: QuizFormValues;
  /** The bank's questions that pass the checklist's filters. */
  checklist: QuestionSummary[];
  filters: BankFilters;
  filtered: boolean;
  lessons: { id: string; title: string }[];
  topics: string[];
  sources: string[];
  /** How many of the bank's questions the random rule's tags match now. */
  matching: number;
  lastResult: SubmissionResult<FormMessages> | null;
}

/** A select of the values the bank uses, keeping a saved one the bank no longer has. */
function tagOptions(values: string[], current: string, any: string) {
  const all = current && !values.includes(current) ? [current, ...values] : values;
  return [{ value: "", label: any }, ...all.map((v) => ({ value: v, label: v }))];
}

/**
 * The quiz's rule, shuffling and pass mark. The checklist's filter button sends the whole form as a GET
 * (the ticks travel in the address as a draft), so filtering works without script and loses no tick.
 */
export function QuizForm(props: QuizFormProps) {
  const { values, checklist, filters, filtered, lessons, topics, sources, matching, lastResult } = props;
  const { t } = useTranslation();
  const messages = useMessages();
  const navigation = useNavigation();
  const [form, fields] = useForm<Record<string, unknown>, Record<string, unknown>, FormMessages>({
    id: "quiz",
    lastResult: lastResult ?? undefined,
    defaultValue: values as never,
    constraint: getZodConstraint(quizFormSchema),
    // The filter button's GET carries a draft: nothing to refuse there.
    onValidate: ({ formData, submitter }) =>
      (submitter?.getAttribute("formmethod") === "get"
        ? parseWithZod(formData, { schema: z.object({}) })
        : parseForm(formData, quizFormSchema)) as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const [rule, setRule] = useState(values.rule);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const shows = (kind: "random" | "fixed") => !enhanced || rule === kind;
  const filter = (fields.filter as unknown as { getFieldset(): Record<string, Field> }).getFieldset();
  const chosen = new Set(values.questionIds);
  const [picked, setPicked] = useState(chosen.size);
  const listed = new Set(checklist.map((q) => q.id));
  const lessonTitles = new Map(lessons.map((l) => [l.id, l.title]));
  const questionIds = fields.questionIds as unknown as Field;
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6" data-testid="quiz-form">
      <FormError id={form.errorId} messages={form.errors} />
      <div onChange={(e) => setRule((e.target as HTMLInputElement).value === "fixed" ? "fixed" : "random")}>
        <RadioField
          field={fields.rule as unknown as Field}
          label={t("teaching.quiz.rule")}
          options={(["random", "fixed"] as const).map((k) => ({ value: k, label: t(`teaching.quiz.ruleKind.${k}`) }))}
        />
      </div>
      {shows("random") ? (
        <fieldset className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2" data-testid="random-rule">
          <legend className="px-1 font-semibold">{t("teaching.quiz.ruleKind.random")}</legend>
          <TextField
            field={fields.count as unknown as Field}
            type="number"
            label={t("teaching.quiz.count")}
            hint={t("teaching.quiz.countHint")}
            dir="ltr"
          />
          <p className="self-end pb-2 text-sm text-muted-foreground" data-testid="random-matching">
            {t("teaching.quiz.matching", { count: matching })}
          </p>
          <p className="text-sm text-muted-foreground sm:col-span-2">{t("teaching.quiz.filterHint")}</p>
          <SelectField
            field={filter.lessonId!}
            label={t("teaching.questions.lesson")}
            options={[
              { value: "", label: t("teaching.questions.filters.any.lesson") },
              ...lessons.map((l) => ({ value: l.id, label: l.title })),
            ]}
          />
          <SelectField
            field={filter.topic!}
            label={t("teaching.questions.topic")}
            options={tagOptions(topics, String(values.filter.topic), t("teaching.questions.filters.any.topic"))}
          />
          <SelectField
            field={filter.difficulty!}
            label={t("teaching.questions.difficultyLabel")}
            options={[
              { value: "", label: t("teaching.questions.filters.any.difficulty") },
              ...DIFFICULTIES.map((d) => ({ value: d, label: t(`teaching.questions.difficulty.${d}`) })),
            ]}
          />
          <SelectField
            field={filter.source!}
            label={t("teaching.questions.source")}
            options={tagOptions(sources, String(values.filter.source), t("teaching.questions.filters.any.source"))}
          />
        </fieldset>
      ) : null}
      {shows("fixed") ? (
        <fieldset className="flex flex-col gap-3 rounded-lg border p-4" data-testid="fixed-rule">
          <legend className="px-1 font-semibold">{t("teaching.quiz.ruleKind.fixed")}</legend>
          <p className="text-sm text-muted-foreground">{t("teaching.quiz.pickHint")}</p>
          <div role="search" aria-label={t("teaching.questions.filters.label")} className="flex flex-col gap-3">
            <QuestionFilterFields
              filters={filters}
              lessons={lessons}
              topics={topics}
              sources={sources}
              idPrefix="pick"
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="outline" formMethod="get" name="draft" value="1">
                {t("teaching.quiz.filter")}
              </Button>
              {filtered ? (
                <Link to="?" className={buttonVariants({ variant: "ghost" })}>
                  {t("teaching.questions.filters.reset")}
                </Link>
              ) : null}
            </div>
          </div>
          <p role="status" className="text-sm font-medium" data-testid="picked-count">
            {t("teaching.quiz.picked", { count: picked })}
          </p>
          <FieldError id={questionIds.errorId}>{messages(questionIds.errors)}</FieldError>
          {/* Ticked questions the filters hide stay in the list. */}
          {[...chosen]
            .filter((id) => !listed.has(id))
            .map((id) => (
              <input key={id} type="hidden" name="questionIds" value={id} />
            ))}
          {checklist.length ? (
            <ul className="flex flex-col gap-2" data-testid="question-checklist">
              {checklist.map((question) => (
                <li key={question.id} className="flex items-start gap-3 rounded-lg border bg-card p-3">
                  {/* Named by its stem (a label may hold no paragraphs): the excerpt is rendered Markdown. */}
                  <input
                    type="checkbox"
                    id={`pick-question-${question.id}`}
                    name="questionIds"
                    value={question.id}
                    defaultChecked={chosen.has(question.id)}
                    onChange={(e) => setPicked((n) => n + (e.currentTarget.checked ? 1 : -1))}
                    aria-labelledby={`pick-question-${question.id}-stem`}
                    aria-describedby={questionIds.errors ? questionIds.errorId : undefined}
                    className="mt-1 size-5 shrink-0 accent-primary"
                  />
                  <div className="flex min-w-0 flex-1 flex-col gap-2">
                    <QuestionExcerpt summary={question} id={`pick-question-${question.id}-stem`} />
                    <QuestionBadges
                      summary={question}
                      lessonTitle={question.lessonId ? (lessonTitles.get(question.lessonId) ?? null) : null}
                    />
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t("teaching.questions.noMatchTitle")}</p>
          )}
        </fieldset>
      ) : null}
      <fieldset className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
        <legend className="px-1 font-semibold">{t("teaching.quiz.delivery")}</legend>
        <CheckboxField field={fields.shuffleQuestions!} label={t("teaching.quiz.shuffleQuestions")} />
        <CheckboxField field={fields.shuffleOptions!} label={t("teaching.quiz.shuffleOptions")} />
        <TextField
          field={fields.passPercent as unknown as Field}
          type="number"
          label={t("teaching.quiz.passPercent")}
          hint={t("teaching.quiz.passHint")}
          dir="ltr"
        />
      </fieldset>
      <Button type="submit" className="self-start" disabled={navigation.state === "submitting"} data-testid="save-quiz">
        {t("teaching.quiz.save")}
      </Button>
    </Form>
  );
}
