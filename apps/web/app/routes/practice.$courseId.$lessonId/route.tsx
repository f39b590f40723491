// Practice quizzes: a quiz lesson's attempts, taken one question a screen on phones or all at once, with feedback.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { CheckCircle2, ChevronLeft, ChevronRight, Circle, CircleDot, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { localize } from "@masar/domain/locale";
import { Badge } from "@masar/ui/badge";
import { Button, buttonVariants } from "@masar/ui/button";
import { useLocale } from "@masar/ui/locale-provider";
import { cn } from "@masar/ui/utils";
import { BackLink } from "#app/components/back-link";
import { Page } from "#app/components/page";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { fixedT } from "#app/i18n/translate";
import { localeFromMatches, pageMeta } from "#app/utils/meta";
import { loadPractice, practiceAction } from "./practice.server";
import { QuizQuestion } from "./quiz-question";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadPractice(request, params.courseId ?? "", params.lessonId ?? "");
}

export async function action({ request, params }: ActionFunctionArgs) {
  return practiceAction(request, params.courseId ?? "", params.lessonId ?? "");
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  if (!loaded) return pageMeta(matches, { titleKey: "kit:pageNotFound" });
  const locale = localeFromMatches(matches);
  return pageMeta(matches, {
    title: fixedT(locale)("practice.metaTitle", { quiz: localize(loaded.lesson.title, locale) }),
  });
};

type PracticeData = SerializeFrom<typeof loader>;
type Attempts = PracticeData["attempts"];

/** The student's attempts at this quiz, each finished one linked to its review (`?attempt=`). */
function AttemptsSection({ attempts }: { attempts: Attempts }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="attempts-heading" className="flex flex-col gap-3">
      <h2 id="attempts-heading" className="text-lg font-bold">
        {t("practice.attempts.heading")}
      </h2>
      <AttemptList attempts={attempts} hrefOf={(id) => `?${new URLSearchParams({ attempt: id })}`} />
    </section>
  );
}

function AttemptList({ attempts, hrefOf }: { attempts: Attempts; hrefOf: (id: string) => string }) {
  const { t } = useTranslation();
  const { formatDate } = useLocale();
  if (attempts.length === 0) return <p className="text-muted-foreground">{t("practice.attempts.none")}</p>;
  return (
    <ol className="flex flex-col gap-2" data-testid="attempt-list">
      {attempts.map((a) => (
        <li key={a.id} className="flex flex-wrap items-center gap-3 rounded-md border p-3">
          <span className="text-sm text-muted-foreground">
            {a.submittedAt
              ? t("practice.attempts.finishedOn", {
                  date: formatDate(new Date(a.submittedAt), { dateStyle: "medium", timeStyle: "short" }),
                })
              : t("practice.attempts.startedOn", {
                  date: formatDate(new Date(a.startedAt), { dateStyle: "medium", timeStyle: "short" }),
                })}
          </span>
          {a.state === "open" ? (
            <Badge variant="muted">{t("practice.attempts.open")}</Badge>
          ) : (
            <>
              <span className="font-semibold" data-testid="attempt-percent">
                {t("practice.attempts.score", { percent: a.percent ?? 0 })}
              </span>
              <Badge variant={a.passed ? "default" : "muted"}>
                {t(a.passed ? "practice.attempts.passed" : "practice.attempts.notPassed")}
              </Badge>
              <Link to={hrefOf(a.id)} className="ms-auto text-sm text-primary underline">
                {t("kit:review")}
              </Link>
            </>
          )}
        </li>
      ))}
    </ol>
  );
}

function Intro({ data }: { data: PracticeData }) {
  const { t } = useTranslation();
  const open = data.attempts.find((a) => a.state === "open");
  const best = Math.max(-1, ...data.attempts.map((a) => a.percent ?? -1));
  return (
    <div className="flex flex-col gap-6">
      {data.view === "locked" ? (
        <div className="flex flex-col gap-3 rounded-lg border p-6">
          <p>{t("practice.intro.enrollToPractise")}</p>
          <Link to={`/course/${encodeURIComponent(data.course.id)}`} className={cn(buttonVariants(), "self-start")}>
            {t("practice.intro.enrollCta")}
          </Link>
        </div>
      ) : !data.quiz ? (
        <p className="rounded-lg border border-dashed p-6 text-muted-foreground">{t("practice.intro.notReady")}</p>
      ) : (
        <div className="flex flex-col gap-4 rounded-lg border bg-card p-6" data-testid="quiz-intro">
          <p className="flex flex-wrap gap-x-4 gap-y-1 font-semibold">
            <span>{t("practice.intro.questions", { count: data.quiz.questions })}</span>
            <span>{t("practice.intro.passMark", { percent: data.quiz.passPercent })}</span>
            {best >= 0 ? <span>{t("practice.attempts.best", { percent: best })}</span> : null}
          </p>
          <p className="text-muted-foreground">{t("practice.intro.howItWorks")}</p>
          {data.loggedIn ? (
            <Form method="post">
              <Button type="submit" name="intent" value="start" data-testid="start-attempt">
                {t(
                  open
                    ? "practice.intro.resume"
                    : data.attempts.length
                      ? "practice.intro.again"
                      : "practice.intro.start",
                )}
              </Button>
            </Form>
          ) : (
            <Link to={data.loginHref} className={cn(buttonVariants(), "self-start")}>
              {t("practice.intro.signIn")}
            </Link>
          )}
        </div>
      )}
      {data.loggedIn && data.view !== "locked" ? <AttemptsSection attempts={data.attempts} /> : null}
    </div>
  );
}

