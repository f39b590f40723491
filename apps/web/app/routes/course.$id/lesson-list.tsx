import { Clock, Eye, FileText, Lock, PlayCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Lesson } from "@masar/domain/course";
import { localize } from "@masar/domain/locale";
import { Badge } from "@masar/ui/badge";
import { useLocale } from "@masar/ui/locale-provider";

const KIND_ICON = { video: PlayCircle, text: FileText, file: FileText } as const;

/** The course's lessons in order: kind, title, preview or locked, and duration. */
export function LessonList({
  lessons,
}: {
  lessons: readonly Pick<Lesson, "id" | "kind" | "title" | "preview" | "durationMinutes">[];
}) {
  const { t } = useTranslation();
  const { locale, formatNumber } = useLocale();
  return (
    <ol className="flex flex-col divide-y rounded-lg border" data-testid="lesson-list">
      {lessons.map((lesson, i) => {
        const Icon = KIND_ICON[lesson.kind];
        return (
          <li
            key={lesson.id}
            className="flex items-center gap-3 px-4 py-3"
            data-preview={lesson.preview ? "true" : undefined}
          >
            <span className="w-6 text-center text-sm text-muted-foreground">{formatNumber(i + 1)}</span>
            <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <span className="flex-1" dir="auto">
              {localize(lesson.title, locale)}
              <span className="sr-only"> ({t(`course.lessonKind.${lesson.kind}`)})</span>
            </span>
            {lesson.preview ? (
              <Badge variant="success">
                <Eye className="size-3.5" aria-hidden="true" />
                {t("course.preview")}
              </Badge>
            ) : (
              <Lock className="size-4 text-muted-foreground" aria-label={t("course.locked")} />
            )}
            <span className="flex items-center gap-1 text-sm text-muted-foreground">
              <Clock className="size-3.5" aria-hidden="true" />
              {t("course.minutes", { count: lesson.durationMinutes })}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
