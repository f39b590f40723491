import { Link } from "@remix-run/react";
import { Award, ChevronLeft, ListOrdered, Trophy } from "lucide-react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { localize } from "@masar/domain/locale";
import { Button, buttonVariants } from "@masar/ui/button";
import { useLocale } from "@masar/ui/locale-provider";
import { Progress } from "@masar/ui/progress";
import { PushOffer } from "#app/components/push-offer";
import { playerHref } from "#app/utils/player-href";
import { CompleteForm, LessonPager } from "./lesson-actions";
import { LessonBody, LockedLesson } from "./lesson-body";
import { LessonNav } from "./lesson-nav";
import type { PlayerData } from "./types";

const loadSheet = () => import("./lessons-sheet");
const LazySheet = lazy(() => loadSheet().then((m) => ({ default: m.LessonsSheet })));

/**
 * The player: the lesson (or the locked notice, or the completion screen) beside the lesson list, a
 * side panel on wide screens and a sheet on phones.
 */
export function PlayerLayout({ data }: { data: PlayerData }) {
  const { t } = useTranslation();
  const { locale, formatNumber } = useLocale();
  const [sheetOpen, setSheetOpen] = useState(false);
  const { course, lessons, lesson, progress, percent } = data;
  const courseTitle = localize(course.title, locale);
  const done = lessons.filter((l) => l.completed).length;
  const showPreview = data.access === "none" || data.access === "visitor";
  const nav = (onNavigate?: () => void) => (
    <LessonNav
      courseId={course.id}
      lessons={lessons}
      currentId={lesson?.id ?? null}
      showPreview={showPreview}
      onNavigate={onNavigate}
    />
  );

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:py-8">
      <div className="flex min-w-0 flex-col gap-5">
        <div className="flex flex-col gap-3">
          <Link
            to={`/course/${encodeURIComponent(course.id)}`}
            className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-primary hover:underline"
          >
            <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
            <span dir="auto">{courseTitle}</span>
          </Link>
          <p className="text-sm text-muted-foreground" data-testid="player-instructor">
            {t("player.instructor")}: <bdi>{localize(course.instructor, locale)}</bdi>
          </p>
          {progress ? (
            <div className="flex flex-col gap-1" data-testid="player-progress" data-percent={percent}>
              <span className="text-sm text-muted-foreground">{t("player.progressValue", { value: percent })}</span>
              <Progress value={percent} aria-label={t("player.progress")} />
            </div>
          ) : null}
          <LessonsButton
            open={sheetOpen}
            onOpenChange={setSheetOpen}
            title={t("player.lessons")}
            label={progress ? t("player.showLessons", { done, total: lessons.length }) : t("player.lessons")}
          >
            {nav(() => setSheetOpen(false))}
          </LessonsButton>
        </div>
        {/* Offered once, after a first enrolment, and drawn only after hydration (it needs push support).
            Below the course's heading block, not above it: the enrolment's toast arrives at the same
            moment under the header (full width on phones) and covered an offer at the top of the page.
            Part of the player's chunk: a chunk of its own cost more in imports than its code (decision
            032); the push client it needs comes only when "Enable" is wanted. */}
        {data.pushOffer ? <PushOffer publicKey={data.pushOffer.publicKey} /> : null}

        {data.view === "done" ? (
          <CompletionScreen
            courseId={course.id}
            courseTitle={courseTitle}
            firstLessonId={lessons[0]?.id ?? null}
            certificate={"certificate" in data ? data.certificate : null}
          />
        ) : data.view === "empty" || !lesson ? (
          <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
            {t("player.noLessons")}
          </p>
        ) : (
          <article className="flex flex-col gap-5" data-testid="lesson" data-lesson-id={lesson.id}>
            <header className="flex flex-col gap-1">
              <p className="text-sm text-muted-foreground">
                {t("player.lessonNumber", { number: lesson.position + 1, total: lessons.length })}
                {lesson.preview && showPreview ? ` · ${t("player.preview")}` : null}
              </p>
              <h1 className="text-2xl font-bold leading-tight md:text-3xl" dir="auto">
                {localize(lesson.title, locale)}
              </h1>
            </header>
            {data.view === "locked" || !lesson.content ? (
              <LockedLesson courseId={course.id} loggedIn={data.loggedIn} loginHref={data.loginHref} />
            ) : (
              <LessonBody
                content={lesson.content}
                title={localize(lesson.title, locale)}
                courseId={course.id}
                lessonId={lesson.id}
                track={data.access === "enrolled"}
                startAt={lesson.resumeAt}
                completed={lesson.completed}
              />
            )}
            <div className="flex flex-wrap items-center justify-between gap-4 border-t pt-4">
              {data.access === "enrolled" && data.view === "lesson" && lesson.kind === "quiz" ? (
                <p className="text-sm text-muted-foreground" data-testid="quiz-completion">
                  {lesson.completed ? t("kit:completed") : t("player.quiz.completeByPassing")}
                </p>
              ) : data.access === "enrolled" && data.view === "lesson" ? (
                <CompleteForm lessonId={lesson.id} completed={lesson.completed} />
              ) : showPreview && data.view === "lesson" ? (
                <Link to={`/course/${encodeURIComponent(course.id)}`} className={buttonVariants()}>
                  {t("player.enrollCta")}
                </Link>
              ) : (
                <span />
              )}
              <LessonPager courseId={course.id} previousId={lesson.previousId} nextId={lesson.nextId} />
            </div>
          </article>
        )}
      </div>

      <aside className="hidden lg:block" aria-labelledby="lessons-heading">
        <div className="sticky top-20 flex max-h-[calc(100vh-6rem)] flex-col gap-3 overflow-y-auto rounded-lg border p-3">
          <h2 id="lessons-heading" className="px-2 text-lg font-bold">
            {t("player.lessons")}{" "}
            <span className="text-sm font-normal text-muted-foreground">
              ({formatNumber(done)}/{formatNumber(lessons.length)})
            </span>
          </h2>
          {nav()}
        </div>
      </aside>
    </div>
  );
}

