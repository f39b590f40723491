import { axe } from "./axe";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO, hydrated, signIn, useLanguage } from "./fixtures";
import { pinClock } from "./clock";

/** /admin-statistics: range picker, charts with their data tables, the CSV export. */

const CHARTS = ["enrollments", "revenue", "activeLearners", "completion", "faculties"] as const;

async function adminPage(browser: Browser, lang: "ar" | "en") {
  const page = await (await browser.newContext()).newPage();
  await pinClock(page);
  await useLanguage(page, lang);
  await signIn(page, DEMO.admin);
  return page;
}

/** A figure as the page writes it (Arabic-Indic digits, grouping, currency, %) back to a plain number. */
function figure(text: string): number {
  const western = text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/\u066B/g, ".")
    .replace(/[,\u066C]/g, "");
  // The first number in the text: "ج.م." and "EGP" around it carry dots of their own.
  const match = /-?\d+(?:\.\d+)?/.exec(western.replace(/[\u061C\u200E\u200F]/g, ""));
  return match ? Number(match[0]) : Number.NaN;
}

/** RFC 4180 as the export writes it: CRLF lines, quoted cells where needed. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ",") {
      row.push(cell);
      cell = "";
    } else if (!quoted && c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

/** Every chart's table on the page equals its CSV export: same rows, same figures, headed alike. */
async function tablesMatchCsv(page: Page) {
  for (const id of CHARTS) {
    const section = page.getByTestId(`chart-${id}`);
    const table = section.getByTestId(`table-${id}`);
    const cells = await table
      .locator("tbody tr")
      .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll("th, td")].map((c) => c.textContent ?? "")));
    const href = (await section.getByTestId(`csv-${id}`).getAttribute("href"))!;
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/csv");
    const body = await response.text();
    expect(body.startsWith("\uFEFF"), `${id}: the CSV starts with a BOM`).toBe(true);
    const [head, ...rows] = parseCsv(body.slice(1));
    const headings = await table.locator("thead th").allTextContents();
    // The CSV heads periods with two columns (first and last day), the table with one.
    expect(head!.slice(-(headings.length - 1)), id).toEqual(headings.slice(1));
    expect(rows.length, `${id}: rows`).toBe(cells.length);
    rows.forEach((row, i) => {
      const values = cells[i]!.slice(1).map(figure);
      expect(row.slice(-values.length).map(Number), `${id} row ${i}`).toEqual(values);
      if (id === "completion" || id === "faculties") expect(row[0]).toBe(cells[i]![0]);
    });
  }
}

/** The rows of a chart's table as plain numbers (label column left out). */
async function tableFigures(page: Page, id: string) {
  const rows = await page
    .getByTestId(`table-${id}`)
    .locator("tbody tr")
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent ?? "")));
  return rows.map((r) => r.map(figure));
}

async function dashboardFigures(page: Page) {
  await page.goto("/admin-dashboard");
  const read = async (id: string) => figure((await page.getByTestId(id).textContent()) ?? "");
  return {
    students: await read("figure-students-value"),
    enrollments: await read("figure-enrollments-value"),
    month: await read("figure-enrollments-month"),
    revenue: await read("figure-revenue-value"),
    pending: await read("figure-pending-payments-value"),
  };
}

const unique = () => `${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;

for (const [lang, parity] of [
  ["ar", 1],
  ["en", 0],
] as const) {
  test(`statistics and dashboard count exactly what the test made; tables equal the CSV; axe-clean (${lang})`, async ({
    browser,
  }) => {
    const admin = await adminPage(browser, lang);
    // The range is checked on the server, with the reason in the page's language.
    const refused = await admin.goto("/admin-statistics?period=custom&from=2026-02-30&to=2026-03-10");
    expect(refused?.status()).toBe(400);
    await expect(admin.getByTestId("range-error")).toHaveText(
      lang === "ar" ? "أدخل التاريخين تاريخين صحيحين في التقويم." : "Enter both dates as real calendar dates.",
    );
    await expect(admin.getByTestId("chart-enrollments")).toHaveCount(0);
    const reversed = await admin.goto("/admin-statistics?period=custom&from=2026-03-10&to=2026-03-01");
    expect(reversed?.status()).toBe(400);
    await expect(admin.getByTestId("range-error")).toContainText(lang === "ar" ? "تاريخ النهاية" : "end date");

    // A history in a month of its own, years back (ar in odd years, en in even ones): nobody else writes there.
    const year = 2001 + 2 * Math.floor(Math.random() * 10) + parity;
    const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, "0");
    await admin.goto(`/__test/admin-history?key=${unique()}&day=${year}-${month}-01`);
    await expect(admin.getByTestId("test-course-id")).not.toBeEmpty();
    await admin.goto(`/admin-statistics?period=custom&from=${year}-${month}-01&to=${year}-${month}-14`);
    await hydrated(admin);
    await expect(admin.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    // Two weeks: student 1 in the first (2 was refunded, so no longer counts), student 3 in the second.
    expect(await tableFigures(admin, "enrollments")).toEqual([[1], [1]]);
    // Students 1 and 2 completed a lesson in the first week, student 3 in the second.
    expect(await tableFigures(admin, "activeLearners")).toEqual([[2], [1]]);
    // One month: three payments of 150 EGP paid, one refunded.
    expect(await tableFigures(admin, "revenue")).toEqual([[450, 150, 300]]);
    for (const id of CHARTS)
      await expect(admin.getByTestId(`chart-${id}`).locator("[data-slot=chart] > svg")).toBeVisible();
    // Completion and faculties are counted over everything, which other specs change meanwhile: retried.
    await expect(async () => {
      await admin.reload();
      await tablesMatchCsv(admin);
    }).toPass({ timeout: 30_000 });
    await axe(admin, "", { extraTags: ["wcag22aa"] });

    // The dashboard, before and after the test adds two students, one paid enrolment (150 EGP) and one
    // transfer to review now; retried if another spec wrote in between.
    await expect(async () => {
      const before = await dashboardFigures(admin);
      await admin.goto(`/__test/admin-history?key=${unique()}`);
      await expect(admin.getByTestId("test-course-id")).not.toBeEmpty();
      const after = await dashboardFigures(admin);
      expect({
        students: after.students - before.students,
        enrollments: after.enrollments - before.enrollments,
        month: after.month - before.month,
        revenue: Math.round((after.revenue - before.revenue) * 100) / 100,
        pending: after.pending - before.pending,
      }).toEqual({ students: 2, enrollments: 1, month: 1, revenue: 150, pending: 1 });
    }).toPass({ timeout: 60_000 });
    await admin.context().close();
  });
}

test("without JavaScript the range form and the data tables work", async ({ browser }) => {
  const admin = await adminPage(browser, "en");
  const state = await admin.context().storageState();
  await admin.context().close();
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: state });
  const page = await context.newPage();
  await page.goto("/admin-statistics");
  await page.locator("#range-period").selectOption("custom");
  await page.locator("#range-from").fill("2026-01-01");
  await page.locator("#range-to").fill("2026-01-21");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/period=custom&from=2026-01-01&to=2026-01-21/);
  // 21 days: three weeks; January 2026: one month.
  await expect(page.getByTestId("table-enrollments").locator("tbody tr")).toHaveCount(3);
  await expect(page.getByTestId("table-revenue").locator("tbody tr")).toHaveCount(1);
  await expect(page.getByTestId("range-shown")).toContainText("1 Jan 2026");
  await expect(page.getByTestId("chart-enrollments").locator("[data-slot=chart]")).toHaveCount(0);
  await context.close();
});
