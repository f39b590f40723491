// The teacher console's course editor: the course's heading and tabs around the tab shown.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { ArrowRight, ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { localize } from "@masar/domain/locale";
import { useLocale } from "@masar/ui/locale-provider";
import { cn } from "@masar/ui/utils";
import { requireCourseStaff } from "#app/auth/course-staff.server";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { StatusBadge } from "#app/components/teaching/status-badge";
import { routeMessages } from "#app/i18n/i18next.server";
import { useCurrentLinkInView } from "#app/utils/current-link-in-view";
import { localeFromMatches, pageMeta } from "#app/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaded }) =>
  pageMeta(
    matches,
    loaded ? { title: localize(loaded.course.title, localeFromMatches(matches)) } : { titleKey: "kit:pageNotFound" },
  );

/** The editor's frame: its own teacher or an admin, checked by the course id in the URL. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { course } = await requireCourseStaff(request, params.id!);
  return {
    course: { id: course.id, title: course.title, status: course.status, lessonsCount: course.lessonsCount },
    messages: routeMessages(request, ["teaching"]),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireCourseStaff(request, params.id!);
  return data({ error: "Method Not Allowed" }, { status: 405, headers: { Allow: "GET, HEAD" } });
}

const TABS = [
  { to: "", key: "details", end: true },
  { to: "lessons", key: "lessons", end: false },
  { to: "questions", key: "questions", end: false },
  { to: "events", key: "events", end: false },
  { to: "learners", key: "learners", end: false },
  { to: "announce", key: "announce", end: false },
] as const;

export default function CourseEditor() {
  const { course } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const tabRow = useCurrentLinkInView<HTMLElement>();
  const { locale } = useLocale();
  const base = `/instructor/courses/${course.id}`;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-3">
        <Link
          to="/instructor/courses"
          className="flex items-center gap-1 self-start text-sm text-primary hover:underline"
        >
          <ArrowRight className="size-4 ltr:rotate-180" aria-hidden="true" />
          {t("pages.instructorCourses")}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold sm:text-3xl" dir="auto" data-testid="editor-title">
            {localize(course.title, locale)}
          </h1>
          <StatusBadge status={course.status} />
          <Link
            to={`/course/${course.id}`}
            className="ms-auto flex items-center gap-1 text-sm text-primary hover:underline"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            {t("teaching.course.viewPage")}
          </Link>
        </div>
        <nav ref={tabRow} aria-label={t("teaching.tabs.label")} className="-mx-4 overflow-x-auto px-4">
          <ul className="flex min-w-max gap-1 border-b">
            {TABS.map((tab) => (
              <li key={tab.key}>
                <NavLink
                  to={tab.to ? `${base}/${tab.to}` : base}
                  end={tab.end}
                  prefetch="intent"
                  className={({ isActive }) =>
                    cn(
                      "-mb-px inline-flex border-b-2 px-3 py-2 text-sm font-medium",
                      isActive
                        ? "border-primary text-primary"
                        : "border-transparent text-muted-foreground hover:text-foreground",
                    )
                  }
                >
                  {t(`teaching.tabs.${tab.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <Outlet />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
