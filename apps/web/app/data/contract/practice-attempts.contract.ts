import { describe, expect, it } from "vitest";
import type { AttemptResult, NewAttempt, PaperItem } from "@masar/domain/practice/quiz";
import { courseInput, identity, type ContractContext } from "./harness";
import { answerTo, questionContent } from "./practice.contract";

/** Students' attempts: one open attempt per quiz, idempotent answers, one submission. */
export function describePracticeAttempts(t: ContractContext) {
  describe("practice: attempts", () => {
    async function setup() {
      await t.repos.users.ensureProfile(identity("u1"));
      await t.repos.users.ensureProfile(identity("u2"));
      const course = await t.repos.courses.create(courseInput());
      const questions = await t.repos.questions.create(
        course.id,
        [1, 2, 3].map((n) => questionContent(n)),
      );
      const paper: PaperItem[] = [
        { questionId: questions[1]!.id, version: 1, optionOrder: ["b", "a"] },
        { questionId: questions[0]!.id, version: 1, optionOrder: null },
      ];
      return { courseId: course.id, questions, paper };
    }
    const newAttempt = (over: Partial<NewAttempt> & Pick<NewAttempt, "courseId" | "paper">): NewAttempt => ({
      quizId: "quiz-1",
      userId: "u1",
      seed: 123_456_789,
      startedAt: t.clock.now(),
      ...over,
    });
    const passed: AttemptResult = { score: 1.5, percent: 75, passed: true };

    it("keeps the seed and paper it was started with, and shows the attempt to its owner only", async () => {
      const { courseId, paper } = await setup();
      const started = await t.repos.attempts.start(newAttempt({ courseId, paper }));
      expect(started).toEqual({
        id: expect.any(String),
        courseId,
        quizId: "quiz-1",
        userId: "u1",
        seed: 123_456_789,
        paper,
        answers: {},
        state: "open",
        startedAt: t.clock.now(),
        submittedAt: null,
        result: null,
      });
      expect(await t.repos.attempts.get("u1", started.id)).toEqual(started);
      expect(await t.repos.attempts.get("u2", started.id)).toBeNull();
      expect(await t.repos.attempts.get("u1", "missing")).toBeNull();
      expect(await t.repos.attempts.openAttempt("u1", courseId, "quiz-1")).toEqual(started);
      expect(await t.repos.attempts.openAttempt("u2", courseId, "quiz-1")).toBeNull();
      expect(await t.repos.attempts.openAttempt("u1", courseId, "quiz-2")).toBeNull();
    });

    it("a second start returns the open attempt, and five at once make one", async () => {
      const { courseId, paper } = await setup();
      const first = await t.repos.attempts.start(newAttempt({ courseId, paper }));
      t.clock.advance();
      const again = await t.repos.attempts.start(newAttempt({ courseId, paper: paper.slice(1), seed: 1 }));
      expect(again).toEqual(first);
      const racing = await Promise.all(
        [1, 2, 3, 4, 5].map((seed) => t.repos.attempts.start(newAttempt({ courseId, paper, seed, userId: "u2" }))),
      );
      expect(new Set(racing.map((a) => a.id)).size).toBe(1);
      expect(racing[0]!.id).not.toBe(first.id);
      expect(await t.repos.attempts.listByUser("u2", courseId)).toEqual([racing[0]]);
    });

    it("saves an answer idempotently: ten saves at once leave one answer", async () => {
      const { courseId, paper } = await setup();
      const { id } = await t.repos.attempts.start(newAttempt({ courseId, paper }));
      const questionId = paper[0]!.questionId;
      const draft = answerTo(questionId, { grade: { score: 0.5, correct: false } }, t.clock.advance());
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, () => t.repos.attempts.saveAnswer("u1", id, draft)),
      );
      expect(outcomes).toEqual(Array(10).fill("saved"));
      expect((await t.repos.attempts.get("u1", id))!.answers).toEqual({ [questionId]: draft });
      // A changed draft replaces it; another question's answer sits beside it.
      const changed = answerTo(questionId, { response: { type: "single", optionId: "b" } }, t.clock.advance());
      const other = answerTo(paper[1]!.questionId, {}, t.clock.now());
      expect(await t.repos.attempts.saveAnswer("u1", id, changed)).toBe("saved");
      expect(await t.repos.attempts.saveAnswer("u1", id, other)).toBe("saved");
      expect((await t.repos.attempts.get("u1", id))!.answers).toEqual({
        [questionId]: changed,
        [other.questionId]: other,
      });
    });

    it("refuses an answer outside the paper, another user's attempt and a checked answer", async () => {
      const { courseId, questions, paper } = await setup();
      const { id } = await t.repos.attempts.start(newAttempt({ courseId, paper }));
      const questionId = paper[0]!.questionId;
      const outside = questions[2]!.id;
      expect(await t.repos.attempts.saveAnswer("u1", id, answerTo(outside))).toBe("notInPaper");
      expect(await t.repos.attempts.saveAnswer("u2", id, answerTo(questionId))).toBe("notFound");
      expect(await t.repos.attempts.saveAnswer("u1", "missing", answerTo(questionId))).toBe("notFound");
      const checked = answerTo(questionId, { checked: true }, t.clock.now());
      expect(await t.repos.attempts.saveAnswer("u1", id, checked)).toBe("saved");
      t.clock.advance();
      const later = answerTo(questionId, { response: { type: "single", optionId: "b" } }, t.clock.now());
      expect(await t.repos.attempts.saveAnswer("u1", id, later)).toBe("locked");
      expect((await t.repos.attempts.get("u1", id))!.answers).toEqual({ [questionId]: checked });
    });

    it("submits once; the attempt is then closed and the next start makes a new one", async () => {
      const { courseId, paper } = await setup();
      const started = await t.repos.attempts.start(newAttempt({ courseId, paper }));
      const answer = answerTo(paper[0]!.questionId, {}, t.clock.now());
      await t.repos.attempts.saveAnswer("u1", started.id, answer);
      const at = t.clock.advance();
      const submitted = await t.repos.attempts.submit("u1", started.id, passed, at);
      expect(submitted).toEqual({
        ...started,
        answers: { [answer.questionId]: answer },
        state: "submitted",
        submittedAt: at,
        result: passed,
      });
      expect(await t.repos.attempts.get("u1", started.id)).toEqual(submitted);
      t.clock.advance();
      const failed = { score: 0, percent: 0, passed: false };
      expect(await t.repos.attempts.submit("u1", started.id, failed, t.clock.now())).toEqual(submitted);
      expect(await t.repos.attempts.get("u1", started.id)).toEqual(submitted);
      expect(await t.repos.attempts.saveAnswer("u1", started.id, answerTo(paper[1]!.questionId))).toBe("closed");
      expect(await t.repos.attempts.submit("u2", started.id, failed, t.clock.now())).toBeNull();
      expect(await t.repos.attempts.submit("u1", "missing", failed, t.clock.now())).toBeNull();
      expect(await t.repos.attempts.openAttempt("u1", courseId, "quiz-1")).toBeNull();

      const next = await t.repos.attempts.start(newAttempt({ courseId, paper, startedAt: t.clock.advance() }));
      expect(next).toMatchObject({ state: "open", answers: {}, result: null });
      expect(next.id).not.toBe(started.id);
      expect(await t.repos.attempts.openAttempt("u1", courseId, "quiz-1")).toEqual(next);
    });

    it("lists a user's attempts at the course newest first, and a quiz's submitted ones oldest first", async () => {
      const { courseId, paper } = await setup();
      const other = await t.repos.courses.create(courseInput());
      const a = await t.repos.attempts.start(newAttempt({ courseId, paper }));
      const b = await t.repos.attempts.start(
        newAttempt({ courseId, paper, quizId: "quiz-2", startedAt: t.clock.advance() }),
      );
      const c = await t.repos.attempts.start(
        newAttempt({ courseId, paper, userId: "u2", startedAt: t.clock.advance() }),
      );
      await t.repos.attempts.start(newAttempt({ courseId: other.id, paper: [], startedAt: t.clock.advance() }));
      // c submits before a; b is at another quiz; an open attempt is not listed.
      const cDone = await t.repos.attempts.submit("u2", c.id, passed, t.clock.advance());
      const aDone = await t.repos.attempts.submit("u1", a.id, passed, t.clock.advance());
      const d = await t.repos.attempts.start(newAttempt({ courseId, paper, startedAt: t.clock.advance() }));
      await t.repos.attempts.submit("u1", b.id, passed, t.clock.advance());

      expect((await t.repos.attempts.listByUser("u1", courseId)).map((x) => x.id)).toEqual([d.id, b.id, a.id]);
      expect((await t.repos.attempts.listByUser("u2", courseId)).map((x) => x.id)).toEqual([c.id]);
      expect(await t.repos.attempts.listByUser("u1", "missing")).toEqual([]);
      expect(await t.repos.attempts.listSubmitted(courseId, "quiz-1")).toEqual([cDone, aDone]);
      expect(await t.repos.attempts.listSubmitted(other.id, "quiz-1")).toEqual([]);
    });

    it("a course's deletion takes its questions, quizzes and attempts; another course keeps its own", async () => {
      const { courseId, questions, paper } = await setup();
      const kept = await setup();
      for (const s of [{ courseId, paper }, kept]) {
        await t.repos.quizzes.put(s.courseId, "quiz-1", {
          rule: { kind: "fixed", questionIds: s.paper.map((p) => p.questionId) },
          shuffleQuestions: false,
          shuffleOptions: false,
          passPercent: 60,
        });
      }
      const attempt = await t.repos.attempts.start(newAttempt({ courseId, paper }));
      await t.repos.attempts.saveAnswer("u1", attempt.id, answerTo(paper[0]!.questionId));
      await t.repos.questions.update(courseId, paper[0]!.questionId, questionContent(9));
      await t.repos.questions.remove(courseId, questions[2]!.id);
      const keptAttempt = await t.repos.attempts.start(newAttempt({ courseId: kept.courseId, paper: kept.paper }));

      expect(await t.repos.courses.delete(courseId)).toBe(true);
      expect(await t.repos.questions.listByCourse(courseId)).toEqual([]);
      expect(await t.repos.questions.get(courseId, questions[0]!.id)).toBeNull();
      const refs = [1, 2].flatMap((version) => questions.map((q) => ({ questionId: q.id, version })));
      expect(await t.repos.questions.versions(courseId, refs)).toEqual([]);
      expect(await t.repos.quizzes.get(courseId, "quiz-1")).toBeNull();
      expect(await t.repos.attempts.get("u1", attempt.id)).toBeNull();
      expect(await t.repos.attempts.listByUser("u1", courseId)).toEqual([]);

      expect(await t.repos.questions.listByCourse(kept.courseId)).toHaveLength(3);
      expect(await t.repos.quizzes.get(kept.courseId, "quiz-1")).not.toBeNull();
      expect(await t.repos.attempts.get("u1", keptAttempt.id)).toEqual(keptAttempt);
      // The admin console's deletion of a course nobody holds takes them too.
      expect(await t.repos.admin.deleteCourseIfUnheld(kept.courseId)).toBe("deleted");
      expect(await t.repos.questions.listByCourse(kept.courseId)).toEqual([]);
      expect(await t.repos.quizzes.get(kept.courseId, "quiz-1")).toBeNull();
      expect(await t.repos.attempts.get("u1", keptAttempt.id)).toBeNull();
    });
  });
}