type Page = NonNullable<PracticeData["page"]>;

function Navigator({ page, current, layout }: { page: Page; current: number; layout: PracticeData["layout"] }) {
  const { t } = useTranslation();
  const { formatNumber } = useLocale();
  return (
    <nav aria-label={t("practice.take.navigator")} data-testid="quiz-navigator">
      <ol className="flex flex-wrap gap-2">
        {page.questions.map((q) => {
          const state = q.checked ? "checked" : q.answer ? "answered" : "unanswered";
          const Icon = state === "checked" ? CheckCircle2 : state === "answered" ? CircleDot : Circle;
          const href =
            layout === "all"
              ? `#question-${q.questionId}`
              : `?${new URLSearchParams({ q: String(q.number) })}#question-${q.questionId}`;
          return (
            <li key={q.questionId}>
              <Link
                to={href}
                preventScrollReset={layout === "all"}
                aria-current={q.number === current && layout !== "all" ? "step" : undefined}
                className={cn(
                  buttonVariants({ variant: "outline", size: "sm" }),
                  "min-w-12 gap-1",
                  q.number === current && layout !== "all" && "border-primary ring-1 ring-primary",
                )}
                data-state={state}
              >
                <Icon
                  className={cn("size-4", state === "unanswered" ? "text-muted-foreground" : "text-primary")}
                  aria-hidden="true"
                />
                <span>{formatNumber(q.number)}</span>
                <span className="sr-only">
                  {t("practice.take.goTo", { number: q.number })} (
                  {t(
                    `practice.take.${state === "checked" ? "checkedMark" : state === "answered" ? "answeredMark" : "unansweredMark"}`,
                  )}
                  )
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function LayoutChoice({ layout, q }: { layout: PracticeData["layout"]; q: number }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2 text-sm" preventScrollReset>
      <input type="hidden" name="intent" value="layout" />
      <input type="hidden" name="q" value={q} />
      <span className="text-muted-foreground">{t("practice.take.layout")}:</span>
      {(["one", "all"] as const).map((choice) => (
        <Button
          key={choice}
          type="submit"
          name="layout"
          value={choice}
          size="sm"
          variant={layout === choice ? "secondary" : "ghost"}
          aria-pressed={layout === choice}
        >
          {t(choice === "one" ? "practice.take.layoutOne" : "practice.take.layoutAll")}
        </Button>
      ))}
    </Form>
  );
}

function Taking({ data, page }: { data: PracticeData; page: Page }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const actionData = useActionData<typeof action>();
  const total = page.questions.length;
  const current = Math.min(Math.max(1, Number(params.get("q")) || 1), total);
  const layout = data.layout;
  const ids = { courseId: data.course.id, lessonId: data.lesson.id, attemptId: page.attempt.id };
  const shown = layout === "one" ? page.questions.filter((q) => q.number === current) : page.questions;
  const unanswered = page.questions.filter((q) => !q.answer).length;
  const step = (n: number) => `?${new URLSearchParams({ q: String(n) })}`;
  return (
    <div className="flex flex-col gap-6" data-testid="quiz-taking" data-layout={layout}>
      <div className="flex flex-col gap-3 rounded-lg border p-3">
        <Navigator page={page} current={current} layout={layout} />
        <LayoutChoice layout={layout} q={current} />
      </div>
      {actionData && !actionData.ok ? (
        <p role="alert" className="rounded-md border border-destructive p-3 text-destructive">
          {t(`practice.errors.${actionData.error}`)}
        </p>
      ) : null}
      {shown.map((view) => (
        <QuizQuestion
          key={view.questionId}
          view={view}
          total={total}
          ids={ids}
          finished={false}
          q={layout === "all" ? null : current}
          // The automatic layout: every question on wide screens, the current one on phones.
          hidden={layout === "auto" && view.number !== current}
        />
      ))}
      {layout !== "all" ? (
        <nav
          aria-label={t("practice.take.pager")}
          className={cn("flex flex-wrap justify-between gap-2", layout === "auto" && "lg:hidden")}
        >
          {current > 1 ? (
            <Link to={step(current - 1)} className={buttonVariants({ variant: "outline" })} rel="prev">
              <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
              {t("practice.take.previous")}
            </Link>
          ) : (
            <span />
          )}
          {current < total ? (
            <Link
              to={step(current + 1)}
              className={buttonVariants({ variant: "secondary" })}
              rel="next"
              data-testid="next-question"
            >
              {t("practice.take.next")}
              <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
            </Link>
          ) : null}
        </nav>
      ) : null}
      <Form method="post" className="flex flex-col gap-2 border-t pt-4">
        <input type="hidden" name="attemptId" value={page.attempt.id} />
        {unanswered > 0 ? (
          <p className="text-sm text-muted-foreground">{t("practice.take.finishWarning", { count: unanswered })}</p>
        ) : null}
        <Button type="submit" name="intent" value="submit" className="self-start" data-testid="finish-attempt">
          {t("practice.take.finish")}
        </Button>
      </Form>
    </div>
  );
}

function Result({ data, page }: { data: PracticeData; page: Page }) {
  const { t } = useTranslation();
  const { formatNumber, locale } = useLocale();
  const attempt = page.attempt;
  const passed = attempt.passed === true;
  const ids = { courseId: data.course.id, lessonId: data.lesson.id, attemptId: attempt.id };
  const score = page.questions.reduce((sum, q) => sum + (q.feedback?.score ?? 0), 0);
  return (
    <div className="flex flex-col gap-6" data-testid="quiz-result">
      <section aria-labelledby="result-heading" className="flex flex-col gap-3 rounded-lg border bg-card p-6">
        <h2 id="result-heading" className="text-lg font-bold">
          {t("practice.result.heading")}
        </h2>
        <p className="text-4xl font-bold" data-testid="result-percent">
          {t("practice.result.percent", { percent: attempt.percent ?? 0 })}
        </p>
        <p className="text-muted-foreground">
          {t("practice.result.score", { score: formatNumber(Math.round(score * 100) / 100), total: attempt.questions })}
        </p>
        <p className={cn("flex items-center gap-2 font-semibold", passed ? "text-success" : "")} role="status">
          {passed ? <CheckCircle2 className="size-5" aria-hidden="true" /> : null}
          {passed
            ? t(data.enrolled ? "practice.result.passed" : "practice.result.passedNotEnrolled")
            : t("practice.result.notPassed", { percent: data.quiz?.passPercent ?? 0 })}
        </p>
        <Form method="post">
          <Button type="submit" name="intent" value="start" variant="outline">
            <RotateCcw aria-hidden="true" />
            {t("practice.intro.again")}
          </Button>
        </Form>
      </section>
      {page.breakdown && page.breakdown.length > 0 ? (
        <section aria-labelledby="breakdown-heading" className="flex flex-col gap-2">
          <h2 id="breakdown-heading" className="text-lg font-bold">
            {t("practice.result.breakdown")}
          </h2>
          <table className="w-full border-collapse text-sm" data-testid="tag-breakdown">
            <tbody>
              {page.breakdown.map((row) => (
                <tr key={`${row.tag}:${row.value}`} className="border-b">
                  <th scope="row" className="p-2 text-start font-normal text-muted-foreground">
                    {t(`practice.result.tag.${row.tag}`)}
                  </th>
                  <td className="p-2" dir="auto">
                    {row.tag === "difficulty"
                      ? t(`practice.result.difficulty.${row.value}`)
                      : row.tag === "lesson"
                        ? localize(data.lessonTitles[row.value], locale) || row.value
                        : row.value}
                  </td>
                  <td className="p-2 text-end">
                    {t("practice.result.questionsCount", {
                      score: formatNumber(Math.round(row.score * 100) / 100),
                      total: row.questions,
                    })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      <section aria-labelledby="answers-heading" className="flex flex-col gap-4">
        <h2 id="answers-heading" className="text-lg font-bold">
          {t("practice.result.answers")}
        </h2>
        {page.questions.map((view) => (
          <QuizQuestion key={view.questionId} view={view} total={page.questions.length} ids={ids} finished q={null} />
        ))}
      </section>
      <AttemptsSection attempts={data.attempts} />
    </div>
  );
}

export default function Practice() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <Page
      width="narrow"
      title={<span dir="auto">{localize(data.lesson.title, locale)}</span>}
      lead={<span dir="auto">{localize(data.course.title, locale)}</span>}
      before={<BackLink to={data.lessonHref}>{t("practice.backToLesson")}</BackLink>}
    >
      {data.view === "taking" && data.page ? (
        <Taking data={data} page={data.page} />
      ) : data.view === "result" && data.page ? (
        <Result data={data} page={data.page} />
      ) : (
        <Intro data={data} />
      )}
    </Page>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
