import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "../zod";
import type { QuestionContent, QuestionResponse } from "./question";
import { questionContentSchema, questionResponseSchema, quizSettingsSchema } from "./question-schema";
import type { QuizSettings } from "./quiz";

type Input = Record<string, unknown>;

function option(id: string, correct = false, text: Input = { ar: "خيار", en: "" }): Input {
  return { id, text, correct };
}

const singleBody = { type: "single", options: [option("a", true), option("b")] };

function content(body: Input, over: Input = {}): Input {
  return { stem: { ar: "ما الناتج؟", en: "" }, body, ...over };
}

/** The parse's message keys by path ("" for the root), or "ok". */
function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  if (result.success) return "ok";
  return (result.error?.issues ?? []).map((i) => `${i.path.map(String).join(".")}: ${i.message}`);
}

const many = (n: number, make: (i: number) => unknown) => Array.from({ length: n }, (_, i) => make(i));
const numericBody = (answers: unknown[], unit: Input = { ar: "م/ث", en: "m/s" }) => ({
  type: "numeric",
  answers,
  unit,
});
const shortBody = (accepted: unknown[], matching = "lenient") => ({ type: "shortText", accepted, matching });

describe("questionContentSchema", () => {
  it("gives a QuestionContent", () => {
    expectTypeOf<z.output<typeof questionContentSchema>>().toEqualTypeOf<QuestionContent>();
  });

  it("fills the defaults and trims", () => {
    expect(questionContentSchema.parse(content(singleBody, { stem: { ar: "  سؤال ", en: " " } }))).toEqual({
      stem: { ar: "سؤال", en: "" },
      explanation: { ar: "", en: "" },
      body: {
        type: "single",
        options: [
          { id: "a", text: { ar: "خيار", en: "" }, correct: true, pinned: false },
          { id: "b", text: { ar: "خيار", en: "" }, correct: false, pinned: false },
        ],
      },
      tags: { lessonId: null, topic: "", difficulty: null, source: "" },
    });
  });

  it.each<[string, Input, string[] | "ok"]>([
    ["a stem in English only", content(singleBody, { stem: { en: "What?" } }), "ok"],
    ["a blank stem", content(singleBody, { stem: { ar: " ", en: "" } }), ["stem: practice.validation.stemRequired"]],
    ["no stem", { body: singleBody }, ["stem: practice.validation.stemRequired"]],
    ["a stem of 10,000", content(singleBody, { stem: { ar: "س".repeat(10_000) } }), "ok"],
    ["a stem of 10,001", content(singleBody, { stem: { ar: "س".repeat(10_001) } }), ["stem.ar: validation.tooLong"]],
    [
      "an explanation of 10,001",
      content(singleBody, { explanation: { en: "x".repeat(10_001) } }),
      ["explanation.en: validation.tooLong"],
    ],
    ["an unknown type", content({ type: "essay" }), ["body.type: validation.invalidChoice"]],
    // single and multiple choice
    [
      "single: one option",
      content({ type: "single", options: [option("a", true)] }),
      ["body.options: validation.tooFew"],
    ],
    ["single: ten options", content({ type: "single", options: many(10, (i) => option(`o${i}`, i === 0)) }), "ok"],
    [
      "single: eleven options",
      content({ type: "single", options: many(11, (i) => option(`o${i}`, i === 0)) }),
      ["body.options: validation.tooMany"],
    ],
    [
      "single: none correct",
      content({ type: "single", options: [option("a"), option("b")] }),
      ["body.options: practice.validation.oneCorrect"],
    ],
    [
      "single: two correct",
      content({ type: "single", options: [option("a", true), option("b", true)] }),
      ["body.options: practice.validation.oneCorrect"],
    ],
    [
      "single: a blank option",
      content({ type: "single", options: [option("a", true), option("b", false, { ar: " ", en: "" })] }),
      ["body.options.1.text: practice.validation.optionRequired"],
    ],
    [
      "single: repeated ids",
      content({ type: "single", options: [option("a", true), option("a")] }),
      ["body.options: practice.validation.optionIdsUnique"],
    ],
    ["single: an id of 40", content({ type: "single", options: [option("a".repeat(40), true), option("b")] }), "ok"],
    [
      "single: an id of 41",
      content({ type: "single", options: [option("a".repeat(41), true), option("b")] }),
      ["body.options.0.id: validation.invalid"],
    ],
    [
      "single: an id with a space",
      content({ type: "single", options: [option("a b", true), option("b")] }),
      ["body.options.0.id: validation.invalid"],
    ],
    [
      "single: an empty id",
      content({ type: "single", options: [option("", true), option("b")] }),
      ["body.options.0.id: validation.invalid"],
    ],
    [
      "multiple: two correct",
      content({ type: "multiple", scoring: "partial", options: [option("a", true), option("b", true)] }),
      "ok",
    ],
    [
      "multiple: none correct",
      content({ type: "multiple", scoring: "partial", options: [option("a"), option("b")] }),
      ["body.options: practice.validation.someCorrect"],
    ],
    [
      "multiple: no scoring",
      content({ type: "multiple", options: [option("a", true), option("b")] }),
      ["body.scoring: validation.invalidChoice"],
    ],
    ["true/false", content({ type: "trueFalse", answer: false }), "ok"],
    ["true/false without its answer", content({ type: "trueFalse" }), ["body.answer: validation.required"]],
    // numeric
    ["numeric: one answer", content(numericBody([{ value: 9.81, tolerance: 0.01 }])), "ok"],
    ["numeric: five answers", content(numericBody(many(5, (i) => ({ value: i })))), "ok"],
    [
      "numeric: six answers",
      content(numericBody(many(6, (i) => ({ value: i })))),
      ["body.answers: validation.tooMany"],
    ],
    ["numeric: no answer", content(numericBody([])), ["body.answers: validation.tooFew"]],
    [
      "numeric: an infinite value",
      content(numericBody([{ value: Infinity }])),
      ["body.answers.0.value: validation.invalid"],
    ],
    ["numeric: a NaN value", content(numericBody([{ value: NaN }])), ["body.answers.0.value: validation.invalid"]],
    [
      "numeric: a negative tolerance",
      content(numericBody([{ value: 1, tolerance: -0.1 }])),
      ["body.answers.0.tolerance: validation.tooSmall"],
    ],
    [
      "numeric: a relative tolerance",
      content(numericBody([{ value: 1, tolerance: 0.05, toleranceKind: "relative" }])),
      "ok",
    ],
    [
      "numeric: a unit of 41",
      content(numericBody([{ value: 1 }], { en: "m".repeat(41) })),
      ["body.unit.en: validation.tooLong"],
    ],
    // short text
    ["short text: twenty answers", content(shortBody(many(20, (i) => `a${i}`))), "ok"],
    [
      "short text: twenty-one answers",
      content(shortBody(many(21, (i) => `a${i}`))),
      ["body.accepted: validation.tooMany"],
    ],
    ["short text: no answer", content(shortBody([])), ["body.accepted: practice.validation.acceptedRequired"]],
    [
      "short text: a blank answer",
      content(shortBody(["القاهرة", "  "])),
      ["body.accepted.1: practice.validation.acceptedRequired"],
    ],
    [
      "short text: an answer of tashkeel only",
      content(shortBody(["َ"], "ignoreDiacritics")),
      ["body.accepted.0: practice.validation.acceptedRequired"],
    ],
    ["short text: an answer of 200", content(shortBody(["ا".repeat(200)])), "ok"],
    ["short text: an answer of 201", content(shortBody(["ا".repeat(201)])), ["body.accepted.0: validation.tooLong"]],
    [
      "short text: an unknown matching",
      content(shortBody(["x"], "fuzzy")),
      ["body.matching: validation.invalidChoice"],
    ],
    // tags
    [
      "full tags",
      content(singleBody, { tags: { lessonId: "l1", topic: "Limits", difficulty: "hard", source: "Final 2024" } }),
      "ok",
    ],
    ["a topic of 81", content(singleBody, { tags: { topic: "t".repeat(81) } }), ["tags.topic: validation.tooLong"]],
    ["a source of 81", content(singleBody, { tags: { source: "s".repeat(81) } }), ["tags.source: validation.tooLong"]],
    [
      "a lesson id of 201",
      content(singleBody, { tags: { lessonId: "l".repeat(201) } }),
      ["tags.lessonId: validation.tooLong"],
    ],
    [
      "an unknown difficulty",
      content(singleBody, { tags: { difficulty: "brutal" } }),
      ["tags.difficulty: validation.invalidChoice"],
    ],
  ])("%s", (_, input, expected) => {
    expect(issues(questionContentSchema.safeParse(input))).toEqual(expected);
  });

  it("reads an empty lesson id as none", () => {
    expect(questionContentSchema.parse(content(singleBody, { tags: { lessonId: " " } })).tags.lessonId).toBeNull();
  });
});

