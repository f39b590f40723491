/**
 * Practice attempts (issue 32): who may take a quiz lesson, starting or resuming an attempt, saving and
 * checking answers, finishing it, and what the student's pages show. Every function takes the session's
 * viewer, never an id from a form for the user, and re-checks access on each call (a refund closes the
 * course mid-attempt).
 */
import { randomInt } from "node:crypto";
import type { Lesson } from "@masar/domain/course";
import type { Locale, LocalizedText } from "@masar/domain/locale";
import { gradeResponse } from "@masar/domain/practice/grading";
import { drawPaper } from "@masar/domain/practice/paper";
import type { Attempt, Quiz } from "@masar/domain/practice/quiz";
import { attemptResult, tagBreakdown } from "@masar/domain/practice/result";
import { getRepositories } from "#app/repositories.server";
import { now } from "#app/utils/clock.server";
import { practiceHref } from "#app/utils/player-href";
import { mayOpen, openCourse, openLesson, type PlayerCourse, type Viewer } from "../player.server";
import { recordAnswers } from "../review/cards.server";
import { responseOf, type AnswerFields } from "./response.server";
import { questionViews, type QuestionView } from "./question-view.server";
import { issueIfEarned } from "#app/services/certificates/issue.server";

export type QuizOpening =
  | { kind: "ok"; player: PlayerCourse; lesson: Lesson; quiz: Quiz | null }
  | { kind: "notFound" }
  | { kind: "forbidden"; player: PlayerCourse; lesson: Lesson };

/**
 * The quiz lesson as this viewer may reach it: enrolled students, the course's staff, and anyone when
 * the lesson is a free preview; "notFound" for a course or lesson that is not there for the viewer or
 * is not a quiz. `quiz` is null while its teacher has not set it up.
 */
export async function openQuiz(viewer: Viewer, courseId: string, lessonId: string): Promise<QuizOpening> {
  const player = await openCourse(courseId, viewer);
  const lesson = player?.lessons.find((l) => l.id === lessonId && l.kind === "quiz");
  if (!player || !lesson) return { kind: "notFound" };
  if (!mayOpen(player.access, lesson)) return { kind: "forbidden", player, lesson };
  const quiz = await (await getRepositories()).quizzes.get(courseId, lessonId);
  return { kind: "ok", player, lesson, quiz };
}

export type StartOutcome =
  | { kind: "started"; attempt: Attempt }
  | { kind: "notFound" }
  | { kind: "forbidden" }
  | { kind: "empty" };

/**
 * Starts an attempt, or returns the one the student left open (a second device, a double click). The
 * paper is drawn once from a fresh seed and stored with the attempt; "empty" when the quiz has no
 * questions to draw.
 */
export async function startAttempt(
  viewer: NonNullable<Viewer>,
  courseId: string,
  lessonId: string,
): Promise<StartOutcome> {
  const opened = await openQuiz(viewer, courseId, lessonId);
  if (opened.kind !== "ok") return { kind: opened.kind };
  if (!opened.quiz) return { kind: "empty" };
  const repos = await getRepositories();
  const open = await repos.attempts.openAttempt(viewer.uid, courseId, lessonId);
  if (open) return { kind: "started", attempt: open };
  const seed = randomInt(1, 2 ** 31 - 1);
  const paper = drawPaper(opened.quiz, await repos.questions.listByCourse(courseId), seed);
  if (paper.length === 0) return { kind: "empty" };
  const attempt = await repos.attempts.start({
    courseId,
    quizId: lessonId,
    userId: viewer.uid,
    seed,
    paper,
    startedAt: now(),
  });
  return { kind: "started", attempt };
}

/** The attempt when it is the viewer's and belongs to this quiz, with the quiz still open to them. */
async function ownAttempt(viewer: NonNullable<Viewer>, courseId: string, lessonId: string, attemptId: string) {
  const opened = await openQuiz(viewer, courseId, lessonId);
  if (opened.kind !== "ok") return null;
  const attempt = await (await getRepositories()).attempts.get(viewer.uid, attemptId);
  if (!attempt || attempt.courseId !== courseId || attempt.quizId !== lessonId) return null;
  return { attempt, quiz: opened.quiz, opened };
}

export type AnswerOutcome =
  | { kind: "saved"; checked: boolean }
  | { kind: "notFound" }
  | { kind: "closed" }
  | { kind: "locked" }
  | { kind: "invalid" };

