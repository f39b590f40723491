import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@masar/domain/calendar-date";
import { useTestStore } from "#app/testing/test-store.server";

// A real SQLite file of this test's own, set before the app modules read the environment.
useTestStore("review");

const { dueToday, recordAnswers, replanCards, reviewCountsByDay, saveReviewSettings } = await import("./cards.server");
const { answerReview, reviewScreen } = await import("./session.server");
const { planCourseExam } = await import("../calendar-tasks.server");
// The server's translator (reminders are written in both languages).
await import("#app/i18n/i18next.server");
const { sendDueReminders } = await import("../reminders.server");
const { getRepositories } = await import("#app/repositories.server");
const { courseWithLessons } = await import("#app/data/contract/harness");
const { questionContent } = await import("#app/data/contract/practice.contract");

/** 10:00 in Cairo (UTC+2) on a date. */
const at = (date: string, hour = 10) => new Date(`${date}T${String(hour - 2).padStart(2, "0")}:00:00Z`);
const TODAY = "2026-11-23";
let courseId = "";
let otherCourseId = "";
const questionIds: string[] = [];
let otherQuestionId = "";

beforeAll(async () => {
  const repos = await getRepositories();
  for (const uid of ["s1", "s2", "s3", "s4", "s5"]) {
    await repos.users.ensureProfile({ uid, email: `${uid}@example.com`, displayName: uid, photoURL: null });
  }
  const { course } = await courseWithLessons(repos, 3);
  courseId = course.id;
  const questions = await repos.questions.create(
    courseId,
    Array.from({ length: 14 }, (_, i) => questionContent(i + 1)),
  );
  questionIds.push(...questions.map((q) => q.id));
  const other = await courseWithLessons(repos, 1);
  otherCourseId = other.course.id;
  [{ id: otherQuestionId }] = await repos.questions.create(otherCourseId, [questionContent(99)]);
  for (const uid of ["s1", "s2", "s3", "s4", "s5"]) await repos.enrollments.enroll(uid, courseId);
});

/** One answer through recordAnswers, its outcome. */
const recordAnswer = async (
  userId: string,
  courseId: string,
  questionId: string,
  answer: { right: boolean; guessed?: boolean },
  source: "practice" | "review",
  now: Date,
) => (await recordAnswers(userId, courseId, [{ questionId, ...answer }], source, now)).outcomes[0];
const cardOf = async (userId: string, questionId: string) => (await getRepositories()).reviews.get(userId, questionId);

describe("cards from answers", () => {
  it("a wrong answer makes a card for tomorrow; a right one makes none; a guess makes a Hard one", async () => {
    const wrong = await recordAnswer("s1", courseId, questionIds[0]!, { right: false }, "practice", at(TODAY));
    expect(wrong).toMatchObject({ rating: "again", card: { userId: "s1", dueDate: addDays(TODAY, 1) } });
    expect(await recordAnswer("s1", courseId, questionIds[1]!, { right: true }, "practice", at(TODAY))).toBeNull();
    expect(await cardOf("s1", questionIds[1]!)).toBeNull();
    const guessed = await recordAnswer(
      "s1",
      courseId,
      questionIds[2]!,
      { right: true, guessed: true },
      "practice",
      at(TODAY),
    );
    expect(guessed?.rating).toBe("hard");
    // Her cards are hers: the other student has none.
    expect(await cardOf("s2", questionIds[0]!)).toBeNull();
    const history = (await cardOf("s1", questionIds[0]!))!.history;
    expect(history).toEqual([
      expect.objectContaining({ rating: "again", right: false, source: "practice", dueDate: addDays(TODAY, 1) }),
    ]);
  });

  it("never plans a card on or after the exam: the plan's exam date bounds it, and a re-plan follows a new plan", async () => {
    // A card answered right again and again grows its interval past the exam in six days.
    const repos = await getRepositories();
    await planCourseExam("s2", { courseId, examDate: addDays(TODAY, 6), perDay: 3, offDays: [] }, at(TODAY));
    let when = at(TODAY);
    await recordAnswer("s2", courseId, questionIds[0]!, { right: false }, "practice", when);
    for (let i = 0; i < 4; i++) {
      const card = (await cardOf("s2", questionIds[0]!))!;
      when = at(card.dueDate);
      const out = await recordAnswer("s2", courseId, questionIds[0]!, { right: true }, "review", when);
      expect(out!.card.dueDate < addDays(TODAY, 6), out!.card.dueDate).toBe(true);
    }
    // The exam moves closer: re-planning the exam plan brings the card before the new date.
    const far = await repos.reviews.reschedule("s2", [{ questionId: questionIds[0]!, dueDate: addDays(TODAY, 30) }]);
    expect(far).toBe(1);
    await planCourseExam("s2", { courseId, examDate: addDays(TODAY, 3), perDay: 3, offDays: [] }, at(TODAY));
    expect((await cardOf("s2", questionIds[0]!))!.dueDate <= addDays(TODAY, 2)).toBe(true);
  });

  it("keeps every day within the student's daily limit, whatever she misses in one sitting", async () => {
    await saveReviewSettings("s3", { dailyLimit: 5, reminderHour: null });
    for (const questionId of questionIds.slice(0, 12)) {
      await recordAnswer("s3", courseId, questionId, { right: false }, "practice", at(TODAY));
    }
    const counts = await reviewCountsByDay("s3", { from: TODAY, to: addDays(TODAY, 30) });
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(12);
    expect(Math.max(...Object.values(counts))).toBeLessThanOrEqual(5);
    expect(Object.keys(counts).every((d) => d > TODAY)).toBe(true);
    // A submitted quiz's answers arrive together: the limit holds for the whole batch too.
    await saveReviewSettings("s5", { dailyLimit: 5, reminderHour: null });
    const batch = questionIds.slice(0, 12).map((questionId) => ({ questionId, right: false }));
    const { outcomes } = await recordAnswers("s5", courseId, batch, "practice", at(TODAY));
    expect(outcomes.every((o) => o?.rating === "again")).toBe(true);
    const batchCounts = await reviewCountsByDay("s5", { from: TODAY, to: addDays(TODAY, 30) });
    expect(Object.values(batchCounts).reduce((a, b) => a + b, 0)).toBe(12);
    expect(Math.max(...Object.values(batchCounts))).toBeLessThanOrEqual(5);
    // Each outcome names the day its card ended on after the re-plan.
    const planned = await Promise.all(batch.map(async (b) => (await cardOf("s5", b.questionId))!.dueDate));
    expect(outcomes.map((o) => o!.card.dueDate)).toEqual(planned);
  });
});

