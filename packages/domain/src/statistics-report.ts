/**
 * The statistics screen's figures as one serialisable report, and each chart's table drawn from it.
 * The data table on the page, the chart and the CSV export all read `chartTable`, so the three can never
 * disagree: the page formats the cells with Intl, the CSV writes them as plain numbers.
 */
import type { LocalizedText } from "./locale";
import { piastresToDecimalString } from "./money";
import { isoDay } from "./statistics-series";

export const CHARTS = ["enrollments", "revenue", "activeLearners", "completion", "faculties"] as const;
export type ChartId = (typeof CHARTS)[number];

/** A time bucket [start, end) as ISO instants. */
export interface Bucket {
  start: string;
  end: string;
}

/** Null where the store cannot count the figure (shown as unavailable, never as 0). */
export interface StatisticsReport {
  from: string;
  to: string;
  enrollments: (Bucket & { count: number })[] | null;
  revenue: (Bucket & { paidPiastres: number; refundedPiastres: number })[] | null;
  activeLearners: (Bucket & { count: number })[] | null;
  completion: { courseId: string; title: LocalizedText; enrollments: number; completed: number }[] | null;
  faculties: { faculty: string; courses: number; enrollments: number }[] | null;
}

export type Cell =
  | { kind: "count"; value: number }
  | { kind: "egp"; piastres: number }
  | { kind: "percent"; value: number };

export type RowLabel =
  | { kind: "period"; unit: "week" | "month"; start: string; end: string }
  | { kind: "course"; courseId: string; title: LocalizedText }
  | { kind: "faculty"; faculty: string };

/** Column keys are message keys under `statistics.columns`; the first names the rows' label. */
export interface ChartTable {
  id: ChartId;
  labelColumn: "week" | "month" | "course" | "faculty";
  columns: string[];
  rows: { label: RowLabel; cells: Cell[] }[];
  /** The columns the chart draws, as indexes into `columns`. */
  plotted: number[];
}

/** A column heading's message key: the UI kit's own label where it has one (each text has one home). */
export const columnMessage = (key: string) => (key === "faculty" ? `kit:${key}` : `admin:statistics.columns.${key}`);

const count = (value: number): Cell => ({ kind: "count", value });
const egp = (piastres: number): Cell => ({ kind: "egp", piastres });

/** Completed out of enrolled as a whole percentage (0 for a course nobody is enrolled in cannot occur here). */
export const ratePercent = (completed: number, enrollments: number) =>
  enrollments === 0 ? 0 : Math.round((completed / enrollments) * 100);

/** The table of one chart; null when its figures are unavailable. */
export function chartTable(report: StatisticsReport, id: ChartId): ChartTable | null {
  switch (id) {
    case "enrollments":
    case "activeLearners": {
      const series = report[id];
      if (!series) return null;
      return {
        id,
        labelColumn: "week",
        columns: [id === "enrollments" ? "enrollments" : "learners"],
        plotted: [0],
        rows: series.map((b) => ({
          label: { kind: "period", unit: "week", start: b.start, end: b.end },
          cells: [count(b.count)],
        })),
      };
    }
    case "revenue": {
      if (!report.revenue) return null;
      return {
        id,
        labelColumn: "month",
        columns: ["paid", "refunded", "net"],
        plotted: [2],
        rows: report.revenue.map((b) => ({
          label: { kind: "period", unit: "month", start: b.start, end: b.end },
          cells: [egp(b.paidPiastres), egp(b.refundedPiastres), egp(b.paidPiastres - b.refundedPiastres)],
        })),
      };
    }
    case "completion": {
      if (!report.completion) return null;
      return {
        id,
        labelColumn: "course",
        columns: ["enrollments", "completed", "rate"],
        plotted: [2],
        rows: report.completion.map((c) => ({
          label: { kind: "course", courseId: c.courseId, title: c.title },
          cells: [
            count(c.enrollments),
            count(c.completed),
            { kind: "percent", value: ratePercent(c.completed, c.enrollments) },
          ],
        })),
      };
    }
    case "faculties": {
      if (!report.faculties) return null;
      return {
        id,
        labelColumn: "faculty",
        columns: ["courses", "enrollments"],
        plotted: [0, 1],
        rows: report.faculties.map((f) => ({
          label: { kind: "faculty", faculty: f.faculty },
          cells: [count(f.courses), count(f.enrollments)],
        })),
      };
    }
  }
}

/** A cell's plain value: what the chart plots (pounds for money) and the CSV writes. */
export function cellNumber(cell: Cell): number {
  return cell.kind === "egp" ? cell.piastres / 100 : cell.value;
}

/** The last day a bucket covers (its end is exclusive), on the platform's wall clock. */
export const lastDay = (end: string) => isoDay(new Date(new Date(end).getTime() - 1));

/**
 * The table as CSV rows: periods as their first and last day ("YYYY-MM-DD", two columns), money as
 * pounds with two decimals, percentages as whole numbers. `text` names headings, courses and faculties.
 */
export function chartCsvRows(
  table: ChartTable,
  text: { column: (key: string) => string; course: (title: LocalizedText) => string; faculty: (f: string) => string },
): (string | number)[][] {
  const period = table.labelColumn === "week" || table.labelColumn === "month";
  const head = period ? [text.column("from"), text.column("to")] : [text.column(table.labelColumn)];
  const rows = table.rows.map((row) => {
    const l = row.label;
    const label =
      l.kind === "period"
        ? [isoDay(new Date(l.start)), lastDay(l.end)]
        : l.kind === "course"
          ? [text.course(l.title)]
          : [text.faculty(l.faculty)];
    return [...label, ...row.cells.map((c) => (c.kind === "egp" ? piastresToDecimalString(c.piastres) : c.value))];
  });
  return [[...head, ...table.columns.map(text.column)], ...rows];
}
