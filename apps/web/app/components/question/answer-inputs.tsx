import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Input } from "@masar/ui/input";
import { useLocale } from "@masar/ui/locale-provider";
import { cn } from "@masar/ui/utils";
import type { QuestionView } from "#app/services/practice/question-view.server";

/** Option labels by place: أ ب ج د … in Arabic (abjad order), A B C D … in English. */
const LABELS = {
  ar: ["أ", "ب", "ج", "د", "هـ", "و", "ز", "ح", "ط", "ي"],
  en: ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"],
} as const;

const optionLabel = (locale: string, index: number) =>
  (locale === "ar" ? LABELS.ar : LABELS.en)[index] ?? String(index + 1);

function chosen(view: QuestionView, optionId: string) {
  const a = view.answer;
  return (
    (a?.type === "single" && a.optionId === optionId) || (a?.type === "multiple" && a.optionIds.includes(optionId))
  );
}

/**
 * A question's answer inputs, as every page that asks a question draws them (a practice quiz, a review
 * session): its options labelled أ ب ج / A B C, true and false, or a number or text field. Plain inputs
 * of the surrounding form (names `option`, `value`, `text`); read-only once answered, with the right
 * options marked when the view carries feedback.
 */
export function AnswerInputs({ view, readOnly }: { view: QuestionView; readOnly: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const right = view.feedback?.right;
  const rightIds = right && "optionIds" in right ? right.optionIds : [];
  return (
    <>
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
    </>
  );
}
