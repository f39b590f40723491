// The teacher console's learners: who is enrolled in the course and how far each has got.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Download, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "@masar/ui/button";
import { EmptyState } from "@masar/ui/feedback";
import { useLocale } from "@masar/ui/locale-provider";
import { Progress } from "@masar/ui/progress";
import { requireCourseStaff } from "#app/auth/course-staff.server";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { formatPercent } from "#app/components/teaching/status-badge";
import { routeMessages } from "#app/i18n/i18next.server";
import { courseLearners } from "#app/services/teaching/learners.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { actor, course } = await requireCourseStaff(request, params.id!);
  const found = await courseLearners(actor, course.id);
  if (!found.ok) throw data(null, { status: 404, statusText: "Not Found" });
  return { courseId: course.id, learners: found.learners, messages: routeMessages(request, ["teaching"]) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireCourseStaff(request, params.id!);
  return data({ error: "Method Not Allowed" }, { status: 405, headers: { Allow: "GET, HEAD" } });
}

export default function CourseLearners() {
  const { courseId, learners } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { locale, formatDate } = useLocale();
  const date = (d: Date) => formatDate(new Date(d), { dateStyle: "medium" });
  return (
    <section aria-labelledby="learners-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="learners-heading" className="text-xl font-bold">
            {t("teaching.tabs.learners")}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t("teaching.learners.lead")} {t("teaching.learners.count", { count: learners.length })}
          </p>
        </div>
        {learners.length ? (
          // A plain link: the browser downloads the file (reloadDocument: not a client navigation).
          <a
            href={`/instructor/courses/${courseId}/learners.csv`}
            download
            className={buttonVariants({ variant: "outline" })}
            data-testid="export-csv"
          >
            <Download className="size-4" aria-hidden="true" />
            {t("teaching.learners.export")}
          </a>
        ) : null}
      </div>
      {learners.length === 0 ? (
        <EmptyState
          icon={<Users />}
          title={t("teaching.learners.emptyTitle")}
          description={t("teaching.learners.emptyText")}
        />
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm" data-testid="learners">
            <thead className="bg-muted/50 text-muted-foreground">
              <tr>
                {(
                  [
                    "teaching.learners.name",
                    "teaching.learners.enrolledAt",
                    "kit:progress",
                    "teaching.learners.lastActivity",
                  ] as const
                ).map((k) => (
                  <th key={k} scope="col" className="p-3 text-start font-medium">
                    {t(k)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {learners.map((l) => (
                <tr key={l.userId} className="border-t">
                  <th scope="row" className="p-3 text-start font-normal">
                    {/* Each line isolated, both at the page's start side whatever the script of the name. */}
                    <span className="block font-semibold">
                      <bdi>{l.name}</bdi>
                    </span>
                    <span className="block text-xs text-muted-foreground">
                      <bdi dir="ltr">{l.email}</bdi>
                    </span>
                  </th>
                  <td className="p-3 whitespace-nowrap">{date(l.enrolledAt)}</td>
                  <td className="min-w-44 p-3">
                    <div className="flex items-center gap-2">
                      <Progress value={l.percent} size="sm" className="w-20" aria-label={t("kit:progress")} />
                      <span>{formatPercent(l.percent, locale)}</span>
                    </div>
                    <span className="text-xs text-muted-foreground">
                      {t("teaching.learners.lessonsDone", {
                        done: l.progress.completedLessons,
                        count: l.progress.totalLessons,
                      })}
                    </span>
                  </td>
                  <td className="p-3 whitespace-nowrap">{date(l.lastActivity)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
