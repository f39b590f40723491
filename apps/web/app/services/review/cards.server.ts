/**
 * Spaced review's cards: a question a student missed (or guessed) becomes her review card, comes back on
 * days FSRS plans (packages/domain/src/review), never after her exam in that course, and no day asks for
 * more than her daily limit while the exam leaves room. Cards belong to one student: every function
 * takes the session's user id, never one from a form, and reads only her enrolled courses. The session
 * that asks them is session.server.ts.
 */
import { addDays, dateInZone } from "@masar/domain/calendar-date";
import type { ReviewCard, ReviewRating, ReviewSource } from "@masar/domain/review/card";
import { planLoad } from "@masar/domain/review/plan";
import { ratingOf, scheduleAnswer } from "@masar/domain/review/schedule";
import { getRepositories } from "#app/repositories.server";
import { now as clockNow } from "#app/utils/clock.server";
import { enrolledCourses } from "../enrolled-courses.server";

/** How far ahead an exam event of the course bounds its cards. */
const EXAM_LOOKAHEAD_DAYS = 366;

/** The student's enrolled courses' ids, in enrolment order. */
const enrolledCourseIds = async (userId: string) => (await enrolledCourses(userId)).map(({ course }) => course.id);

/**
 * The day the student's review of each course must end before: the nearer of her exam plan's exam date
 * and the course's next exam in its calendar, when one is after today; null when none is. Her exam
 * plans are read once for all the courses.
 */
export async function examDates(
  userId: string,
  courseIds: readonly string[],
  today: string,
): Promise<Map<string, string | null>> {
  const repos = await getRepositories();
  const range = { from: addDays(today, 1), to: addDays(today, EXAM_LOOKAHEAD_DAYS) };
  const [plans, events] = await Promise.all([
    repos.tasks.listExamPlans(userId),
    Promise.all(courseIds.map((id) => repos.courseEvents.listByCourse(id, range))),
  ]);
  return new Map(
    courseIds.map((courseId, i) => {
      const dates = [
        ...plans.filter((p) => p.courseId === courseId).map((p) => p.examDate),
        ...events[i]!.filter((e) => e.kind === "exam").map((e) => e.date),
      ].filter((d) => d > today);
      return [courseId, dates.sort()[0] ?? null];
    }),
  );
}

/**
 * Plans every card of the student's enrolled courses again from today: each course's cards before its
 * exam, no day over her daily limit while there is room (courses with the nearest exam placed first,
 * so the tightest deadlines get the free days). Returns how many cards moved.
 */
export async function replanCards(userId: string, now: Date = clockNow()): Promise<number> {
  const repos = await getRepositories();
  const today = dateInZone(now);
  const [cards, settings] = await Promise.all([
    repos.reviews.listByUser(userId, await enrolledCourseIds(userId)),
    repos.reviews.settings(userId),
  ]);
  if (cards.length === 0) return 0;
  const byCourse = new Map<string, ReviewCard[]>();
  for (const card of cards) byCourse.set(card.courseId, [...(byCourse.get(card.courseId) ?? []), card]);
  const exams = [...(await examDates(userId, [...byCourse.keys()], today))];
  exams.sort(([a, x], [b, y]) => (x ?? "9999").localeCompare(y ?? "9999") || a.localeCompare(b));
  const taken: Record<string, number> = {};
  const moves: { questionId: string; dueDate: string }[] = [];
  for (const [courseId, examDate] of exams) {
    const courseCards = byCourse.get(courseId)!;
    const planned = planLoad(courseCards, { today, examDate, limit: settings.dailyLimit, taken });
    const before = new Map(courseCards.map((c) => [c.questionId, c.dueDate]));
    for (const p of planned) {
      taken[p.dueDate] = (taken[p.dueDate] ?? 0) + 1;
      if (before.get(p.questionId) !== p.dueDate) moves.push(p);
    }
  }
  return moves.length ? repos.reviews.reschedule(userId, moves) : 0;
}

/** What one answer did to its card: null when it made none (a right answer to a question she has no card for). */
export type CardOutcome = { card: ReviewCard; rating: ReviewRating } | null;

/** An answer that became final, as spaced review reads it. */
export interface FinalAnswer {
  questionId: string;
  right: boolean;
  guessed?: boolean;
  slow?: boolean;
}

