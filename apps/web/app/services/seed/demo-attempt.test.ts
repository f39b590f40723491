import { describe, expect, it } from "vitest";
import type { Question } from "@masar/domain/practice/question";
import { demoAttempt } from "./demo-attempt";
import { DEFAULT_QUIZ_SETTINGS } from "@masar/domain/practice/quiz";
import { DEMO_QUESTION_BANKS } from "./demo-questions";

const at = new Date("2026-11-23T08:00:00Z");
const bankOf = (category: string): Question[] =>
  DEMO_QUESTION_BANKS[category]!.map((content, i) => ({
    ...content,
    id: `q${i}`,
    courseId: "c1",
    version: 1,
    createdAt: at,
    updatedAt: at,
  }));

describe("the demo student's quiz attempt", () => {
  const ids = { courseId: "c1", quizId: "quiz", userId: "demo-student" };

  it.each(Object.keys(DEMO_QUESTION_BANKS))("passes a paper of ten from the %s bank with 80%%", (category) => {
    const bank = bankOf(category);
    const demo = demoAttempt(ids, bank, DEFAULT_QUIZ_SETTINGS, at);
    expect(demo.attempt).toMatchObject({ ...ids, startedAt: at });
    expect(demo.attempt.paper).toHaveLength(10);
    expect(new Set(demo.attempt.paper.map((p) => p.questionId)).size).toBe(10);
    expect(demo.answers.map((a) => a.questionId)).toEqual(demo.attempt.paper.map((p) => p.questionId));
    expect(demo.answers.map((a) => a.grade.correct)).toEqual([...Array(8).fill(true), false, false]);
    expect(demo.result).toEqual({ score: 8, percent: 80, passed: true });
    // Answered one by one after it started, submitted after the last answer and before "now".
    const times = demo.answers.map((a) => a.savedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThan(at.getTime());
    expect(demo.submittedAt.getTime()).toBeGreaterThan(times.at(-1)!);
    expect(demo.submittedAt.getTime() - at.getTime()).toBeLessThan(15 * 60_000);
  });

  it("is the same paper on every seeding", () => {
    const bank = bankOf("physics");
    expect(demoAttempt(ids, bank, DEFAULT_QUIZ_SETTINGS, at)).toEqual(
      demoAttempt(ids, bank, DEFAULT_QUIZ_SETTINGS, at),
    );
  });
});
