// The teacher console's question bank: a course's questions, filtered and searched, edited, deleted, imported and exported.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Download, FileQuestion, Pencil, Plus, Trash2, Upload } from "lucide-react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { localize } from "@masar/domain/locale";
import { Button, buttonVariants } from "@masar/ui/button";
import { EmptyState } from "@masar/ui/feedback";
import { useLocale } from "@masar/ui/locale-provider";
import { requireCourseStaff } from "#app/auth/course-staff.server";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { QuestionFilterFields } from "#app/components/teaching/question-filters";
import { QuestionBadges, QuestionExcerpt } from "#app/components/teaching/question-summary";
import { parseForm } from "#app/forms/parse";
import { readFormData } from "#app/forms/submission.server";
import { getLocale, routeMessages } from "#app/i18n/i18next.server";
import { bankFiltersFrom, listQuestions, removeQuestion } from "#app/services/practice/bank.server";
import { summarizeQuestion } from "#app/services/practice/question-summary.server";
import { lessonsOf } from "#app/services/teaching/lessons.server";
import { pageMeta } from "#app/utils/meta";
import { toastHeader } from "#app/utils/toast.server";
import { courseReviewSummary } from "#app/services/review/cards.server";

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  pageMeta(matches, { titleKey: "teaching.tabs.questions" });

/** The bank with the address's filters; only the course's teacher or an admin. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { actor, course } = await requireCourseStaff(request, params.id!);
  const filters = bankFiltersFrom(new URL(request.url).searchParams);
  const [listed, lessons, review] = await Promise.all([
    listQuestions(actor, course.id, filters),
    lessonsOf(course),
    courseReviewSummary(course.id),
  ]);
  if (!listed.ok) throw data(null, { status: 404, statusText: "Not Found" });
  const locale = getLocale(request);
  return {
    courseId: course.id,
    filters,
    filtered: Object.values(filters).some((v) => v !== null && v !== ""),
    questions: listed.questions.map((q) => summarizeQuestion(q, locale)),
    total: listed.total,
    topics: listed.topics,
    sources: listed.sources,
    lessons: lessons.map((l) => ({ id: l.id, title: l.title })),
    review: {
      studentsDue: review.studentsDue,
      cards: review.cards,
      questions: review.questions.map((q) => ({ summary: summarizeQuestion(q.question, locale), cards: q.cards })),
    },
    messages: routeMessages(request, ["teaching"]),
  };
}

// The only post is a delete; an unknown or foreign id is the bank's answer (a 404), not a form error.
const bankActionSchema = z.object({ intent: z.literal("delete"), questionId: z.string().max(200) });

/** Deletes one question of this course's bank (attempts keep the versions they hold). */
export async function action({ request, params }: ActionFunctionArgs) {
  const { actor, course } = await requireCourseStaff(request, params.id!);
  const submission = parseForm(await readFormData(request), bankActionSchema);
  if (submission.status !== "success") {
    return data({ error: { key: "error.invalidRequest" }, result: submission.reply() }, { status: 400 });
  }
  const removed = await removeQuestion(actor, course.id, submission.value.questionId);
  if (!removed.ok) throw data(null, { status: 404, statusText: "Not Found" });
  return redirect(`/instructor/courses/${course.id}/questions`, {
    headers: { "Set-Cookie": await toastHeader({ type: "success", key: "teaching.questions.deleted" }) },
  });
}

