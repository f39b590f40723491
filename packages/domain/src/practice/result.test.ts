import { describe, expect, it } from "vitest";
import type { QuestionTags, QuestionVersion } from "./question";
import type { AttemptAnswer, PaperItem } from "./quiz";
import { attemptResult, tagBreakdown } from "./result";

function item(questionId: string, version = 1): PaperItem {
  return { questionId, version, optionOrder: null };
}

function answer(questionId: string, score: number): AttemptAnswer {
  return {
    questionId,
    response: { type: "trueFalse", value: true },
    grade: { score, correct: score === 1 },
    checked: false,
    savedAt: new Date(0),
  };
}

function answers(...list: AttemptAnswer[]): Record<string, AttemptAnswer> {
  return Object.fromEntries(list.map((a) => [a.questionId, a]));
}

function version(questionId: string, tags: Partial<QuestionTags>, v = 1): QuestionVersion {
  return {
    questionId,
    version: v,
    courseId: "c1",
    stem: { ar: questionId, en: "" },
    explanation: { ar: "", en: "" },
    body: { type: "trueFalse", answer: true },
    tags: { lessonId: null, topic: "", difficulty: null, source: "", ...tags },
  };
}

describe("attemptResult", () => {
  const paper = [item("a"), item("b"), item("c")];
  it.each<[string, readonly PaperItem[], Record<string, AttemptAnswer>, number, ReturnType<typeof attemptResult>]>([
    [
      "all right",
      paper,
      answers(answer("a", 1), answer("b", 1), answer("c", 1)),
      60,
      { score: 3, percent: 100, passed: true },
    ],
    ["unanswered count 0", paper, answers(answer("a", 1)), 60, { score: 1, percent: 33.3, passed: false }],
    [
      "two of three, rounded",
      paper,
      answers(answer("a", 1), answer("b", 1)),
      60,
      { score: 2, percent: 66.7, passed: true },
    ],
    [
      "partial credit",
      paper,
      answers(answer("a", 0.5), answer("b", 1), answer("c", 0.3)),
      60,
      { score: 1.8, percent: 60, passed: true },
    ],
    [
      "just under the pass mark",
      paper,
      answers(answer("a", 0.5), answer("b", 1), answer("c", 0.2)),
      57,
      { score: 1.7, percent: 56.7, passed: false },
    ],
    [
      "an answer outside the paper does not count",
      paper,
      answers(answer("x", 1), answer("a", 1)),
      30,
      { score: 1, percent: 33.3, passed: true },
    ],
    ["nothing answered, pass mark 0", paper, {}, 0, { score: 0, percent: 0, passed: true }],
    ["an empty paper", [], answers(answer("a", 1)), 0, { score: 0, percent: 0, passed: false }],
  ])("%s", (_, p, given, passPercent, expected) => {
    const result = attemptResult(p, given, passPercent);
    expect(result.percent).toBe(expected.percent);
    expect(result.passed).toBe(expected.passed);
    expect(result.score).toBeCloseTo(expected.score, 12);
  });

  it("passes on the rounded percent the student sees", () => {
    // 1199.9 of 2000 marks is 59.995%, shown as 60%
    const many = Array.from({ length: 2000 }, (_, i) => item(`q${i}`));
    const scores = answers(...many.slice(0, 1199).map((q) => answer(q.questionId, 1)), answer("q1199", 0.9));
    expect(attemptResult(many, scores, 60)).toMatchObject({ percent: 60, passed: true });
  });
});

describe("tagBreakdown", () => {
  const versions = [
    version("a", { topic: "Limits", difficulty: "hard", lessonId: "l2" }),
    version("b", { topic: "limits ", difficulty: "easy", lessonId: "l1" }),
    version("c", { topic: "النهايات", difficulty: "easy" }),
    version("d", { topic: "Derivatives", lessonId: "l1" }, 2),
    version("e", {}),
  ];
  const given = answers(answer("a", 1), answer("b", 0.5), answer("d", 1));

  it("rows per topic, difficulty and lesson, each once, in a stable order", () => {
    const paper = [item("c"), item("a"), item("e"), item("b"), item("d", 2)];
    expect(tagBreakdown(paper, versions, given)).toEqual([
      { tag: "topic", value: "Derivatives", questions: 1, score: 1 },
      { tag: "topic", value: "Limits", questions: 2, score: 1.5 },
      { tag: "topic", value: "النهايات", questions: 1, score: 0 },
      { tag: "difficulty", value: "easy", questions: 2, score: 0.5 },
      { tag: "difficulty", value: "hard", questions: 1, score: 1 },
      { tag: "lesson", value: "l1", questions: 2, score: 1.5 },
      { tag: "lesson", value: "l2", questions: 1, score: 1 },
    ]);
  });

  it("does not depend on the paper's order", () => {
    const paper = [item("a"), item("b"), item("c"), item("d", 2), item("e")];
    expect(tagBreakdown([...paper].reverse(), versions, given)).toEqual(tagBreakdown(paper, versions, given));
  });

  it("leaves out a paper item whose version is not given", () => {
    expect(tagBreakdown([item("d", 1), item("zz")], versions, given)).toEqual([]);
  });
});
