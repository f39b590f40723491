// The teacher console's course events: the dates a course puts on its students' calendars.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { CalendarDays, Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { formatTimeOfDay } from "@masar/domain/format";
import { localize } from "@masar/domain/locale";
import { eventFormSchema } from "@masar/domain/teaching-schema";
import { Badge } from "@masar/ui/badge";
import { Button, buttonVariants } from "@masar/ui/button";
import { EmptyState } from "@masar/ui/feedback";
import { useLocale } from "@masar/ui/locale-provider";
import { requireCourseStaff } from "#app/auth/course-staff.server";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { parseForm } from "#app/forms/parse";
import { readFormData } from "#app/forms/submission.server";
import { routeMessages } from "#app/i18n/i18next.server";
import {
  createCourseEvent,
  deleteCourseEvent,
  listCourseEvents,
  updateCourseEvent,
} from "#app/services/teaching/events.server";
import { lessonsOf } from "#app/services/teaching/lessons.server";
import { toastHeader } from "#app/utils/toast.server";
import { EventForm } from "./event-form";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { actor, course } = await requireCourseStaff(request, params.id!);
  const [listed, lessons] = await Promise.all([listCourseEvents(actor, course.id), lessonsOf(course)]);
  if (!listed.ok) throw data(null, { status: 404 });
  return {
    events: listed.events,
    lessons: lessons.map((l) => ({ id: l.id, title: l.title })),
    messages: routeMessages(request, ["teaching"]),
  };
}

/**
 * Which event a post is about. Anything but "update" or "delete" adds one, as before; an unknown or
 * missing id is the event services' answer (a 404), not a form error.
 */
const eventTargetSchema = z.object({
  intent: z.enum(["create", "update", "delete"]).catch("create"),
  eventId: z.string().default(""),
});

/** Add, edit (?edit=<id> shows the form filled in) or delete one of this course's events. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { actor, course } = await requireCourseStaff(request, params.id!);
  const formData = await readFormData(request);
  const target = parseForm(formData, eventTargetSchema);
  if (target.status !== "success") return data({ result: target.reply(), eventId: "" }, { status: 400 });
  const { intent, eventId } = target.value;
  const here = `/instructor/courses/${course.id}/events`;
  const toast = async (key: string) => ({
    headers: { "Set-Cookie": await toastHeader({ type: "success", key }) },
  });
  if (intent === "delete") {
    const removed = await deleteCourseEvent(actor, course.id, eventId);
    if (!removed.ok) throw data(null, { status: 404 });
    return redirect(here, await toast("teaching.events.deleted"));
  }
  const submission = parseForm(formData, eventFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply(), eventId }, { status: 400 });
  const saved =
    intent === "update"
      ? await updateCourseEvent(actor, course.id, eventId, submission.value)
      : await createCourseEvent(actor, course.id, submission.value);
  if (!saved.ok && saved.reason === "invalid") {
    return data(
      { result: submission.reply({ fieldErrors: { [saved.field]: [{ key: saved.key }] } }), eventId },
      { status: 400 },
    );
  }
  if (!saved.ok) throw data(null, { status: 404 });
  if (intent === "update") return redirect(here, await toast("teaching.events.saved"));
  // Back naming the new event (?added=<id>): the add form starts empty again and the list marks it.
  return redirect(`${here}?${new URLSearchParams({ added: saved.event.id })}`, await toast("teaching.events.added"));
}

export default function CourseEvents() {
  const { events, lessons } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const { locale, formatDate } = useLocale();
  const editing = events.find((e) => e.id === (params.get("edit") ?? actionData?.eventId));
  const day = (date: string) => formatDate(new Date(`${date}T12:00:00Z`), { dateStyle: "full", timeZone: "UTC" });
  return (
    <section aria-labelledby="events-heading" className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <div className="flex flex-col gap-4">
        <h2 id="events-heading" className="text-xl font-bold">
          {t("teaching.tabs.events")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("teaching.events.lead")}</p>
        {events.length === 0 ? (
          <EmptyState
            icon={<CalendarDays />}
            title={t("teaching.events.emptyTitle")}
            description={t("teaching.events.emptyText")}
          />
        ) : (
          <ul className="flex flex-col gap-2" data-testid="event-list">
            {events.map((event) => {
              const title = localize(event.title, locale);
              return (
                <li
                  key={event.id}
                  className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-3 data-[added=true]:border-primary/50 data-[added=true]:bg-primary-soft/40"
                  data-added={event.id === params.get("added") ? "true" : undefined}
                >
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <span className="font-medium" dir="auto" data-testid="event-title">
                      {title}
                    </span>
                    <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                      <Badge variant="muted">{t(`teaching.events.kind.${event.kind}`)}</Badge>
                      <span>{day(event.date)}</span>
                      <span data-testid="event-time">
                        {event.time ? formatTimeOfDay(event.time, locale) : t("teaching.events.allDay")}
                      </span>
                    </span>
                  </div>
                  <Link
                    to={`?edit=${event.id}`}
                    className={buttonVariants({ variant: "ghost", size: "icon" })}
                    aria-label={t("teaching.events.editEvent", { title })}
                    preventScrollReset
                  >
                    <Pencil aria-hidden="true" />
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="eventId" value={event.id} />
                    <Button
                      type="submit"
                      variant="ghost"
                      size="icon"
                      className="text-destructive"
                      aria-label={t("teaching.events.deleteEvent", { title })}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </Form>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="text-lg font-semibold">
          {t(editing ? "teaching.events.editTitle" : "teaching.events.addTitle")}
        </h3>
        {/* A new form after each event added (keyed by it): it starts empty, ready for the next one. */}
        <EventForm
          key={editing?.id ?? `new-${params.get("added") ?? ""}`}
          event={editing ?? null}
          lessons={lessons}
          lastResult={actionData?.result ?? null}
        />
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
