import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigation, useSearchParams, type ShouldRevalidateFunction } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  EMPTY_FILTERS,
  courseMatches,
  filtersFromSearchParams,
  filtersToSearchParams,
  type CatalogueFilters as Filters,
} from "@masar/domain/catalogue";
import { buttonVariants } from "@masar/ui/button";
import { CatalogueEmpty, CatalogueFilters } from "@masar/ui/catalogue-filters";
import { CourseCard } from "@masar/ui/course-card";
import { CourseGrid, CourseGridItem } from "@masar/ui/course-grid";
import { Spinner } from "@masar/ui/feedback";
import { useLocale } from "@masar/ui/locale-provider";
import { toast } from "@masar/ui/toaster";
import { getSessionUser } from "#app/auth/session.server";
import { inLocale } from "#app/components/course-texts";
import { Page } from "#app/components/page";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { catalogue } from "#app/services/catalogue.server";
import { pageMeta } from "#app/utils/meta";
import { PAGE, pageSize } from "./paging";
import { routeMessages } from "#app/i18n/i18next.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleKey: "kit:courses", descriptionKey: "catalogue.metaDescription" });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  const data = await catalogue(user?.identity.uid ?? null);
  return { ...data, loggedIn: user !== null, messages: routeMessages(request, ["catalogue"]) };
}

/** Filters live in the URL but are applied in the browser: changing them needs no server round trip. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
};

export default function Courses() {
  const { courses, categories, loadError, loggedIn } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { locale, t: kit } = useLocale();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const navigation = useNavigation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState<Filters>(() => filtersFromSearchParams(searchParams));

  // Back/forward or a link to a filtered list: the URL wins.
  const urlFilters = searchParams.toString();
  useEffect(() => setFilters(filtersFromSearchParams(new URLSearchParams(urlFilters))), [urlFilters]);

  const shownError = useRef(false);
  useEffect(() => {
    if (loadError && !shownError.current) {
      shownError.current = true;
      toast.error(t("toast.errorLoadingCourses"));
    }
  }, [loadError, t]);

  const matching = useMemo(
    () => courses.filter((c) => courseMatches({ ...c, title: c.titles }, filters)),
    [courses, filters],
  );
  // Render a page of cards at a time: a catalogue of thousands stays fast to render and to scroll.
  const [shown, setShown] = useState(() => pageSize(searchParams));
  useEffect(() => setShown(pageSize(new URLSearchParams(urlFilters))), [urlFilters]);
  const visible = useMemo(() => matching.slice(0, shown).map((c) => inLocale(c, locale)), [matching, shown, locale]);
  const moreParams = new URLSearchParams(searchParams);
  moreParams.set("show", String(shown + PAGE));

  const update = (next: Filters) => {
    setFilters(next);
    setSearchParams(filtersToSearchParams(next), { replace: true, preventScrollReset: true });
  };
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/courses" && !navigation.location.search;

  return (
    <Page title={t("kit:courses")} lead={t("catalogue.intro")}>
      <CatalogueFilters
        value={filters}
        onValueChange={update}
        categories={categories}
        categoryLabel={(c) => t(`category.${c}`, { defaultValue: c })}
        interactive={hydrated}
        defaultOpen
      />
      <p className="text-sm text-muted-foreground" role="status" aria-live="polite" data-testid="result-count">
        {kit("resultsCount", { count: matching.length })}
      </p>
      {loading ? (
        <Spinner />
      ) : visible.length === 0 ? (
        <CatalogueEmpty onShowAll={() => update(EMPTY_FILTERS)} />
      ) : (
        <>
          <CourseGrid>
            {visible.map((course, i) => (
              <CourseGridItem key={course.id}>
                <CourseCard course={course} loggedIn={loggedIn} priority={i < 4} headingLevel={2} />
              </CourseGridItem>
            ))}
          </CourseGrid>
          {matching.length > shown ? (
            <Link
              to={`?${moreParams}`}
              replace
              preventScrollReset
              className={buttonVariants({ variant: "outline" }) + " self-center"}
              onClick={(event) => {
                event.preventDefault();
                setShown((n) => n + PAGE);
              }}
            >
              {t("catalogue.showMore", { shown: visible.length, total: matching.length })}
            </Link>
          ) : null}
        </>
      )}
    </Page>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
