// The admin's course management: any course published, unpublished, archived, deleted or reassigned.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@masar/ui/toaster";
import { adminCourseQuerySchema } from "@masar/domain/admin";
import { guard } from "#app/auth/session.server";
import { AdminPage } from "#app/components/admin-nav";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { readSubmission } from "#app/forms/submission.server";
import { getLocale, routeMessages } from "#app/i18n/i18next.server";
import { courseActionSchema, courseList, runCourseAction } from "#app/services/admin-courses.server";
import { NO_STORE } from "#app/utils/http.server";
import { pageMeta } from "#app/utils/meta";
import { CourseTable } from "./course-table";
import { CourseFilters, Pagination } from "./filters";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: "pages.manageAllCourses" });

/** The query string is read leniently (a stale bookmark still opens); titles sort in the page's language. */
function queryOf(request: Request) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  return adminCourseQuerySchema.parse({ ...params, lang: getLocale(request) });
}

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request, "admin");
  const query = queryOf(request);
  return data(
    { query, ...(await courseList(query)), messages: routeMessages(request, ["admin"]) },
    { headers: { "Cache-Control": NO_STORE } },
  );
}

/**
 * Publish, unpublish, archive, delete or change instructor; the outcome comes back as a toast. A deletion
 * happens only once confirmed: without the confirmation the answer is the confirmation step.
 */
export async function action({ request }: ActionFunctionArgs) {
  await guard(request, "admin");
  const submission = await readSubmission(request, courseActionSchema);
  if (submission.status !== "success") {
    return data({ outcome: { ok: false, key: "courses.missing" }, result: submission.reply() }, { status: 400 });
  }
  const act = submission.value;
  if (act.intent === "delete" && act.confirmed !== "yes") {
    return data({ outcome: null, asked: { intent: act.intent, courseId: act.courseId } });
  }
  const outcome = await runCourseAction(act);
  return data({ outcome }, { status: outcome.ok ? 200 : 409 });
}

export default function ManageAllCourses() {
  const { query, page, teachers } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("admin");
  useEffect(() => {
    if (!result?.outcome || navigation.state !== "idle") return;
    const show = result.outcome.ok ? toast.success : toast.error;
    show(t(result.outcome.key));
  }, [result, navigation.state, t]);
  return (
    <AdminPage title={t("common:pages.manageAllCourses")} lead={t("courses.lead")}>
      <CourseFilters query={query} teachers={teachers} />
      <p className="text-sm text-muted-foreground" role="status" data-testid="course-count">
        {t("courses.results", { count: page.total })}
      </p>
      <CourseTable courses={page.items} teachers={teachers} asked={result && "asked" in result ? result.asked : null} />
      <Pagination page={page.page} total={page.total} pageSize={page.pageSize} />
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
