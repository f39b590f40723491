/**
 * The review session (/review): the student's due cards asked one at a time with the practice quiz's
 * own question view and grading, and her answer moving the card (cards.server.ts).
 */
import { dateInZone } from "@masar/domain/calendar-date";
import { localize, type Locale } from "@masar/domain/locale";
import { gradeResponse } from "@masar/domain/practice/grading";
import type { ReviewSettings } from "@masar/domain/review/card";
import { getRepositories } from "#app/repositories.server";
import { now as clockNow } from "#app/utils/clock.server";
import { enrolledCourses } from "../enrolled-courses.server";
import { questionView, type QuestionView } from "../practice/question-view.server";
import { responseOf, type AnswerFields } from "../practice/response.server";
import { examDates, recordAnswers } from "./cards.server";

/** An answer given after this long on one question counts as slow (rated Hard when right). */
const SLOW_ANSWER_MS = 90_000;

/** Options in the teacher's order: a review asks the question itself, not a paper's shuffle of it. */
const NATURAL_ORDER = { optionOrder: null };

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
  const courses = (await enrolledCourses(userId)).map(({ course }) => course);
  const chosen = courseId && courses.some((c) => c.id === courseId) ? courseId : null;
  const ids = courses.map((c) => c.id);
  const [due, settings, exams] = await Promise.all([
    repos.reviews.listDue(userId, { through: today, courseIds: ids }),
    repos.reviews.settings(userId),
    examDates(userId, ids, today),
  ]);
  const inScope = due.filter((c) => !chosen || c.courseId === chosen);
  let question: ReviewScreen["question"] = null;
  for (const card of inScope) {
    const q = await repos.questions.get(card.courseId, card.questionId);
    if (!q) continue;
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
      courseTitle: localize(courses.find((c) => c.id === card.courseId)!.title, locale),
    };
    break;
  }
  let nextDate: string | null = null;
  if (!question) {
    const all = await repos.reviews.listByUser(userId, chosen ? [chosen] : ids);
    nextDate = all.find((c) => c.dueDate > today)?.dueDate ?? null;
  }
  return {
    today,
    due: inScope.length,
    courses: courses.map((c) => ({
      id: c.id,
      title: localize(c.title, locale),
      due: due.filter((d) => d.courseId === c.id).length,
      examDate: exams.get(c.id) ?? null,
    })),
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
  const card = await repos.reviews.get(userId, input.questionId);
  if (!card || card.dueDate > dateInZone(now)) return { kind: "notDue" };
  if (!(await enrolledCourses(userId)).some(({ course }) => course.id === card.courseId)) return { kind: "notDue" };
  const question = await repos.questions.get(card.courseId, card.questionId);
  if (!question) return { kind: "notDue" };
  const version = { ...question, questionId: question.id };
  const response = responseOf(version, input.fields);
  if (!response) return { kind: "invalid" };
  const grade = gradeResponse(question.body, response);
  const slow = input.shownAt !== null && now.getTime() - input.shownAt > SLOW_ANSWER_MS;
  const { outcomes, examDate } = await recordAnswers(
    userId,
    card.courseId,
    [{ questionId: card.questionId, right: grade.correct, guessed: input.guessed, slow }],
    "review",
    now,
  );
  return {
    kind: "answered",
    view: questionView(
      version,
      NATURAL_ORDER,
      { number: 1, saved: { response, grade, checked: true }, reveal: true },
      locale,
    ),
    courseId: card.courseId,
    dueDate: outcomes[0]?.card.dueDate ?? card.dueDate,
    examDate,
  };
}