/**
 * Saves the student's answer to one question of her open attempt, as a draft or, with `check`, as final
 * (practice mode then shows its feedback). Idempotent per (attempt, question): the store keeps one answer.
 * "invalid" when the fields do not answer this question (an option it does not have, no choice at all).
 */
export async function saveAnswer(
  viewer: NonNullable<Viewer>,
  ids: { courseId: string; lessonId: string; attemptId: string; questionId: string },
  fields: AnswerFields,
  check: boolean,
): Promise<AnswerOutcome> {
  // The hottest write of a class at work: the attempt and one lesson's access, not the quiz page's reads.
  const repos = await getRepositories();
  const [attempt, opened] = await Promise.all([
    repos.attempts.get(viewer.uid, ids.attemptId),
    openLesson(ids.courseId, ids.lessonId, viewer),
  ]);
  if (!attempt || attempt.courseId !== ids.courseId || attempt.quizId !== ids.lessonId) return { kind: "notFound" };
  if (!opened || opened.lesson.kind !== "quiz" || !mayOpen(opened.access, opened.lesson)) return { kind: "notFound" };
  if (attempt.state !== "open") return { kind: "closed" };
  const item = attempt.paper.find((p) => p.questionId === ids.questionId);
  if (!item) return { kind: "notFound" };
  if (attempt.answers[item.questionId]?.checked) return { kind: "locked" };
  const [version] = await repos.questions.versions(attempt.courseId, [item]);
  if (!version) return { kind: "notFound" };
  const response = responseOf(version, fields);
  if (!response) return { kind: "invalid" };
  const grade = gradeResponse(version.body, response);
  const outcome = await repos.attempts.saveAnswer(viewer.uid, attempt.id, {
    questionId: item.questionId,
    response,
    grade,
    checked: check,
    savedAt: now(),
  });
  if (outcome === "saved") {
    // A checked answer is final: a miss (or a guess) of an enrolled student becomes her review card.
    if (check && opened.access === "enrolled") {
      await recordAnswers(
        viewer.uid,
        attempt.courseId,
        [{ questionId: item.questionId, right: grade.correct, guessed: fields.guessed }],
        "practice",
      );
    }
    return { kind: "saved", checked: check };
  }
  return { kind: outcome === "notInPaper" ? "notFound" : outcome };
}

export type SubmitOutcome = { kind: "submitted"; attempt: Attempt } | { kind: "notFound" };

/**
 * Finishes the attempt: its result against the quiz's pass mark, once (a second submit changes nothing).
 * A passed attempt of an enrolled student completes the quiz lesson.
 */
export async function submitAttempt(
  viewer: NonNullable<Viewer>,
  ids: { courseId: string; lessonId: string; attemptId: string },
): Promise<SubmitOutcome> {
  const own = await ownAttempt(viewer, ids.courseId, ids.lessonId, ids.attemptId);
  if (!own?.quiz) return { kind: "notFound" };
  const repos = await getRepositories();
  const { attempt, quiz, opened } = own;
  const result = attempt.result ?? attemptResult(attempt.paper, attempt.answers, quiz.passPercent);
  const submitted = await repos.attempts.submit(viewer.uid, attempt.id, result, now());
  if (!submitted) return { kind: "notFound" };
  // The answers not checked one by one are final now: each one missed (or left blank) is for review.
  if (attempt.state === "open" && opened.player.access === "enrolled") {
    const final = attempt.paper.flatMap((item) => {
      const answer = attempt.answers[item.questionId];
      return answer?.checked ? [] : [{ questionId: item.questionId, right: answer?.grade.correct ?? false }];
    });
    await recordAnswers(viewer.uid, attempt.courseId, final, "practice");
  }
  // Completing is idempotent, so a repeated submit (or one after a crash in between) completes it still.
  if (submitted.result?.passed && opened.player.access === "enrolled") {
    await repos.enrollments.completeLesson(viewer.uid, ids.courseId, ids.lessonId);
    await issueIfEarned(viewer.uid, ids.courseId);
  }
  return { kind: "submitted", attempt: submitted };
}

/** One attempt as the student's history lists it. */
export interface AttemptSummary {
  id: string;
  state: Attempt["state"];
  startedAt: string;
  submittedAt: string | null;
  questions: number;
  answered: number;
  percent: number | null;
  passed: boolean | null;
}

