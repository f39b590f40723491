// The teacher console's question bank as a Moodle GIFT download.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { localize } from "@masar/domain/locale";
import { requireCourseStaff } from "#app/auth/course-staff.server";
import { getLocale } from "#app/i18n/i18next.server";
import { fixedT } from "#app/i18n/translate";
import { exportGift } from "#app/services/practice/bank.server";
import { attachment, plainRefusal, readOnlyAction, resourceGuard } from "#app/utils/http.server";

/**
 * The whole bank as GIFT text, named after the course in the reader's language (an ASCII name with the
 * course id for old clients); the same checks as the bank.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { actor, course } = await resourceGuard(request, () => requireCourseStaff(request, params.id!));
  const exported = await exportGift(actor, course.id);
  if (!exported.ok) return plainRefusal(request, 404, "error.notFound");
  const locale = getLocale(request);
  const name = `${fixedT(locale)("teaching.questions.exportName")} - ${localize(course.title, locale)}`;
  return new Response(exported.text, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Disposition": attachment(`${name}.gift`, `masar-questions-${course.id}.gift`),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export const action = readOnlyAction;
