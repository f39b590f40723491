import { describe, expect, it } from "vitest";
import type { $ZodType } from "zod/v4/core";
import { LOCALES } from "@masar/domain/locale";
import type { Question } from "@masar/domain/practice/question";
import { parseForm } from "#app/forms/parse";
import { translatorsByLocale } from "#app/i18n/translators.testing";
import { importFormSchema } from "../instructor.courses.$id.questions_.import/import-form-schema";
import { quizFormSchema } from "../instructor.courses.$id.quizzes.$lessonId/quiz-form-schema";
import { questionFormSchema } from "./question-form-schema";
import { formDefaults, readQuestionForm } from "./question-form.server";

/** The editor's post as the browser sends it. */
const post = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
};

const stored: Question = {
  id: "q1",
  courseId: "c1",
  version: 2,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  stem: { ar: "", en: "Pick" },
  explanation: { ar: "", en: "" },
  body: {
    type: "single",
    options: [
      { id: "keep1", text: { ar: "", en: "One" }, correct: true, pinned: false },
      { id: "keep2", text: { ar: "", en: "Two" }, correct: false, pinned: true },
    ],
  },
  tags: { lessonId: null, topic: "", difficulty: null, source: "" },
};

describe("the question editor's form", () => {
  it("assembles a single-choice question: empty rows ignored, known option ids kept, others fresh", () => {
    const read = readQuestionForm(
      post({
        type: "single",
        "stem.ar": "  اختر  ",
        "options[0].id": "keep2",
        "options[0].en": "Two",
        "options[0].pinned": "on",
        "options[1].id": "",
        "options[1].en": "",
        "options[2].id": "forged",
        "options[2].ar": "ثلاثة",
        "options[2].correct": "on",
        topic: " Limits ",
        difficulty: "hard",
      }),
      stored,
    );
    if (!read.ok) throw new Error(JSON.stringify(read.result.error));
    expect(read.content.stem).toEqual({ ar: "اختر", en: "" });
    expect(read.content.tags).toEqual({ lessonId: null, topic: "Limits", difficulty: "hard", source: "" });
    const body = read.content.body;
    if (body.type !== "single") throw new Error("not single");
    expect(body.options.map((o) => [o.text.en || o.text.ar, o.correct, o.pinned])).toEqual([
      ["Two", false, true],
      ["ثلاثة", true, false],
    ]);
    expect(body.options[0]!.id).toBe("keep2");
    expect(body.options[1]!.id).toMatch(/^o[0-9a-f]{10}$/);
  });

  it("reads numbers typed with Arabic digits or a decimal comma, and short answers one a line", () => {
    const numeric = readQuestionForm(
      post({
        type: "numeric",
        "stem.en": "g?",
        "answers[0].value": "٩٫٨",
        "answers[0].tolerance": "0,1",
        "answers[0].kind": "absolute",
        "answers[1].value": "",
        "unit.en": "m/s²",
      }),
      null,
    );
    expect(numeric.ok && numeric.content.body).toEqual({
      type: "numeric",
      answers: [{ value: 9.8, tolerance: 0.1, toleranceKind: "absolute" }],
      unit: { ar: "", en: "m/s²" },
      decimalComma: false,
    });
    const short = readQuestionForm(
      post({
        type: "shortText",
        "stem.en": "Capital?",
        accepted: "Cairo\r\n\r\n القاهرة \nCairo",
        matching: "lenient",
      }),
      null,
    );
    expect(short.ok && short.content.body).toEqual({
      type: "shortText",
      accepted: ["Cairo", "القاهرة"],
      matching: "lenient",
    });
  });

  it("answers each problem beside its field: the stem, the options, a row's number, the true/false choice", () => {
    const read = readQuestionForm(
      post({
        type: "single",
        "options[0].en": "",
        "options[1].en": "A",
        "options[1].correct": "on",
        "options[3].en": "B",
        "options[3].correct": "on",
      }),
      null,
    );
    if (read.ok) throw new Error("must be refused");
    expect(read.result.error).toMatchObject({
      stem: [{ key: "practice.validation.stemRequired" }],
      options: [{ key: "practice.validation.oneCorrect" }],
    });
    const number = readQuestionForm(post({ type: "numeric", "stem.en": "x", "answers[2].value": "twelve" }), null);
    expect(!number.ok && number.result.error).toMatchObject({
      "answers[2].value": [{ key: "teaching.questions.validation.number" }],
    });
    const trueFalse = readQuestionForm(post({ type: "trueFalse", "stem.en": "x" }), null);
    expect(!trueFalse.ok && trueFalse.result.error).toMatchObject({
      answer: [{ key: "teaching.questions.validation.answerRequired" }],
    });
  });

  it("fills every option row for the editor, the stored options first", () => {
    const defaults = formDefaults(stored, "multiple");
    expect(defaults.options).toHaveLength(8);
    expect(defaults.options.slice(0, 3).map((o) => o.id)).toEqual(["keep1", "keep2", ""]);
    expect(defaults.answers).toHaveLength(3);
    expect(defaults.scoring).toBe("allOrNothing");
  });
});

describe("every refusal of the bank's forms has its words in Arabic and English", () => {
  const translators = translatorsByLocale();
  const bad: [string, $ZodType, Record<string, string>][] = [
    ["question", questionFormSchema, { type: "numeric", "answers[0].value": "x", "stem.en": "a".repeat(10_001) }],
    ["question", questionFormSchema, { type: "trueFalse", difficulty: "impossible", "options[9].en": "x" }],
    ["question", questionFormSchema, { type: "essay" }],
    ["quiz", quizFormSchema, { rule: "fixed", count: "0", passPercent: "101", "filter.difficulty": "x" }],
    ["quiz", quizFormSchema, { rule: "dice", count: "1.5", passPercent: "-1" }],
    ["import", importFormSchema, { format: "qti", text: "a".repeat(1024 * 1024 + 1) }],
  ];
  it.each(bad)("%s form", (_, schema, fields) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const submission = parseForm(form, schema);
    if (submission.status !== "error") throw new Error("must be refused");
    const messages = Object.values(submission.error ?? {}).flatMap((m) => m ?? []);
    expect(messages.length).toBeGreaterThan(0);
    for (const { key, values } of messages) {
      for (const lng of LOCALES) {
        const t = translators[lng]!;
        expect(t.exists(key, { ns: ["common", "teaching"] }), `${key} (${lng})`).toBe(true);
        expect(t.t(key, { ns: ["common", "teaching"], ...values })).not.toMatch(/\{\{|Invalid input|expected/);
      }
    }
  });

  it("and so do the domain's rules the editor and the quiz page pass on", () => {
    const read = readQuestionForm(post({ type: "multiple", "options[0].en": "A" }), null);
    const keys = read.ok ? [] : Object.values(read.result.error ?? {}).flatMap((m) => (m ?? []).map((x) => x.key));
    expect(keys).toEqual(expect.arrayContaining(["practice.validation.stemRequired", "validation.tooFew"]));
    for (const key of keys) {
      for (const lng of LOCALES) expect(translators[lng]!.exists(key, { ns: ["common", "practice"] }), key).toBe(true);
    }
  });
});
