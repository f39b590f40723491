import { useTranslation } from "react-i18next";
import { useLocale } from "@masar/ui/locale-provider";
import { QuestionExcerpt } from "#app/components/teaching/question-summary";
import type { QuizStatistics } from "#app/services/practice/quiz-settings.server";

export interface StatisticsRow {
  questionId: string;
  /** Null for a question since removed from the bank (its attempts still count). */
  excerptHtml: string | null;
  answered: number;
  right: number;
}

/** How the students did: attempts, average and pass rate, then each question's answered and right counts. */
export function QuizStatisticsView({ statistics, rows }: { statistics: QuizStatistics; rows: StatisticsRow[] }) {
  const { t } = useTranslation();
  const { formatNumber } = useLocale();
  const percent = (value: number | null) =>
    value === null ? t("teaching.quiz.none") : t("teaching.quiz.percent", { value: formatNumber(value) });
  return (
    <section aria-labelledby="quiz-stats-heading" className="flex flex-col gap-4" data-testid="quiz-statistics">
      <h3 id="quiz-stats-heading" className="text-lg font-semibold">
        {t("teaching.quiz.statsTitle")}
      </h3>
      <dl className="grid gap-3 sm:grid-cols-3">
        {(
          [
            ["attempts", formatNumber(statistics.attempts)],
            ["average", percent(statistics.averagePercent)],
            ["passRate", percent(statistics.passRate)],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="flex flex-col gap-1 rounded-lg border bg-card p-3">
            <dt className="text-sm text-muted-foreground">{t(`teaching.quiz.${key}`)}</dt>
            <dd className="text-2xl font-bold" data-testid={`stat-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {statistics.attempts === 0 ? (
        <p className="text-sm text-muted-foreground">{t("teaching.quiz.noAttempts")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="question-statistics">
            <caption className="mb-2 text-start font-semibold">{t("teaching.quiz.questionStats")}</caption>
            <thead>
              <tr className="border-b text-muted-foreground">
                <th scope="col" className="p-2 text-start font-medium">
                  {t("teaching.quiz.question")}
                </th>
                <th scope="col" className="p-2 text-end font-medium">
                  {t("teaching.quiz.answered")}
                </th>
                <th scope="col" className="p-2 text-end font-medium">
                  {t("teaching.quiz.right")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.questionId} className="border-b align-top" data-question-id={row.questionId}>
                  <td className="p-2">
                    {row.excerptHtml === null ? (
                      <span className="text-muted-foreground">{t("teaching.quiz.removedQuestion")}</span>
                    ) : (
                      <QuestionExcerpt summary={{ excerptHtml: row.excerptHtml }} />
                    )}
                  </td>
                  <td className="p-2 text-end tabular-nums">{formatNumber(row.answered)}</td>
                  <td className="p-2 text-end tabular-nums">{formatNumber(row.right)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
