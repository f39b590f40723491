import { Link } from "@remix-run/react";
import { Download, ExternalLink, FileWarning, Languages, ListChecks, Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "@masar/ui/button";
import { formatFileSize } from "@masar/domain/format";
import { useLocale } from "@masar/ui/locale-provider";
import type { LessonContent } from "./player.server";
import { VideoPlayer } from "./video-player";

/** Lesson Markdown's typography (the reset leaves headings, lists and tables bare); logical sides only. */
const PROSE = [
  "flex flex-col gap-4 text-lg leading-relaxed",
  "[&_h2]:mt-2 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-bold [&_strong]:font-bold",
  // Room for markers on both sides: an Arabic list in an English lesson (each block takes its own
  // direction) puts its bullets on the right, which with start padding only hung off a phone's screen.
  "[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:px-6 [&_ol]:px-6 [&_li]:mb-1",
  "[&_blockquote]:border-s-4 [&_blockquote]:border-primary/40 [&_blockquote]:ps-4 [&_blockquote]:text-muted-foreground",
  "[&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-4 [&_pre]:text-sm [&_code]:font-mono",
  "[&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:bg-muted [&_th]:p-2",
  "[&_a]:text-primary [&_a]:underline",
].join(" ");

/** The lesson's content by kind: uploaded or embedded video, rendered Markdown, or a file. */
export function LessonBody({
  content,
  title,
  courseId,
  lessonId,
  track,
  startAt,
  completed,
}: {
  content: LessonContent;
  title: string;
  courseId: string;
  lessonId: string;
  track: boolean;
  startAt: number | null;
  completed: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  switch (content.type) {
    case "video":
      return (
        <VideoPlayer
          src={content.src}
          title={title}
          courseId={courseId}
          lessonId={lessonId}
          track={track}
          startAt={startAt}
          completed={completed}
        />
      );
    case "embed":
      return (
        <iframe
          src={content.src}
          title={t("player.externalVideo", { title })}
          className="aspect-video w-full rounded-lg border-0 bg-black"
          loading="lazy"
          allow="encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          data-testid="lesson-embed"
        />
      );
    case "text": {
      const text = (
        <div
          className={PROSE}
          data-testid="lesson-text"
          lang={content.lang}
          dir={content.lang === "ar" ? "rtl" : "ltr"}
          // Rendered and sanitised on the server (utils/markdown.server.ts).
          dangerouslySetInnerHTML={{ __html: content.html }}
        />
      );
      if (!content.fallback) return text;
      // The body exists only in the other language: said in the reader's, above it.
      return (
        <div className="flex flex-col gap-4">
          <p
            className="flex items-center gap-2 rounded-md border border-dashed bg-muted/40 px-4 py-3 text-sm"
            role="note"
            data-testid="lesson-language-fallback"
          >
            <Languages className="size-4 shrink-0" aria-hidden="true" />
            {t("player.bodyInOtherLanguage")}
          </p>
          {text}
        </div>
      );
    }
    case "file":
      return (
        <div className="flex flex-col gap-3" data-testid="lesson-file">
          {content.pdf ? (
            <iframe
              src={content.src}
              title={t("player.pdfFrame", { title })}
              className="h-[70vh] w-full rounded-lg border"
              data-testid="lesson-pdf"
            />
          ) : null}
          <div className="flex flex-wrap gap-3">
            <a
              href={content.src}
              download
              className={buttonVariants({ variant: "outline" })}
              data-testid="download-file"
            >
              <Download aria-hidden="true" />
              {t("player.downloadFile")}
              <span className="text-muted-foreground">({formatFileSize(content.size, locale)})</span>
            </a>
            {content.pdf ? (
              <a href={content.src} target="_blank" rel="noopener" className={buttonVariants({ variant: "ghost" })}>
                <ExternalLink aria-hidden="true" />
                {t("player.openPdf")}
              </a>
            ) : null}
          </div>
        </div>
      );
    case "quiz":
      return (
        <div className="flex flex-col gap-4 rounded-lg border bg-card p-6" data-testid="lesson-quiz">
          <ListChecks className="size-8 text-primary" aria-hidden="true" />
          {content.questions === null ? (
            <p className="text-muted-foreground">{t("player.quiz.notReady")}</p>
          ) : (
            <p className="flex flex-wrap gap-x-4 gap-y-1 font-semibold">
              <span>{t("player.quiz.questions", { count: content.questions })}</span>
              <span>{t("player.quiz.passMark", { percent: content.passPercent ?? 0 })}</span>
              {content.best !== null ? <span>{t("player.quiz.best", { percent: content.best })}</span> : null}
            </p>
          )}
          <p className="text-muted-foreground">{t("player.quiz.lead")}</p>
          <Link to={content.href} className={buttonVariants({ className: "self-start" })} data-testid="open-quiz">
            {t(content.attempts > 0 ? "player.quiz.continue" : "player.quiz.open")}
          </Link>
        </div>
      );
    case "missing":
      return (
        <p className="flex items-center gap-2 rounded-lg border border-dashed p-6 text-muted-foreground">
          <FileWarning className="size-5" aria-hidden="true" />
          {t("player.fileMissing")}
        </p>
      );
  }
}

/** Instead of a locked lesson's content: why, and the way in (enrol on the course page, or sign in). */
export function LockedLesson({
  courseId,
  loggedIn,
  loginHref,
}: {
  courseId: string;
  loggedIn: boolean;
  loginHref: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-col items-center gap-4 rounded-lg border bg-muted/40 px-6 py-12 text-center"
      data-testid="lesson-locked"
    >
      <Lock className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-xl font-bold">{t("player.lockedTitle")}</h2>
      <p className="max-w-prose text-muted-foreground">{t("player.lockedText")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link
          to={`/course/${encodeURIComponent(courseId)}`}
          className={buttonVariants({ size: "lg" })}
          data-testid="enroll-cta"
        >
          {t("player.enrollCta")}
        </Link>
        {loggedIn ? null : (
          <Link to={loginHref} className={buttonVariants({ size: "lg", variant: "outline" })}>
            {t("kit:login")}
          </Link>
        )}
      </div>
    </div>
  );
}
