// The calendar: month, week and agenda views of a student's tasks and course events, the exam plan and the feed.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { toLocale } from "@masar/domain/locale";
import { Card, CardContent } from "@masar/ui/card";
import { requireUser } from "#app/auth/session.server";
import { Page } from "#app/components/page";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { getLocale, routeMessages } from "#app/i18n/i18next.server";
import { requirePost } from "#app/utils/http.server";
import { pageMeta } from "#app/utils/meta";
import { calendarAction } from "./actions.server";
import { CalendarBody } from "./calendar-body";
import { FeedPanel } from "./feed-panel";
import { FORM_CONSTRAINTS } from "./constraints.server";
import { loadCalendar } from "./loader.server";
import { PlanBehind } from "./plan-behind";
import { PlanForm } from "./plan-form";
import { SettingsForm } from "./settings-form";
import { TaskForm } from "./task-form";
import { now } from "#app/utils/clock.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleKey: "common:shell.nav.tasksCalendar", descriptionKey: "calendar:page.metaDescription" });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const locale = getLocale(request);
  const calendar = await loadCalendar(request, user.identity.uid, locale, now());
  return { ...calendar, locale, constraints: FORM_CONSTRAINTS, messages: routeMessages(request, ["calendar"]) };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  requirePost(request);
  return calendarAction(request, user.identity.uid, now());
}

export default function StudyProgress() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  // A new navigation (the redirect after a saved task) gives the new-task form fresh, empty fields;
  // a refused submission returns to the same location and keeps what was typed beside its errors.
  const { key: locationKey } = useLocation();
  const locale = toLocale(data.locale);
  const courses = data.courses.map((c) => ({ id: c.id, title: c.title }));
  const taskResult =
    actionData && (actionData.form === "create" || actionData.form === "update") ? actionData.result : null;
  const cancelHref = `/study-progress?date=${data.query.date}`;
  return (
    <Page title={t("common:shell.nav.tasksCalendar")} lead={t("calendar:page.lead")}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <CalendarBody data={data} locale={locale} />
        <aside className="flex flex-col gap-6">
          <Card id="task-form">
            <CardContent className="pt-6">
              <TaskForm
                key={data.editing?.id ?? `new-${locationKey}`}
                defaults={data.editing ?? { title: "", notes: "", date: data.query.date, time: "", courseId: "" }}
                courses={courses}
                constraint={data.constraints.task}
                lastResult={taskResult}
                cancelHref={cancelHref}
              />
            </CardContent>
          </Card>
          <Card id="exam-plan">
            <CardContent className="flex flex-col gap-3 pt-6">
              <h2 className="text-lg font-bold">{t("calendar:plan.title")}</h2>
              <p className="text-sm text-muted-foreground">{t("calendar:plan.lead")}</p>
              <PlanBehind behind={data.behind} />
              <PlanForm
                courses={courses}
                constraint={data.constraints.plan}
                weekStart={data.weekStart}
                today={data.today}
                lastResult={actionData?.form === "plan" ? actionData.result : null}
              />
            </CardContent>
          </Card>
          <Card>
            <CardContent className="flex flex-col gap-3 pt-6">
              <h2 className="text-lg font-bold">{t("calendar:feed.title")}</h2>
              <FeedPanel feedUrl={data.feedUrl} />
            </CardContent>
          </Card>
          <Card id="calendar-settings">
            <CardContent className="pt-6">
              <SettingsForm
                hijri={data.hijri}
                weekStart={data.weekStart}
                lastResult={actionData?.form === "settings" ? actionData.result : null}
              />
            </CardContent>
          </Card>
        </aside>
      </div>
    </Page>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
