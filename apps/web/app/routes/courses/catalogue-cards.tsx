import { memo, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { CourseProgress } from "@masar/domain/course";
import type { Locale } from "@masar/domain/locale";
import { CourseCard } from "@masar/ui/course-card";
import { CourseGrid, CourseGridItem } from "@masar/ui/course-grid";
import { inLocale } from "#app/components/course-texts";
import { courseHref } from "#app/components/site/site-nav";
import type { CourseSummary } from "#app/services/catalogue.server";

type CardCourse = ReturnType<typeof inLocale<CourseSummary>>;

/**
 * The card data of each summary in the current language, made once per summary and kept: a keystroke
 * that leaves a course on screen hands its card the same object, so the memoised card does not render
 * again: re-rendering every card, with its links, on every key would cost most of a frame (decision 024).
 */
export function useCardCourses(progress: Record<string, CourseProgress>, locale: Locale) {
  return useMemo(() => {
    const made = new WeakMap<CourseSummary, CardCourse>();
    return (summary: CourseSummary): CardCourse => {
      let card = made.get(summary);
      if (!card) {
        const p = progress[summary.id];
        card = inLocale(p ? { ...summary, progress: p } : summary, locale);
        made.set(summary, card);
      }
      return card;
    };
  }, [progress, locale]);
}

interface CatalogueGridProps {
  courses: readonly CardCourse[];
  loggedIn: boolean;
  /** The signed-in student's courses whose transfer waits for an admin. */
  underReview: readonly string[];
}

/** The page of cards; each item renders again only when its course or its place above the fold changes. */
export function CatalogueGrid({ courses, loggedIn, underReview }: CatalogueGridProps) {
  return (
    <CourseGrid>
      {courses.map((course, i) => (
        <CatalogueItem
          key={course.id}
          course={course}
          loggedIn={loggedIn}
          priority={i < 4}
          underReview={underReview.includes(course.id)}
        />
      ))}
    </CourseGrid>
  );
}

const CatalogueItem = memo(function CatalogueItem({
  course,
  loggedIn,
  priority,
  underReview,
}: {
  course: CardCourse;
  loggedIn: boolean;
  priority: boolean;
  underReview: boolean;
}) {
  const { t } = useTranslation();
  return (
    <CourseGridItem>
      <CourseCard
        course={course}
        href={courseHref(course.id)}
        loggedIn={loggedIn}
        priority={priority}
        headingLevel={2}
        notice={underReview ? t("course.underReview") : undefined}
      />
    </CourseGridItem>
  );
});
