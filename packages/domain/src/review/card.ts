/**
 * Spaced review: a question a student missed (or guessed) comes back on planned days, scheduled by FSRS
 * (ts-fsrs) and kept before her exam date. These are the stored shapes; schedule.ts rates answers and
 * moves cards, plan.ts spreads a course's cards over the days before the exam.
 */

/** What an answer says about the student's memory of the question; never asked of her. */
export type ReviewRating = "again" | "hard" | "good";

/** Where the answer that moved a card was given. */
export type ReviewSource = "practice" | "review" | "exam";

/** FSRS's memory state of a card (ts-fsrs `Card` without its due instant; dates as Date). */
export interface FsrsState {
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  /** ts-fsrs `State`: 0 new, 1 learning, 2 review, 3 relearning. */
  state: 0 | 1 | 2 | 3;
  lastReview: Date | null;
}

/** One student's card for one question of a course's bank (one card per student and question). */
export interface ReviewCard {
  userId: string;
  courseId: string;
  questionId: string;
  /** The Cairo day the card is planned for, "YYYY-MM-DD": FSRS's due day, clamped before the exam and spread. */
  dueDate: string;
  /** The instant FSRS asked for, before the plan moved it (the explanation shows both when they differ). */
  fsrsDue: Date;
  fsrs: FsrsState;
  createdAt: Date;
  updatedAt: Date;
}

/** One answer that moved a card, kept so that its next date can be explained ("last answered wrong on …"). */
export interface ReviewEvent {
  at: Date;
  rating: ReviewRating;
  right: boolean;
  source: ReviewSource;
  /** The day it was planned for after this answer. */
  dueDate: string;
}

/** A card with its history, oldest first. */
export interface ReviewCardWithHistory extends ReviewCard {
  history: ReviewEvent[];
}

/** The student's review settings. */
export interface ReviewSettings {
  userId: string;
  /** The most cards a day asks for, unless the exam is too close for that (default 30). */
  dailyLimit: number;
  /** The Cairo hour (0–23) of the daily reminder; null: no reminder. */
  reminderHour: number | null;
}

export const DEFAULT_DAILY_LIMIT = 30;
export const DAILY_LIMIT_RANGE = { min: 5, max: 200 } as const;
/** The reminder hour a student starts with (in-app only until she turns push on for reminders). */
export const DEFAULT_REMINDER_HOUR = 19;
