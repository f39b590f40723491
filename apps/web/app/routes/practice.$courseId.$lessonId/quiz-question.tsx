import { Form, useNavigation } from "@remix-run/react";
import { CircleDot } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@masar/ui/button";
import { cn } from "@masar/ui/utils";
import type { QuestionView } from "#app/services/practice/question-view.server";
import { SaveStatus, useDraftSave, type QuestionIds } from "./draft-save";
import { AnswerInputs } from "#app/components/question/answer-inputs";
import { PROSE } from "#app/components/question/prose";
import { Feedback } from "#app/components/question/question-feedback";

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
  const readOnly = finished || view.checked;
  const draft = useDraftSave(ids, view.questionId);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("questionId") === view.questionId;
  const headingId = `question-${view.questionId}-heading`;
  const statusId = `question-${view.questionId}-status`;
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
        <AnswerInputs view={view} readOnly={readOnly} />
        {readOnly ? null : (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="guess" value="on" className="size-4 accent-primary" />
            {t("review.guess")}
          </label>
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
