import { Form, useNavigation } from "@remix-run/react";
import { CheckCircle2, CircleDot, XCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@masar/ui/button";
import { Input } from "@masar/ui/input";
import { useLocale } from "@masar/ui/locale-provider";
import { cn } from "@masar/ui/utils";
import type { QuestionView } from "#app/services/practice/question-view.server";

/** Option labels by place: أ ب ج د … in Arabic (abjad order), A B C D … in English. */
const LABELS = {
  ar: ["أ", "ب", "ج", "د", "هـ", "و", "ز", "ح", "ط", "ي"],
  en: ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"],
} as const;

export const optionLabel = (locale: string, index: number) =>
  (locale === "ar" ? LABELS.ar : LABELS.en)[index] ?? String(index + 1);

/** The same prose rules as a text lesson's, for the stem and the explanation (MathML inside). */
const PROSE =
  "flex flex-col gap-3 leading-relaxed [&_a]:text-primary [&_a]:underline [&_code]:font-mono [&_img]:max-w-full [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_ul]:list-disc [&_ul]:px-6 [&_ol]:list-decimal [&_ol]:px-6";

export type SaveState = "idle" | "saving" | "saved" | "failed";

export interface QuestionIds {
  courseId: string;
  lessonId: string;
  attemptId: string;
}

/**
 * Saves a draft answer after each change, through the answers' resource route: one write per
 * (attempt, question) on the server, so a retry or a repeat is harmless. A failed save is retried with
 * a growing wait until it goes through or the page changes.
 */
function useDraftSave(ids: QuestionIds, questionId: string) {
  const [state, setState] = useState<SaveState>("idle");
  const pending = useRef<{ body: URLSearchParams; tries: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = async () => {
    const job = pending.current;
    if (!job) return;
    setState("saving");
    try {
      const res = await fetch("/resources/practice-answer", { method: "POST", body: job.body });
      if (pending.current !== job) return; // a newer answer is on its way
      if (res.ok || (res.status >= 400 && res.status < 500)) {
        pending.current = null;
        setState(res.ok ? "saved" : "failed");
        return;
      }
      throw new Error(String(res.status));
    } catch {
      if (pending.current !== job) return;
      setState("failed");
      job.tries += 1;
      timer.current = setTimeout(send, Math.min(30_000, 1000 * 2 ** job.tries));
    }
  };

  const save = (form: HTMLFormElement, delay: number) => {
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (["option", "value", "text"].includes(name) && typeof value === "string") body.append(name, value);
    }
    if (![...body.keys()].length || (body.has("text") && body.get("text")!.trim() === "")) return;
    body.set("courseId", ids.courseId);
    body.set("lessonId", ids.lessonId);
    body.set("attemptId", ids.attemptId);
    body.set("questionId", questionId);
    pending.current = { body, tries: 0 };
    clearTimeout(timer.current);
    timer.current = setTimeout(send, delay);
  };
  return { state, save };
}

function SaveStatus({ state, id }: { state: SaveState; id: string }) {
  const { t } = useTranslation();
  const text =
    state === "saving"
      ? t("practice.take.saving")
      : state === "saved"
        ? t("practice.take.saved")
        : state === "failed"
          ? t("practice.take.saveFailed")
          : "";
  return (
    <p
      id={id}
      role="status"
      className={cn("min-h-5 text-sm", state === "failed" ? "text-destructive" : "text-muted-foreground")}
      data-testid="save-status"
      data-state={state}
    >
      {text}
    </p>
  );
}

/** What the feedback says of the right answer for a numeric or short-text question. */
function RightValue({ view }: { view: QuestionView }) {
  const { t } = useTranslation();
  const { formatNumber } = useLocale();
  const right = view.feedback?.right;
  if (!right || "optionIds" in right) return null;
  let text: string;
  if (right.type === "trueFalse") text = t(right.value ? "practice.take.trueLabel" : "practice.take.falseLabel");
  else if (right.type === "shortText") text = right.text ?? "";
  else if (!right.answer) return null;
  else if (right.answer.tolerance === 0) text = formatNumber(right.answer.value);
  else if (right.answer.toleranceKind === "relative")
    text = t("practice.feedback.toleranceRelative", {
      value: formatNumber(right.answer.value),
      percent: right.answer.tolerance * 100,
    });
  else
    text = t("practice.feedback.tolerance", {
      value: formatNumber(right.answer.value),
      tolerance: formatNumber(right.answer.tolerance),
    });
  return (
    <p>
      {t("practice.feedback.rightAnswer")}{" "}
      <bdi className="font-semibold" data-testid="correct-answer">
        {text}
      </bdi>
      {right.type === "numeric" && view.unit ? <bdi> {view.unit}</bdi> : null}
    </p>
  );
}

function Feedback({ view }: { view: QuestionView }) {
  const { t } = useTranslation();
  const feedback = view.feedback;
  if (!feedback) return null;
  const answered = view.answer !== null;
  const partial = !feedback.correct && feedback.score > 0;
  return (
    <div
      className={cn(
        "flex flex-col gap-2 rounded-md border-s-4 bg-muted/50 p-3",
        feedback.correct ? "border-success" : partial ? "border-warning" : "border-destructive",
      )}
      data-testid="feedback"
      data-correct={feedback.correct}
    >
      <p className="flex items-center gap-2 font-semibold">
        {feedback.correct ? (
          <CheckCircle2 className="size-5 text-success" aria-hidden="true" />
        ) : (
          <XCircle className="size-5 text-destructive" aria-hidden="true" />
        )}
        {!answered
          ? t("practice.feedback.unanswered")
          : feedback.correct
            ? t("practice.feedback.right")
            : partial
              ? t("practice.feedback.partial", { percent: Math.round(feedback.score * 100) })
              : t("practice.feedback.wrong")}
      </p>
      {"optionIds" in feedback.right && !feedback.correct ? <p>{t("practice.feedback.rightOptions")}</p> : null}
      <RightValue view={view} />
      {feedback.explanationHtml ? (
        <div className="flex flex-col gap-1">
          <p className="font-semibold">{t("practice.feedback.explanation")}</p>
          {/* Rendered and sanitised on the server (utils/markdown.server.ts). */}
          <div className={PROSE} dangerouslySetInnerHTML={{ __html: feedback.explanationHtml }} />
        </div>
      ) : null}
    </div>
  );
}

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
