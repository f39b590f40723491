// The teacher console's learners as a CSV download.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireCourseStaff } from "#app/auth/course-staff.server";
import { getLocale } from "#app/i18n/i18next.server";
import { fixedT } from "#app/i18n/translate";
import { courseLearners, learnersCsv } from "#app/services/teaching/learners.server";
import { csvDownload, plainRefusal, readOnlyAction, resourceGuard } from "#app/utils/http.server";

/** The learners as a CSV download, headed in the reader's language; the same checks as the page. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { actor, course } = await resourceGuard(request, () => requireCourseStaff(request, params.id!));
  const found = await courseLearners(actor, course.id);
  if (!found.ok) return plainRefusal(request, 404, "error.notFound");
  const t = fixedT(getLocale(request));
  return csvDownload(
    learnersCsv(found.learners, (key) => t(key)),
    `masar-learners-${course.id}.csv`,
  );
}

export const action = readOnlyAction;
