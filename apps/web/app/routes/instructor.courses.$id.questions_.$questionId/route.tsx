// The teacher console's question editor: a new question of a chosen type, or one of the bank's.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { localize } from "@masar/domain/locale";
import { QUESTION_TYPES } from "@masar/domain/practice/question";
import { useLocale } from "@masar/ui/locale-provider";
import { BackLink } from "#app/components/back-link";
import { requireCourseStaff } from "#app/auth/course-staff.server";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { readFormData } from "#app/forms/submission.server";
import { routeMessages } from "#app/i18n/i18next.server";
import { createQuestion, getQuestion, updateQuestion } from "#app/services/practice/bank.server";
import { lessonsOf } from "#app/services/teaching/lessons.server";
import { renderMarkdown } from "#app/utils/markdown.server";
import { pageMeta } from "#app/utils/meta";
import { toastHeader } from "#app/utils/toast.server";
import { QuestionForm, TypeChooser } from "./question-form";
import { formDefaults, readQuestionForm } from "./question-form.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaded }) =>
  pageMeta(matches, { titleKey: loaded?.questionId ? "teaching.questions.editTitle" : "teaching.questions.newTitle" });

/** `?type=` picks the type of a new question, or changes an edited one's; anything else is no choice. */
const typeParamSchema = z.enum(QUESTION_TYPES).nullable().catch(null);

/** "new", or a question of this course's bank (another course's id is a 404); only its teacher or an admin. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { actor, course } = await requireCourseStaff(request, params.id!);
  const asked = typeParamSchema.parse(new URL(request.url).searchParams.get("type"));
  const lessons = (await lessonsOf(course)).map((l) => ({ id: l.id, title: l.title }));
  const messages = routeMessages(request, ["teaching", "practice"]);
  const none = { ar: "", en: "" };
  if (params.questionId === "new") {
    return {
      courseId: course.id,
      questionId: null,
      version: null,
      type: asked,
      defaults: asked ? formDefaults(null, asked) : null,
      previews: { stem: none, explanation: none },
      lessons,
      messages,
    };
  }
  const found = await getQuestion(actor, course.id, params.questionId!);
  if (!found.ok) throw data(null, { status: 404, statusText: "Not Found" });
  const { question } = found;
  const type = asked ?? question.body.type;
  const rendered = (text: { ar: string; en: string }) => ({ ar: renderMarkdown(text.ar), en: renderMarkdown(text.en) });
  return {
    courseId: course.id,
    questionId: question.id,
    version: question.version,
    type,
    defaults: formDefaults(question, type),
    previews: { stem: rendered(question.stem), explanation: rendered(question.explanation) },
    lessons,
    messages,
  };
}

/** Saves the question (new or edited); every refusal beside its field, a foreign question id a 404. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { actor, course } = await requireCourseStaff(request, params.id!);
  const formData = await readFormData(request);
  const isNew = params.questionId === "new";
  const current = isNew ? null : await getQuestion(actor, course.id, params.questionId!);
  if (current && !current.ok) throw data(null, { status: 404, statusText: "Not Found" });
  const read = readQuestionForm(formData, current?.question ?? null);
  if (!read.ok) return data({ result: read.result }, { status: 400 });
  const saved = current
    ? await updateQuestion(actor, course.id, current.question.id, read.content)
    : await createQuestion(actor, course.id, read.content);
  if (!saved.ok && saved.reason === "invalid") {
    return data({ result: read.reply({ [saved.problem.field]: [{ key: saved.problem.key }] }) }, { status: 400 });
  }
  if (!saved.ok) throw data(null, { status: 404, statusText: "Not Found" });
  const versioned = current !== null && saved.question.version > current.question.version;
  const toast = isNew
    ? { type: "success" as const, key: "teaching.questions.added" }
    : versioned
      ? {
          type: "success" as const,
          key: "teaching.questions.savedVersion",
          values: { version: String(saved.question.version) },
        }
      : { type: "success" as const, key: "teaching.questions.saved" };
  return redirect(`/instructor/courses/${course.id}/questions`, {
    headers: { "Set-Cookie": await toastHeader(toast) },
  });
}

export default function QuestionEditor() {
  const { courseId, questionId, version, type, defaults, previews, lessons } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <section aria-labelledby="question-heading" className="flex max-w-4xl flex-col gap-4">
      <BackLink to={`/instructor/courses/${courseId}/questions`}>{t("teaching.questions.backToBank")}</BackLink>
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 id="question-heading" className="text-xl font-bold">
          {t(questionId ? "teaching.questions.editTitle" : "teaching.questions.newTitle")}
        </h2>
        {version ? (
          <span className="text-sm text-muted-foreground">{t("teaching.questions.version", { version })}</span>
        ) : null}
      </div>
      {type && defaults ? (
        <QuestionForm
          key={`${questionId ?? "new"}-${type}`}
          type={type}
          questionId={questionId}
          defaults={defaults}
          previews={previews}
          lessons={lessons.map((l) => ({ id: l.id, title: localize(l.title, locale) }))}
          lastResult={actionData?.result ?? null}
        />
      ) : (
        <TypeChooser />
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
