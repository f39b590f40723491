import { csvTable, type CsvColumn } from "@masar/domain/csv";
import { localize, type Locale } from "@masar/domain/locale";
import { piastresToDecimalString } from "@masar/domain/money";
import { fixedT } from "#app/i18n/translate";
import { searchPayments, type AdminRow, type SearchInput } from "./payment-admin.server";

/**
 * The export's columns: headed, like every export, in the admin's language (`payments:paymentsCsv.*`);
 * method, status, flag and course title said in it too. Times stay ISO (every spreadsheet reads them).
 */
function columns(locale: Locale): CsvColumn<AdminRow>[] {
  const t = fixedT(locale);
  const said = (group: string, code: string | null) =>
    code ? t(`payments:${group}.${code}`, { defaultValue: code }) : "";
  const column = (key: string, cell: CsvColumn<AdminRow>["cell"]) => ({ heading: `payments:paymentsCsv.${key}`, cell });
  return [
    column("paymentId", (r) => r.id),
    column("createdAt", (r) => r.createdAt.toISOString()),
    column("studentName", (r) => r.student.name),
    column("studentEmail", (r) => r.student.email),
    column("courseId", (r) => r.course.id),
    column("courseTitle", (r) => localize(r.course.title, locale)),
    column("method", (r) => said("method", r.method)),
    column("status", (r) => said("status", r.status)),
    column("amount", (r) => piastresToDecimalString(r.amountPiastres)),
    column("currency", () => "EGP"),
    column("reference", (r) => r.reference ?? ""),
    column("quote", (r) => r.quote ?? ""),
    column("flag", (r) => said("flag", r.flag)),
    column("decidedBy", (r) => r.decidedBy ?? ""),
    column("decidedAt", (r) => (r.decidedAt ? r.decidedAt.toISOString() : "")),
  ];
}

/** Every payment matching the admin's filters as CSV, in the admin's language (UTF-8 with BOM). */
export async function paymentsCsv(input: SearchInput, locale: Locale): Promise<string> {
  const rows = await searchPayments(input, 500);
  const t = fixedT(locale);
  return csvTable(columns(locale), rows, (key) => t(key));
}
