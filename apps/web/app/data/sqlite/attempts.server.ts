import { randomUUID } from "node:crypto";
import type { QuestionResponse } from "@masar/domain/practice/question";
import type { Attempt, AttemptAnswer, AttemptState, PaperItem } from "@masar/domain/practice/quiz";
import type { AttemptRepository } from "../ports";
import { dateOrNull, flag } from "./columns";
import type { SqliteContext } from "./context.server";
import { freezePaperIn } from "./questions.server";

/** A row of `attempts` (migration 13): the paper is JSON, the result three columns (null while open). */
interface AttemptRow {
  id: string;
  course_id: string;
  quiz_id: string;
  user_id: string;
  seed: number;
  paper: string;
  state: AttemptState;
  started_at: number;
  submitted_at: number | null;
  score: number | null;
  percent: number | null;
  passed: 0 | 1 | null;
}

/** A row of `attempt_answers`, one per attempt and question; the response is JSON. */
interface AnswerRow {
  attempt_id: string;
  question_id: string;
  response: string;
  score: number;
  correct: 0 | 1;
  checked: 0 | 1;
  saved_at: number;
}

function answerFromRow(r: AnswerRow): AttemptAnswer {
  // Written by saveAnswer from a typed response; the port validates answers, the store keeps them.
  const response: QuestionResponse = JSON.parse(r.response);
  return {
    questionId: r.question_id,
    response,
    grade: { score: r.score, correct: r.correct === 1 },
    checked: r.checked === 1,
    savedAt: new Date(r.saved_at),
  };
}

function attemptFromRow(r: AttemptRow, answers: readonly AnswerRow[]): Attempt {
  const paper: PaperItem[] = JSON.parse(r.paper);
  return {
    id: r.id,
    courseId: r.course_id,
    quizId: r.quiz_id,
    userId: r.user_id,
    seed: r.seed,
    paper,
    answers: Object.fromEntries(answers.map((a) => [a.question_id, answerFromRow(a)])),
    state: r.state,
    startedAt: new Date(r.started_at),
    submittedAt: dateOrNull(r.submitted_at),
    result:
      r.state === "submitted" && r.score !== null && r.percent !== null
        ? { score: r.score, percent: r.percent, passed: r.passed === 1 }
        : null,
  };
}

export function createAttemptRepository({ db }: SqliteContext): AttemptRepository {
  /** The attempts a WHERE clause selects, in its ORDER BY, with their answers (two statements). */
  const list = (where: string, order: string, ...params: string[]) => {
    const rows = db.prepare<string[], AttemptRow>(`SELECT * FROM attempts WHERE ${where} ${order}`).all(...params);
    const answers = db
      .prepare<
        string[],
        AnswerRow
      >(`SELECT * FROM attempt_answers WHERE attempt_id IN (SELECT id FROM attempts WHERE ${where})`)
      .all(...params);
    return rows.map((r) =>
      attemptFromRow(
        r,
        answers.filter((a) => a.attempt_id === r.id),
      ),
    );
  };
  const own = (userId: string, attemptId: string) => list("id = ? AND user_id = ?", "", attemptId, userId)[0] ?? null;
  const open = (userId: string, courseId: string, quizId: string) =>
    list("user_id = ? AND course_id = ? AND quiz_id = ? AND state = 'open'", "", userId, courseId, quizId)[0] ?? null;

  return {
    async start(input) {
      return db.transaction(() => {
        const existing = open(input.userId, input.courseId, input.quizId);
        if (existing) return existing;
        const id = randomUUID();
        db.prepare(
          `INSERT INTO attempts (id, course_id, quiz_id, user_id, seed, paper, state, started_at)
           VALUES (?, ?, ?, ?, ?, ?, 'open', ?)`,
        ).run(
          id,
          input.courseId,
          input.quizId,
          input.userId,
          input.seed,
          JSON.stringify(input.paper),
          input.startedAt.getTime(),
        );
        freezePaperIn(db, input.courseId, input.paper);
        return own(input.userId, id)!;
      })();
    },
    get: async (userId, attemptId) => own(userId, attemptId),
    openAttempt: async (userId, courseId, quizId) => open(userId, courseId, quizId),
    async listByUser(userId, courseId) {
      return list("user_id = ? AND course_id = ?", "ORDER BY started_at DESC, rowid DESC", userId, courseId);
    },
    async listSubmitted(courseId, quizId) {
      return list(
        "course_id = ? AND quiz_id = ? AND state = 'submitted'",
        "ORDER BY submitted_at, rowid",
        courseId,
        quizId,
      );
    },
    async saveAnswer(userId, attemptId, answer) {
      return db.transaction(() => {
        const attempt = db
          .prepare<[string, string], AttemptRow>("SELECT * FROM attempts WHERE id = ? AND user_id = ?")
          .get(attemptId, userId);
        if (!attempt) return "notFound" as const;
        if (attempt.state !== "open") return "closed" as const;
        const paper: PaperItem[] = JSON.parse(attempt.paper);
        if (!paper.some((item) => item.questionId === answer.questionId)) return "notInPaper" as const;
        const saved = db
          .prepare<
            [string, string],
            Pick<AnswerRow, "checked">
          >("SELECT checked FROM attempt_answers WHERE attempt_id = ? AND question_id = ?")
          .get(attemptId, answer.questionId);
        if (saved?.checked === 1) return "locked" as const;
        db.prepare<AnswerRow>(
          `INSERT INTO attempt_answers (attempt_id, question_id, response, score, correct, checked, saved_at)
           VALUES (@attempt_id, @question_id, @response, @score, @correct, @checked, @saved_at)
           ON CONFLICT (attempt_id, question_id) DO UPDATE SET response = excluded.response, score = excluded.score,
             correct = excluded.correct, checked = excluded.checked, saved_at = excluded.saved_at`,
        ).run({
          attempt_id: attemptId,
          question_id: answer.questionId,
          response: JSON.stringify(answer.response),
          score: answer.grade.score,
          correct: flag(answer.grade.correct),
          checked: flag(answer.checked),
          saved_at: answer.savedAt.getTime(),
        });
        return "saved" as const;
      })();
    },
    async submit(userId, attemptId, result, at) {
      return db.transaction(() => {
        const attempt = own(userId, attemptId);
        if (!attempt || attempt.state === "submitted") return attempt;
        db.prepare(
          `UPDATE attempts SET state = 'submitted', submitted_at = ?, score = ?, percent = ?, passed = ?
           WHERE id = ? AND state = 'open'`,
        ).run(at.getTime(), result.score, result.percent, flag(result.passed), attemptId);
        return own(userId, attemptId);
      })();
    },
  };
}
