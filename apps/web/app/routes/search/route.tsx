// Search: the courses matching the header's search text.
import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Search as SearchIcon, SearchX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button, buttonVariants } from "@masar/ui/button";
import { CourseCard } from "@masar/ui/course-card";
import { courseHref } from "#app/components/site/site-nav";
import { CourseGrid, CourseGridItem } from "@masar/ui/course-grid";
import { EmptyState } from "@masar/ui/feedback";
import { Input, Label } from "@masar/ui/input";
import { useLocale } from "@masar/ui/locale-provider";
import { getSessionUser } from "#app/auth/session.server";
import { inLocale } from "#app/components/course-texts";
import { Page } from "#app/components/page";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { getLocale, routeMessages } from "#app/i18n/i18next.server";
import { search } from "#app/services/catalogue.server";
import { pageMeta } from "#app/utils/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleKey: "kit:search", descriptionKey: "search.metaDescription" });

export async function loader({ request }: LoaderFunctionArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 200);
  const locale = getLocale(request);
  const user = await getSessionUser(request);
  const messages = routeMessages(request, ["catalogue"]);
  if (!q) return { q, results: [], loggedIn: user !== null, messages };
  const results = await search(q, locale, user?.identity.uid ?? null);
  return { q, results, loggedIn: user !== null, messages };
}

export default function SearchPage() {
  const { q, results, loggedIn } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <Page title={q ? <ResultsFor q={q} /> : t("kit:search")}>
      <Form method="get" role="search" className="flex max-w-2xl gap-2" key={q}>
        <Label htmlFor="search-q" className="sr-only">
          {t("kit:searchCourses")}
        </Label>
        {/* Arriving with nothing searched (the header's search icon on a phone): the field is ready to
            type in. The short placeholder fits a phone; the full prompt is the text under the form. */}
        <Input
          id="search-q"
          type="search"
          name="q"
          defaultValue={q}
          placeholder={t("kit:searchPlaceholder")}
          autoFocus={!q}
          className="min-w-0 flex-1"
        />
        <Button type="submit">
          <SearchIcon aria-hidden="true" />
          {t("kit:search")}
        </Button>
      </Form>
      {!q ? (
        <p className="text-muted-foreground">{t("search.prompt")}</p>
      ) : results.length === 0 ? (
        <EmptyState
          icon={<SearchX />}
          title={t("search.empty", { q })}
          description={t("search.emptyHint")}
          action={
            <Link to="/courses" className={buttonVariants()}>
              {t("home.browseCourses")}
            </Link>
          }
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" role="status" data-testid="result-count">
            {t("search.count", { count: results.length })}
          </p>
          <CourseGrid>
            {results.map((course) => (
              <CourseGridItem key={course.id}>
                <CourseCard
                  course={inLocale(course, locale)}
                  href={courseHref(course.id)}
                  loggedIn={loggedIn}
                  headingLevel={2}
                />
              </CourseGridItem>
            ))}
          </CourseGrid>
        </>
      )}
    </Page>
  );
}

/** "Results for “q”" with the searched text isolated, so Arabic in an English sentence keeps its place. */
function ResultsFor({ q }: { q: string }) {
  const { t } = useTranslation();
  const [before, after] = t("search.resultsFor", { q: "\u0000" }).split("\u0000");
  return (
    <>
      {before}
      <bdi>{q}</bdi>
      {after}
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
