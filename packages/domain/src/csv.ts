/**
 * CSV for spreadsheets, one writer for every export (learners, payments, statistics): RFC 4180 with CRLF
 * line ends and a byte-order mark (Excel then reads Arabic as UTF-8 instead of mojibake), headed in the
 * language of the person who downloads it (`csvTable`; the statistics charts name their columns the same
 * way through `chartCsvRows`).
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_DECIMAL = /^[+-]?\d+(\.\d+)?$/;

/**
 * One cell. Text is always quoted with its quotes doubled, and text starting with = + - @ (or a tab or CR)
 * gets a leading apostrophe: a name or title typed by a user can never run as a formula when the file is
 * opened (CSV injection). Numbers stay numbers, bare or as written text ("-149.50"): a spreadsheet reads
 * a plain decimal as a value, never as a formula, so a negative figure is still a figure.
 */
export function csvCell(value: string | number): string {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = FORMULA_START.test(value) && !PLAIN_DECIMAL.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** A whole document: the rows' cells, a BOM first and a CRLF after every row. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** One column of an export: its heading as a message key, and its cell for a row. */
export interface CsvColumn<Row> {
  heading: string;
  cell: (row: Row) => string | number;
}

/**
 * An export as a document: the headings in the reader's language (`say` gives a heading key's text), then
 * one row per item. Headings are never column codes (`student_email`): a spreadsheet shows them as they are.
 */
export function csvTable<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
  say: (key: string) => string,
): string {
  return toCsv([columns.map((c) => say(c.heading)), ...rows.map((row) => columns.map((c) => c.cell(row)))]);
}
