// The course page: a course's description, curriculum and price, and the way to enrol.
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { localizeTags, progressPercent } from "@masar/domain/course";
import { localize } from "@masar/domain/locale";
import { Badge } from "@masar/ui/badge";
import { Card, CardContent } from "@masar/ui/card";
import { useLocale } from "@masar/ui/locale-provider";
import { Progress } from "@masar/ui/progress";
import { CourseNotFound } from "#app/components/course-not-found";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { routeMessages } from "#app/i18n/i18next.server";
import { requirePost } from "#app/utils/http.server";
import { localeFromMatches, pageMeta } from "#app/utils/meta";
import { coursePage, enrollAction } from "./course.server";
import { EnrollAction, EnrollNote, type EnrollState } from "./enroll-action";
import { AnnouncementList } from "./announcement-list";
import { EnrollBar } from "./enroll-bar";
import { LessonList } from "./lesson-list";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return {
    ...(await coursePage(request, params.id ?? "")),
    messages: routeMessages(request, ["catalogue", "learning"]),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  requirePost(request);
  return enrollAction(request, params.id ?? "");
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  if (!loaded) return pageMeta(matches, { titleKey: "kit:pageNotFound" });
  const locale = localeFromMatches(matches);
  const title = localize(loaded.course.title, locale);
  return pageMeta(matches, { title, description: localize(loaded.course.description, locale) || undefined });
};

export default function CourseDetail() {
  const { course, lessons, category, standing, announcements } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { t } = useTranslation();
  const { locale, t: kit, formatPrice } = useLocale();
  const title = localize(course.title, locale);
  const description = localize(course.description, locale);
  const tags = localizeTags(course.tags, locale);
  const { progress } = standing;
  const percent = progressPercent(progress);
  const totalMinutes = lessons.reduce((sum, l) => sum + l.durationMinutes, 0);
  const enrollState: EnrollState = { courseId: course.id, price: course.price, ...standing };
  const open = standing.access === "enrolled" || standing.access === "staff";

  const facts: [string, React.ReactNode][] = [
    [
      t("course.instructor"),
      <span dir="auto" key="i" data-testid="course-instructor">
        {localize(course.instructor, locale)}
      </span>,
    ],
    [t("kit:faculty"), kit(`faculty.${course.faculty}`)],
    [t("kit:level"), kit(`level.${course.level}`)],
    ...(category ? [[t("kit:category"), localize(category, locale)] as [string, React.ReactNode]] : []),
    [t("course.lessons"), lessons.length ? kit("lessons", { count: lessons.length }) : kit("noLessons")],
    [t("course.totalDuration"), t("course.minutes", { count: totalMinutes })],
  ];

  return (
    <div>
      <article className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-6">
          <div className="flex flex-wrap gap-2">
            {tags.length ? (
              tags.map((tag) => (
                <Badge key={tag} variant="soft" dir="auto">
                  {tag}
                </Badge>
              ))
            ) : (
              <Badge variant="muted">{kit("course")}</Badge>
            )}
          </div>
          <h1 className="text-3xl font-bold leading-tight md:text-4xl" dir="auto">
            {title}
          </h1>
          <section aria-labelledby="about-course" className="flex flex-col gap-2">
            <h2 id="about-course" className="text-xl font-bold">
              {t("course.about")}
            </h2>
            <p className="text-lg text-muted-foreground" dir="auto">
              {description}
            </p>
          </section>
          {announcements ? <AnnouncementList {...announcements} /> : null}
          <section aria-labelledby="course-content" className="flex flex-col gap-3">
            <h2 id="course-content" className="text-xl font-bold">
              {t("course.content")}
            </h2>
            {lessons.length === 0 ? (
              <p className="text-muted-foreground">{t("course.noLessons")}</p>
            ) : (
              <LessonList courseId={course.id} lessons={lessons} open={open} />
            )}
          </section>
        </div>
        <aside className="lg:sticky lg:top-20 lg:self-start">
          <Card>
            {/* The page's largest paint on phones. A plain image is low priority, and on HTTP/1.1 (6
                connections a host) it could wait behind every script of the page: a 6 s LCP in one run
                of four (decision 027). High priority sends it with the stylesheet. React 18 knows no
                fetchPriority prop: the attribute goes through in lower case. */}
            <img
              src={course.image || "/images/courses/engineering-1.svg"}
              alt=""
              className="aspect-video w-full object-cover"
              width={640}
              height={360}
              {...{ fetchpriority: "high" }}
            />
            <CardContent className="gap-4 pt-5">
              <p className="text-3xl font-bold" data-testid="course-price">
                {formatPrice(course.price)}
              </p>
              {progress ? (
                <div className="flex flex-col gap-1">
                  <span className="text-sm text-muted-foreground">{kit("progressValue", { value: percent })}</span>
                  <Progress value={percent} aria-label={kit("progress")} />
                </div>
              ) : null}
              <EnrollAction state={enrollState} />
              <EnrollNote state={enrollState} />
              {refused ? (
                <p role="alert" className="text-sm text-destructive">
                  {t("enroll.refused")}
                </p>
              ) : null}
              <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
                {facts.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-muted-foreground">{label}</dt>
                    <dd className="font-medium">{value}</dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
        </aside>
      </article>
      <EnrollBar state={enrollState} />
    </div>
  );
}

/** A missing course offers the catalogue and search; any other failure is the usual error screen. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <CourseNotFound />;
  return <RouteErrorBoundary />;
}
