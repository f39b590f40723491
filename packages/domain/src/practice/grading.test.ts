import { describe, expect, it } from "vitest";
import { correctResponse, gradeResponse, isAnswered } from "./grading";
import type { ChoiceOption, NumericAnswer, QuestionBody, QuestionResponse } from "./question";

function option(id: string, correct: boolean): ChoiceOption {
  return { id, text: { ar: id, en: id }, correct, pinned: false };
}

const single: QuestionBody = { type: "single", options: [option("a", false), option("b", true), option("c", false)] };
// two correct of five, three wrong
const options = [option("a", true), option("b", true), option("c", false), option("d", false), option("e", false)];
const exact: QuestionBody = { type: "multiple", options, scoring: "allOrNothing" };
const partial: QuestionBody = { type: "multiple", options, scoring: "partial" };
const trueFalse: QuestionBody = { type: "trueFalse", answer: false };

function numeric(answers: NumericAnswer[], decimalComma = false): QuestionBody {
  return { type: "numeric", answers, unit: { ar: "", en: "" }, decimalComma };
}
const city: QuestionBody = { type: "shortText", accepted: ["القاهرة", "Cairo"], matching: "ignoreDiacritics" };
const pi = numeric([{ value: 3.14, tolerance: 0.01, toleranceKind: "absolute" }]);

describe("gradeResponse", () => {
  it.each<[string, QuestionBody, QuestionResponse, number]>([
    ["single: the correct option", single, { type: "single", optionId: "b" }, 1],
    ["single: a wrong option", single, { type: "single", optionId: "a" }, 0],
    ["single: an unknown option", single, { type: "single", optionId: "z" }, 0],
    ["single: no option", single, { type: "single", optionId: "" }, 0],
    ["single: a response of another type", single, { type: "multiple", optionIds: ["b"] }, 0],
    ["all or nothing: the correct set", exact, { type: "multiple", optionIds: ["b", "a"] }, 1],
    ["all or nothing: the correct set, repeated", exact, { type: "multiple", optionIds: ["a", "b", "a"] }, 1],
    ["all or nothing: part of it", exact, { type: "multiple", optionIds: ["a"] }, 0],
    ["all or nothing: too many", exact, { type: "multiple", optionIds: ["a", "b", "c"] }, 0],
    ["all or nothing: none", exact, { type: "multiple", optionIds: [] }, 0],
    ["all or nothing: an unknown option", exact, { type: "multiple", optionIds: ["a", "b", "z"] }, 0],
    ["partial: the correct set", partial, { type: "multiple", optionIds: ["a", "b"] }, 1],
    ["partial: one of two correct", partial, { type: "multiple", optionIds: ["a"] }, 0.5],
    ["partial: both correct and one of three wrong", partial, { type: "multiple", optionIds: ["a", "b", "c"] }, 2 / 3],
    ["partial: one correct, one wrong", partial, { type: "multiple", optionIds: ["a", "c"] }, 0.5 - 1 / 3],
    ["partial: one correct, two wrong (floored)", partial, { type: "multiple", optionIds: ["a", "c", "d"] }, 0],
    ["partial: every option", partial, { type: "multiple", optionIds: ["a", "b", "c", "d", "e"] }, 0],
    ["partial: only wrong ones", partial, { type: "multiple", optionIds: ["c"] }, 0],
    ["partial: an unknown option", partial, { type: "multiple", optionIds: ["a", "b", "z"] }, 0],
    ["partial: a response of another type", partial, { type: "single", optionId: "a" }, 0],
    ["true/false: right", trueFalse, { type: "trueFalse", value: false }, 1],
    ["true/false: wrong", trueFalse, { type: "trueFalse", value: true }, 0],
    ["true/false: a response of another type", trueFalse, { type: "shortText", text: "false" }, 0],
  ])("%s", (_, body, response, score) => {
    const grade = gradeResponse(body, response);
    expect(grade.score).toBeCloseTo(score, 12);
    expect(grade.correct).toBe(score === 1);
  });

  it.each<[string, QuestionBody, string, boolean]>([
    ["exactly", pi, "3.14", true],
    ["in Arabic-Indic digits", pi, "٣٫١٤", true],
    ["at the edge of the tolerance", pi, "3.15", true],
    ["just beyond it", pi, "3.1501", false],
    ["below it", pi, "3.1299", false],
    ["unreadable", pi, "pi", false],
    ["blank", pi, "", false],
    ["with a decimal comma where the question has none", pi, "3,14", false],
    [
      "with a decimal comma where the question has one",
      numeric([{ value: 3.14, tolerance: 0, toleranceKind: "absolute" }], true),
      "3,14",
      true,
    ],
    [
      "with no tolerance, in float error",
      numeric([{ value: 0.3, tolerance: 0, toleranceKind: "absolute" }]),
      String(0.1 + 0.2),
      true,
    ],
    [
      "at an absolute edge only float error crosses",
      numeric([{ value: 0.3, tolerance: 0.1, toleranceKind: "absolute" }]),
      "0.4",
      true,
    ],
    ["beyond that edge", numeric([{ value: 0.3, tolerance: 0.1, toleranceKind: "absolute" }]), "0.4000001", false],
    [
      "within a relative tolerance",
      numeric([{ value: -200, tolerance: 0.05, toleranceKind: "relative" }]),
      "−190",
      true,
    ],
    [
      "beyond a relative tolerance",
      numeric([{ value: -200, tolerance: 0.05, toleranceKind: "relative" }]),
      "-189.9",
      false,
    ],
    [
      "at a relative edge only float error crosses",
      numeric([{ value: 0.3, tolerance: 1 / 3, toleranceKind: "relative" }]),
      "0.4",
      true,
    ],
    [
      "the second accepted answer",
      numeric([
        { value: 1, tolerance: 0, toleranceKind: "absolute" },
        { value: 2, tolerance: 0, toleranceKind: "absolute" },
      ]),
      "2",
      true,
    ],
    ["no accepted answer", numeric([]), "0", false],
  ])("numeric: %s", (_, body, text, right) => {
    expect(gradeResponse(body, { type: "numeric", text })).toEqual({ score: right ? 1 : 0, correct: right });
  });

  it("numeric: a response of another type scores 0", () => {
    expect(gradeResponse(pi, { type: "shortText", text: "3.14" })).toEqual({ score: 0, correct: false });
  });

  it.each<[string, QuestionBody, string, boolean]>([
    ["the first accepted answer", city, "القاهرة", true],
    ["another accepted answer, in other case and spacing", city, "  CAIRO ", true],
    ["with tashkeel under ignoreDiacritics", city, "القَاهِرَة", true],
    ["with a bare alef under ignoreDiacritics", city, "الفاهرة", false],
    ["with ه for ة under ignoreDiacritics", city, "القاهره", false],
    ["with ه for ة under lenient", { ...city, matching: "lenient" }, "القاهره", true],
    ["with tashkeel under strict", { ...city, matching: "strict" }, "القَاهِرَة", false],
    ["blank", city, "  ", false],
    ["blank against a blank accepted answer", { ...city, accepted: [""] }, "", false],
    ["another answer", city, "Giza", false],
  ])("short text: %s", (_, body, text, right) => {
    expect(gradeResponse(body, { type: "shortText", text })).toEqual({ score: right ? 1 : 0, correct: right });
  });

  it("short text: a response of another type scores 0", () => {
    expect(gradeResponse(city, { type: "numeric", text: "Cairo" })).toEqual({ score: 0, correct: false });
  });
});

