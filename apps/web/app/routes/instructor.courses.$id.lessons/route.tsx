// The teacher console's lesson list: a course's lessons ordered, reordered and deleted.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ListPlus, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { buttonVariants } from "@masar/ui/button";
import { EmptyState } from "@masar/ui/feedback";
import { requireCourseStaff } from "#app/auth/course-staff.server";
import { FormError } from "#app/forms/fields";
import { readSubmission } from "#app/forms/submission.server";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { routeMessages } from "#app/i18n/i18next.server";
import { deleteLesson, lessonsOf, moveLesson, reorderLessons } from "#app/services/teaching/lessons.server";
import { toastHeader } from "#app/utils/toast.server";
import { LessonList } from "./lesson-list";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { course } = await requireCourseStaff(request, params.id!);
  const lessons = await lessonsOf(course);
  return {
    courseId: course.id,
    lessons: lessons.map((l) => ({
      id: l.id,
      title: l.title,
      section: l.section,
      kind: l.kind,
      durationMinutes: l.durationMinutes,
      preview: l.preview,
    })),
    messages: routeMessages(request, ["teaching"]),
  };
}

// An unknown or missing lesson id is the lesson services' answer (a stale order, a missing lesson), not a
// form error: the id defaults to "" and goes to them as before.
const lessonId = z.string().max(200).default("");
const lessonActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("move"),
    lessonId,
    // Anything but "up" moves down, as the buttons only ever send the two.
    direction: z.unknown().transform((v) => (v === "up" ? ("up" as const) : ("down" as const))),
  }),
  z.object({
    intent: z.literal("reorder"),
    // One lesson's id arrives as a single value, none as nothing: always a list here.
    order: z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.coerce.string())),
  }),
  z.object({ intent: z.literal("delete"), lessonId }),
]);

/** Move up/down (the keyboard and no-script way), a whole new order (drag and drop), or delete. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { actor, course } = await requireCourseStaff(request, params.id!);
  const submission = await readSubmission(request, lessonActionSchema);
  if (submission.status !== "success") {
    return data({ error: { key: "error.invalidRequest" }, result: submission.reply() }, { status: 400 });
  }
  const form = submission.value;
  const here = `/instructor/courses/${course.id}/lessons`;
  if (form.intent === "move") {
    const { lessonId, direction } = form;
    const moved = await moveLesson(actor, course.id, lessonId, direction);
    if (!moved.ok) return data({ error: { key: "teaching.errors.staleOrder" } }, { status: 409 });
    return { moved: { lessonId, direction } };
  }
  if (form.intent === "reorder") {
    const reordered = await reorderLessons(actor, course.id, form.order);
    if (!reordered.ok) return data({ error: { key: "teaching.errors.staleOrder" } }, { status: 409 });
    return { reordered: true };
  }
  const removed = await deleteLesson(actor, course.id, form.lessonId);
  if (!removed.ok && removed.reason === "lastLesson") return data({ error: { key: removed.key } }, { status: 400 });
  if (!removed.ok) return data({ error: { key: "teaching.errors.missingLesson" } }, { status: 404 });
  return redirect(here, {
    headers: { "Set-Cookie": await toastHeader({ type: "success", key: "teaching.lessons.deleted" }) },
  });
}

export default function CourseLessons() {
  const { courseId, lessons } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const add = (
    <Link to={`/instructor/courses/${courseId}/lessons/new`} className={buttonVariants()} data-testid="add-lesson">
      <Plus className="size-4" aria-hidden="true" />
      {t("teaching.lessons.add")}
    </Link>
  );
  return (
    <section aria-labelledby="lessons-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="lessons-heading" className="text-xl font-bold">
            {t("teaching.tabs.lessons")}
          </h2>
          {lessons.length > 1 ? <p className="text-sm text-muted-foreground">{t("teaching.lessons.lead")}</p> : null}
        </div>
        {lessons.length ? add : null}
      </div>
      <FormError messages={actionData && "error" in actionData ? [actionData.error] : undefined} />
      {lessons.length === 0 ? (
        <EmptyState
          icon={<ListPlus />}
          title={t("teaching.lessons.emptyTitle")}
          description={t("teaching.lessons.emptyText")}
          action={add}
        />
      ) : (
        <LessonList courseId={courseId} lessons={lessons} />
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
