// The admin statistics' CSV export: one chart's data table as a download.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { localize } from "@masar/domain/locale";
import { chartCsvRows, chartTable, CHARTS, columnMessage } from "@masar/domain/statistics-report";
import { toCsv } from "@masar/domain/csv";
import { requireRole } from "#app/auth/session.server";
import { getLocale } from "#app/i18n/i18next.server";
import { fixedT } from "#app/i18n/translate";
import { chooseRange, statisticsReport } from "#app/services/admin-statistics.server";
import { csvDownload, readOnlyAction } from "#app/utils/http.server";
import { now } from "#app/utils/clock.server";

/**
 * One chart's data table as a CSV download (the page's range parameters plus `chart`), headed in the
 * reader's language, with a BOM so spreadsheet apps read the Arabic. Admins only, like the page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const params = new URL(request.url).searchParams;
  const chart = CHARTS.find((c) => c === params.get("chart"));
  const locale = getLocale(request);
  const t = fixedT(locale);
  const plain = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" };
  if (!chart) return new Response(t("admin:statistics.range.invalidPeriod"), { status: 400, headers: plain });
  const choice = chooseRange(params, now());
  if (!choice.ok) {
    return new Response(t(`admin:${choice.error.key}`, "values" in choice.error ? choice.error.values : {}), {
      status: 400,
      headers: plain,
    });
  }
  const table = chartTable(await statisticsReport(choice.range), chart);
  if (!table) return new Response(t("admin:unavailable"), { status: 503, headers: plain });
  const rows = chartCsvRows(table, {
    column: (key) => t(columnMessage(key)),
    course: (title) => localize(title, locale),
    faculty: (faculty) => t(`kit:faculty.${faculty}`),
  });
  return csvDownload(toCsv(rows), `masar-statistics-${chart}.csv`);
}

/** Read-only, but the guard runs first: a POST tells nobody but an admin that the route exists. */
export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, "admin");
  return readOnlyAction({ request });
}
