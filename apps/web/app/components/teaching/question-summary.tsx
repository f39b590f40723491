import { useTranslation } from "react-i18next";
import { Badge } from "@masar/ui/badge";
import { cn } from "@masar/ui/utils";
import type { QuestionSummary } from "#app/services/practice/question-summary.server";

/**
 * The first paragraph of a question's stem, rendered on the server (Markdown, math, images kept small),
 * clamped to three lines; its direction follows its own text.
 */
export function QuestionExcerpt({
  summary,
  className,
  id,
}: {
  summary: Pick<QuestionSummary, "excerptHtml">;
  className?: string;
  /** For a control it names (a checklist's checkbox). */
  id?: string;
}) {
  const { t } = useTranslation();
  return summary.excerptHtml ? (
    <div
      id={id}
      className={cn("prose line-clamp-3 max-w-none text-sm [&_img]:inline [&_img]:max-h-12 [&_p]:my-0", className)}
      dir="auto"
      data-testid="question-excerpt"
      // Sanitised on the server by renderMarkdown (sanitize-html allow-list).
      dangerouslySetInnerHTML={{ __html: summary.excerptHtml }}
    />
  ) : (
    <p id={id} className={cn("text-sm text-muted-foreground", className)}>
      {t("teaching.questions.noStem")}
    </p>
  );
}

/** The question's type, version and tags, as quiet badges. */
export function QuestionBadges({
  summary,
  lessonTitle,
}: {
  summary: Omit<QuestionSummary, "excerptHtml" | "id">;
  /** The tagged lesson's title in the reader's language, when it is tagged with one. */
  lessonTitle: string | null;
}) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
      <Badge variant="soft" data-testid="question-type">
        {t(`teaching.questions.type.${summary.type}`)}
      </Badge>
      <span data-testid="question-version">{t("teaching.questions.version", { version: summary.version })}</span>
      {lessonTitle ? (
        <Badge variant="muted" dir="auto">
          {lessonTitle}
        </Badge>
      ) : null}
      {summary.topic ? (
        <Badge variant="muted" dir="auto">
          {summary.topic}
        </Badge>
      ) : null}
      {summary.difficulty ? (
        <Badge variant="outline">{t(`teaching.questions.difficulty.${summary.difficulty}`)}</Badge>
      ) : null}
      {summary.source ? (
        <Badge variant="outline" dir="auto">
          {summary.source}
        </Badge>
      ) : null}
    </span>
  );
}
