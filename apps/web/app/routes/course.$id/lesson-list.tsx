import { Link } from "@remix-run/react";
import { Clock, Eye, FileText, ListChecks, Lock, PlayCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Lesson } from "@masar/domain/course";
import { localize } from "@masar/domain/locale";
import { Badge } from "@masar/ui/badge";
import { useLocale } from "@masar/ui/locale-provider";
import { playerHref } from "#app/utils/player-href";

const KIND_ICON = { video: PlayCircle, text: FileText, file: FileText, quiz: ListChecks } as const;

export type LessonRow = Pick<Lesson, "id" | "kind" | "title" | "preview" | "durationMinutes">;

/**
 * The course's lessons in order: kind, title, preview or locked, and duration. A free preview is a
 * link into the player for that lesson; for someone who may study the whole course (`open`), every
 * lesson is.
 */
export function LessonList({
  courseId,
  lessons,
  open,
}: {
  courseId: string;
  lessons: readonly LessonRow[];
  open: boolean;
}) {
  const { t } = useTranslation();
  const { locale, formatNumber } = useLocale();
  return (
    <ol className="flex flex-col divide-y rounded-lg border" data-testid="lesson-list">
      {lessons.map((lesson, i) => {
        const Icon = KIND_ICON[lesson.kind];
        const title = localize(lesson.title, locale);
        const href = playerHref(courseId, lesson.id);
        return (
          <li
            key={lesson.id}
            className="flex items-start gap-3 px-4 py-3"
            data-preview={lesson.preview ? "true" : undefined}
          >
            <span className="w-6 shrink-0 text-center text-sm leading-6 text-muted-foreground">
              {formatNumber(i + 1)}
            </span>
            <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            {/* On phones the title gets the whole row and the preview/duration go under it, so a title
                wraps to one or two lines instead of four beside the badge. */}
            <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
              <span className="min-w-0 flex-1 text-start leading-6 [overflow-wrap:anywhere]">
                <bdi>
                  {open ? (
                    <Link to={href} className="hover:text-primary hover:underline">
                      {title}
                    </Link>
                  ) : (
                    title
                  )}
                </bdi>
                <span className="sr-only"> ({t(`course.lessonKind.${lesson.kind}`)})</span>
              </span>
              <span className="flex shrink-0 items-center gap-3" data-slot="lesson-meta">
                {lesson.preview ? (
                  <Link
                    to={href}
                    className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                    data-testid="preview-link"
                  >
                    <Badge variant="success" className="hover:underline">
                      <Eye className="size-3.5" aria-hidden="true" />
                      {t("course.preview")}
                      <span className="sr-only">: {title}</span>
                    </Badge>
                  </Link>
                ) : open ? null : (
                  <Lock className="size-4 shrink-0 text-muted-foreground" aria-label={t("course.locked")} />
                )}
                <span className="flex items-center gap-1 whitespace-nowrap text-sm text-muted-foreground">
                  <Clock className="size-3.5" aria-hidden="true" />
                  {t("course.minutes", { count: lesson.durationMinutes })}
                </span>
              </span>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
