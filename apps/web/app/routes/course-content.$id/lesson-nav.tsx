import { Link } from "@remix-run/react";
import { CheckCircle2, Circle, Clock, FileDown, FileText, ListChecks, Lock, PlayCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { localize } from "@masar/domain/locale";
import { groupBySection } from "@masar/domain/player";
import { Badge } from "@masar/ui/badge";
import { useLocale } from "@masar/ui/locale-provider";
import { cn } from "@masar/ui/utils";
import { playerHref } from "#app/utils/player-href";
import type { PlayerLesson } from "./types";

const KIND_ICON = { video: PlayCircle, text: FileText, file: FileDown, quiz: ListChecks } as const;

/**
 * The course's lessons grouped by section, in order: kind icon, title, duration, and whether each is
 * done, locked or a free preview; the current one is marked for screen readers too (aria-current).
 * Used in the desktop side panel and in the phone's sheet.
 */
export function LessonNav({
  courseId,
  lessons,
  currentId,
  showPreview,
  onNavigate,
}: {
  courseId: string;
  lessons: readonly PlayerLesson[];
  currentId: string | null;
  /** Mark the free previews (for someone who cannot open every lesson). */
  showPreview: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { locale, formatNumber } = useLocale();
  const number = new Map(lessons.map((l, i) => [l.id, i + 1]));
  return (
    <nav aria-label={t("player.lessonList")} data-testid="lesson-nav" className="flex flex-col gap-4">
      {groupBySection(lessons).map((group, g) => (
        <section key={g} className="flex flex-col gap-1">
          {group.section ? (
            <h3 className="px-2 text-sm font-bold text-muted-foreground" dir="auto">
              {localize(group.section, locale)}
            </h3>
          ) : null}
          <ol className="flex flex-col gap-0.5">
            {group.lessons.map((lesson) => {
              const Icon = KIND_ICON[lesson.kind];
              const current = lesson.id === currentId;
              const state = lesson.completed ? "completed" : lesson.locked ? "locked" : null;
              return (
                <li key={lesson.id}>
                  <Link
                    to={playerHref(courseId, lesson.id)}
                    onClick={onNavigate}
                    aria-current={current ? "page" : undefined}
                    data-lesson-id={lesson.id}
                    data-lesson-kind={lesson.kind}
                    data-completed={lesson.completed ? "true" : undefined}
                    className={cn(
                      "flex items-start gap-3 rounded-md px-2 py-2.5 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring",
                      current && "bg-primary/10 font-semibold text-primary hover:bg-primary/15",
                    )}
                  >
                    <span className="mt-0.5 shrink-0" aria-hidden="true">
                      {lesson.completed ? (
                        <CheckCircle2 className="size-5 text-success" />
                      ) : lesson.locked ? (
                        <Lock className="size-5 text-muted-foreground" />
                      ) : (
                        <Circle className="size-5 text-muted-foreground" />
                      )}
                    </span>
                    <span className="flex min-w-0 flex-1 flex-col gap-1">
                      <span dir="auto">
                        <span className="text-muted-foreground">{formatNumber(number.get(lesson.id) ?? 0)}. </span>
                        {localize(lesson.title, locale)}
                      </span>
                      <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-normal text-muted-foreground">
                        <span className="flex items-center gap-1">
                          <Icon className="size-3.5" aria-hidden="true" />
                          {t(`player.kind.${lesson.kind}`)}
                        </span>
                        <span className="flex items-center gap-1">
                          <Clock className="size-3.5" aria-hidden="true" />
                          {t("player.minutes", { count: lesson.durationMinutes })}
                        </span>
                        {lesson.preview && showPreview ? <Badge variant="success">{t("player.preview")}</Badge> : null}
                      </span>
                    </span>
                    {current ? <span className="sr-only"> ({t("player.current")})</span> : null}
                    {state ? <span className="sr-only"> ({t(`player.${state}`)})</span> : null}
                  </Link>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </nav>
  );
}
