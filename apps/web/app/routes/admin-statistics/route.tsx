// The admin statistics: charts over a chosen range, each with its data table.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@masar/ui/toaster";
import { CHARTS } from "@masar/domain/statistics-report";
import { isoDay } from "@masar/domain/statistics-series";
import { guard } from "#app/auth/session.server";
import { AdminPage } from "#app/components/admin-nav";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { routeMessages } from "#app/i18n/i18next.server";
import { chooseRange, statisticsReport } from "#app/services/admin-statistics.server";
import { NO_STORE } from "#app/utils/http.server";
import { pageMeta } from "#app/utils/meta";
import { ChartSection } from "./chart-section";
import { RangeForm } from "./range-form";
import { now } from "#app/utils/clock.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: "pages.adminStatistics" });

/** The range comes from the URL; an invalid custom range is a 400 with its localised reason and no figures. */
export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request, "admin");
  const url = new URL(request.url);
  const choice = chooseRange(url.searchParams, now());
  const messages = routeMessages(request, ["admin"]);
  const headers = { "Cache-Control": NO_STORE };
  if (!choice.ok) {
    const { period, from, to, error } = choice;
    return data({ period, from, to, error, report: null, query: "", messages }, { status: 400, headers });
  }
  const { period, range } = choice;
  const report = await statisticsReport(range);
  const query = new URLSearchParams({ period });
  if (period === "custom") {
    query.set("from", url.searchParams.get("from")!);
    query.set("to", url.searchParams.get("to")!);
  }
  const from = isoDay(range.from);
  const to = isoDay(new Date(range.to.getTime() - 1));
  return data({ period, from, to, error: null, report, query: query.toString(), messages }, { headers });
}

/** The page only reads; a POST is refused after the same guard, so nobody but an admin learns more. */
export async function action({ request }: ActionFunctionArgs) {
  await guard(request, "admin");
  return data(null, { status: 405 });
}

export default function AdminStatistics() {
  const { period, from, to, error, report, query } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const unavailable = report ? CHARTS.some((id) => report[id] === null) : false;
  useEffect(() => {
    if (unavailable) toast.error(t("unavailableToast"), { id: "admin-unavailable" });
  }, [unavailable, t]);
  return (
    <AdminPage title={t("common:pages.adminStatistics")} lead={t("statistics.lead")}>
      <RangeForm period={period} from={from} to={to} error={error} shown={report ? { from, to } : null} />
      {report ? (
        <div className="grid gap-6 lg:grid-cols-2">
          {CHARTS.map((id) => (
            <ChartSection key={id} id={id} report={report} csvHref={`/admin-statistics/export?chart=${id}&${query}`} />
          ))}
        </div>
      ) : null}
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
