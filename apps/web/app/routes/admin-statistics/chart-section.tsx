import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Download } from "lucide-react";
import { buttonVariants } from "@masar/ui/button";
import { useLocale } from "@masar/ui/locale-provider";
import { dateFormat, numberFormat } from "@masar/domain/format";
import { localize } from "@masar/domain/locale";
import { PLATFORM_TIME_ZONE } from "@masar/domain/zoned-time";
import {
  cellNumber,
  chartTable,
  columnMessage,
  type Cell,
  type ChartId,
  type ChartTable,
  type RowLabel,
  type StatisticsReport,
} from "@masar/domain/statistics-report";
import { useHydrated } from "#app/utils/use-hydrated";
import { useEgp } from "../admin-dashboard/dashboard-figures";

// visx arrives only here, after hydration: never on the server, never in another route's chunks.
const BarChart = lazy(() => import("./bar-chart").then((m) => ({ default: m.BarChart })));

const FILLS = ["fill-primary", "fill-warning"];
const SWATCHES = ["bg-primary", "bg-warning"];

/** Cell and row-label texts in the page's language (Intl), shared by the table and the chart's axes. */
function useFormats() {
  const { locale, formatNumber, t: kit } = useLocale();
  const egp = useEgp();
  const percent = numberFormat(locale, { style: "percent" });
  const day = dateFormat(locale, { day: "numeric", month: "short", timeZone: PLATFORM_TIME_ZONE });
  const month = dateFormat(locale, { month: "long", year: "numeric", timeZone: PLATFORM_TIME_ZONE });
  const shortMonth = dateFormat(locale, { month: "short", timeZone: PLATFORM_TIME_ZONE });
  const cell = (c: Cell) =>
    c.kind === "egp" ? egp(c.piastres) : c.kind === "percent" ? percent.format(c.value / 100) : formatNumber(c.value);
  const last = (end: string) => new Date(new Date(end).getTime() - 1);
  const label = (l: RowLabel) =>
    l.kind === "period"
      ? l.unit === "week"
        ? // Not formatRange: its spacing differs between the server's ICU and the browser's (hydration).
          `${day.format(new Date(l.start))} – ${day.format(last(l.end))}`
        : month.format(new Date(l.start))
      : l.kind === "course"
        ? localize(l.title, locale)
        : kit(`faculty.${l.faculty}` as Parameters<typeof kit>[0]);
  const axisLabel = (l: RowLabel) =>
    l.kind === "period" ? (l.unit === "week" ? day : shortMonth).format(new Date(l.start)) : label(l);
  return { cell, label, axisLabel, locale, formatNumber, percent };
}

function DataTable({ table, title }: { table: ChartTable; title: string }) {
  const { t } = useTranslation("admin");
  const f = useFormats();
  return (
    // Half a year of weeks is 26 rows: the table scrolls in its own box (focusable, so keyboards can scroll it).
    <div
      className="max-h-80 overflow-auto rounded-md border"
      tabIndex={0}
      role="region"
      aria-label={`${t("statistics.table")}: ${title}`}
    >
      <table className="w-full text-sm" data-testid={`table-${table.id}`}>
        <caption className="sr-only">{`${t("statistics.table")}: ${title}`}</caption>
        <thead>
          <tr className="sticky top-0 border-b bg-card text-muted-foreground">
            <th scope="col" className="py-2 ps-3 pe-3 text-start font-medium">
              {t(columnMessage(table.labelColumn))}
            </th>
            {table.columns.map((c) => (
              <th key={c} scope="col" className="py-2 pe-3 text-end font-medium">
                {t(columnMessage(c))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={i} className="border-b last:border-b-0">
              <th scope="row" className="py-1.5 ps-3 pe-3 text-start font-normal">
                {f.label(row.label)}
              </th>
              {row.cells.map((c, j) => (
                <td key={j} className="py-1.5 pe-3 text-end tabular-nums">
                  {f.cell(c)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Chart({ table }: { table: ChartTable }) {
  const { t } = useTranslation("admin");
  const f = useFormats();
  // The chart is browser-only (it measures its box): it renders once the page has hydrated.
  const hydrated = useHydrated();
  const kind = table.rows[0]?.cells[table.plotted[0]!]?.kind ?? "count";
  const format = (v: number) =>
    kind === "percent" ? f.percent.format(v / 100) : kind === "egp" ? f.formatNumber(v) : f.formatNumber(v);
  const series = table.plotted.map((col, i) => ({
    label: t(columnMessage(table.columns[col]!)),
    values: table.rows.map((r) => cellNumber(r.cells[col]!)),
    fill: FILLS[i % FILLS.length]!,
  }));
  const horizontal = table.labelColumn === "course";
  const placeholder = (
    <div
      className={`flex items-center justify-center text-sm text-muted-foreground ${horizontal ? "min-h-32" : "h-60"}`}
    >
      {t("statistics.chartLoading")}
    </div>
  );
  return (
    <div className="flex flex-col gap-2">
      {series.length > 1 ? (
        <ul className="flex flex-wrap gap-4 text-sm" aria-hidden="true">
          {series.map((s, i) => (
            <li key={s.label} className="flex items-center gap-2">
              <span className={`size-3 rounded-sm ${SWATCHES[i % SWATCHES.length]}`} />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      {hydrated ? (
        <Suspense fallback={placeholder}>
          <BarChart
            categories={table.rows.map((r) => f.axisLabel(r.label))}
            series={series}
            format={format}
            rtl={f.locale === "ar"}
            horizontal={horizontal}
            max={kind === "percent" ? 100 : undefined}
            whole={kind !== "egp"}
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

/** One chart: its heading and note, the chart (browser only), its data table (server-rendered) and CSV. */
export function ChartSection({ id, report, csvHref }: { id: ChartId; report: StatisticsReport; csvHref: string }) {
  const { t } = useTranslation("admin");
  const table = chartTable(report, id);
  const title = t(`statistics.charts.${id}`);
  const full = id === "completion" ? "lg:col-span-2" : "";
  return (
    <section
      aria-labelledby={`chart-${id}-title`}
      data-testid={`chart-${id}`}
      className={`flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-4 ${full}`}
    >
      <div className="flex flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <h2 id={`chart-${id}-title`} className="text-lg font-semibold">
            {title}
          </h2>
          {table ? (
            <a
              href={csvHref}
              download
              aria-label={t("statistics.csvLabel", { title })}
              className={buttonVariants({ variant: "outline", size: "sm", className: "shrink-0 gap-2" })}
              data-testid={`csv-${id}`}
            >
              <Download className="size-4" aria-hidden="true" />
              {t("statistics.csv")}
            </a>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">{t(`statistics.notes.${id}`)}</p>
      </div>
      {!table ? (
        <p className="text-muted-foreground" data-testid={`unavailable-${id}`}>
          {t("unavailable")}
        </p>
      ) : table.rows.length === 0 ? (
        <p className="text-muted-foreground">{t("statistics.empty")}</p>
      ) : (
        <>
          <Chart table={table} />
          <DataTable table={table} title={title} />
        </>
      )}
    </section>
  );
}
