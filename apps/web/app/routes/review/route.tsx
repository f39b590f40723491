// Spaced review: the student's missed and guessed questions due today, one a screen, graded as in practice.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { CircleDot } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button, buttonVariants } from "@masar/ui/button";
import { useLocale } from "@masar/ui/locale-provider";
import { cn } from "@masar/ui/utils";
import { Page } from "#app/components/page";
import { AnswerInputs } from "#app/components/question/answer-inputs";
import { PROSE } from "#app/components/question/prose";
import { Feedback } from "#app/components/question/question-feedback";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { pageMeta } from "#app/utils/meta";
import { loadReview, reviewAction } from "./review.server";
import { ReviewSettingsForm } from "./review-settings";

export async function loader({ request }: LoaderFunctionArgs) {
  return loadReview(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return reviewAction(request);
}

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  pageMeta(matches, { titleKey: "practice:review.metaTitle" });

type ReviewData = ReturnType<typeof useLoaderData<typeof loader>>;

/** A date-only "YYYY-MM-DD" in the page's language and calendar. */
function useDay() {
  const { formatDate } = useLocale();
  return (day: string) => formatDate(new Date(`${day}T00:00:00Z`), { dateStyle: "full", timeZone: "UTC" });
}

/** All courses, or one: links, so the choice lives in the URL and works without JavaScript. */
function CourseChoice({ data }: { data: ReviewData }) {
  const { t } = useTranslation();
  const { formatNumber } = useLocale();
  const total = data.courses.reduce((n, c) => n + c.due, 0);
  const chips = [{ id: null, title: t("review.allCourses"), due: total }, ...data.courses];
  if (data.courses.length < 2) return null;
  return (
    <nav aria-label={t("review.courseFilter")} className="flex flex-wrap gap-2">
      {chips.map((c) => {
        const current = c.id === data.courseId;
        return (
          <Link
            key={c.id ?? "all"}
            to={c.id ? `/review?course=${encodeURIComponent(c.id)}` : "/review"}
            aria-current={current ? "page" : undefined}
            className={cn(buttonVariants({ variant: current ? "primary" : "outline", size: "sm" }), "gap-2")}
          >
            <span dir="auto">{c.title}</span>
            <span className="tabular-nums">{formatNumber(c.due)}</span>
          </Link>
        );
      })}
    </nav>
  );
}

/** The next due card, asked as the practice quiz asks a question: a plain form that works without JavaScript. */
function DueQuestion({ data }: { data: ReviewData }) {
  const { t } = useTranslation();
  const day = useDay();
  const navigation = useNavigation();
  const question = data.question!;
  const busy = navigation.state !== "idle";
  return (
    <section
      aria-labelledby="review-question-heading"
      className="flex flex-col gap-4 rounded-lg border bg-card p-4 md:p-6"
      data-testid="review-question"
      data-question-id={question.questionId}
    >
      <div className="flex flex-col gap-0.5">
        <h2 id="review-question-heading" className="text-sm font-semibold text-muted-foreground">
          {t("review.fromCourse", { course: question.courseTitle })}
        </h2>
        {question.last ? (
          <p className="text-xs text-muted-foreground" data-testid="review-why">
            {t(`review.why.${question.last.why}`, { date: day(question.last.at) })}
          </p>
        ) : null}
      </div>
      <div
        className={cn(PROSE, "text-lg")}
        data-testid="question-stem"
        dangerouslySetInnerHTML={{ __html: question.stemHtml }}
      />
      <Form method="post" className="flex flex-col gap-3" preventScrollReset>
        <input type="hidden" name="intent" value="answer" />
        <input type="hidden" name="questionId" value={question.questionId} />
        <input type="hidden" name="shown" value={data.shownAt} />
        <AnswerInputs view={question} readOnly={false} />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="guess" value="on" className="size-4 accent-primary" />
          {t("review.guess")}
        </label>
        <Button type="submit" className="self-start" disabled={busy} data-testid="check-review">
          <CircleDot aria-hidden="true" />
          {t("review.check")}
        </Button>
      </Form>
    </section>
  );
}

/** What the answer was, why, and when the question comes back; then the next one. */
function Answered({ answered, data }: { answered: Extract<ActionData, { kind: "answered" }>; data: ReviewData }) {
  const { t } = useTranslation();
  const day = useDay();
  const next = data.courseId ? `/review?course=${encodeURIComponent(data.courseId)}` : "/review";
  return (
    <section
      aria-labelledby="review-answered-heading"
      className="flex flex-col gap-4 rounded-lg border bg-card p-4 md:p-6"
      data-testid="review-answered"
    >
      <h2 id="review-answered-heading" className="sr-only">
        {t("review.check")}
      </h2>
      <div className={cn(PROSE, "text-lg")} dangerouslySetInnerHTML={{ __html: answered.view.stemHtml }} />
      <AnswerInputs view={answered.view} readOnly />
      <Feedback view={answered.view} />
      <p data-testid="review-comes-back">
        {t("review.comesBack", { date: day(answered.dueDate) })}{" "}
        {answered.examDate ? t("review.beforeExam", { date: day(answered.examDate) }) : null}
      </p>
      <Link to={next} className={cn(buttonVariants(), "self-start")} data-testid="review-next" autoFocus>
        {data.due > 0 ? t("review.next") : t("review.finish")}
      </Link>
    </section>
  );
}

/** Nothing due: when the next review is, or where review questions come from. */
function NothingDue({ data }: { data: ReviewData }) {
  const { t } = useTranslation();
  const day = useDay();
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-dashed p-6" data-testid="review-empty">
      {data.nextDate ? (
        <>
          <p className="font-semibold">{t("review.doneToday")}</p>
          <p>{t("review.nextOn", { date: day(data.nextDate) })}</p>
        </>
      ) : (
        <>
          <p>{t("review.noneYet")}</p>
          <Link to="/my-learning" className={cn(buttonVariants({ variant: "outline" }), "self-start")}>
            {t("review.toPractice")}
          </Link>
        </>
      )}
    </div>
  );
}

type ActionData = NonNullable<ReturnType<typeof useActionData<typeof action>>>;

export default function Review() {
  const data = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const { t } = useTranslation();
  const answered = acted?.kind === "answered" ? acted : null;
  const error = acted?.kind === "error" ? acted.error : null;
  return (
    <Page width="narrow" title={t("review.heading")} lead={t("review.lead")}>
      <p className="font-semibold" data-testid="review-due">
        {t("review.dueToday", { count: data.due })}
      </p>
      <CourseChoice data={data} />
      {error ? (
        <p role="alert" className="rounded-md border border-destructive p-3 text-destructive">
          {t(`review.errors.${error}`)}
        </p>
      ) : null}
      {answered ? (
        <Answered answered={answered} data={data} />
      ) : data.question ? (
        <DueQuestion key={data.question.questionId} data={data} />
      ) : (
        <NothingDue data={data} />
      )}
      <ReviewSettingsForm
        settings={data.settings}
        courses={data.courses}
        result={acted?.kind === "settings" ? acted.result : null}
      />
    </Page>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
