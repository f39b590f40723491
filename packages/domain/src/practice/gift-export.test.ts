import { describe, expect, it } from "vitest";
import { escapeGift, toGift } from "./gift-export";
import { parseGift } from "./gift-import";
import type { QuestionBody, QuestionContent } from "./question";

const en = (text: string) => ({ ar: "", en: text });
const ar = (text: string) => ({ ar: text, en: "" });
const tags = (topic = "") => ({ lessonId: null, topic, difficulty: null, source: "" });
const option = (id: string, text: string, correct: boolean, lang = en) => ({
  id,
  text: lang(text),
  correct,
  pinned: false,
});

const question = (stem: string, body: QuestionBody, explanation = "", topic = ""): QuestionContent => ({
  stem: en(stem),
  explanation: en(explanation),
  body,
  tags: tags(topic),
});

/** Every type, with text that needs GIFT's escapes, LaTeX and Markdown of several lines. */
const BANK: QuestionContent[] = [
  question(
    "Which is $\\frac{1}{2}$? Note: {braces}, #hash, a=b, ~tilde, back\\\\slash.\n\nSecond *paragraph*.",
    {
      type: "single",
      options: [option("a", "$0.5$", true), option("b", "$x=\\neq$ 2", false), option("c", "none: of {these}", false)],
    },
    "Because $\\frac{1}{2}=0.5$.",
    "Fractions",
  ),
  question(
    "Pick the primes",
    {
      type: "multiple",
      scoring: "allOrNothing",
      options: [option("a", "2", true), option("b", "3", true), option("c", "4", false)],
    },
    "",
    "Fractions",
  ),
  question("Pick the even numbers", {
    type: "multiple",
    scoring: "partial",
    options: [option("a", "2", true), option("b", "4", true), option("c", "6", true), option("d", "7", false)],
  }),
  question("$\\sqrt{4}=2$", { type: "trueFalse", answer: true }, "By definition."),
  question("Grant is buried in Grant's tomb.", { type: "trueFalse", answer: false }),
  question("What is $\\pi$?", {
    type: "numeric",
    answers: [
      { value: 3.14, tolerance: 0.01, toleranceKind: "absolute" },
      { value: -0.0000001, tolerance: 0, toleranceKind: "absolute" },
    ],
    unit: { ar: "", en: "" },
    decimalComma: false,
  }),
  question("Two plus two equals", { type: "shortText", accepted: ["four", "4", "a=b"], matching: "ignoreDiacritics" }),
];

describe("toGift", () => {
  it("comes back through parseGift as the same questions, for each type", () => {
    const { questions, errors } = parseGift(toGift(BANK));
    expect(errors).toEqual([]);
    expect(questions.map((q) => q.content)).toEqual(BANK);
  });

  it("brings an Arabic question back into ar", () => {
    const arabic: QuestionContent = {
      stem: ar("ما قيمة $x$ إذا كان $x^{2}=9$ و$x>0$؟"),
      explanation: ar("لأن $3^2=9$."),
      body: { type: "single", options: [option("a", "٣", true, ar), option("b", "−٣", false, ar)] },
      tags: tags("الجبر"),
    };
    const numeric: QuestionContent = {
      ...arabic,
      body: {
        type: "numeric",
        answers: [{ value: 3, tolerance: 0, toleranceKind: "absolute" }],
        unit: en(""),
        decimalComma: false,
      },
    };
    expect(parseGift(toGift([arabic, numeric])).questions.map((q) => q.content)).toEqual([arabic, numeric]);
  });

  it("writes the GIFT Moodle reads", () => {
    expect(toGift([BANK[2]!, BANK[3]!, BANK[4]!])).toBe(
      [
        "[markdown]Pick the even numbers {~%33.33333%2 ~%33.33333%4 ~%33.33333%6 ~7}",
        "",
        "[markdown]$\\\\sqrt\\{4\\}\\=2$ {T ####By definition.}",
        "",
        "[markdown]Grant is buried in Grant's tomb. {F}",
        "",
      ].join("\n"),
    );
  });

  it("writes a relative tolerance as the absolute one it gives", () => {
    const gift = toGift([
      question("g?", {
        type: "numeric",
        answers: [{ value: -9.81, tolerance: 0.01, toleranceKind: "relative" }],
        unit: en("m/s²"),
        decimalComma: true,
      }),
    ]);
    expect(gift).toBe("[markdown]g? {#-9.81:0.0981}\n");
    expect(parseGift(gift).questions[0]!.content.body).toMatchObject({
      answers: [{ value: -9.81, tolerance: 0.0981, toleranceKind: "absolute" }],
    });
  });

  it("writes the Arabic side when the stem has one, else the English, filling a missing text from the other", () => {
    const both: QuestionContent = {
      stem: { ar: "سؤال", en: "Question" },
      explanation: { ar: "", en: "Only English" },
      body: { type: "trueFalse", answer: true },
      tags: tags(),
    };
    expect(toGift([both])).toBe("[markdown]سؤال {T ####Only English}\n");
    expect(toGift([{ ...both, stem: { ar: " ", en: "Question" } }])).toBe("[markdown]Question {T ####Only English}\n");
  });
});

describe("escapeGift", () => {
  it("escapes GIFT's characters and new lines, and a new line in a formula is a space", () => {
    expect(escapeGift("a=b {c} ~d #e :f \\g\nh")).toBe("a\\=b \\{c\\} \\~d \\#e \\:f \\\\g\\nh");
    expect(escapeGift("$a\n\\neq b$\nnext")).toBe("$a \\\\neq b$\\nnext");
  });
});
