// The home page: the visitors' hero, figures and featured courses, or a student's unfinished courses first.
import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ArrowLeft, BookOpenCheck, GraduationCap, Languages, Target } from "lucide-react";
import { useTranslation } from "react-i18next";
import { FACULTIES } from "@masar/domain/course";
import { buttonVariants } from "@masar/ui/button";
import { CourseCard } from "@masar/ui/course-card";
import { courseHref } from "#app/components/site/site-nav";
import { CourseGrid, CourseGridItem } from "@masar/ui/course-grid";
import { useLocale } from "@masar/ui/locale-provider";
import { getSessionUser } from "#app/auth/session.server";
import { inLocale } from "#app/components/course-texts";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { homeData } from "#app/services/catalogue.server";
import { myLearning } from "#app/services/my-learning.server";
import { pageMeta } from "#app/utils/meta";
import { routeMessages } from "#app/i18n/i18next.server";
import { ContinueLearning } from "./continue-learning";
import { dueToday } from "#app/services/review/cards.server";

/** How many unfinished courses the home page shows; My Learning lists them all. */
const CONTINUE_LIMIT = 4;

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { descriptionKey: "home.metaDescription" });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  const [{ stats, featured }, learning, review] = await Promise.all([
    homeData(user?.identity.uid ?? null),
    user ? myLearning(user.identity.uid) : null,
    user ? dueToday(user.identity.uid) : null,
  ]);
  return {
    messages: routeMessages(request, user ? ["catalogue", "learning"] : ["catalogue"]),
    loggedIn: user !== null,
    // A signed-in student's home opens on their unfinished courses, not the visitors' hero.
    learning: user
      ? {
          name: user.profile.displayName,
          /** Review questions due today, one tap away. */
          review: review ?? 0,
          items: (learning?.inProgress ?? [])
            .slice(0, CONTINUE_LIMIT)
            .map(({ course, percent, next, open }) => ({ course, percent, next, open })),
        }
      : null,
    stats: { ...stats, faculties: FACULTIES.length },
    featured,
  };
}

export default function Home() {
  const { stats, featured, loggedIn, learning } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { t: kit, formatNumber, locale } = useLocale();
  return (
    <>
      {learning ? (
        <ContinueLearning name={learning.name} items={learning.items} review={learning.review} />
      ) : (
        <section className="bg-gradient-to-b from-primary-soft to-background">
          <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-16 sm:px-6 md:py-24">
            <h1 className="max-w-3xl text-4xl font-bold leading-tight md:text-5xl">{t("home.heroTitle")}</h1>
            <p className="max-w-2xl text-lg text-muted-foreground">{t("home.heroText")}</p>
            <Link to="/courses" className={buttonVariants({ size: "lg" })} prefetch="intent">
              {t("home.browseCourses")}
              <ArrowLeft aria-hidden="true" className="ltr:rotate-180" />
            </Link>
          </div>
        </section>
      )}

      <section aria-labelledby="stats" className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="stats" className="sr-only">
          {t("home.stats")}
        </h2>
        <dl className="-mt-8 grid grid-cols-1 gap-4 rounded-xl border bg-card p-6 shadow-sm sm:grid-cols-3">
          {(
            [
              ["statCourses", stats.courses, BookOpenCheck],
              ["statInstructors", stats.instructors, GraduationCap],
              ["statFaculties", stats.faculties, Target],
            ] as const
          ).map(([key, value, Icon]) => (
            <div key={key} className="grid grid-cols-[auto_1fr] items-center gap-x-4" data-stat={key}>
              <Icon className="row-span-2 size-10 text-primary" aria-hidden="true" />
              <dt className="col-start-2 row-start-2 text-muted-foreground">{t(`home.${key}`, { count: value })}</dt>
              <dd className="col-start-2 row-start-1 text-3xl font-bold">{formatNumber(value)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="featured" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <div className="mb-6 flex items-end justify-between gap-4">
          <h2 id="featured" className="text-2xl font-bold">
            {t("home.featured")}
          </h2>
          <Link to="/courses" className="text-sm font-medium text-primary hover:underline">
            {t("home.viewAll")}
          </Link>
        </div>
        <CourseGrid>
          {featured.map((course, i) => (
            <CourseGridItem key={course.id}>
              <CourseCard
                course={inLocale(course, locale)}
                href={courseHref(course.id)}
                loggedIn={loggedIn}
                priority={i < 2}
              />
            </CourseGridItem>
          ))}
        </CourseGrid>
      </section>

      <section aria-labelledby="faculties" className="bg-muted/50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <h2 id="faculties" className="mb-6 text-2xl font-bold">
            {t("home.faculties")}
          </h2>
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
            {FACULTIES.map((faculty) => (
              <li key={faculty}>
                <Link
                  to={`/courses?faculty=${faculty}`}
                  className="flex h-full flex-col gap-2 rounded-lg border bg-card p-6 transition-shadow hover:shadow-md"
                >
                  <span className="text-lg font-bold text-primary">{kit(`faculty.${faculty}`)}</span>
                  <span className="text-muted-foreground">{t(`home.facultyText.${faculty}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="why" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="why" className="mb-6 text-2xl font-bold">
          {t("home.why")}
        </h2>
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
          {(
            [
              ["whyProfessors", GraduationCap],
              ["whyExams", Target],
              ["whyArabic", Languages],
            ] as const
          ).map(([key, Icon]) => (
            <li key={key} className="flex gap-4">
              <Icon className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
              <div>
                <h3 className="font-bold">{t(`home.${key}`)}</h3>
                <p className="text-muted-foreground">{t(`home.${key}Text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