/**
 * Rates the answers the student gave in one course (wrong → Again; right → Good, or Hard when she
 * flagged it as a guess or was slow) and moves her card for each question, creating it for a wrong or
 * guessed answer. The course's exam date, her limit and her courses are read once for all of them (a
 * submitted quiz gives ten at once); if a day ends over her limit, her cards are planned again once.
 * Returns each answer's outcome in order, and the exam date that bounded them.
 */
export async function recordAnswers(
  userId: string,
  courseId: string,
  answers: readonly FinalAnswer[],
  source: ReviewSource,
  now: Date = clockNow(),
): Promise<{ outcomes: CardOutcome[]; examDate: string | null }> {
  const repos = await getRepositories();
  const today = dateInZone(now);
  const examDate = (await examDates(userId, [courseId], today)).get(courseId) ?? null;
  const outcomes: CardOutcome[] = [];
  for (const answer of answers) {
    const rating = ratingOf(answer);
    const existing = await repos.reviews.get(userId, answer.questionId);
    if (!existing && rating === "good") {
      outcomes.push(null);
      continue;
    }
    const next = scheduleAnswer(existing, rating, now, examDate);
    const card = await repos.reviews.record(
      { userId, courseId, questionId: answer.questionId, ...next },
      { at: now, rating, right: answer.right, source, dueDate: next.dueDate },
    );
    outcomes.push({ card, rating });
  }
  const days = [...new Set(outcomes.flatMap((o) => (o ? [o.card.dueDate] : [])))].sort();
  if (days.length === 0) return { outcomes, examDate };
  const [{ dailyLimit }, courseIds] = await Promise.all([repos.reviews.settings(userId), enrolledCourseIds(userId)]);
  const counts = await repos.reviews.countsByDay(userId, { from: days[0]!, to: days.at(-1)!, courseIds });
  if (!days.some((d) => (counts[d] ?? 0) > dailyLimit) || (await replanCards(userId, now)) === 0) {
    return { outcomes, examDate };
  }
  const replanned = await Promise.all(
    outcomes.map(async (o) => o && { ...o, card: (await repos.reviews.get(userId, o.card.questionId)) ?? o.card }),
  );
  return { outcomes: replanned, examDate };
}

/** How many cards the student has planned on or before today, in all her courses. */
export async function dueToday(userId: string, now: Date = clockNow()): Promise<number> {
  const repos = await getRepositories();
  const due = await repos.reviews.listDue(userId, {
    through: dateInZone(now),
    courseIds: await enrolledCourseIds(userId),
  });
  return due.length;
}

/** Cards planned per day of the range, in the student's enrolled courses (the calendar and its feed). */
export async function reviewCountsByDay(userId: string, range: { from: string; to: string }, courseId?: string | null) {
  const repos = await getRepositories();
  const courseIds = (await enrolledCourseIds(userId)).filter((id) => !courseId || id === courseId);
  return repos.reviews.countsByDay(userId, { ...range, courseIds });
}

/**
 * Saves the student's review settings; a lower daily limit plans her cards again at once, so that no
 * day asks for more than she chose.
 */
export async function saveReviewSettings(userId: string, patch: { dailyLimit: number; reminderHour: number | null }) {
  const repos = await getRepositories();
  const before = await repos.reviews.settings(userId);
  const saved = await repos.reviews.saveSettings(userId, patch);
  if (saved.dailyLimit < before.dailyLimit) await replanCards(userId);
  return saved;
}

/**
 * A course's review figures for its teacher: how many students have questions due today, how many
 * cards the course has, and the questions most often in review (still in the bank), most first.
 */
export async function courseReviewSummary(courseId: string, now: Date = clockNow()) {
  const repos = await getRepositories();
  const summary = await repos.reviews.courseSummary(courseId, { through: dateInZone(now), top: 5 });
  const questions = await Promise.all(
    summary.questions.map(async (q) => ({
      question: await repos.questions.get(courseId, q.questionId),
      cards: q.cards,
    })),
  );
  return {
    studentsDue: summary.studentsDue,
    cards: summary.cards,
    questions: questions.flatMap((q) => (q.question ? [{ question: q.question, cards: q.cards }] : [])),
  };
}
