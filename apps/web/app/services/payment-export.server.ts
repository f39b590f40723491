import { localize } from "@masar/domain/locale";
import { piastresToDecimalString } from "@masar/domain/money";
import { searchPayments, type SearchInput } from "./payment-admin.server";

const COLUMNS = [
  "payment_id",
  "created_at",
  "student_name",
  "student_email",
  "course_id",
  "course_title",
  "method",
  "status",
  "amount_egp",
  "currency",
  "reference",
  "quote",
  "flag",
  "decided_by",
  "decided_at",
] as const;

/**
 * A spreadsheet cell: quoted, quotes doubled, and a leading = + - @ (or tab, CR) defused with an
 * apostrophe, so a name typed by a student can never run as a formula when the file is opened.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Every payment matching the admin's filters as CSV (UTF-8 with BOM so spreadsheets read Arabic). */
export async function paymentsCsv(input: SearchInput): Promise<string> {
  const rows = await searchPayments(input, 500);
  const lines = rows.map((r) =>
    [
      r.id,
      r.createdAt.toISOString(),
      r.student.name,
      r.student.email,
      r.course.id,
      localize(r.course.title, "en") || localize(r.course.title, "ar"),
      r.method,
      r.status,
      piastresToDecimalString(r.amountPiastres),
      "EGP",
      r.reference ?? "",
      r.quote ?? "",
      r.flag ?? "",
      r.decidedBy ?? "",
      r.decidedAt ? r.decidedAt.toISOString() : "",
    ]
      .map(cell)
      .join(","),
  );
  return `\uFEFF${[COLUMNS.join(","), ...lines].join("\r\n")}\r\n`;
}
