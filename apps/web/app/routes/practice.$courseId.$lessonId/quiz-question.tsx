import { Form, useNavigation } from "@remix-run/react";
import { CheckCircle2, CircleDot } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@masar/ui/button";
import { Input } from "@masar/ui/input";
import { useLocale } from "@masar/ui/locale-provider";
import { cn } from "@masar/ui/utils";
import type { QuestionView } from "#app/services/practice/question-view.server";
import { SaveStatus, useDraftSave, type QuestionIds } from "./draft-save";
import { PROSE } from "./prose";
import { Feedback } from "./question-feedback";

/** Option labels by place: أ ب ج د … in Arabic (abjad order), A B C D … in English. */
const LABELS = {
  ar: ["أ", "ب", "ج", "د", "هـ", "و", "ز", "ح", "ط", "ي"],
  en: ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"],
} as const;

export const optionLabel = (locale: string, index: number) =>
  (locale === "ar" ? LABELS.ar : LABELS.en)[index] ?? String(index + 1);

function chosen(view: QuestionView, optionId: string) {
  const a = view.answer;
  return (
    (a?.type === "single" && a.optionId === optionId) || (a?.type === "multiple" && a.optionIds.includes(optionId))
  );
}

/**
 * One question of an attempt: a plain form (it works without JavaScript: "Save" and "Check answer"
 * post the page's action) whose changes the page's script also saves as a draft. Once checked, or when
 * the attempt is finished, its inputs are read-only and its feedback shows.
 */
export function QuizQuestion({
  view,
  total,
  ids,
  finished,
  q,
  hidden,
}: {
  view: QuestionView;
  total: number;
  ids: QuestionIds;
  finished: boolean;
  /** The one-question layout's place, so a post comes back to it. */
  q: number | null;
  /** On small screens in the automatic layout, only the current question is drawn. */
  hidden?: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const readOnly = finished || view.checked;
  const draft = useDraftSave(ids, view.questionId);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("questionId") === view.questionId;
  const headingId = `question-${view.questionId}-heading`;
  const statusId = `question-${view.questionId}-status`;
  const right = view.feedback?.right;
  const rightIds = right && "optionIds" in right ? right.optionIds : [];
  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    if (readOnly) return;
    const target = event.target as HTMLInputElement;
    draft.save(event.currentTarget, target.type === "text" ? 800 : 0);
  };

  return (
    <section
      id={`question-${view.questionId}`}
      aria-labelledby={headingId}
      className={cn(
        "scroll-mt-24 flex-col gap-4 rounded-lg border bg-card p-4 md:p-6",
        hidden ? "hidden lg:flex" : "flex",
      )}
      data-testid="quiz-question"
      data-question-number={view.number}
    >
      <h2 id={headingId} className="text-sm font-semibold text-muted-foreground">
        {t("practice.take.questionOf", { number: view.number, total })}
      </h2>
      {/* Rendered and sanitised on the server; each block takes its own text's direction. */}
      <div
        className={cn(PROSE, "text-lg")}
        data-testid="question-stem"
        dangerouslySetInnerHTML={{ __html: view.stemHtml }}
      />
      <Form method="post" onChange={onChange} className="flex flex-col gap-3" aria-describedby={statusId}>
        <input type="hidden" name="attemptId" value={ids.attemptId} />
        <input type="hidden" name="questionId" value={view.questionId} />
        {q !== null ? <input type="hidden" name="q" value={q} /> : null}
        {view.options ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm text-muted-foreground">
              {t(view.type === "multiple" ? "practice.take.chooseMany" : "practice.take.chooseOne")}
            </legend>
            {view.options.map((option, index) => {
              const isChosen = chosen(view, option.id);
              const isRight = rightIds.includes(option.id);
              return (
                <label
                  key={option.id}
                  className={cn(
                    "flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                    isChosen && "border-primary bg-primary/5",
                    view.feedback && isRight && "border-success bg-success/10",
                    readOnly && "cursor-default",
                  )}
                  data-testid="quiz-option"
                >
                  <input
                    type={view.type === "multiple" ? "checkbox" : "radio"}
                    name="option"
                    value={option.id}
                    defaultChecked={isChosen}
                    disabled={readOnly}
                    className="mt-1 size-4 shrink-0 accent-primary"
                  />
                  <span className="font-semibold" aria-hidden="true">
                    {optionLabel(locale, index)}
                  </span>
                  {/* Each option is its own bidi isolate: "−5" or "x² + 1" never flips inside Arabic. */}
                  <span className="min-w-0 flex-1" dir={option.dir} dangerouslySetInnerHTML={{ __html: option.html }} />
                  {view.feedback && isRight ? (
                    <span className="flex items-center gap-1 text-sm text-success">
                      <CheckCircle2 className="size-4" aria-hidden="true" />
                      {t("practice.feedback.correctOption")}
                    </span>
                  ) : null}
                </label>
              );
            })}
          </fieldset>
        ) : view.type === "trueFalse" ? (
          <fieldset className="flex flex-wrap gap-2">
            <legend className="mb-2 text-sm text-muted-foreground">{t("practice.take.chooseOne")}</legend>
            {(["true", "false"] as const).map((value) => {
              const isChosen = view.answer?.type === "trueFalse" && String(view.answer.value) === value;
              return (
                <label
                  key={value}
                  className={cn(
                    "flex min-w-32 cursor-pointer items-center gap-3 rounded-md border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                    isChosen && "border-primary bg-primary/5",
                  )}
                  data-testid="quiz-option"
                >
                  <input
                    type="radio"
                    name="value"
                    value={value}
                    defaultChecked={isChosen}
                    disabled={readOnly}
                    className="size-4 accent-primary"
                  />
                  {t(value === "true" ? "practice.take.trueLabel" : "practice.take.falseLabel")}
                </label>
              );
            })}
          </fieldset>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={`answer-${view.questionId}`} className="sr-only">
              {t(view.type === "numeric" ? "practice.take.numberPlaceholder" : "practice.take.textPlaceholder")}
            </label>
            <Input
              id={`answer-${view.questionId}`}
              name="text"
              type="text"
              autoComplete="off"
              // Numbers: the decimal keypad and left to right (٣٫١٤ and 3.14 alike); text takes its own direction.
              inputMode={view.type === "numeric" ? "decimal" : "text"}
              dir={view.type === "numeric" ? "ltr" : "auto"}
              maxLength={500}
              defaultValue={view.answer && "text" in view.answer ? view.answer.text : ""}
              readOnly={readOnly}
              placeholder={t(
                view.type === "numeric" ? "practice.take.numberPlaceholder" : "practice.take.textPlaceholder",
              )}
              className="max-w-xs"
              data-testid="quiz-input"
            />
            {view.unit ? (
              <span className="text-muted-foreground" dir="auto">
                {view.unit}
              </span>
            ) : null}
          </div>
        )}
        {readOnly ? null : (
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" name="intent" value="check" disabled={busy} data-testid="check-answer">
              <CircleDot aria-hidden="true" />
              {t("practice.take.check")}
            </Button>
            <Button type="submit" name="intent" value="save" variant="outline" disabled={busy}>
              {t("practice.take.save")}
            </Button>
            <SaveStatus state={draft.state} id={statusId} />
          </div>
        )}
      </Form>
      <Feedback view={view} />
    </section>
  );
}
