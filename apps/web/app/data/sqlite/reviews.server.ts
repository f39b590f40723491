import {
  DEFAULT_DAILY_LIMIT,
  DEFAULT_REMINDER_HOUR,
  type FsrsState,
  type ReviewCard,
  type ReviewEvent,
  type ReviewSettings,
} from "@masar/domain/review/card";
import type { ReviewRepository } from "../ports";
import { flag } from "./columns";
import type { SqliteContext } from "./context.server";

/** A row of `review_cards` (migration 14); the FSRS state is JSON with its date as milliseconds. */
interface CardRow {
  user_id: string;
  question_id: string;
  course_id: string;
  due_date: string;
  fsrs_due: number;
  fsrs: string;
  created_at: number;
  updated_at: number;
}

interface EventRow {
  at: number;
  rating: ReviewEvent["rating"];
  right: 0 | 1;
  source: ReviewEvent["source"];
  due_date: string;
}

function cardFromRow(r: CardRow): ReviewCard {
  // Written by `record` from a typed state.
  const stored = JSON.parse(r.fsrs) as Omit<FsrsState, "lastReview"> & { lastReview: number | null };
  return {
    userId: r.user_id,
    questionId: r.question_id,
    courseId: r.course_id,
    dueDate: r.due_date,
    fsrsDue: new Date(r.fsrs_due),
    fsrs: { ...stored, lastReview: stored.lastReview === null ? null : new Date(stored.lastReview) },
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  };
}

const storedFsrs = (fsrs: FsrsState) =>
  JSON.stringify({ ...fsrs, lastReview: fsrs.lastReview ? fsrs.lastReview.getTime() : null });

/** `?, ?, …` for a list of values, and the list (SQLite's IN takes no arrays). */
const inList = (values: readonly string[]) => values.map(() => "?").join(", ");

