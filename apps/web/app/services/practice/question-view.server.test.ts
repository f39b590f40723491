import { describe, expect, it } from "vitest";
import type { QuestionVersion } from "@masar/domain/practice/question";
import type { Attempt } from "@masar/domain/practice/quiz";
import { questionViews } from "./question-view.server";

const choice: QuestionVersion = {
  questionId: "q1",
  version: 1,
  courseId: "c1",
  stem: { ar: "ما قيمة $x$؟", en: "What is $x$?" },
  explanation: { ar: "لأن السر-العميق-١", en: "Because SECRET-EXPLANATION-1" },
  body: {
    type: "single",
    options: [
      { id: "a", text: { ar: "−5", en: "−5" }, correct: false, pinned: false },
      { id: "b", text: { ar: "خمسة", en: "five" }, correct: true, pinned: false },
      { id: "c", text: { ar: "جميع ما سبق", en: "All of the above" }, correct: false, pinned: true },
    ],
  },
  tags: { lessonId: null, topic: "", difficulty: null, source: "" },
};
const numeric: QuestionVersion = {
  ...choice,
  questionId: "q2",
  explanation: { ar: "", en: "Because SECRET-EXPLANATION-2" },
  body: {
    type: "numeric",
    answers: [{ value: 3.14, tolerance: 0.01, toleranceKind: "absolute" }],
    unit: { ar: "م", en: "m" },
    decimalComma: false,
  },
};

function attempt(patch: Partial<Attempt> = {}): Attempt {
  return {
    id: "t1",
    courseId: "c1",
    quizId: "l1",
    userId: "u1",
    seed: 7,
    paper: [
      { questionId: "q2", version: 1, optionOrder: null },
      { questionId: "q1", version: 1, optionOrder: ["b", "a", "c"] },
    ],
    answers: {},
    state: "open",
    startedAt: new Date("2026-11-29T10:00:00Z"),
    submittedAt: null,
    result: null,
    ...patch,
  };
}

describe("questionViews", () => {
  it("holds no right answer and no explanation before the answer is checked", () => {
    const views = questionViews(
      attempt({
        answers: {
          q1: {
            questionId: "q1",
            response: { type: "single", optionId: "a" },
            grade: { score: 0, correct: false },
            checked: false,
            savedAt: new Date(),
          },
        },
      }),
      [choice, numeric],
      "en",
    );
    const text = JSON.stringify(views);
    expect(text).not.toContain("SECRET-EXPLANATION");
    expect(text).not.toContain("correct");
    expect(text).not.toContain("3.14");
    expect(views.map((v) => [v.questionId, v.number, v.feedback])).toEqual([
      ["q2", 1, null],
      ["q1", 2, null],
    ]);
    // The saved draft comes back; the options in the paper's order.
    expect(views[1]!.answer).toEqual({ type: "single", optionId: "a" });
    expect(views[1]!.options!.map((o) => o.id)).toEqual(["b", "a", "c"]);
  });

  it("shows the feedback of a checked answer, and of every question once the attempt is finished", () => {
    const checked = questionViews(
      attempt({
        answers: {
          q1: {
            questionId: "q1",
            response: { type: "single", optionId: "b" },
            grade: { score: 1, correct: true },
            checked: true,
            savedAt: new Date(),
          },
        },
      }),
      [choice, numeric],
      "en",
    );
    expect(checked[1]!.feedback).toMatchObject({ correct: true, right: { type: "single", optionIds: ["b"] } });
    expect(checked[1]!.feedback!.explanationHtml).toContain("SECRET-EXPLANATION-1");
    expect(checked[0]!.feedback).toBeNull();

    const finished = questionViews(attempt({ state: "submitted" }), [choice, numeric], "en");
    expect(finished[0]!.feedback).toMatchObject({ correct: false, score: 0, right: { type: "numeric" } });
  });

  it("renders the question's language, its math as MathML, and a number-only option left to right", () => {
    const [, view] = questionViews(attempt(), [choice, numeric], "ar");
    expect(view!.stemHtml).toContain("ما قيمة");
    expect(view!.stemHtml).toContain("<math");
    expect(view!.options!.find((o) => o.id === "a")!.dir).toBe("ltr");
    expect(view!.options!.find((o) => o.id === "b")!.dir).toBe("auto");
  });
});