describe("quizSettingsSchema", () => {
  it("gives QuizSettings, with the defaults", () => {
    expectTypeOf<z.output<typeof quizSettingsSchema>>().toEqualTypeOf<QuizSettings>();
    expect(quizSettingsSchema.parse({ rule: { kind: "random", count: 10 } })).toEqual({
      rule: { kind: "random", count: 10, filter: { lessonId: null, topic: "", difficulty: null, source: "" } },
      shuffleQuestions: false,
      shuffleOptions: false,
      passPercent: 60,
    });
  });

  const fixed = (questionIds: string[]) => ({ rule: { kind: "fixed", questionIds } });
  const random = (count: number) => ({ rule: { kind: "random", count } });
  it.each<[string, Input, string[] | "ok"]>([
    ["a fixed rule", fixed(["q1", "q2"]), "ok"],
    ["a fixed rule of 100", fixed(many(100, (i) => `q${i}`) as string[]), "ok"],
    ["a fixed rule of 101", fixed(many(101, (i) => `q${i}`) as string[]), ["rule.questionIds: validation.tooMany"]],
    ["an empty fixed rule", fixed([]), ["rule.questionIds: validation.tooFew"]],
    ["a question twice", fixed(["q1", "q1"]), ["rule.questionIds: practice.validation.questionIdsUnique"]],
    ["an empty question id", fixed([""]), ["rule.questionIds.0: validation.required"]],
    ["a random rule of 100", random(100), "ok"],
    ["a random rule of 0", random(0), ["rule.count: validation.tooSmall"]],
    ["a random rule of 101", random(101), ["rule.count: validation.tooLarge"]],
    ["a random rule of 2.5", random(2.5), ["rule.count: validation.invalid"]],
    ["a filter", { rule: { kind: "random", count: 5, filter: { topic: "Limits", difficulty: "easy" } } }, "ok"],
    ["an unknown rule", { rule: { kind: "all" } }, ["rule.kind: validation.invalidChoice"]],
    ["pass mark 0", { ...random(1), passPercent: 0 }, "ok"],
    ["pass mark 100", { ...random(1), passPercent: 100 }, "ok"],
    ["pass mark 101", { ...random(1), passPercent: 101 }, ["passPercent: validation.tooLarge"]],
    ["pass mark 55.5", { ...random(1), passPercent: 55.5 }, ["passPercent: validation.invalid"]],
    ["shuffles", { ...random(1), shuffleQuestions: true, shuffleOptions: true }, "ok"],
  ])("%s", (_, input, expected) => {
    expect(issues(quizSettingsSchema.safeParse(input))).toEqual(expected);
  });
});

