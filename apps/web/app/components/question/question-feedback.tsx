import { CheckCircle2, XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocale } from "@masar/ui/locale-provider";
import { cn } from "@masar/ui/utils";
import type { QuestionView } from "#app/services/practice/question-view.server";
import { PROSE } from "./prose";

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

export function Feedback({ view }: { view: QuestionView }) {
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
