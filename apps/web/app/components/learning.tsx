import { Link } from "@remix-run/react";
import { PlayCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { localize } from "@masar/domain/locale";
import { buttonVariants } from "@masar/ui/button";
import { Card } from "@masar/ui/card";
import { CourseCard } from "@masar/ui/course-card";
import { CourseGrid, CourseGridItem } from "@masar/ui/course-grid";
import { useLocale } from "@masar/ui/locale-provider";
import { Progress } from "@masar/ui/progress";
import { cn } from "@masar/ui/utils";
import { inLocale } from "#app/components/course-texts";
import { courseHref } from "#app/components/site/site-nav";
import type { LearningItem, LessonPointer } from "#app/services/my-learning.server";
import { playerHref } from "#app/utils/player-href";

/** A learning item as loader data delivers it (the dates the page does not show may arrive as strings). */
type Item = Omit<LearningItem, "lastActive"> & { lastActive: unknown };

/**
 * The student's courses as the kit's cards, with progress and Continue/Review; the button opens the
 * player where they left off (they are enrolled already), the title and the cover the course page.
 */
export function LearningGrid({ items, priority = 0 }: { items: readonly Item[]; priority?: number }) {
  const { locale } = useLocale();
  return (
    <CourseGrid>
      {items.map((item, i) => (
        <CourseGridItem key={item.course.id}>
          <CourseCard
            course={inLocale(item.course, locale)}
            loggedIn
            priority={i < priority}
            href={playerHref(item.course.id, item.open?.id)}
            pageHref={courseHref(item.course.id)}
          />
        </CourseGridItem>
      ))}
    </CourseGrid>
  );
}

/** "Continue where you left off": the course, the lesson, the progress and one button back in. */
export function ResumeCard({
  item,
  lesson,
  heading,
  className,
}: {
  item: Item;
  lesson: LessonPointer;
  heading: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <Card
      className={cn(
        "flex flex-col gap-4 border-primary/30 bg-primary-soft/40 p-5 sm:flex-row sm:items-center",
        className,
      )}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="text-sm font-medium text-primary">{heading}</p>
        <h2 className="text-xl font-bold leading-snug" dir="auto">
          {localize(item.course.titles, locale)}
        </h2>
        <p className="text-muted-foreground" dir="auto" data-testid="resume-lesson">
          {t("myLearning.resumeLesson", { number: lesson.number, title: localize(lesson.title, locale) })}
        </p>
        <ProgressLine percent={item.percent} className="max-w-md" />
      </div>
      <Link
        to={playerHref(item.course.id, lesson.id)}
        className={cn(buttonVariants({ size: "lg" }), "sm:self-center")}
        data-testid="resume-action"
      >
        <PlayCircle aria-hidden="true" />
        {t("myLearning.resumeAction")}
      </Link>
    </Card>
  );
}

/** A course's progress as a bar with its percentage beside it (My Learning's resume card, home). */
export function ProgressLine({ percent, className }: { percent: number; className?: string }) {
  const { t: kit } = useLocale();
  return (
    <div className={cn("flex items-center gap-3", className)}>
      <Progress value={percent} size="sm" aria-label={kit("progress")} className="flex-1" />
      <span className="shrink-0 text-sm text-muted-foreground">{kit("progressValue", { value: percent })}</span>
    </div>
  );
}
