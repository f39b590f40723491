import { describe, expect, it } from "vitest";
import type { QuestionContent } from "@masar/domain/practice/question";
import type { AttemptAnswer, PaperItem, QuizSettings } from "@masar/domain/practice/quiz";
import { courseInput, identity, type ContractContext } from "./harness";

/** A single-choice question's content; `n` makes each one's stem its own. */
export const questionContent = (n: number, over: Partial<QuestionContent> = {}): QuestionContent => ({
  stem: { ar: `سؤال ${n}`, en: `Question ${n}` },
  explanation: { ar: "لأن", en: "Because" },
  body: {
    type: "single",
    options: [
      { id: "a", text: { ar: "أ", en: "A" }, correct: true, pinned: false },
      { id: "b", text: { ar: "ب", en: "B" }, correct: false, pinned: true },
    ],
  },
  tags: { lessonId: null, topic: "Limits", difficulty: "easy", source: "Final 2024" },
  ...over,
});

const numericContent: QuestionContent = {
  stem: { ar: "", en: "π to two places?" },
  explanation: { ar: "", en: "" },
  body: {
    type: "numeric",
    answers: [{ value: 3.14, tolerance: 0.005, toleranceKind: "absolute" }],
    unit: { ar: "", en: "" },
    decimalComma: true,
  },
  tags: { lessonId: "lesson-1", topic: "", difficulty: null, source: "" },
};

