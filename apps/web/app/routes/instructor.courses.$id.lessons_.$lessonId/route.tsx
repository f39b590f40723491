// The teacher console's lesson editor: a new or existing lesson, its texts and its file.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { lessonMedia } from "@masar/domain/lesson-media";
import { BackLink } from "#app/components/back-link";
import { requireCourseStaff } from "#app/auth/course-staff.server";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { routeMessages } from "#app/i18n/i18next.server";
import { renderMarkdown } from "#app/utils/markdown.server";
import { pageMeta } from "#app/utils/meta";
import { toastHeader } from "#app/utils/toast.server";
import { LessonForm } from "./lesson-form";
import { lessonOf } from "#app/services/teaching/lessons.server";
import { saveLesson } from "./save.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaded }) =>
  pageMeta(matches, { titleKey: loaded?.lesson ? "teaching.lessons.editTitle" : "teaching.lessons.newTitle" });

/** A lesson of the course, or "new"; only the course's teacher or an admin. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { course } = await requireCourseStaff(request, params.id!);
  const messages = routeMessages(request, ["teaching"]);
  if (params.lessonId === "new") return { courseId: course.id, lesson: null, preview: { ar: "", en: "" }, messages };
  const lesson = await lessonOf(course, params.lessonId!);
  if (!lesson) throw data(null, { status: 404, statusText: "Not Found" });
  const media = lessonMedia(lesson.content);
  return {
    courseId: course.id,
    lesson: {
      id: lesson.id,
      defaults: {
        title: lesson.title,
        section: lesson.section ?? { ar: "", en: "" },
        kind: lesson.kind,
        body: lesson.body,
        link: media && media.type !== "stored" ? lesson.content : "",
        durationMinutes: lesson.durationMinutes,
        preview: lesson.preview,
      },
      storedFile: media?.type === "stored" ? media.key : null,
    },
    // Each side's saved Markdown rendered as students see it (under its editor until a preview is asked for).
    preview: { ar: renderMarkdown(lesson.body.ar), en: renderMarkdown(lesson.body.en) },
    messages,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { actor, course } = await requireCourseStaff(request, params.id!);
  const saved = await saveLesson(request, actor, course.id, params.lessonId!);
  if (!saved.ok) {
    if (saved.status === 404) throw data(null, { status: 404, statusText: "Not Found" });
    return data({ result: saved.result }, { status: 400 });
  }
  return redirect(saved.redirectTo, {
    headers: {
      "Set-Cookie": await toastHeader({
        type: "success",
        key: saved.created ? "teaching.lessons.added" : "teaching.lessons.saved",
      }),
    },
  });
}

export default function LessonEditor() {
  const { courseId, lesson, preview } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="lesson-heading" className="flex max-w-4xl flex-col gap-4">
      <BackLink to={`/instructor/courses/${courseId}/lessons`}>{t("teaching.lessons.backToLessons")}</BackLink>
      <h2 id="lesson-heading" className="text-xl font-bold">
        {t(lesson ? "teaching.lessons.editTitle" : "teaching.lessons.newTitle")}
      </h2>
      <LessonForm
        key={lesson?.id ?? "new"}
        courseId={courseId}
        lessonId={lesson?.id ?? "new"}
        defaults={lesson?.defaults ?? { kind: "text", durationMinutes: 0, preview: false }}
        storedFile={lesson?.storedFile ?? null}
        savedPreview={preview}
        lastResult={actionData?.result ?? null}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