describe("the review session", () => {
  it("asks the first due card without its answer, grades one, and the wrong one comes back later", async () => {
    const when = at(addDays(TODAY, 1));
    const screen = await reviewScreen("s1", "en", null, when);
    expect(screen.due).toBe(2);
    expect(screen.question).toMatchObject({ courseId, feedback: null, answer: null });
    // Wrong: option "b" (the content's right option is "a").
    const first = screen.question!.questionId;
    const answered = await answerReview(
      "s1",
      { questionId: first, fields: { options: ["b"], value: "", text: "" }, guessed: false, shownAt: null },
      "en",
      when,
    );
    expect(answered).toMatchObject({ kind: "answered", view: { feedback: { correct: false } } });
    expect(answered.kind === "answered" && answered.dueDate > addDays(TODAY, 1)).toBe(true);
    // Answered, it is no longer due: the session goes on with the next card.
    const next = await reviewScreen("s1", "en", null, when);
    expect(next.due).toBe(1);
    expect(next.question!.questionId).not.toBe(first);
    // Again now: not due.
    const again = await answerReview(
      "s1",
      { questionId: first, fields: { options: ["a"], value: "", text: "" }, guessed: false, shownAt: null },
      "en",
      when,
    );
    expect(again).toEqual({ kind: "notDue" });
  });

  it("refuses another student's card, an option the question does not have, and a course she left", async () => {
    const when = at(addDays(TODAY, 5));
    const mine = (await reviewScreen("s3", "ar", null, when)).question!;
    const forged = await answerReview(
      "s4",
      { questionId: mine.questionId, fields: { options: ["a"], value: "", text: "" }, guessed: false, shownAt: null },
      "ar",
      when,
    );
    expect(forged).toEqual({ kind: "notDue" });
    const unknownOption = await answerReview(
      "s3",
      { questionId: mine.questionId, fields: { options: ["zz"], value: "", text: "" }, guessed: false, shownAt: null },
      "ar",
      when,
    );
    expect(unknownOption).toEqual({ kind: "invalid" });
    // A card in a course she is not enrolled in is not hers to review.
    const repos = await getRepositories();
    await recordAnswer("s4", otherCourseId, otherQuestionId, { right: false }, "practice", at(TODAY));
    expect(await dueToday("s4", when)).toBe(0);
    expect(
      await answerReview(
        "s4",
        { questionId: otherQuestionId, fields: { options: ["a"], value: "", text: "" }, guessed: false, shownAt: null },
        "ar",
        when,
      ),
    ).toEqual({ kind: "notDue" });
    expect(await repos.reviews.get("s4", otherQuestionId)).not.toBeNull();
  });

  it("says when the next review is when nothing is due", async () => {
    const screen = await reviewScreen("s2", "en", null, at(TODAY));
    expect(screen.question).toBeNull();
    expect(screen.nextDate! > TODAY).toBe(true);
  });

  it("re-plans from today: overdue cards come back within the limit", async () => {
    const later = addDays(TODAY, 40);
    const moved = await replanCards("s3", at(later));
    expect(moved).toBeGreaterThan(0);
    const counts = await reviewCountsByDay("s3", { from: later, to: addDays(later, 30) });
    expect(Math.max(...Object.values(counts))).toBeLessThanOrEqual(5);
    expect(Object.keys(counts).sort()[0]).toBe(later);
  });
});

describe("the daily reminder", () => {
  it("goes once a day at the student's hour to those with questions due, and never with the reminder off", async () => {
    const repos = await getRepositories();
    const day = addDays(TODAY, 41);
    // s1 keeps the default hour (19:00 Cairo); s3 turned the reminder off above.
    const reviewNotes = async (uid: string) =>
      (await repos.notifications.listByUser(uid)).filter((n) => n.data?.review === true);
    const before = await reviewNotes("s1");
    await sendDueReminders(at(day, 18));
    expect(await reviewNotes("s1")).toHaveLength(before.length);
    await sendDueReminders(at(day, 19));
    const after = await reviewNotes("s1");
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]!.localized?.en?.title).toMatch(/questions? to review today/);
    await sendDueReminders(at(day, 19));
    expect(await reviewNotes("s1")).toHaveLength(before.length + 1);
    expect(await reviewNotes("s3")).toHaveLength(0);
  });
});
