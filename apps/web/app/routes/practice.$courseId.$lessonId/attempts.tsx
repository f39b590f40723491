import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Badge } from "@masar/ui/badge";
import { useLocale } from "@masar/ui/locale-provider";
import type { Attempts } from "./types";

/** The student's attempts at this quiz, each finished one linked to its review (`?attempt=`). */
export function AttemptsSection({ attempts }: { attempts: Attempts }) {
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
