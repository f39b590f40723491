// The teacher console: a teacher's own courses.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GraduationCap, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { localize } from "@masar/domain/locale";
import { buttonVariants } from "@masar/ui/button";
import { EmptyState } from "@masar/ui/feedback";
import { useLocale } from "@masar/ui/locale-provider";
import { Progress } from "@masar/ui/progress";
import { requireTeacher } from "#app/auth/course-staff.server";
import { Page } from "#app/components/page";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { formatPercent, StatusBadge } from "#app/components/teaching/status-badge";
import { routeMessages } from "#app/i18n/i18next.server";
import { listTeacherCourses } from "#app/services/teaching/courses.server";
import { pageMeta } from "#app/utils/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleKey: "pages.instructorCourses", descriptionKey: "teaching.list.metaDescription" });

/** The teacher's own courses: the id comes from the session, never from the request. */
export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireTeacher(request);
  const rows = await listTeacherCourses(actor);
  return {
    courses: rows.map(({ course, learners, averageProgress }) => ({
      id: course.id,
      title: course.title,
      status: course.status,
      price: course.price,
      lessonsCount: course.lessonsCount,
      learners,
      averageProgress,
    })),
    messages: routeMessages(request, ["teaching"]),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireTeacher(request);
  return data({ error: "Method Not Allowed" }, { status: 405, headers: { Allow: "GET, HEAD" } });
}

export default function TeacherCourses() {
  const { courses } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { locale, formatPrice, formatNumber } = useLocale();
  const newCourse = (
    <Link to="/instructor/courses/new" className={buttonVariants()} data-testid="new-course">
      <Plus className="size-4" aria-hidden="true" />
      {t("teaching.list.newCourse")}
    </Link>
  );
  return (
    <Page title={t("pages.instructorCourses")} lead={t("teaching.list.lead")}>
      {courses.length === 0 ? (
        <EmptyState
          icon={<GraduationCap />}
          title={t("teaching.list.emptyTitle")}
          description={t("teaching.list.emptyText")}
          action={newCourse}
        />
      ) : (
        <>
          <div className="flex justify-end">{newCourse}</div>
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full text-sm" data-testid="teacher-courses">
              <thead className="bg-muted/50 text-muted-foreground">
                <tr>
                  <th scope="col" className="p-3 text-start font-medium">
                    {t("teaching.list.course")}
                  </th>
                  <th scope="col" className="p-3 text-start font-medium">
                    {t("teaching.list.status")}
                  </th>
                  <th scope="col" className="p-3 text-start font-medium">
                    {t("teaching.list.price")}
                  </th>
                  <th scope="col" className="p-3 text-start font-medium">
                    {t("teaching.list.lessons")}
                  </th>
                  <th scope="col" className="p-3 text-start font-medium">
                    {t("teaching.list.learners")}
                  </th>
                  <th scope="col" className="min-w-36 p-3 text-start font-medium">
                    {t("teaching.list.progress")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {courses.map((c) => {
                  const title = localize(c.title, locale);
                  return (
                    <tr key={c.id} className="border-t" data-course-id={c.id}>
                      <th scope="row" className="p-3 text-start font-semibold">
                        <Link
                          to={`/instructor/courses/${c.id}`}
                          className="text-primary underline-offset-4 hover:underline"
                          aria-label={t("teaching.list.editCourse", { title })}
                          dir="auto"
                        >
                          {title}
                        </Link>
                      </th>
                      <td className="p-3">
                        <StatusBadge status={c.status} />
                      </td>
                      <td className="p-3 whitespace-nowrap">{formatPrice(c.price)}</td>
                      <td className="p-3">{formatNumber(c.lessonsCount)}</td>
                      <td className="p-3">{formatNumber(c.learners)}</td>
                      <td className="p-3">
                        <div className="flex items-center gap-2">
                          <Progress
                            value={c.averageProgress}
                            size="sm"
                            className="w-20"
                            aria-label={t("teaching.list.progress")}
                          />
                          <span>{formatPercent(c.averageProgress, locale)}</span>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Page>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
