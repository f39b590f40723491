// The teacher console's announcement: a notification to every student enrolled in the course, kept and listed.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ANNOUNCEMENTS_MAX } from "@masar/domain/announcement";
import { announcementFormSchema } from "@masar/domain/teaching-schema";
import { requireCourseStaff } from "#app/auth/course-staff.server";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { readSubmission } from "#app/forms/submission.server";
import { routeMessages } from "#app/i18n/i18next.server";
import { announce, audienceOf, courseAnnouncements } from "#app/services/teaching/announce.server";
import { toastHeader } from "#app/utils/toast.server";
import { AnnouncementForm, SentAnnouncements } from "./announcement-form";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { course } = await requireCourseStaff(request, params.id!);
  const [learners, sent] = await Promise.all([audienceOf(course), courseAnnouncements(course.id, ANNOUNCEMENTS_MAX)]);
  return { learners, sent, messages: routeMessages(request, ["teaching"]) };
}

/**
 * Keeps the announcement and sends it through notify() to every enrolled student of this course, then
 * comes back here naming it (?sent=<id>): the form starts empty again and the list shows it first.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { actor, course } = await requireCourseStaff(request, params.id!);
  const submission = await readSubmission(request, announcementFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const sent = await announce(actor, course.id, submission.value);
  if (!sent.ok) throw data(null, { status: 404 });
  return redirect(`/instructor/courses/${course.id}/announce?${new URLSearchParams({ sent: sent.id })}`, {
    headers: {
      "Set-Cookie": await toastHeader({
        type: "success",
        key: "teaching.announce.sent",
        values: { count: String(sent.sent) },
      }),
    },
  });
}

export default function CourseAnnouncement() {
  const { learners, sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const justSent = params.get("sent");
  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <section aria-labelledby="announce-heading" className="flex min-w-0 flex-col gap-4">
        <h2 id="announce-heading" className="text-xl font-bold">
          {t("teaching.tabs.announce")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("teaching.announce.lead")}</p>
        {learners === 0 ? (
          <p className="rounded-md border bg-muted/40 p-3 text-sm" role="note">
            {t("teaching.announce.noLearners")}
          </p>
        ) : null}
        {/* A new form after each sending (keyed by what was sent): it starts empty. */}
        <AnnouncementForm key={justSent ?? "new"} lastResult={actionData?.result ?? null} />
      </section>
      <SentAnnouncements items={sent.items} total={sent.total} justSent={justSent} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
