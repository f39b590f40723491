/**
 * The teacher's side of a quiz lesson (issue 32): which questions its paper is made of, shuffling and the
 * pass mark, and how its students did. Every function takes the session's actor and re-checks that it may
 * change the course; the lesson must be one of the course's quiz lessons, whatever the URL says.
 */
import type { Lesson } from "@masar/domain/course";
import { DEFAULT_QUIZ_SETTINGS, type Quiz, type QuizSettings } from "@masar/domain/practice/quiz";
import { courseForStaff } from "#app/auth/course-staff.server";
import type { Actor } from "#app/auth/actor";
import { getRepositories } from "#app/repositories.server";

type Refusal = { ok: false; reason: "missing" | "forbidden" };

/** The course's quiz lesson when the actor may change the course; else why not. */
async function quizLesson(actor: Pick<Actor, "uid" | "role">, courseId: string, lessonId: string) {
  const found = await courseForStaff(actor, courseId);
  if (!found.ok) return found;
  const lesson = await (await getRepositories()).lessons.get(courseId, lessonId);
  if (!lesson || lesson.kind !== "quiz") return { ok: false as const, reason: "missing" as const };
  return { ok: true as const, lesson };
}

export type QuizSettingsView = { ok: true; lesson: Lesson; quiz: Quiz | null; settings: QuizSettings } | Refusal;

/** The quiz lesson's settings: its quiz's, or the defaults when none was saved (a lesson made before). */
export async function getQuizSettings(
  actor: Pick<Actor, "uid" | "role">,
  courseId: string,
  lessonId: string,
): Promise<QuizSettingsView> {
  const found = await quizLesson(actor, courseId, lessonId);
  if (!found.ok) return found;
  const quiz = await (await getRepositories()).quizzes.get(courseId, lessonId);
  const settings: QuizSettings = quiz
    ? {
        rule: quiz.rule,
        shuffleQuestions: quiz.shuffleQuestions,
        shuffleOptions: quiz.shuffleOptions,
        passPercent: quiz.passPercent,
      }
    : DEFAULT_QUIZ_SETTINGS;
  return { ok: true, lesson: found.lesson, quiz, settings };
}

/** Why settings cannot be saved: the form field and the message key. */
interface QuizProblem {
  field: "questionIds" | "filter.lessonId";
  key: string;
}

export type QuizChange = { ok: true; quiz: Quiz } | Refusal | { ok: false; reason: "invalid"; problem: QuizProblem };

/**
 * Saves the quiz's settings (already checked against quizSettingsSchema by the caller's form). A fixed
 * list may hold only this course's questions, and a random rule's lesson tag only this course's lessons:
 * ids from a form are never trusted alone.
 */
export async function putQuizSettings(
  actor: Pick<Actor, "uid" | "role">,
  courseId: string,
  lessonId: string,
  settings: QuizSettings,
): Promise<QuizChange> {
  const found = await quizLesson(actor, courseId, lessonId);
  if (!found.ok) return found;
  const repos = await getRepositories();
  const rule = settings.rule;
  if (rule.kind === "fixed") {
    const bank = new Set((await repos.questions.listByCourse(courseId)).map((q) => q.id));
    if (rule.questionIds.some((id) => !bank.has(id))) {
      return {
        ok: false,
        reason: "invalid",
        problem: { field: "questionIds", key: "teaching.quiz.errors.foreignQuestion" },
      };
    }
  } else if (rule.filter.lessonId && !(await repos.lessons.get(courseId, rule.filter.lessonId))) {
    return {
      ok: false,
      reason: "invalid",
      problem: { field: "filter.lessonId", key: "teaching.errors.missingLesson" },
    };
  }
  return { ok: true, quiz: await repos.quizzes.put(courseId, lessonId, settings) };
}

/** How the students did at one question of the quiz (every version counts as the question). */
interface QuestionStatistics {
  questionId: string;
  answered: number;
  right: number;
}

export interface QuizStatistics {
  /** Submitted attempts. */
  attempts: number;
  /** Mean of the attempts' percentages, one decimal; null without attempts. */
  averagePercent: number | null;
  /** Share of attempts that passed, 0–100 with one decimal; null without attempts. */
  passRate: number | null;
  /** Every question that was in a submitted paper, in the order first met. */
  questions: QuestionStatistics[];
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** The quiz's figures from its submitted attempts (open ones are not counted). */
export async function quizStatistics(
  actor: Pick<Actor, "uid" | "role">,
  courseId: string,
  lessonId: string,
): Promise<{ ok: true; statistics: QuizStatistics } | Refusal> {
  const found = await quizLesson(actor, courseId, lessonId);
  if (!found.ok) return found;
  const attempts = await (await getRepositories()).attempts.listSubmitted(courseId, lessonId);
  const byQuestion = new Map<string, QuestionStatistics>();
  let percents = 0;
  let passed = 0;
  for (const attempt of attempts) {
    percents += attempt.result?.percent ?? 0;
    if (attempt.result?.passed) passed++;
    for (const item of attempt.paper) {
      const entry = byQuestion.get(item.questionId) ?? { questionId: item.questionId, answered: 0, right: 0 };
      byQuestion.set(item.questionId, entry);
      const answer = attempt.answers[item.questionId];
      if (!answer) continue;
      entry.answered++;
      if (answer.grade.correct) entry.right++;
    }
  }
  const n = attempts.length;
  return {
    ok: true,
    statistics: {
      attempts: n,
      averagePercent: n ? oneDecimal(percents / n) : null,
      passRate: n ? oneDecimal((passed / n) * 100) : null,
      questions: [...byQuestion.values()],
    },
  };
}