describe("isAnswered", () => {
  it.each<[QuestionResponse, boolean]>([
    [{ type: "single", optionId: "a" }, true],
    [{ type: "single", optionId: "" }, false],
    [{ type: "multiple", optionIds: ["a"] }, true],
    [{ type: "multiple", optionIds: [] }, false],
    [{ type: "trueFalse", value: false }, true],
    [{ type: "numeric", text: "0" }, true],
    [{ type: "numeric", text: " \u200F " }, false],
    [{ type: "shortText", text: "ا" }, true],
    [{ type: "shortText", text: "" }, false],
  ])("%j → %s", (response, answered) => {
    expect(isAnswered(response)).toBe(answered);
  });
});

describe("correctResponse", () => {
  it.each<[QuestionBody, ReturnType<typeof correctResponse>]>([
    [single, { type: "single", optionIds: ["b"] }],
    [exact, { type: "multiple", optionIds: ["a", "b"] }],
    [trueFalse, { type: "trueFalse", value: false }],
    [pi, { type: "numeric", answer: { value: 3.14, tolerance: 0.01, toleranceKind: "absolute" } }],
    [numeric([]), { type: "numeric", answer: null }],
    [city, { type: "shortText", text: "القاهرة" }],
    [
      { type: "shortText", accepted: [], matching: "strict" },
      { type: "shortText", text: null },
    ],
  ])("%j", (body, expected) => {
    expect(correctResponse(body)).toEqual(expected);
  });
});