/** The question bank's versions and the quizzes' settings. */
export function describePractice(t: ContractContext) {
  describe("practice: question bank and quizzes", () => {
    /** A course with a bank of `count` questions, and an attempt's paper freezing nothing yet. */
    async function bank(count: number) {
      await t.repos.users.ensureProfile(identity("u1"));
      await t.repos.users.ensureProfile(identity("u2"));
      const course = await t.repos.courses.create(courseInput());
      const contents = Array.from({ length: count }, (_, i) => questionContent(i + 1));
      const questions = await t.repos.questions.create(course.id, contents);
      return { courseId: course.id, questions };
    }
    const paperOf = (...refs: { id: string; version: number }[]): PaperItem[] =>
      refs.map((r) => ({ questionId: r.id, version: r.version, optionOrder: ["b", "a"] }));
    const startWith = (courseId: string, userId: string, paper: PaperItem[]) =>
      t.repos.attempts.start({ courseId, quizId: "quiz-1", userId, seed: 7, paper, startedAt: t.clock.now() });

    it("creates the questions at version 1, lists them oldest first; another course's question is not found", async () => {
      const { courseId, questions } = await bank(3);
      expect(questions).toEqual(
        [1, 2, 3].map((n) => ({
          ...questionContent(n),
          id: expect.any(String),
          courseId,
          version: 1,
          createdAt: expect.any(Date),
          updatedAt: expect.any(Date),
        })),
      );
      expect(new Set(questions.map((q) => q.id)).size).toBe(3);
      t.clock.advance();
      const [numeric] = await t.repos.questions.create(courseId, [numericContent]);
      expect(numeric).toMatchObject({ ...numericContent, version: 1 });
      const listed = await t.repos.questions.listByCourse(courseId);
      expect(listed.map((q) => q.id)).toEqual([...questions.map((q) => q.id), numeric!.id]);
      expect(listed[0]).toEqual(questions[0]);
      expect(await t.repos.questions.get(courseId, numeric!.id)).toEqual(numeric);

      const other = await t.repos.courses.create(courseInput());
      const id = questions[0]!.id;
      expect(await t.repos.questions.get(other.id, id)).toBeNull();
      expect(await t.repos.questions.listByCourse(other.id)).toEqual([]);
      expect(await t.repos.questions.update(other.id, id, questionContent(9))).toBeNull();
      expect(await t.repos.questions.remove(other.id, id)).toBe(false);
      expect(await t.repos.questions.versions(other.id, [{ questionId: id, version: 1 }])).toEqual([]);
      expect(await t.repos.questions.get(courseId, "missing")).toBeNull();
      await expect(t.repos.questions.create("missing", [questionContent(1)])).rejects.toThrow();
    });

    it("edits a version in place while no attempt holds it", async () => {
      const { courseId, questions } = await bank(1);
      const id = questions[0]!.id;
      const at = t.clock.advance();
      const edited = await t.repos.questions.update(courseId, id, numericContent);
      expect(edited).toEqual({ ...questions[0], ...numericContent, version: 1, updatedAt: at });
      expect(await t.repos.questions.versions(courseId, [{ questionId: id, version: 1 }])).toEqual([
        { ...numericContent, questionId: id, version: 1, courseId },
      ]);
      expect(await t.repos.questions.listByCourse(courseId)).toEqual([edited]);
      expect(await t.repos.questions.update(courseId, "missing", numericContent)).toBeNull();
    });

    it("an edit after a start froze the version makes the next one; the frozen one stays as it was", async () => {
      const { courseId, questions } = await bank(2);
      const [q1, q2] = questions.map((q) => q.id);
      await startWith(courseId, "u1", paperOf({ id: q1!, version: 1 }));
      t.clock.advance();
      const v2 = await t.repos.questions.update(courseId, q1!, questionContent(21));
      expect(v2).toMatchObject({ ...questionContent(21), id: q1, version: 2 });
      const refs = [1, 2].map((version) => ({ questionId: q1!, version }));
      expect(await t.repos.questions.versions(courseId, refs)).toEqual([
        { ...questionContent(1), questionId: q1, version: 1, courseId },
        { ...questionContent(21), questionId: q1, version: 2, courseId },
      ]);
      expect((await t.repos.questions.listByCourse(courseId)).map((q) => [q.id, q.version, q.stem.en])).toEqual([
        [q1, 2, "Question 21"],
        [q2, 1, "Question 2"],
      ]);
      // Version 2 is in no paper: edited in place. A question outside the paper was never frozen.
      expect(await t.repos.questions.update(courseId, q1!, questionContent(22))).toMatchObject({ version: 2 });
      expect(await t.repos.questions.update(courseId, q2!, questionContent(23))).toMatchObject({ version: 1 });
      // Another student's paper takes version 2: the next edit makes version 3.
      await startWith(courseId, "u2", paperOf({ id: q1!, version: 2 }));
      expect(await t.repos.questions.update(courseId, q1!, questionContent(24))).toMatchObject({ version: 3 });
      const all = await t.repos.questions.versions(
        courseId,
        [1, 2, 3].map((version) => ({ questionId: q1!, version })),
      );
      expect(all.map((v) => [v.version, v.stem.en])).toEqual([
        [1, "Question 1"],
        [2, "Question 22"],
        [3, "Question 24"],
      ]);
    });

    it("a removed question leaves the bank; its versions stay for the attempts", async () => {
      const { courseId, questions } = await bank(2);
      const [q1, q2] = questions.map((q) => q.id);
      expect(await t.repos.questions.remove(courseId, q1!)).toBe(true);
      expect(await t.repos.questions.remove(courseId, q1!)).toBe(false);
      expect(await t.repos.questions.get(courseId, q1!)).toBeNull();
      expect((await t.repos.questions.listByCourse(courseId)).map((q) => q.id)).toEqual([q2]);
      expect(await t.repos.questions.update(courseId, q1!, questionContent(5))).toBeNull();
      // In the order asked; a ref that does not exist is left out.
      const asked = [
        { questionId: q2!, version: 1 },
        { questionId: q1!, version: 2 },
        { questionId: "missing", version: 1 },
        { questionId: q1!, version: 1 },
      ];
      expect((await t.repos.questions.versions(courseId, asked)).map((v) => [v.questionId, v.version])).toEqual([
        [q2, 1],
        [q1, 1],
      ]);
      expect(await t.repos.questions.versions(courseId, [])).toEqual([]);
    });

    it("puts, replaces and removes a quiz's settings", async () => {
      const course = await t.repos.courses.create(courseInput());
      const fixed: QuizSettings = {
        rule: { kind: "fixed", questionIds: ["q2", "q1"] },
        shuffleQuestions: true,
        shuffleOptions: false,
        passPercent: 60,
      };
      expect(await t.repos.quizzes.get(course.id, "lesson-1")).toBeNull();
      const first = await t.repos.quizzes.put(course.id, "lesson-1", fixed);
      expect(first).toEqual({ ...fixed, id: "lesson-1", courseId: course.id, updatedAt: t.clock.now() });
      expect(await t.repos.quizzes.get(course.id, "lesson-1")).toEqual(first);

      const at = t.clock.advance();
      const random: QuizSettings = {
        rule: { kind: "random", count: 5, filter: { lessonId: null, topic: "Limits", difficulty: "hard", source: "" } },
        shuffleQuestions: false,
        shuffleOptions: true,
        passPercent: 75.5,
      };
      const replaced = await t.repos.quizzes.put(course.id, "lesson-1", random);
      expect(replaced).toEqual({ ...random, id: "lesson-1", courseId: course.id, updatedAt: at });
      expect(await t.repos.quizzes.get(course.id, "lesson-1")).toEqual(replaced);

      const other = await t.repos.courses.create(courseInput());
      expect(await t.repos.quizzes.get(other.id, "lesson-1")).toBeNull();
      expect(await t.repos.quizzes.remove(other.id, "lesson-1")).toBe(false);
      expect(await t.repos.quizzes.remove(course.id, "lesson-1")).toBe(true);
      expect(await t.repos.quizzes.get(course.id, "lesson-1")).toBeNull();
      expect(await t.repos.quizzes.remove(course.id, "lesson-1")).toBe(false);
    });
  });
}

/** An answer to a single-choice question, saved now. */
export const answerTo = (
  questionId: string,
  over: Partial<AttemptAnswer> = {},
  savedAt = new Date(0),
): AttemptAnswer => ({
  questionId,
  response: { type: "single", optionId: "a" },
  grade: { score: 1, correct: true },
  checked: false,
  savedAt,
  ...over,
});
