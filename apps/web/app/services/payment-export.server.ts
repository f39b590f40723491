import { toCsv } from "@masar/domain/csv";
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

/** Every payment matching the admin's filters as CSV (UTF-8 with BOM so spreadsheets read Arabic). */
export async function paymentsCsv(input: SearchInput): Promise<string> {
  const rows = await searchPayments(input, 500);
  const lines = rows.map((r) => [
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
  ]);
  return toCsv([COLUMNS, ...lines]);
}