function CompletionScreen({
  courseId,
  courseTitle,
  firstLessonId,
  certificate,
}: {
  courseId: string;
  courseTitle: string;
  firstLessonId: string | null;
  /** The student's certificate of the course, or why it waits; null for those who get none. */
  certificate: { id: string | null; needsVerifiedEmail: boolean } | null;
}) {
  const { t } = useTranslation();
  return (
    <section
      className="flex flex-col items-center gap-4 rounded-lg border bg-success-soft/40 px-6 py-12 text-center"
      data-testid="course-complete"
      aria-labelledby="course-complete-title"
    >
      <Trophy className="size-12 text-success" aria-hidden="true" />
      <h1 id="course-complete-title" className="text-2xl font-bold md:text-3xl">
        {t("player.doneTitle")}
      </h1>
      <p className="max-w-prose text-lg text-muted-foreground">{t("player.doneText", { title: courseTitle })}</p>
      {certificate?.needsVerifiedEmail && !certificate.id ? (
        <p className="max-w-prose text-muted-foreground" data-testid="certificate-waits">
          {t("player.certificateWaits")}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-center gap-3">
        {certificate?.id ? (
          <Link
            to={`/certificates/${certificate.id}`}
            className={buttonVariants({ size: "lg" })}
            data-testid="certificate-link"
          >
            <Award aria-hidden="true" />
            {t("player.certificate")}
          </Link>
        ) : null}
        {firstLessonId ? (
          <Link to={playerHref(courseId, firstLessonId)} className={buttonVariants({ size: "lg" })}>
            {t("player.reviewFromStart")}
          </Link>
        ) : null}
        <Link to="/my-learning" className={buttonVariants({ size: "lg", variant: "outline" })}>
          {t("common:shell.nav.myLearning")}
        </Link>
      </div>
    </section>
  );
}

/**
 * The phone's "Lessons" button. Until the sheet is wanted it is a button that looks and reads as the
 * sheet's trigger; the sheet's chunk comes when it is pointed at, touched or focused, and a click opens
 * it on arrival (as the header's phone menu does, decision 019). Wide screens show the list beside the
 * lesson and never load it.
 */
function LessonsButton(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  children: ReactNode;
}) {
  const { open, onOpenChange, title, label, children } = props;
  const [wanted, setWanted] = useState(open);
  const prefetch = () => void loadSheet().catch(() => {});
  const face = (
    <>
      <ListOrdered aria-hidden="true" />
      {label}
    </>
  );
  const standIn = (
    <Button
      type="button"
      variant="outline"
      className="w-fit lg:hidden"
      data-testid="open-lessons"
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={prefetch}
      onTouchStart={prefetch}
      onFocus={prefetch}
      onClick={() => {
        setWanted(true);
        onOpenChange(true);
      }}
    >
      {face}
    </Button>
  );
  if (!wanted) return standIn;
  const trigger = (
    <Button variant="outline" className="w-fit lg:hidden" data-testid="open-lessons">
      {face}
    </Button>
  );
  return (
    <Suspense fallback={standIn}>
      <LazySheet open={open} onOpenChange={onOpenChange} title={title} trigger={trigger}>
        {children}
      </LazySheet>
    </Suspense>
  );
}