describe("questionResponseSchema", () => {
  it("gives a QuestionResponse", () => {
    expectTypeOf<z.output<typeof questionResponseSchema>>().toEqualTypeOf<QuestionResponse>();
  });

  it.each<[Input, string[] | "ok"]>([
    [{ type: "single", optionId: "a" }, "ok"],
    [{ type: "single", optionId: "" }, ["optionId: validation.invalid"]],
    [{ type: "multiple", optionIds: [] }, "ok"],
    [{ type: "multiple", optionIds: many(10, (i) => `o${i}`) }, "ok"],
    [{ type: "multiple", optionIds: many(11, (i) => `o${i}`) }, ["optionIds: validation.tooMany"]],
    [{ type: "multiple", optionIds: ["a", "a"] }, ["optionIds: practice.validation.optionIdsUnique"]],
    [{ type: "trueFalse", value: true }, "ok"],
    [{ type: "trueFalse", value: "yes" }, ["value: validation.invalid"]],
    [{ type: "numeric", text: "" }, "ok"],
    [{ type: "numeric", text: "٣".repeat(500) }, "ok"],
    [{ type: "numeric", text: "٣".repeat(501) }, ["text: validation.tooLong"]],
    [{ type: "shortText", text: "x".repeat(501) }, ["text: validation.tooLong"]],
    [{ type: "essay", text: "x" }, ["type: validation.invalidChoice"]],
  ])("%j", (input, expected) => {
    expect(issues(questionResponseSchema.safeParse(input))).toEqual(expected);
  });
});
