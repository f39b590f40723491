import { describe, expect, it } from "vitest";
import { chartCsvRows, chartTable, type StatisticsReport } from "./statistics-report";
import { toCsv } from "./csv";
import { zonedMidnight } from "./statistics-series";

// Cairo midnights (UTC+2 in winter): 1 Dec 2026 00:00 Cairo is 30 Nov 22:00 UTC.
const d = (day: number) => zonedMidnight(2026, 12, day).toISOString();

const report: StatisticsReport = {
  from: d(1),
  to: d(15),
  enrollments: [
    { start: d(1), end: d(8), count: 3 },
    { start: d(8), end: d(15), count: 0 },
  ],
  revenue: [{ start: d(1), end: d(15), paidPiastres: 30_050, refundedPiastres: 45_000 }],
  activeLearners: null,
  completion: [{ courseId: "c1", title: { ar: 'مقدمة، "أولى"', en: "Intro" }, enrollments: 3, completed: 2 }],
  faculties: [{ faculty: "science", courses: 2, enrollments: 5 }],
};

const text = {
  column: (key: string) => key.toUpperCase(),
  course: (title: { ar: string; en: string }) => title.ar,
  faculty: (f: string) => `F:${f}`,
};

describe("chartTable / chartCsvRows", () => {
  it("writes weeks as their first and last Cairo day, however the instants fall in UTC", () => {
    const table = chartTable(report, "enrollments")!;
    expect(chartCsvRows(table, text)).toEqual([
      ["FROM", "TO", "ENROLLMENTS"],
      ["2026-12-01", "2026-12-07", 3],
      ["2026-12-08", "2026-12-14", 0],
    ]);
  });

  it("writes money as pounds with two decimals, net below zero in a month of refunds", () => {
    const table = chartTable(report, "revenue")!;
    expect(table.plotted).toEqual([2]);
    expect(chartCsvRows(table, text)[1]).toEqual(["2026-12-01", "2026-12-14", "300.50", "450.00", "-149.50"]);
  });

  it("gives completion as a whole percentage and names courses and faculties through the caller", () => {
    expect(chartCsvRows(chartTable(report, "completion")!, text)).toEqual([
      ["COURSE", "ENROLLMENTS", "COMPLETED", "RATE"],
      ['مقدمة، "أولى"', 3, 2, 67],
    ]);
    expect(chartCsvRows(chartTable(report, "faculties")!, text)[1]).toEqual(["F:science", 2, 5]);
  });

  it("has no table for a figure the store cannot count", () => {
    expect(chartTable(report, "activeLearners")).toBeNull();
  });

  it("keeps a net loss a figure but defuses a course title written as a formula", () => {
    const csv = toCsv(chartCsvRows(chartTable(report, "revenue")!, text));
    expect(csv).toContain('"-149.50"');
    const evil = { ...report, completion: [{ ...report.completion![0]!, title: { ar: "=1+1", en: "=1+1" } }] };
    expect(toCsv(chartCsvRows(chartTable(evil, "completion")!, text))).toContain(`"'=1+1"`);
  });

  it("quotes Arabic text with commas and quotes in the CSV, after a BOM", () => {
    const csv = toCsv(chartCsvRows(chartTable(report, "completion")!, text));
    expect(csv.startsWith('\uFEFF"COURSE",')).toBe(true);
    expect(csv).toContain('"مقدمة، ""أولى"""');
  });
});
