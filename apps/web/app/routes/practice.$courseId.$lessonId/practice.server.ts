import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { localize } from "@masar/domain/locale";
import { getSessionUser, loginPath } from "#app/auth/session.server";
import { getConfig } from "#app/env.server";
import { parseForm } from "#app/forms/parse";
import { readFormData } from "#app/forms/submission.server";
import { getLocale, routeMessages } from "#app/i18n/i18next.server";
import {
  attemptPage,
  attemptsAt,
  openQuiz,
  saveAnswer,
  startAttempt,
  submitAttempt,
} from "#app/services/practice/attempts.server";
import type { Viewer } from "#app/services/player.server";
import { cookieValue } from "#app/utils/cookie-value";
import { playerHref, practiceHref } from "#app/utils/player-href";

/** The student's choice of layout: one question a screen, all on one page, or (unset) by screen width. */
export const LAYOUT_COOKIE = "masar_quiz_layout";
const LAYOUTS = ["one", "all"] as const;
export type QuizLayout = (typeof LAYOUTS)[number] | "auto";

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

async function viewerOf(request: Request): Promise<Viewer> {
  const user = await getSessionUser(request);
  return user ? { uid: user.identity.uid, role: user.profile.role } : null;
}

function layoutOf(request: Request): QuizLayout {
  const value = cookieValue(request.headers.get("Cookie") ?? undefined, LAYOUT_COOKIE);
  return value === "one" || value === "all" ? value : "auto";
}

/**
 * The quiz lesson's page: its introduction and the viewer's attempts, her open attempt, or (`?attempt=`)
 * one of her finished attempts with its result. 404 for what is not there for the viewer; a lesson she
 * may not open answers 403 with the enrol call, never a question.
 */
export async function loadPractice(request: Request, courseId: string, lessonId: string) {
  const viewer = await viewerOf(request);
  const locale = getLocale(request);
  const opened = await openQuiz(viewer, courseId, lessonId);
  if (opened.kind === "notFound") throw notFound();
  const { player, lesson } = opened;
  const base = {
    course: { id: player.course.id, title: player.course.title },
    lesson: { id: lesson.id, title: lesson.title, position: lesson.position },
    lessonHref: playerHref(courseId, lessonId),
    /** The course's lesson titles by id: the result's breakdown names the lessons its questions are tagged with. */
    lessonTitles: Object.fromEntries(player.lessons.map((l) => [l.id, l.title])),
    loggedIn: viewer !== null,
    loginHref: loginPath(request),
    enrolled: player.access === "enrolled",
    layout: layoutOf(request),
    messages: routeMessages(request, ["practice"]),
  };
  if (opened.kind === "forbidden") {
    return data({ ...base, view: "locked" as const, quiz: null, attempts: [], page: null }, 403);
  }
  const quiz = opened.quiz
    ? {
        passPercent: opened.quiz.passPercent,
        questions: opened.quiz.rule.kind === "fixed" ? opened.quiz.rule.questionIds.length : opened.quiz.rule.count,
      }
    : null;
  const attempts = await attemptsAt(viewer, courseId, lessonId);
  const url = new URL(request.url);
  const asked = url.searchParams.get("attempt");
  const shown = asked ?? attempts.find((a) => a.state === "open")?.id ?? null;
  if (!viewer || !shown) return data({ ...base, view: "intro" as const, quiz, attempts, page: null });
  const page = await attemptPage(viewer, { courseId, lessonId, attemptId: shown }, locale);
  if (!page) throw notFound();
  const view = page.attempt.state === "open" ? ("taking" as const) : ("result" as const);
  return data({ ...base, view, quiz, attempts, page, title: localize(lesson.title, locale) });
}

const id = z.string().trim().min(1).max(200);
const answerSchema = z.object({
  intent: z.enum(["start", "save", "check", "submit", "layout"]),
  attemptId: id.optional(),
  questionId: id.optional(),
  option: z.array(z.string().max(40)).max(10).default([]),
  value: z.string().max(10).default(""),
  text: z.string().max(500).default(""),
  /** "I guessed": a right answer still comes back for review. */
  guess: z.literal("on").optional(),
  layout: z.enum(LAYOUTS).optional(),
  /** The place to come back to (`?q=` of the one-question layout), 1-based. */
  q: z.coerce.number().int().min(1).max(1000).optional(),
});

const refusal = (status: number, error: string, questionId: string | null = null) =>
  data({ ok: false as const, error, questionId }, { status });

/**
 * Start (or resume) an attempt, save a draft answer (the page's fetcher, on every change), check an
 * answer (it becomes final and its feedback shows), finish the attempt, or remember the layout. Every
 * id is checked against the session's user: another student's attempt is a 404.
 */
export async function practiceAction(request: Request, courseId: string, lessonId: string) {
  const viewer = await viewerOf(request);
  if (!viewer) throw redirect(loginPath(request));
  const submission = parseForm(await readFormData(request), answerSchema);
  if (submission.status !== "success") return refusal(400, "invalid");
  const form = submission.value;
  const here = (search?: Record<string, string>) => practiceHref(courseId, lessonId, search);

  if (form.intent === "layout") {
    if (!form.layout) return refusal(400, "invalid");
    const secure = getConfig().secureCookies ? "; Secure" : "";
    const cookie = `${LAYOUT_COOKIE}=${form.layout}; Path=/practice; Max-Age=31536000; SameSite=Lax; HttpOnly${secure}`;
    throw redirect(here(form.q ? { q: String(form.q) } : undefined), { headers: { "Set-Cookie": cookie } });
  }
  if (form.intent === "start") {
    const started = await startAttempt(viewer, courseId, lessonId);
    if (started.kind === "notFound") throw notFound();
    if (started.kind === "forbidden") return refusal(403, "notFound");
    if (started.kind === "empty") return refusal(409, "empty");
    throw redirect(here());
  }
  if (!form.attemptId) return refusal(400, "invalid");
  const ids = { courseId, lessonId, attemptId: form.attemptId };
  if (form.intent === "submit") {
    const done = await submitAttempt(viewer, ids);
    if (done.kind === "notFound") return refusal(404, "notFound");
    throw redirect(here({ attempt: done.attempt.id }));
  }
  if (!form.questionId) return refusal(400, "invalid");
  const check = form.intent === "check";
  const saved = await saveAnswer(
    viewer,
    { ...ids, questionId: form.questionId },
    { options: form.option, value: form.value, text: form.text, guessed: form.guess === "on" },
    check,
  );
  // Checking an answer already checked (a second click, a resent form) lands where the first did.
  const done = saved.kind === "saved" || (check && saved.kind === "locked");
  if (!done) {
    const status = saved.kind === "notFound" ? 404 : saved.kind === "invalid" ? 400 : 409;
    return refusal(status, saved.kind, form.questionId);
  }
  // A checked answer shows its feedback on the page again (with or without JavaScript); a draft saved by
  // the page's fetcher answers in place.
  if (check) throw redirect(`${here(form.q ? { q: String(form.q) } : undefined)}#question-${form.questionId}`);
  return data({ ok: true as const, error: null, questionId: form.questionId });
}
