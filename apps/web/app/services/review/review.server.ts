/**
 * Spaced review: a question a student missed (or guessed) becomes her review card, comes back on days
 * FSRS plans (packages/domain/src/review), never after her exam in that course, and no day asks for more
 * than her daily limit while the exam leaves room. Cards belong to one student: every function takes
 * the session's user id, never one from a form, and reads only her enrolled courses.
 */
import { addDays, dateInZone } from "@masar/domain/calendar-date";
import { localize, type Locale, type LocalizedText } from "@masar/domain/locale";
import { gradeResponse } from "@masar/domain/practice/grading";
import type { ReviewCard, ReviewSettings, ReviewSource } from "@masar/domain/review/card";
import { planLoad } from "@masar/domain/review/plan";
import { ratingOf, scheduleAnswer } from "@masar/domain/review/schedule";
import { getRepositories } from "#app/repositories.server";
import { now as clockNow } from "#app/utils/clock.server";
import { responseOf, type AnswerFields } from "../practice/response.server";
import { questionView, type QuestionView } from "../practice/question-view.server";

/** How far ahead an exam event of the course bounds its cards. */
const EXAM_LOOKAHEAD_DAYS = 366;
/** An answer given after this long on one question counts as slow (rated Hard when right). */
const SLOW_ANSWER_MS = 90_000;

/** Options in the teacher's order: a review asks the question itself, not a paper's shuffle of it. */
const NATURAL_ORDER = { optionOrder: null };

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** The student's enrolled courses (ids in enrolment order, with titles). */
async function enrolledCourses(userId: string): Promise<{ id: string; title: LocalizedText }[]> {
  const repos = await getRepositories();
  const enrollments = (await repos.enrollments.listByUser(userId)).sort(
    (a, b) => a.enrolledAt.getTime() - b.enrolledAt.getTime() || a.courseId.localeCompare(b.courseId),
  );
  const courses = await Promise.all(enrollments.map((e) => repos.courses.getById(e.courseId)));
  return courses.flatMap((c) => (c ? [{ id: c.id, title: c.title }] : []));
}

/**
 * The day the student's review of a course must end before: the nearer of her exam plan's exam date and
 * the course's next exam in its calendar, when one is after today; null when none is.
 */
async function examDateOf(userId: string, courseId: string, today: string): Promise<string | null> {
  const repos = await getRepositories();
  const [plans, events] = await Promise.all([
    repos.tasks.listExamPlans(userId),
    repos.courseEvents.listByCourse(courseId, { from: addDays(today, 1), to: addDays(today, EXAM_LOOKAHEAD_DAYS) }),
  ]);
  const dates = [
    ...plans.filter((p) => p.courseId === courseId).map((p) => p.examDate),
    ...events.filter((e) => e.kind === "exam").map((e) => e.date),
  ].filter((d) => d > today);
  return dates.sort()[0] ?? null;
}

/**
 * Plans every card of the student's enrolled courses again from today: each course's cards before its
 * exam, no day over her daily limit while there is room (courses with the nearest exam placed first,
 * so the tightest deadlines get the free days). Returns how many cards moved.
 */
