import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { localize } from "@masar/domain/locale";
import { Badge } from "@masar/ui/badge";
import { useLocale } from "@masar/ui/locale-provider";
import type { CoursePractice } from "#app/services/practice/attempts.server";

/** My Learning's practice record: every attempt at each quiz lesson, per course, with a link to review it. */
export function PracticeRecord({ courses }: { courses: CoursePractice[] }) {
  const { t } = useTranslation();
  const { locale, formatDate } = useLocale();
  return (
    <section aria-labelledby="practice-record" className="flex flex-col gap-4" data-testid="practice-record">
      <h2 id="practice-record" className="text-xl font-bold">
        {t("myLearning.practice.heading")}
      </h2>
      {courses.map((course) => (
        <section
          key={course.courseId}
          aria-labelledby={`practice-${course.courseId}`}
          className="flex flex-col gap-3 rounded-lg border p-4"
        >
          <h3 id={`practice-${course.courseId}`} className="text-lg font-semibold" dir="auto">
            {localize(course.courseTitle, locale)}
          </h3>
          {course.quizzes.map((quiz) => (
            <div key={quiz.lessonId} className="flex flex-col gap-2">
              <Link to={quiz.href} className="self-start font-medium text-primary underline" dir="auto">
                {localize(quiz.title, locale)}
              </Link>
              <ol className="flex flex-col gap-1 text-sm">
                {quiz.attempts.map((a) => (
                  <li key={a.id} className="flex flex-wrap items-center gap-3">
                    <span className="text-muted-foreground">
                      {formatDate(new Date(a.submittedAt ?? a.startedAt), { dateStyle: "medium", timeStyle: "short" })}
                    </span>
                    {a.state === "open" ? (
                      <Badge variant="muted">{t("myLearning.practice.open")}</Badge>
                    ) : (
                      <>
                        <span className="font-semibold">
                          {t("myLearning.practice.percent", { percent: a.percent ?? 0 })}
                        </span>
                        <Badge variant={a.passed ? "default" : "muted"}>
                          {t(a.passed ? "myLearning.practice.passed" : "myLearning.practice.notPassed")}
                        </Badge>
                        <Link
                          to={`${quiz.href}?${new URLSearchParams({ attempt: a.id })}`}
                          className="text-primary underline"
                        >
                          {t("kit:review")}
                        </Link>
                      </>
                    )}
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </section>
      ))}
    </section>
  );
}