const summaryOf = (attempt: Attempt): AttemptSummary => ({
  id: attempt.id,
  state: attempt.state,
  startedAt: attempt.startedAt.toISOString(),
  submittedAt: attempt.submittedAt?.toISOString() ?? null,
  questions: attempt.paper.length,
  answered: Object.keys(attempt.answers).length,
  percent: attempt.result?.percent ?? null,
  passed: attempt.result?.passed ?? null,
});

/** The viewer's attempts at this quiz, newest first (none for a visitor). */
export async function attemptsAt(viewer: Viewer, courseId: string, lessonId: string): Promise<AttemptSummary[]> {
  if (!viewer) return [];
  const all = await (await getRepositories()).attempts.listByUser(viewer.uid, courseId);
  return all.filter((a) => a.quizId === lessonId).map(summaryOf);
}

/** What the player shows of a quiz lesson: where to take it, its size and pass mark, and the viewer's record. */
export async function quizSummary(viewer: Viewer, courseId: string, lessonId: string) {
  const repos = await getRepositories();
  const [quiz, attempts] = await Promise.all([
    repos.quizzes.get(courseId, lessonId),
    attemptsAt(viewer, courseId, lessonId),
  ]);
  const scores = attempts.flatMap((a) => (a.percent === null ? [] : [a.percent]));
  return {
    href: practiceHref(courseId, lessonId),
    questions: quiz ? (quiz.rule.kind === "fixed" ? quiz.rule.questionIds.length : quiz.rule.count) : null,
    passPercent: quiz?.passPercent ?? null,
    attempts: attempts.length,
    best: scores.length ? Math.max(...scores) : null,
  };
}

/** The page of one attempt: its questions (feedback only where it may be shown) and, once done, its result. */
export interface AttemptPage {
  attempt: AttemptSummary;
  questions: QuestionView[];
  breakdown: ReturnType<typeof tagBreakdown> | null;
}

/** The viewer's attempt at this quiz as its page shows it; null when it is not hers or not this quiz's. */
export async function attemptPage(
  viewer: NonNullable<Viewer>,
  ids: { courseId: string; lessonId: string; attemptId: string },
  locale: Locale,
): Promise<AttemptPage | null> {
  const own = await ownAttempt(viewer, ids.courseId, ids.lessonId, ids.attemptId);
  if (!own) return null;
  const { attempt } = own;
  const versions = await (await getRepositories()).questions.versions(attempt.courseId, attempt.paper);
  return {
    attempt: summaryOf(attempt),
    questions: questionViews(attempt, versions, locale),
    breakdown: attempt.state === "submitted" ? tagBreakdown(attempt.paper, versions, attempt.answers) : null,
  };
}

/** A course's practice record in My Learning: each quiz lesson the student tried, with every attempt. */
export interface CoursePractice {
  courseId: string;
  courseTitle: LocalizedText;
  quizzes: { lessonId: string; title: LocalizedText; href: string; attempts: AttemptSummary[] }[];
}

/**
 * The student's practice attempts in the given courses (her enrolled ones), grouped by course and quiz
 * lesson in the course's order, each quiz's attempts newest first; courses she never practised in are
 * left out. Attempts of a quiz lesson since removed are left out too (there is nothing to open).
 */
export async function practiceHistory(
  userId: string,
  courses: readonly { id: string; title: LocalizedText }[],
): Promise<CoursePractice[]> {
  const repos = await getRepositories();
  const records = await Promise.all(
    courses.map(async (course): Promise<CoursePractice | null> => {
      const attempts = await repos.attempts.listByUser(userId, course.id);
      if (attempts.length === 0) return null;
      const lessons = await repos.lessons.listByCourse(course.id);
      const quizzes = lessons
        .filter((l) => l.kind === "quiz")
        .map((l) => ({
          lessonId: l.id,
          title: l.title,
          href: practiceHref(course.id, l.id),
          attempts: attempts.filter((a) => a.quizId === l.id).map(summaryOf),
        }))
        .filter((q) => q.attempts.length > 0);
      return quizzes.length ? { courseId: course.id, courseTitle: course.title, quizzes } : null;
    }),
  );
  return records.filter((r): r is CoursePractice => r !== null);
}
