/**
 * Practice's ports (issue 32), beside the other repository ports in ./ports.ts, which re-exports them:
 * each course's question bank with its versions, the quizzes of quiz lessons, and students' attempts.
 */
import type { Question, QuestionContent, QuestionRef, QuestionVersion } from "@masar/domain/practice/question";
import type {
  Attempt,
  AttemptAnswer,
  AttemptResult,
  NewAttempt,
  Quiz,
  QuizSettings,
} from "@masar/domain/practice/quiz";

export interface QuestionRepository {
  /** The course's questions (current versions), oldest first; removed ones are not listed. */
  listByCourse(courseId: string): Promise<Question[]>;
  /** The current version; null when absent, removed or of another course. */
  get(courseId: string, questionId: string): Promise<Question | null>;
  /**
   * The asked versions of the course's questions (removed ones too: attempts keep theirs), in the order
   * asked; a ref that does not exist is left out.
   */
  versions(courseId: string, refs: readonly QuestionRef[]): Promise<QuestionVersion[]>;
  /** Adds the questions, all or none (an import is one transaction); each starts at version 1. */
  create(courseId: string, contents: readonly QuestionContent[]): Promise<Question[]>;
  /**
   * Changes a question. While its current version is in no attempt's paper the version is edited in
   * place; once it is (`start` froze it), the edit becomes version + 1 and the frozen one stays as it was.
   * Null when absent, removed or of another course.
   */
  update(courseId: string, questionId: string, content: QuestionContent): Promise<Question | null>;
  /** Takes the question out of the bank (its versions stay for the attempts that hold them). */
  remove(courseId: string, questionId: string): Promise<boolean>;
}

export interface QuizRepository {
  /** Null when the course has no such quiz. */
  get(courseId: string, quizId: string): Promise<Quiz | null>;
  /** Creates or replaces the quiz's settings. */
  put(courseId: string, quizId: string, settings: QuizSettings): Promise<Quiz>;
  /** Removes it (its lesson went); attempts stay. False when there was none. */
  remove(courseId: string, quizId: string): Promise<boolean>;
}

type SaveAnswerOutcome = "saved" | "notFound" | "closed" | "notInPaper" | "locked";

export interface AttemptRepository {
  /**
   * Starts an attempt, or returns the user's open attempt at this quiz if there is one (so two devices
   * or a double click never make two). In the same transaction it freezes the paper's question versions
   * (see QuestionRepository.update).
   */
  start(input: NewAttempt): Promise<Attempt>;
  /** The attempt, only to its owner: null when absent or another user's. */
  get(userId: string, attemptId: string): Promise<Attempt | null>;
  /** The user's open attempt at the quiz, if any. */
  openAttempt(userId: string, courseId: string, quizId: string): Promise<Attempt | null>;
  /** The user's attempts at the course's quizzes, newest started first. */
  listByUser(userId: string, courseId: string): Promise<Attempt[]>;
  /** Every submitted attempt at the quiz, first submitted first (teacher's statistics). */
  listSubmitted(courseId: string, quizId: string): Promise<Attempt[]>;
  /**
   * Writes the answer of (attempt, question) in a transaction, replacing a draft: saving the same answer
   * again changes nothing else. Refused ("notFound": absent or another user's; "closed": submitted;
   * "notInPaper"; "locked": that answer was already checked and is final).
   */
  saveAnswer(userId: string, attemptId: string, answer: AttemptAnswer): Promise<SaveAnswerOutcome>;
  /**
   * Submits an open attempt with its result, once: submitting it again returns it unchanged. Null when
   * absent or another user's.
   */
  submit(userId: string, attemptId: string, result: AttemptResult, at: Date): Promise<Attempt | null>;
}
