import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { progressPercent, type Lesson } from "@masar/domain/course";
import { lessonMedia } from "@masar/domain/lesson-media";
import { localizeMarked, type Locale } from "@masar/domain/locale";
import { neighbours, startingLesson } from "@masar/domain/player";
import { getVapidKeys } from "#app/push/vapid.server";
import { shouldOfferPush } from "#app/services/notification-preferences.server";
import { getSessionUser, loginPath } from "#app/auth/session.server";
import { readSubmission } from "#app/forms/submission.server";
import { getLocale, routeMessages } from "#app/i18n/i18next.server";
import {
  lessonFile,
  mayOpen,
  openCourse,
  progressOf,
  recordVisit,
  setLessonComplete,
  videoPosition,
  type PlayerCourse,
  type Viewer,
} from "#app/services/player.server";
import { quizSummary } from "#app/services/practice/attempts.server";
import { renderMarkdown } from "#app/utils/markdown.server";
import { playerHref } from "#app/utils/player-href";
import { certificateIdFor } from "#app/services/certificates/view.server";

/** What the page shows of the lesson on screen; nothing of it when the viewer may not open it. */
export type LessonContent =
  /**
   * The body in the reader's language; else in the other one, `fallback` (the page says so, and the
   * block takes the body's `lang` and direction).
   */
  | { type: "text"; html: string; lang: Locale; fallback: boolean }
  | { type: "video"; src: string }
  | { type: "embed"; provider: "youtube" | "vimeo"; src: string }
  | { type: "file"; src: string; pdf: boolean; size: number }
  | {
      type: "quiz";
      href: string;
      questions: number | null;
      passPercent: number | null;
      attempts: number;
      best: number | null;
    }
  | { type: "missing" };

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

async function viewerOf(request: Request) {
  const user = await getSessionUser(request);
  const viewer: Viewer = user ? { uid: user.identity.uid, role: user.profile.role } : null;
  return { viewer, profile: user?.profile ?? null };
}

export const fileSrc = (courseId: string, lessonId: string) =>
  `/resources/lesson-file/${encodeURIComponent(courseId)}/${encodeURIComponent(lessonId)}`;

async function contentOf(viewer: Viewer, player: PlayerCourse, lesson: Lesson, locale: Locale): Promise<LessonContent> {
  if (lesson.kind === "text") {
    // Only the language shown is sent: an Arabic page carries the Arabic body, an English page the English.
    const body = localizeMarked(lesson.body, locale);
    return { type: "text", html: renderMarkdown(body.text), lang: body.locale, fallback: body.fallback };
  }
  if (lesson.kind === "quiz") return { type: "quiz", ...(await quizSummary(viewer, player.course.id, lesson.id)) };
  const media = lessonMedia(lesson.content);
  if (!media) return { type: "missing" };
  if (media.type !== "stored") {
    return lesson.kind === "video" ? { type: "embed", provider: media.type, src: media.embedUrl } : { type: "missing" };
  }
  const file = await lessonFile(viewer, player.course.id, lesson.id);
  if (file.kind !== "file") return { type: "missing" };
  const src = fileSrc(player.course.id, lesson.id);
  if (lesson.kind === "video" && file.contentType.startsWith("video/")) return { type: "video", src };
  return { type: "file", src, pdf: file.contentType === "application/pdf", size: file.size };
}

/**
 * The player's data. The lesson is `?lesson=`, else (for someone who may study the course) where the
 * student left off, or the completion screen once every lesson is done. A lesson the viewer may not
 * open answers 403 with the lesson list and the enrol call to action, never its content.
 */
