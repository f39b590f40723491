import { Form } from "@remix-run/react";
import { CheckCircle2, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { localize } from "@masar/domain/locale";
import { Button } from "@masar/ui/button";
import { useLocale } from "@masar/ui/locale-provider";
import { cn } from "@masar/ui/utils";
import { AttemptsSection } from "./attempts";
import type { AttemptPageData, PracticeData } from "./types";
import { QuizQuestion } from "./quiz-question";

export function Result({ data, page }: { data: PracticeData; page: AttemptPageData }) {
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
