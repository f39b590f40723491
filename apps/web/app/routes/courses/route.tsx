// The catalogue: every published course, searched and filtered in the browser once it holds the index.
import { type LoaderFunctionArgs, type LinksFunction, type MetaFunction } from "@remix-run/node";
import {
  Link,
  useLoaderData,
  useNavigation,
  useNavigationType,
  useSearchParams,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  EMPTY_FILTERS,
  filtersFromSearchParams,
  matchesPrepared,
  filtersToSearchParams,
  searchWords,
  type CatalogueFilters as Filters,
} from "@masar/domain/catalogue";
import { facetsFor } from "@masar/domain/course-category";
import { localize } from "@masar/domain/locale";
import { buttonVariants } from "@masar/ui/button";
import { CatalogueEmpty, CatalogueFilters } from "@masar/ui/catalogue-filters";
import { COURSES_HREF } from "#app/components/site/site-nav";
import { Spinner } from "@masar/ui/feedback";
import { useLocale } from "@masar/ui/locale-provider";
import { toast } from "@masar/ui/toaster";
import { getSessionUser } from "#app/auth/session.server";
import { Page } from "#app/components/page";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { cataloguePage } from "#app/services/catalogue.server";
import { pageMeta } from "#app/utils/meta";
import { courseCoverPreload } from "#app/components/course-cover-preload";
import { useAfterPaint } from "./after-paint";
import { CatalogueGrid, useCardCourses } from "./catalogue-cards";
import { catalogueIndexUrl, indexReady, useCatalogueIndex } from "./catalogue-index";
import { PAGE, pageSize } from "./paging";
import { routeMessages } from "#app/i18n/i18next.server";

export const links: LinksFunction = () => [courseCoverPreload];

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleKey: "common:shell.nav.courses", descriptionKey: "catalogue.metaDescription" });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  const params = new URL(request.url).searchParams;
  const data = await cataloguePage(user?.identity.uid ?? null, filtersFromSearchParams(params), pageSize(params));
  return { ...data, loggedIn: user !== null, messages: routeMessages(request, ["catalogue"]) };
}

/**
 * Filters live in the URL but are applied in the browser once it holds the catalogue index: changing
 * them then needs no server round trip. Until then (or without JavaScript) the server filters.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && indexReady()) return false;
  return defaultShouldRevalidate;
};

export default function Courses() {
  const { courses, total, categories, version, progress, underReview, loadError, loggedIn } =
    useLoaderData<typeof loader>();
  const index = useCatalogueIndex(version);
  const { t } = useTranslation();
  const { locale, t: kit } = useLocale();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const navigation = useNavigation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState<Filters>(() => filtersFromSearchParams(searchParams));
  const filtersOpen =
    searchParams.get("filters") === "open" || Boolean(filters.faculty || filters.level || filters.category);

  // Back/forward or a link to a filtered list: the URL wins. Our own updates come back here too, and
  // on a slow phone after further keystrokes: applying such an echo erased what was typed since (typing
  // "LINEAR" gave "LIEAR"), so the URLs this page pushed are ignored until the latest one arrives.
  const urlFilters = searchParams.toString();
  const pushed = useRef({ all: new Set<string>(), latest: "" });
  const navigationType = useNavigationType();
  useEffect(() => {
    const ours = pushed.current;
    // Our updates replace the history entry; a link (PUSH) or back/forward (POP) always wins.
    if (navigationType === "REPLACE" && ours.all.has(urlFilters)) {
      if (urlFilters === ours.latest) ours.all.clear();
      return;
    }
    ours.all.clear();
    setFilters(filtersFromSearchParams(new URLSearchParams(urlFilters)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the type only qualifies a change of the URL
  }, [urlFilters]);

  const shownError = useRef(false);
  useEffect(() => {
    if (loadError && !shownError.current) {
      shownError.current = true;
      toast.error(t("toast.errorLoadingCourses"));
    }
  }, [loadError, t]);

  // With the index: every course, filtered here on keys normalised once. Without it yet: the server's page.
  const words = useMemo(() => searchWords(filters.q), [filters.q]);
  const matching = useMemo(
    () => (index ? index.courses.filter((c, i) => matchesPrepared(c, index.keys[i], filters, words)) : null),
    [index, filters, words],
  );
  const count = matching ? matching.length : total;
  // Render a page of cards at a time: a catalogue of thousands stays fast to render and to scroll.
  const [shown, setShown] = useState(() => pageSize(searchParams));
  useEffect(() => setShown(pageSize(new URLSearchParams(urlFilters))), [urlFilters]);
  const cardCourse = useCardCourses(progress, locale);
  const visible = useMemo(
    () => (matching ?? courses).slice(0, shown).map(cardCourse),
    [matching, courses, shown, cardCourse],
  );
  const moreParams = new URLSearchParams(searchParams);
  moreParams.set("show", String(shown + PAGE));

  /** Puts this page's own state in the URL (replacing the entry), remembered so its echo changes nothing. */
  const pushParams = (params: URLSearchParams) => {
    pushed.current.latest = params.toString();
    pushed.current.all.add(pushed.current.latest);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };
  // The result is painted in the keystroke's frame; the URL follows after it (see useAfterPaint).
  const afterPaint = useAfterPaint();
  const update = (next: Filters) => {
    setFilters(next);
    afterPaint(() => pushParams(filtersToSearchParams(next)));
  };
  // The chosen faculty's categories that have published courses, named and sorted in the reader's language.
  const facets = useMemo(
    () => facetsFor(categories, filters.faculty, filters.category, locale),
    [categories, filters.faculty, filters.category, locale],
  );
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/courses" && !navigation.location.search;

  return (
    <Page title={t("common:shell.nav.courses")} lead={t("catalogue.intro")}>
      {version && !index ? (
        <link rel="preload" href={catalogueIndexUrl(version)} as="fetch" crossOrigin="anonymous" />
      ) : null}
      <CatalogueFilters
        value={filters}
        onValueChange={update}
        action={COURSES_HREF}
        categories={facets.map((f) => f.id)}
        categoryLabel={(id) => localize(facets.find((f) => f.id === id)?.name ?? { ar: id, en: id }, locale)}
        interactive={hydrated}
        // Collapsed on phones so results come first, open on desktop; open wherever filters are applied
        // or asked for (?filters=open, the toggle without JavaScript).
        defaultOpen={filtersOpen ? true : "desktop"}
      />
      <p
        className="text-sm text-muted-foreground"
        role="status"
        aria-live="polite"
        data-testid="result-count"
        data-filtering={matching ? "browser" : "server"}
      >
        {kit("resultsCount", { count })}
      </p>
      {loading ? (
        <Spinner />
      ) : visible.length === 0 ? (
        <CatalogueEmpty href={COURSES_HREF} onShowAll={() => update(EMPTY_FILTERS)} />
      ) : (
        <>
          <CatalogueGrid courses={visible} loggedIn={loggedIn} underReview={underReview} />
          {count > shown ? (
            <Link
              to={`?${moreParams}`}
              replace
              preventScrollReset
              className={buttonVariants({ variant: "outline" }) + " self-center"}
              onClick={(event) => {
                // Without the index yet, the link asks the server for the longer page.
                if (!matching) return;
                event.preventDefault();
                setShown((n) => n + PAGE);
                // The longer list is in the URL too: back from a course, or reloaded, the page shows as many.
                pushParams(moreParams);
              }}
            >
              {t("catalogue.showMore", { shown: visible.length, total: count })}
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
