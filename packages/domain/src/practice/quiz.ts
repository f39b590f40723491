/**
 * Practice quizzes and their attempts (issue 32). A quiz lesson (lesson kind "quiz") has one quiz whose id
 * is the lesson's id. An attempt holds its paper (the versions drawn, in order, with each choice
 * question's option order), drawn once from a stored seed, so a reload or a second device shows the same
 * paper; answers are keyed by question id, so saving one again is idempotent.
 */
import type { Difficulty, Grade, QuestionRef, QuestionResponse } from "./question";

export const DEFAULT_PASS_PERCENT = 60;
export const MAX_PAPER_QUESTIONS = 100;

/** Which questions of the bank match a random rule; an empty/null field matches every question. */
export interface QuestionFilter {
  lessonId: string | null;
  topic: string;
  difficulty: Difficulty | null;
  source: string;
}

export type PaperRule =
  | { kind: "fixed"; questionIds: string[] }
  | { kind: "random"; count: number; filter: QuestionFilter };

export interface QuizSettings {
  rule: PaperRule;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  /** 0–100: an attempt at or above it passes, and a passed attempt completes the quiz lesson. */
  passPercent: number;
}

/** What a new quiz lesson starts with (and every demo quiz has): ten from the whole bank, shuffled, pass at 60%. */
export const DEFAULT_QUIZ_SETTINGS: QuizSettings = {
  rule: { kind: "random", count: 10, filter: { lessonId: null, topic: "", difficulty: null, source: "" } },
  shuffleQuestions: true,
  shuffleOptions: true,
  passPercent: DEFAULT_PASS_PERCENT,
};

export interface Quiz extends QuizSettings {
  id: string;
  courseId: string;
  updatedAt: Date;
}

/** One question of a drawn paper. */
export interface PaperItem extends QuestionRef {
  /** Choice questions: the option ids in the order shown; null for other types. */
  optionOrder: string[] | null;
}

export interface AttemptAnswer {
  questionId: string;
  response: QuestionResponse;
  grade: Grade;
  /**
   * Practice mode: the student asked to check it, so it is final and its feedback (right answer,
   * explanation) may be shown. Until then the answer is a saved draft she may change.
   */
  checked: boolean;
  savedAt: Date;
}

export type AttemptState = "open" | "submitted";

export interface AttemptResult {
  /** Sum of the answers' scores (each question counts 1). */
  score: number;
  /** score / paper length × 100, rounded to one decimal. */
  percent: number;
  passed: boolean;
}

export interface Attempt {
  id: string;
  courseId: string;
  quizId: string;
  userId: string;
  seed: number;
  paper: PaperItem[];
  /** By question id. */
  answers: Record<string, AttemptAnswer>;
  state: AttemptState;
  startedAt: Date;
  submittedAt: Date | null;
  /** Null while open. */
  result: AttemptResult | null;
}

/** What a new attempt is made of (the service draws the paper). */
export interface NewAttempt {
  courseId: string;
  quizId: string;
  userId: string;
  seed: number;
  paper: PaperItem[];
  startedAt: Date;
}