export async function loadPlayer(request: Request, courseId: string) {
  const { viewer, profile } = await viewerOf(request);
  const locale = getLocale(request);
  const player = await openCourse(courseId, viewer);
  if (!player) throw notFound();
  const { course, lessons, access, enrollment } = player;
  const url = new URL(request.url);
  const asked = url.searchParams.get("lesson");
  const progress = progressOf(player);
  const full = mayOpen(access, { preview: false });
  const finished = progress !== null && progress.totalLessons > 0 && progressPercent(progress) >= 100;

  const lesson = asked
    ? lessons.find((l) => l.id === asked)
    : finished
      ? null
      : startingLesson(lessons, enrollment?.lastLessonId ?? null, full);
  if (asked && !lesson) throw notFound();
  const locked = lesson ? !mayOpen(access, lesson) : false;

  const completedIds = new Set(enrollment?.completedLessonIds ?? []);
  // Offered in the course the student just enrolled in (a free course opens here right after enrolling).
  const pushOffer = enrollment && profile && shouldOfferPush(profile) ? { publicKey: getVapidKeys().publicKey } : null;
  const base = {
    course: { id: course.id, title: course.title, instructor: course.instructor },
    lessons: lessons.map((l) => ({
      id: l.id,
      title: l.title,
      section: l.section,
      kind: l.kind,
      durationMinutes: l.durationMinutes,
      preview: l.preview,
      completed: completedIds.has(l.id),
      locked: !mayOpen(access, l),
    })),
    access,
    progress,
    // The spec's rounded percentage, computed here: the player's scripts then need no domain module for it.
    percent: progressPercent(progress),
    loggedIn: viewer !== null,
    loginHref: loginPath(request),
    pushOffer,
    messages: routeMessages(request, pushOffer ? ["player", "notifications"] : ["player"]),
  };
  if (!lesson) {
    // The completion screen links the certificate, or says it waits for a verified address.
    const certificate =
      finished && viewer && access === "enrolled"
        ? {
            id: await certificateIdFor(viewer.uid, course.id),
            needsVerifiedEmail: profile ? !profile.emailVerified : false,
          }
        : null;
    return data({ ...base, view: finished ? ("done" as const) : ("empty" as const), lesson: null, certificate });
  }

  const around = neighbours(lessons, lesson.id);
  const current = {
    id: lesson.id,
    title: lesson.title,
    kind: lesson.kind,
    position: lesson.position,
    preview: lesson.preview,
    completed: completedIds.has(lesson.id),
    previousId: around.previous?.id ?? null,
    nextId: around.next?.id ?? null,
  };
  if (locked)
    return data({ ...base, view: "locked" as const, lesson: { ...current, content: null, resumeAt: null } }, 403);

  await recordVisit(viewer, player, lesson.id);
  const [content, position] = await Promise.all([
    contentOf(viewer, player, lesson, locale),
    lesson.kind === "video" ? videoPosition(viewer, player, lesson.id) : Promise.resolve(null),
  ]);
  return data({ ...base, view: "lesson" as const, lesson: { ...current, content, resumeAt: position } });
}

const changeSchema = z.object({
  intent: z.enum(["complete", "uncomplete"]),
  lessonId: z.string().min(1).max(200),
});

/**
 * Mark as complete / undo. Visitors go to sign in; only an enrolled student has progress to change
 * (403 for anyone else); an unknown course or lesson is a 404. Finishing the last lesson opens the
 * completion screen.
 */
export async function changeProgress(request: Request, courseId: string) {
  const user = await getSessionUser(request);
  if (!user) throw redirect(loginPath(request));
  const submission = await readSubmission(request, changeSchema);
  if (submission.status !== "success") {
    return data({ ok: false as const, error: "invalid", result: submission.reply() }, 400);
  }
  const { intent, lessonId } = submission.value;
  const viewer = { uid: user.identity.uid, role: user.profile.role };
  const result = await setLessonComplete(viewer, courseId, lessonId, intent === "complete");
  if (result === "notFound") throw notFound();
  if (result === "forbidden") return data({ ok: false as const, error: "notEnrolled" }, 403);
  if (intent === "complete") {
    const player = await openCourse(courseId, viewer);
    const progress = player ? progressOf(player) : null;
    if (progressPercent(progress) >= 100) throw redirect(playerHref(courseId));
  }
  return data({ ok: true as const, error: null });
}