export function createReviewRepository({ db, stamp }: SqliteContext): ReviewRepository {
  const getCard = (userId: string, questionId: string) =>
    db
      .prepare<[string, string], CardRow>("SELECT * FROM review_cards WHERE user_id = ? AND question_id = ?")
      .get(userId, questionId);

  const record = db.transaction((card: Parameters<ReviewRepository["record"]>[0], event: ReviewEvent) => {
    const at = stamp();
    db.prepare(
      `INSERT INTO review_cards (user_id, question_id, course_id, due_date, fsrs_due, fsrs, created_at, updated_at)
       VALUES (@user_id, @question_id, @course_id, @due_date, @fsrs_due, @fsrs, @at, @at)
       ON CONFLICT (user_id, question_id) DO UPDATE SET course_id = excluded.course_id, due_date = excluded.due_date,
         fsrs_due = excluded.fsrs_due, fsrs = excluded.fsrs, updated_at = excluded.updated_at`,
    ).run({
      user_id: card.userId,
      question_id: card.questionId,
      course_id: card.courseId,
      due_date: card.dueDate,
      fsrs_due: card.fsrsDue.getTime(),
      fsrs: storedFsrs(card.fsrs),
      at,
    });
    db.prepare(
      `INSERT INTO review_events (user_id, question_id, seq, at, rating, right, source, due_date)
       VALUES (@user_id, @question_id,
         (SELECT COALESCE(MAX(seq), 0) + 1 FROM review_events WHERE user_id = @user_id AND question_id = @question_id),
         @at, @rating, @right, @source, @due_date)`,
    ).run({
      user_id: card.userId,
      question_id: card.questionId,
      at: event.at.getTime(),
      rating: event.rating,
      right: flag(event.right),
      source: event.source,
      due_date: event.dueDate,
    });
    return cardFromRow(getCard(card.userId, card.questionId)!);
  });

  const reschedule = db.transaction((userId: string, moves: readonly { questionId: string; dueDate: string }[]) => {
    const move = db.prepare(
      "UPDATE review_cards SET due_date = ?, updated_at = ? WHERE user_id = ? AND question_id = ?",
    );
    let moved = 0;
    for (const m of moves) moved += move.run(m.dueDate, stamp(), userId, m.questionId).changes;
    return moved;
  });

  const settingsOf = (userId: string): ReviewSettings => {
    const row = db
      .prepare<
        [string],
        { daily_limit: number; reminder_hour: number | null }
      >("SELECT daily_limit, reminder_hour FROM review_settings WHERE user_id = ?")
      .get(userId);
    return row
      ? { userId, dailyLimit: row.daily_limit, reminderHour: row.reminder_hour }
      : { userId, dailyLimit: DEFAULT_DAILY_LIMIT, reminderHour: DEFAULT_REMINDER_HOUR };
  };

  return {
    async get(userId, questionId) {
      const row = getCard(userId, questionId);
      if (!row) return null;
      const history = db
        .prepare<[string, string], EventRow>(
          "SELECT at, rating, right, source, due_date FROM review_events WHERE user_id = ? AND question_id = ? ORDER BY seq",
        )
        .all(userId, questionId)
        .map((e) => ({
          at: new Date(e.at),
          rating: e.rating,
          right: e.right === 1,
          source: e.source,
          dueDate: e.due_date,
        }));
      return { ...cardFromRow(row), history };
    },
    record: async (card, event) => record(card, event),
    async listDue(userId, { through, courseIds, limit }) {
      if (courseIds.length === 0) return [];
      return db
        .prepare<unknown[], CardRow>(
          `SELECT * FROM review_cards WHERE user_id = ? AND due_date <= ? AND course_id IN (${inList(courseIds)})
           ORDER BY due_date, question_id LIMIT ?`,
        )
        .all(userId, through, ...courseIds, limit ?? -1)
        .map(cardFromRow);
    },
    async listByUser(userId, courseIds) {
      if (courseIds.length === 0) return [];
      return db
        .prepare<unknown[], CardRow>(
          `SELECT * FROM review_cards WHERE user_id = ? AND course_id IN (${inList(courseIds)}) ORDER BY due_date, question_id`,
        )
        .all(userId, ...courseIds)
        .map(cardFromRow);
    },
    async countsByDay(userId, { from, to, courseIds }) {
      if (courseIds.length === 0) return {};
      const rows = db
        .prepare<unknown[], { due_date: string; n: number }>(
          `SELECT due_date, COUNT(*) AS n FROM review_cards
           WHERE user_id = ? AND due_date BETWEEN ? AND ? AND course_id IN (${inList(courseIds)}) GROUP BY due_date`,
        )
        .all(userId, from, to, ...courseIds);
      return Object.fromEntries(rows.map((r) => [r.due_date, r.n]));
    },
    reschedule: async (userId, moves) => reschedule(userId, moves),
    async courseSummary(courseId, { through, top }) {
      const totals = db
        .prepare<[string, string, string], { cards: number; students_due: number }>(
          `SELECT COUNT(*) AS cards,
             (SELECT COUNT(DISTINCT user_id) FROM review_cards WHERE course_id = ? AND due_date <= ?) AS students_due
           FROM review_cards WHERE course_id = ?`,
        )
        .get(courseId, through, courseId)!;
      const questions = db
        .prepare<[string, number], { question_id: string; cards: number }>(
          `SELECT question_id, COUNT(*) AS cards FROM review_cards WHERE course_id = ?
           GROUP BY question_id ORDER BY cards DESC, question_id LIMIT ?`,
        )
        .all(courseId, top)
        .map((q) => ({ questionId: q.question_id, cards: q.cards }));
      return { studentsDue: totals.students_due, cards: totals.cards, questions };
    },
    settings: async (userId) => settingsOf(userId),
    async saveSettings(userId, patch) {
      const next = { ...settingsOf(userId), ...patch, userId };
      db.prepare(
        `INSERT INTO review_settings (user_id, daily_limit, reminder_hour) VALUES (?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET daily_limit = excluded.daily_limit, reminder_hour = excluded.reminder_hour`,
      ).run(userId, next.dailyLimit, next.reminderHour);
      return next;
    },
    async dueAtHour(hour, through) {
      return db
        .prepare<[string, number, number, number], { user_id: string; due: number }>(
          `SELECT c.user_id, COUNT(*) AS due FROM review_cards c LEFT JOIN review_settings s ON s.user_id = c.user_id
           WHERE c.due_date <= ? AND ((s.user_id IS NULL AND ? = ?) OR s.reminder_hour = ?)
           GROUP BY c.user_id ORDER BY c.user_id`,
        )
        .all(through, hour, DEFAULT_REMINDER_HOUR, hour)
        .map((r) => ({ userId: r.user_id, due: r.due }));
    },
    async deleteByCourse(courseId) {
      return db.prepare("DELETE FROM review_cards WHERE course_id = ?").run(courseId).changes;
    },
  };
}