export default function QuestionBank() {
  const { courseId, filters, filtered, questions, total, topics, sources, lessons, review } =
    useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { locale, t: kit } = useLocale();
  const base = `/instructor/courses/${courseId}/questions`;
  const lessonTitles = new Map(lessons.map((l) => [l.id, localize(l.title, locale)]));
  const add = (
    <Link to={`${base}/new`} className={buttonVariants()} data-testid="add-question">
      <Plus className="size-4" aria-hidden="true" />
      {t("teaching.questions.add")}
    </Link>
  );
  return (
    <section aria-labelledby="bank-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="bank-heading" className="text-xl font-bold">
            {t("teaching.tabs.questions")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("teaching.questions.lead")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {add}
          <Link to={`${base}/import`} className={buttonVariants({ variant: "outline" })} data-testid="import-questions">
            <Upload className="size-4" aria-hidden="true" />
            {t("teaching.questions.import")}
          </Link>
          {total > 0 ? (
            <a
              href={`${base}.gift`}
              download
              className={buttonVariants({ variant: "outline" })}
              data-testid="export-gift"
            >
              <Download className="size-4" aria-hidden="true" />
              {t("teaching.questions.export")}
            </a>
          ) : null}
        </div>
      </div>
      {review.cards > 0 ? <ReviewPanel review={review} base={base} /> : null}
      {total === 0 ? (
        <EmptyState
          icon={<FileQuestion />}
          title={t("teaching.questions.emptyTitle")}
          description={t("teaching.questions.emptyText")}
          action={add}
        />
      ) : (
        <>
          <Form
            method="get"
            role="search"
            aria-label={t("teaching.questions.filters.label")}
            className="flex flex-col gap-3 rounded-lg border p-4"
          >
            <QuestionFilterFields
              filters={filters}
              lessons={lessons.map((l) => ({ id: l.id, title: localize(l.title, locale) }))}
              topics={topics}
              sources={sources}
            />
            <div className="flex flex-wrap items-center gap-2">
              <Button type="submit">{kit("applyFilters")}</Button>
              {filtered ? (
                <Link to="?" className={buttonVariants({ variant: "outline" })}>
                  {t("teaching.questions.filters.reset")}
                </Link>
              ) : null}
              <span className="ms-auto text-sm text-muted-foreground" role="status" data-testid="bank-count">
                {t("teaching.questions.shown", { shown: questions.length, count: total })}
              </span>
            </div>
          </Form>
          {questions.length === 0 ? (
            <EmptyState
              icon={<FileQuestion />}
              title={t("teaching.questions.noMatchTitle")}
              description={t("teaching.questions.noMatchText")}
            />
          ) : (
            <ol className="flex flex-col gap-2" data-testid="question-list">
              {questions.map((question, index) => (
                <li
                  key={question.id}
                  data-question-id={question.id}
                  className="flex flex-wrap items-start gap-3 rounded-lg border bg-card p-3"
                >
                  <div className="flex min-w-0 flex-1 flex-col gap-2">
                    <QuestionExcerpt summary={question} />
                    <QuestionBadges
                      summary={question}
                      lessonTitle={question.lessonId ? (lessonTitles.get(question.lessonId) ?? null) : null}
                    />
                  </div>
                  <div className="flex items-center gap-1">
                    <Link
                      to={`${base}/${question.id}`}
                      className={buttonVariants({ variant: "ghost", size: "icon" })}
                      aria-label={t("teaching.questions.editQuestion", { number: index + 1 })}
                    >
                      <Pencil aria-hidden="true" />
                    </Link>
                    <Form
                      method="post"
                      onSubmit={(e) => {
                        if (!window.confirm(t("teaching.questions.confirmDelete"))) e.preventDefault();
                      }}
                    >
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="questionId" value={question.id} />
                      <Button
                        type="submit"
                        variant="ghost"
                        size="icon"
                        className="text-destructive"
                        aria-label={t("teaching.questions.deleteQuestion", { number: index + 1 })}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </Form>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}

/** How the course's students are reviewing: who has questions due today, and which questions come back most. */
function ReviewPanel({
  review,
  base,
}: {
  review: ReturnType<typeof useLoaderData<typeof loader>>["review"];
  base: string;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="review-heading"
      className="flex flex-col gap-3 rounded-lg border p-4"
      data-testid="bank-review"
    >
      <h3 id="review-heading" className="font-semibold">
        {t("teaching.questions.review.heading")}
      </h3>
      <p className="text-sm">
        {t("teaching.questions.review.studentsDue", { count: review.studentsDue })}{" "}
        <span className="text-muted-foreground">{t("teaching.questions.review.cards", { count: review.cards })}</span>
      </p>
      {review.questions.length ? (
        <>
          <p className="text-sm font-medium">{t("teaching.questions.review.most")}</p>
          <ol className="flex flex-col gap-2">
            {review.questions.map((q) => (
              <li key={q.summary.id} className="flex flex-wrap items-start gap-3 rounded-md border bg-card p-2">
                <div className="min-w-0 flex-1">
                  <QuestionExcerpt summary={q.summary} />
                </div>
                <span className="text-sm tabular-nums text-muted-foreground">
                  {t("teaching.questions.review.inReview", { count: q.cards })}
                </span>
                <Link to={`${base}/${q.summary.id}`} className="text-sm font-medium text-primary hover:underline">
                  {t("teaching.questions.review.open")}
                </Link>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
