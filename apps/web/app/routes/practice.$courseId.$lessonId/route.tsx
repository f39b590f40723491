// Practice quizzes: a quiz lesson's attempts, taken one question a screen on phones or all at once, with feedback.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { localize } from "@masar/domain/locale";
import { Button, buttonVariants } from "@masar/ui/button";
import { useLocale } from "@masar/ui/locale-provider";
import { cn } from "@masar/ui/utils";
import { BackLink } from "#app/components/back-link";
import { Page } from "#app/components/page";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { fixedT } from "#app/i18n/translate";
import { localeFromMatches, pageMeta } from "#app/utils/meta";
import { AttemptsSection } from "./attempts";
import { loadPractice, practiceAction } from "./practice.server";
import { Result } from "./result";
import { Taking } from "./taking";
import type { PracticeData } from "./types";

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
