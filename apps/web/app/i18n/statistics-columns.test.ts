import { describe, expect, it } from "vitest";
import { CHARTS, chartTable, columnMessage, type StatisticsReport } from "@masar/domain/statistics-report";
import { LOCALES } from "@masar/domain/locale";
import { resources } from "./resources.server";

/** One figure of every kind, so every chart has a table and every column is named. */
const day = (n: number) => new Date(Date.UTC(2026, 11, n)).toISOString();
const report: StatisticsReport = {
  from: day(1),
  to: day(8),
  enrollments: [{ start: day(1), end: day(8), count: 1 }],
  revenue: [{ start: day(1), end: day(8), paidPiastres: 100, refundedPiastres: 0 }],
  activeLearners: [{ start: day(1), end: day(8), count: 1 }],
  completion: [{ courseId: "c1", title: { ar: "أ", en: "A" }, enrollments: 1, completed: 1 }],
  faculties: [{ faculty: "science", courses: 1, enrollments: 1 }],
};

/** `ns:dotted.path` looked up in the bundles the server's i18next is given. */
function message(locale: string, key: string): unknown {
  const [ns, path] = key.split(":") as [string, string];
  return path.split(".").reduce<unknown>(
    (node, part) => (node as Record<string, unknown> | undefined)?.[part],
    {
      ...(resources[locale] as Record<string, unknown>),
    }[ns],
  );
}

describe("statistics tables and CSV", () => {
  it.each(LOCALES)("name every column with a text of its own in %s", (locale) => {
    for (const id of CHARTS) {
      const table = chartTable(report, id)!;
      for (const key of [table.labelColumn, ...table.columns]) {
        expect(typeof message(locale, columnMessage(key)), `${id}: ${columnMessage(key)}`).toBe("string");
      }
    }
  });
});
