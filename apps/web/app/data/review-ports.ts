/**
 * Spaced review's port, beside the other repository ports in ./ports.ts, which re-exports it: each
 * student's review cards (one per question she missed or guessed) with their history, and her review
 * settings. Cards are the student's own: every call names the user, and none reads another's.
 */
import type { ReviewCard, ReviewCardWithHistory, ReviewEvent, ReviewSettings } from "@masar/domain/review/card";

/** A card as written: the store keeps createdAt (first write) and updatedAt (every write). */
export type ReviewCardInput = Omit<ReviewCard, "createdAt" | "updatedAt">;

export interface ReviewRepository {
  /** The user's card for the question, with its history oldest first; null when she has none. */
  get(userId: string, questionId: string): Promise<ReviewCardWithHistory | null>;
  /**
   * Creates or replaces the user's card for the question and appends the event to its history, in one
   * transaction. Returns the card as stored.
   */
  record(card: ReviewCardInput, event: ReviewEvent): Promise<ReviewCard>;
  /**
   * The user's cards planned on or before `through` ("YYYY-MM-DD"), of the given courses only, by
   * planned day, then question id; at most `limit` when given.
   */
  listDue(
    userId: string,
    query: { through: string; courseIds: readonly string[]; limit?: number },
  ): Promise<ReviewCard[]>;
  /** Every card of the user in the given courses, by planned day, then question id (a re-plan reads them). */
  listByUser(userId: string, courseIds: readonly string[]): Promise<ReviewCard[]>;
  /**
   * How many of the user's cards in the given courses are planned on each day of the range (inclusive);
   * days without cards are absent. Cards planned before `from` are not counted here.
   */
  countsByDay(
    userId: string,
    query: { from: string; to: string; courseIds: readonly string[] },
  ): Promise<Record<string, number>>;
  /**
   * Moves the user's cards to new planned days, all or none (a re-plan). Questions she has no card for
   * are skipped. Returns how many moved.
   */
  reschedule(userId: string, moves: readonly { questionId: string; dueDate: string }[]): Promise<number>;
  /**
   * A course's review figures for its teacher: how many students have a card planned on or before
   * `through`, how many cards the course has in all, and the `top` questions with the most cards (ties by
   * question id), each with its number of cards.
   */
  courseSummary(
    courseId: string,
    query: { through: string; top: number },
  ): Promise<{ studentsDue: number; cards: number; questions: { questionId: string; cards: number }[] }>;
  /** The user's settings, the defaults (DEFAULT_DAILY_LIMIT, DEFAULT_REMINDER_HOUR) until she changes them. */
  settings(userId: string): Promise<ReviewSettings>;
  saveSettings(userId: string, patch: Partial<Omit<ReviewSettings, "userId">>): Promise<ReviewSettings>;
  /**
   * The daily reminder's audience: users whose reminder hour is `hour` (defaults count) and who have at
   * least one card planned on or before `through`, with how many, by user id.
   */
  dueAtHour(hour: number, through: string): Promise<{ userId: string; due: number }[]>;
  /** Removes every card of the course (the course is deleted). */
  deleteByCourse(courseId: string): Promise<number>;
}
