import { Link } from "@remix-run/react";
import { ArrowLeft, BookOpen, PlayCircle, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { localize } from "@masar/domain/locale";
import { buttonVariants } from "@masar/ui/button";
import { Card } from "@masar/ui/card";
import { useLocale } from "@masar/ui/locale-provider";
import { ProgressLine } from "#app/components/learning";
import type { LearningItem } from "#app/services/my-learning.server";
import { playerHref } from "#app/utils/player-href";

type Item = Pick<LearningItem, "course" | "percent" | "next" | "open">;

/**
 * The signed-in student's home opens on their studies instead of the visitors' hero: each unfinished
 * course with its progress and the next lesson, one tap back into the player.
 */
export function ContinueLearning({ name, items, review }: { name: string; items: readonly Item[]; review: number }) {
  const { t } = useTranslation();
  const { t: kit, locale } = useLocale();
  return (
    <section aria-labelledby="continue-learning" className="bg-gradient-to-b from-primary-soft to-background">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 pb-16 pt-10 sm:px-6 md:pb-20">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex flex-col gap-1">
            <p className="text-muted-foreground" dir="auto">
              {t("continueLearning.greeting", { name })}
            </p>
            <h1 id="continue-learning" className="text-3xl font-bold md:text-4xl">
              {t("continueLearning.title")}
            </h1>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            {review > 0 ? (
              <Link to="/review" className={buttonVariants({ size: "sm" })} data-testid="home-review">
                <RotateCcw aria-hidden="true" />
                {t("continueLearning.review", { count: review })}
              </Link>
            ) : null}
            {items.length ? (
              <Link to="/my-learning" className="text-sm font-medium text-primary hover:underline">
                {t("continueLearning.allMyCourses")}
              </Link>
            ) : null}
          </div>
        </div>
        {items.length === 0 ? (
          <Card className="flex flex-col items-start gap-3 p-6" data-testid="continue-empty">
            <BookOpen className="size-8 text-primary" aria-hidden="true" />
            <h2 className="text-lg font-bold">{t("continueLearning.emptyTitle")}</h2>
            <p className="text-muted-foreground">{t("continueLearning.emptyText")}</p>
            <Link to="/courses" className={buttonVariants()}>
              {t("continueLearning.explore")}
              <ArrowLeft aria-hidden="true" className="ltr:rotate-180" />
            </Link>
          </Card>
        ) : (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="continue-list">
            {items.map((item) => {
              const title = localize(item.course.titles, locale);
              return (
                <li key={item.course.id}>
                  <Card className="flex h-full flex-col gap-3 p-5" data-course={item.course.id}>
                    <h2 className="line-clamp-2 text-lg font-bold leading-snug" dir="auto">
                      {title}
                    </h2>
                    <ProgressLine percent={item.percent} />
                    <p className="text-sm text-muted-foreground" dir="auto" data-testid="next-lesson">
                      {item.next
                        ? t("continueLearning.nextLesson", { title: localize(item.next.title, locale) })
                        : t("continueLearning.allLessonsDone")}
                    </p>
                    <Link
                      to={playerHref(item.course.id, item.open?.id)}
                      className={buttonVariants({ className: "mt-auto self-start" })}
                    >
                      <PlayCircle aria-hidden="true" />
                      {kit("continue")}
                      <span className="sr-only">: {title}</span>
                    </Link>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
