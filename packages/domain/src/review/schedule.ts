/**
 * One answer moves one card: the answer is rated, FSRS (ts-fsrs) says when the memory needs the
 * question again, and the day plan turns that instant into a Cairo day before the exam.
 */
import { Rating, createEmptyCard, fsrs, type Card, type Grade } from "ts-fsrs";
import { addDays, dateInZone } from "../calendar-date";
import type { FsrsState, ReviewRating } from "./card";
import { lastReviewDay } from "./plan";

/**
 * Rates an answer: wrong is "again"; right but guessed or slow is "hard" (the memory held, barely);
 * right is "good". "easy" is never given: a quick right answer to a missed question is not proof of ease.
 */
export function ratingOf({
  right,
  guessed,
  slow,
}: {
  right: boolean;
  guessed?: boolean;
  slow?: boolean;
}): ReviewRating {
  if (!right) return "again";
  return guessed || slow ? "hard" : "good";
}

/**
 * The Cairo day a card answered at `now` is planned for: FSRS's due day, but never today (the plan is
 * by day, so minutes-long learning steps come back tomorrow), and no later than `lastReviewDay`.
 */
export function dueDay(fsrsDue: Date, now: Date, examDate: string | null): string {
  const today = dateInZone(now);
  const tomorrow = addDays(today, 1);
  const fsrsDay = dateInZone(fsrsDue);
  const planned = fsrsDay > tomorrow ? fsrsDay : tomorrow;
  const last = lastReviewDay(today, examDate);
  return last !== null && planned > last ? last : planned;
}

// No fuzz: the same answers give the same dates, which the explanation and the tests rely on; the
// spread over days is the plan's work (plan.ts), not random jitter's.
const scheduler = fsrs({ enable_fuzz: false });

const GRADES: Record<ReviewRating, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good };

function toCard(state: FsrsState, due: Date): Card {
  return {
    due,
    stability: state.stability,
    difficulty: state.difficulty,
    // Deprecated and not stored: ts-fsrs recomputes the elapsed days from last_review on each review
    // and only copies this into its review log, which is not kept.
    elapsed_days: 0,
    scheduled_days: state.scheduledDays,
    learning_steps: state.learningSteps,
    reps: state.reps,
    lapses: state.lapses,
    state: state.state,
    ...(state.lastReview ? { last_review: state.lastReview } : {}),
  };
}

function fromCard(card: Card): FsrsState {
  return {
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as FsrsState["state"],
    lastReview: card.last_review ?? null,
  };
}

/**
 * Moves a card by one answer given at `now`: a null `previous` is a new card. Returns FSRS's new state
 * and due instant, and the day planned from them (`dueDay`). The course's load is spread afterwards by
 * `planLoad`, which may move `dueDate` but never `fsrsDue`.
 */
export function scheduleAnswer(
  previous: { fsrs: FsrsState; fsrsDue: Date } | null,
  rating: ReviewRating,
  now: Date,
  examDate: string | null,
): { fsrs: FsrsState; fsrsDue: Date; dueDate: string } {
  const card = previous ? toCard(previous.fsrs, previous.fsrsDue) : createEmptyCard(now);
  const next = scheduler.next(card, now, GRADES[rating]).card;
  return { fsrs: fromCard(next), fsrsDue: next.due, dueDate: dueDay(next.due, now, examDate) };
}
