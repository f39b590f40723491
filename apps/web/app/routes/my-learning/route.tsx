// My Learning: the signed-in person's enrolled courses and their progress.
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type LinksFunction,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BookOpen, Clock, RotateCcw } from "lucide-react";
import { localize, type LocalizedText } from "@masar/domain/locale";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "@masar/ui/button";
import { cn } from "@masar/ui/utils";
import { EmptyState } from "@masar/ui/feedback";
import { useLocale } from "@masar/ui/locale-provider";
import { requireUser } from "#app/auth/session.server";
import { LearningGrid, ResumeCard } from "#app/components/learning";
import { PracticeRecord } from "#app/components/practice-record";
import { Page } from "#app/components/page";
import { RouteErrorBoundary } from "#app/components/route-error-boundary";
import { routeMessages } from "#app/i18n/i18next.server";
import { coursesUnderReview, myLearning } from "#app/services/my-learning.server";
import { practiceHistory } from "#app/services/practice/attempts.server";
import { dueToday } from "#app/services/review/cards.server";
import { pageMeta } from "#app/utils/meta";
import { courseCoverPreload } from "#app/components/course-cover-preload";
import { CertificateList } from "#app/components/certificate/certificate-list";
import { certificatesOf } from "#app/services/certificates/view.server";

export const links: LinksFunction = () => [courseCoverPreload];

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleKey: "common:shell.nav.myLearning", descriptionKey: "myLearning.metaDescription" });

/** Any signed-in person's own enrolments: the user id comes from the session, never from the request. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const learning = await myLearning(user.identity.uid);
  const courses = [...learning.inProgress, ...learning.completed].map((i) => ({
    id: i.course.id,
    title: i.course.titles,
  }));
  return {
    ...learning,
    practice: await practiceHistory(user.identity.uid, courses),
    review: await dueToday(user.identity.uid),
    certificates: await certificatesOf(user.identity.uid),
    underReview: await coursesUnderReview(user.identity.uid),
    messages: routeMessages(request, ["catalogue", "learning", "certificates"]),
  };
}

/** The page posts nowhere; the guard still runs first. */
export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  return data({ error: "Method Not Allowed" }, { status: 405, headers: { Allow: "GET, HEAD" } });
}

export default function MyLearning() {
  const { inProgress, completed, resume, practice, review, certificates, underReview } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const empty = inProgress.length === 0 && completed.length === 0 && underReview.length === 0;
  return (
    <Page title={t("common:shell.nav.myLearning")} lead={empty ? undefined : t("myLearning.lead")}>
      {empty ? (
        <EmptyState
          icon={<BookOpen />}
          title={t("myLearning.emptyTitle")}
          description={t("myLearning.emptyText")}
          action={
            <Link to="/courses" className={buttonVariants()} data-testid="find-course">
              {t("myLearning.findCourse")}
            </Link>
          }
        />
      ) : null}
      {review > 0 ? (
        <Link to="/review" className={cn(buttonVariants(), "self-start")} data-testid="my-learning-review">
          <RotateCcw aria-hidden="true" />
          {t("continueLearning.review", { count: review })}
        </Link>
      ) : null}
      {underReview.length ? <UnderReview items={underReview} /> : null}
      {resume ? (
        <section aria-label={t("myLearning.resume")} data-testid="resume">
          <ResumeCard item={resume.item} lesson={resume.lesson} heading={t("myLearning.resume")} />
        </section>
      ) : null}
      {inProgress.length ? (
        <section aria-labelledby="in-progress" className="flex flex-col gap-4" data-testid="in-progress">
          <h2 id="in-progress" className="text-xl font-bold">
            {t("myLearning.inProgress")}
          </h2>
          <LearningGrid items={inProgress} priority={2} />
        </section>
      ) : null}
      {completed.length ? (
        <section aria-labelledby="finished" className="flex flex-col gap-4" data-testid="finished">
          <h2 id="finished" className="text-xl font-bold">
            {t("myLearning.done")}
          </h2>
          <LearningGrid items={completed} />
        </section>
      ) : null}
      <CertificateList certificates={certificates} />
      {practice.length ? <PracticeRecord courses={practice} /> : null}
    </Page>
  );
}

/** Courses bought by transfer that an admin has not confirmed yet: each opens its payment page. */
function UnderReview({ items }: { items: { courseId: string; title: LocalizedText; sentAt: Date | string }[] }) {
  const { t } = useTranslation();
  const { locale, formatDate } = useLocale();
  return (
    <section aria-labelledby="under-review" className="flex flex-col gap-3" data-testid="under-review">
      <h2 id="under-review" className="flex items-center gap-2 text-xl font-bold">
        <Clock className="size-5 text-primary" aria-hidden="true" />
        {t("course.underReview")}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {items.map((item) => (
          <li
            key={item.courseId}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-primary/30 bg-primary-soft p-4"
          >
            <div className="flex min-w-0 flex-col gap-1">
              <Link to={`/course/${encodeURIComponent(item.courseId)}`} className="font-bold hover:underline">
                <bdi>{localize(item.title, locale)}</bdi>
              </Link>
              <span className="text-sm text-muted-foreground">
                {t("myLearning.underReviewSent", { date: formatDate(new Date(item.sentAt), { dateStyle: "medium" }) })}
              </span>
            </div>
            <Link
              to={`/payment/${encodeURIComponent(item.courseId)}`}
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              {t("myLearning.underReviewOpen")}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