export async function replanCards(userId: string, now: Date = clockNow()): Promise<number> {
  const repos = await getRepositories();
  const today = dateInZone(now);
  const courses = await enrolledCourses(userId);
  const [cards, settings] = await Promise.all([
    repos.reviews.listByUser(
      userId,
      courses.map((c) => c.id),
    ),
    repos.reviews.settings(userId),
  ]);
  if (cards.length === 0) return 0;
  const byCourse = groupBy(cards, (c) => c.courseId);
  const exams = await Promise.all(
    [...byCourse.keys()].map(async (id) => [id, await examDateOf(userId, id, today)] as const),
  );
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

/** What one answer did to the card: null when it made none (a right answer to a question she has no card for). */
export type CardOutcome = { card: ReviewCard; rating: "again" | "hard" | "good" } | null;

/**
 * Rates an answer the student gave (wrong → Again; right → Good, or Hard when she flagged it as a guess
 * or was slow) and moves her card for the question, creating it for a wrong or guessed answer. After
 * a move that fills its day over her limit, her cards are planned again.
 */
export async function recordAnswer(
  userId: string,
  courseId: string,
  questionId: string,
  answer: { right: boolean; guessed?: boolean; slow?: boolean },
  source: ReviewSource,
  now: Date = clockNow(),
): Promise<CardOutcome> {
  const repos = await getRepositories();
  const rating = ratingOf(answer);
  const existing = await repos.reviews.get(userId, questionId);
  if (!existing && rating === "good") return null;
  const today = dateInZone(now);
  const examDate = await examDateOf(userId, courseId, today);
  const next = scheduleAnswer(existing, rating, now, examDate);
  let card = await repos.reviews.record(
    { userId, courseId, questionId, dueDate: next.dueDate, fsrsDue: next.fsrsDue, fsrs: next.fsrs },
    { at: now, rating, right: answer.right, source, dueDate: next.dueDate },
  );
  const { dailyLimit } = await repos.reviews.settings(userId);
  const courses = await enrolledCourses(userId);
  const counts = await repos.reviews.countsByDay(userId, {
    from: card.dueDate,
    to: card.dueDate,
    courseIds: courses.map((c) => c.id),
  });
  if ((counts[card.dueDate] ?? 0) > dailyLimit && (await replanCards(userId, now)) > 0) {
    card = (await repos.reviews.get(userId, questionId)) ?? card;
  }
  return { card, rating };
}

/** How many cards the student has planned on or before today, in all her courses and per course. */
export async function dueToday(userId: string, now: Date = clockNow()) {
  const repos = await getRepositories();
  const courses = await enrolledCourses(userId);
  const due = await repos.reviews.listDue(userId, { through: dateInZone(now), courseIds: courses.map((c) => c.id) });
  const perCourse: Record<string, number> = {};
  for (const card of due) perCourse[card.courseId] = (perCourse[card.courseId] ?? 0) + 1;
  return { total: due.length, perCourse };
}

/** Cards planned per day of the range, in the student's enrolled courses (the calendar and its feed). */
export async function reviewCountsByDay(userId: string, range: { from: string; to: string }, courseId?: string | null) {
  const repos = await getRepositories();
  const courses = (await enrolledCourses(userId)).map((c) => c.id).filter((id) => !courseId || id === courseId);
  return repos.reviews.countsByDay(userId, { ...range, courseIds: courses });
}

export interface ReviewScreen {
  today: string;
  /** Due today or before, in the chosen course (or all). */
  due: number;
  courses: { id: string; title: string; due: number; examDate: string | null }[];
  courseId: string | null;
  /** The next card's question, unanswered, and why it is here (its last answer); null when nothing is due. */
  question:
    | (QuestionView & {
        courseId: string;
        courseTitle: string;
        last: { at: string; why: "wrong" | "guessed" | "right" } | null;
      })
    | null;
  /** The day the next card after today is planned for, when nothing is due now. */
  nextDate: string | null;
  settings: ReviewSettings;
}

/**
 * The review session's screen: the first card due (by planned day, then question id) of the chosen
 * course or of all, as the practice quiz asks a question. A card whose question has left the bank is
 * skipped. Stopping and coming back starts from the first card still due: answered cards moved on.
 */
export async function reviewScreen(
  userId: string,
  locale: Locale,
  courseId: string | null,
  now: Date = clockNow(),
): Promise<ReviewScreen> {
  const repos = await getRepositories();
  const today = dateInZone(now);
  const courses = await enrolledCourses(userId);
  const chosen = courseId && courses.some((c) => c.id === courseId) ? courseId : null;
  const ids = courses.map((c) => c.id);
  const [due, settings] = await Promise.all([
    repos.reviews.listDue(userId, { through: today, courseIds: ids }),
    repos.reviews.settings(userId),
  ]);
  const inScope = due.filter((c) => !chosen || c.courseId === chosen);
  let question: ReviewScreen["question"] = null;
  for (const card of inScope) {
    const q = await repos.questions.get(card.courseId, card.questionId);
    if (!q) continue;
    const course = courses.find((c) => c.id === card.courseId)!;
    const last = (await repos.reviews.get(userId, card.questionId))?.history.at(-1);
    question = {
      last: last
        ? {
            at: dateInZone(last.at),
            why: !last.right ? ("wrong" as const) : last.rating === "hard" ? ("guessed" as const) : ("right" as const),
          }
        : null,
      ...questionView({ ...q, questionId: q.id }, NATURAL_ORDER, { number: 1, saved: null, reveal: false }, locale),
      courseId: card.courseId,
      courseTitle: localize(course.title, locale),
    };
    break;
  }
  let nextDate: string | null = null;
  if (!question) {
    const all = await repos.reviews.listByUser(userId, chosen ? [chosen] : ids);
    nextDate = all.find((c) => c.dueDate > today)?.dueDate ?? null;
  }
  const perCourse = groupBy(due, (c) => c.courseId);
  return {
    today,
    due: inScope.length,
    courses: await Promise.all(
      courses.map(async (c) => ({
        id: c.id,
        title: localize(c.title, locale),
        due: perCourse.get(c.id)?.length ?? 0,
        examDate: await examDateOf(userId, c.id, today),
      })),
    ),
    courseId: chosen,
    question,
    nextDate,
    settings,
  };
}

export type ReviewAnswerOutcome =
  | { kind: "answered"; view: QuestionView; courseId: string; dueDate: string; examDate: string | null }
  | { kind: "notDue" }
  | { kind: "invalid" };

/**
 * Grades the student's answer to one of her due cards with the practice quiz's grading, moves the card
 * and returns the question with its feedback (right answer, explanation) and the card's next day. A
 * card not hers, not due or whose course she left: "notDue".
 */
export async function answerReview(
  userId: string,
  input: { questionId: string; fields: AnswerFields; guessed: boolean; shownAt: number | null },
  locale: Locale,
  now: Date = clockNow(),
): Promise<ReviewAnswerOutcome> {
  const repos = await getRepositories();
  const today = dateInZone(now);
  const card = await repos.reviews.get(userId, input.questionId);
  if (!card || card.dueDate > today) return { kind: "notDue" };
  const courses = await enrolledCourses(userId);
  if (!courses.some((c) => c.id === card.courseId)) return { kind: "notDue" };
  const question = await repos.questions.get(card.courseId, card.questionId);
  if (!question) return { kind: "notDue" };
  const version = { ...question, questionId: question.id };
  const response = responseOf(version, input.fields);
  if (!response) return { kind: "invalid" };
  // A choice must be one of the question's own options (responseOf matched the type already).
  const chosenIds =
    response.type === "single" ? [response.optionId] : response.type === "multiple" ? response.optionIds : [];
  const known = new Set("options" in question.body ? question.body.options.map((o) => o.id) : []);
  if (chosenIds.some((id) => !known.has(id))) return { kind: "invalid" };
  const grade = gradeResponse(question.body, response);
  const slow = input.shownAt !== null && now.getTime() - input.shownAt > SLOW_ANSWER_MS;
  const outcome = await recordAnswer(
    userId,
    card.courseId,
    card.questionId,
    { right: grade.correct, guessed: input.guessed, slow },
    "review",
    now,
  );
  const dueDate = outcome?.card.dueDate ?? card.dueDate;
  return {
    kind: "answered",
    view: questionView(
      version,
      NATURAL_ORDER,
      { number: 1, saved: { response, grade, checked: true }, reveal: true },
      locale,
    ),
    courseId: card.courseId,
    dueDate,
    examDate: await examDateOf(userId, card.courseId, today),
  };
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
