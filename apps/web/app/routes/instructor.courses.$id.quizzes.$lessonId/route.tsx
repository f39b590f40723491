// The teacher console's quiz of a quiz lesson: which bank questions make its paper, shuffling, pass mark and results.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import { localize } from "@masar/domain/locale";
import { useLocale } from "@masar/ui/locale-provider";
import { BackLink } from "#app/components/back-link";
import { requireCourseStaff } from "#app/auth/course-staff.server";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { readFormData } from "#app/forms/submission.server";
import { getLocale, routeMessages } from "#app/i18n/i18next.server";
import { bankFiltersFrom, listQuestions, matchesFilters, NO_FILTERS } from "#app/services/practice/bank.server";
import { summarizeQuestion } from "#app/services/practice/question-summary.server";
import { getQuizSettings, putQuizSettings, quizStatistics } from "#app/services/practice/quiz-settings.server";
import { lessonsOf } from "#app/services/teaching/lessons.server";
import { localeFromMatches, pageMeta } from "#app/utils/meta";
import { toastHeader } from "#app/utils/toast.server";
import { QuizForm } from "./quiz-form";
import { draftOf, formValuesOf, readQuizForm } from "./quiz-form.server";
import { QuizStatisticsView } from "./quiz-statistics";

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaded }) =>
  pageMeta(
    matches,
    loaded ? { title: localize(loaded.lesson.title, localeFromMatches(matches)) } : { titleKey: "teaching.quiz.title" },
  );

/**
 * A quiz lesson of this course (any other id is a 404) with its settings, the bank's checklist under the
 * address's filters, and its results; only the course's teacher or an admin.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { actor, course } = await requireCourseStaff(request, params.id!);
  const found = await getQuizSettings(actor, course.id, params.lessonId!);
  if (!found.ok) throw data(null, { status: 404, statusText: "Not Found" });
  const url = new URL(request.url);
  const filters = bankFiltersFrom(url.searchParams);
  const [bank, statistics, lessons] = await Promise.all([
    listQuestions(actor, course.id, NO_FILTERS),
    quizStatistics(actor, course.id, found.lesson.id),
    lessonsOf(course),
  ]);
  if (!bank.ok || !statistics.ok) throw data(null, { status: 404, statusText: "Not Found" });
  const locale = getLocale(request);
  const values = draftOf(url.searchParams) ?? formValuesOf(found.settings);
  const randomFilter = {
    ...NO_FILTERS,
    lessonId: values.filter.lessonId || null,
    topic: values.filter.topic,
    difficulty: values.filter.difficulty || null,
    source: values.filter.source,
  };
  const byId = new Map(bank.questions.map((q) => [q.id, q]));
  return {
    courseId: course.id,
    lesson: { id: found.lesson.id, title: found.lesson.title },
    values,
    filters,
    filtered: Object.values(filters).some((v) => v !== null && v !== ""),
    checklist: bank.questions.filter((q) => matchesFilters(q, filters)).map((q) => summarizeQuestion(q, locale)),
    matching: bank.questions.filter((q) => matchesFilters(q, randomFilter)).length,
    topics: bank.topics,
    sources: bank.sources,
    lessons: lessons.map((l) => ({ id: l.id, title: l.title })),
    statistics: statistics.statistics,
    rows: statistics.statistics.questions.map((s) => {
      const question = byId.get(s.questionId);
      return { ...s, excerptHtml: question ? summarizeQuestion(question, locale).excerptHtml : null };
    }),
    messages: routeMessages(request, ["teaching", "practice"]),
  };
}

/** Saves the quiz's settings; a question or lesson id of another course is refused beside its field. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { actor, course } = await requireCourseStaff(request, params.id!);
  const found = await getQuizSettings(actor, course.id, params.lessonId!);
  if (!found.ok) throw data(null, { status: 404, statusText: "Not Found" });
  const read = readQuizForm(await readFormData(request));
  if (!read.ok) return data({ result: read.result }, { status: 400 });
  const saved = await putQuizSettings(actor, course.id, found.lesson.id, read.settings);
  if (!saved.ok && saved.reason === "invalid") {
    return data({ result: read.reply({ [saved.problem.field]: [{ key: saved.problem.key }] }) }, { status: 400 });
  }
  if (!saved.ok) throw data(null, { status: 404, statusText: "Not Found" });
  return redirect(`/instructor/courses/${course.id}/quizzes/${found.lesson.id}`, {
    headers: { "Set-Cookie": await toastHeader({ type: "success", key: "teaching.quiz.saved" }) },
  });
}

export default function QuizSettingsPage() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { courseId, lesson } = loaded;
  const title = localize(lesson.title, locale);
  const lessons = loaded.lessons.map((l) => ({ id: l.id, title: localize(l.title, locale) }));
  return (
    <section aria-labelledby="quiz-heading" className="flex max-w-5xl flex-col gap-6">
      <BackLink to={`/instructor/courses/${courseId}/lessons`}>{t("teaching.lessons.backToLessons")}</BackLink>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="quiz-heading" className="text-xl font-bold" dir="auto">
          {t("teaching.quiz.heading", { title })}
        </h2>
        <Link
          to={`/instructor/courses/${courseId}/lessons/${lesson.id}`}
          className="ms-auto flex items-center gap-1 text-sm text-primary hover:underline"
        >
          <Pencil className="size-4" aria-hidden="true" />
          {t("teaching.quiz.editLesson")}
        </Link>
      </div>
      <p className="text-sm text-muted-foreground">{t("teaching.quiz.lead")}</p>
      <section aria-labelledby="quiz-settings-heading" className="flex flex-col gap-4">
        <h3 id="quiz-settings-heading" className="text-lg font-semibold">
          {t("teaching.quiz.settingsTitle")}
        </h3>
        <QuizForm
          values={loaded.values}
          checklist={loaded.checklist}
          filters={loaded.filters}
          filtered={loaded.filtered}
          lessons={lessons}
          topics={loaded.topics}
          sources={loaded.sources}
          matching={loaded.matching}
          lastResult={actionData?.result ?? null}
        />
      </section>
      <QuizStatisticsView statistics={loaded.statistics} rows={loaded.rows} />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
