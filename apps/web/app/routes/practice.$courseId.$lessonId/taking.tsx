import { Form, Link, useActionData, useSearchParams } from "@remix-run/react";
import { CheckCircle2, ChevronLeft, ChevronRight, Circle, CircleDot } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button, buttonVariants } from "@masar/ui/button";
import { useLocale } from "@masar/ui/locale-provider";
import { cn } from "@masar/ui/utils";
import type { AttemptPageData, PracticeActionData, PracticeData } from "./types";
import { QuizQuestion } from "./quiz-question";

function Navigator({
  page,
  current,
  layout,
}: {
  page: AttemptPageData;
  current: number;
  layout: PracticeData["layout"];
}) {
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

export function Taking({ data, page }: { data: PracticeData; page: AttemptPageData }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const actionData = useActionData<PracticeActionData>();
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
