import { describe, expect, it } from "vitest";
import { parseGift } from "./gift-import";
import type { QuestionBody } from "./question";

const en = (text: string) => ({ ar: "", en: text });
const ar = (text: string) => ({ ar: text, en: "" });
const option = (id: string, text: string, correct: boolean, lang = en) => ({
  id,
  text: lang(text),
  correct,
  pinned: false,
});

/** One question read from `gift`, with no error. */
function only(gift: string) {
  const result = parseGift(gift);
  expect(result.errors).toEqual([]);
  expect(result.questions).toHaveLength(1);
  return result.questions[0]!.content;
}
const bodyOf = (gift: string): QuestionBody => only(gift).body;

describe("parseGift: Moodle's own examples", () => {
  // The examples of Moodle's GIFT documentation, comments and a category included.
  const MOODLE = [
    "// question: 1 name: Grant's tomb",
    "$CATEGORY: $course$/Math/Limits",
    "",
    "::Grant's tomb::Who's buried in Grant's tomb?{~Grant =Grant ~no one}",
    "",
    "// true/false",
    "Grant is buried in Grant's tomb.{F}",
    "",
    "What is a number from 1 to 5? {#3:2}",
    "",
    "1+1=2 {T}",
    "",
    "Two plus two equals {=four =4}",
  ].join("\n");

  it("reads each of them, on its own line, with the category's last part as topic", () => {
    const { questions, errors } = parseGift(MOODLE);
    expect(errors).toEqual([]);
    expect(questions.map((q) => q.line)).toEqual([4, 7, 9, 11, 13]);
    expect(questions.every((q) => q.content.tags.topic === "Limits")).toBe(true);
    const [tomb, tf, number, sum, short] = questions.map((q) => q.content);
    expect(tomb).toEqual({
      stem: en("Who's buried in Grant's tomb?"),
      explanation: en(""),
      body: {
        type: "single",
        options: [option("a", "Grant", false), option("b", "Grant", true), option("c", "no one", false)],
      },
      tags: { lessonId: null, topic: "Limits", difficulty: null, source: "" },
    });
    expect(tf!.body).toEqual({ type: "trueFalse", answer: false });
    expect(number!.body).toEqual({
      type: "numeric",
      answers: [{ value: 3, tolerance: 2, toleranceKind: "absolute" }],
      unit: { ar: "", en: "" },
      decimalComma: false,
    });
    // gift-pegjs alone refuses the unescaped "=" of Moodle's own "1+1=2 {T}".
    expect(sum!.stem).toEqual(en("1+1=2"));
    expect(sum!.body).toEqual({ type: "trueFalse", answer: true });
    expect(short!.body).toEqual({ type: "shortText", accepted: ["four", "4"], matching: "ignoreDiacritics" });
  });

  it("takes no topic from a category that is only Moodle's placeholder", () => {
    const { questions } = parseGift("$CATEGORY: $course$/Algebra\n\nA {T}\n\n$CATEGORY: $course$\n\nB {T}");
    expect(questions.map((q) => q.content.tags.topic)).toEqual(["Algebra", ""]);
  });
});

describe("parseGift: choice questions", () => {
  it("reads several right options or weights as multiple, partial when a right option is worth less", () => {
    expect(bodyOf("Pick {=a =b ~c}")).toMatchObject({ type: "multiple", scoring: "allOrNothing" });
    const partial = bodyOf("Pick {~%50%a ~%50%b ~%-100%c}");
    expect(partial).toEqual({
      type: "multiple",
      scoring: "partial",
      options: [option("a", "a", true), option("b", "b", true), option("c", "c", false)],
    });
    expect(bodyOf("Pick {=%100%a ~b}")).toMatchObject({ type: "single" });
    expect(bodyOf("Pick {~%50%a ~b}")).toMatchObject({ type: "multiple", scoring: "partial" });
  });

  it("keeps the general feedback as explanation and drops the title and per-answer feedback", () => {
    const content = only("::T:: [markdown]**Which?** {=yes#right ~no#wrong ####Because.}");
    expect(content.stem).toEqual(en("**Which?**"));
    expect(content.explanation).toEqual(en("Because."));
    expect(content.body).toMatchObject({ options: [{ text: en("yes") }, { text: en("no") }] });
  });

  it("puts an Arabic question wholly into ar, its Latin options too", () => {
    const content = only("ما رمز الماء؟ {=H2O ~CO2 ####الماء جزيء.}");
    expect(content.stem).toEqual(ar("ما رمز الماء؟"));
    expect(content.explanation).toEqual(ar("الماء جزيء."));
    expect(content.body).toEqual({
      type: "single",
      options: [option("a", "H2O", true, ar), option("b", "CO2", false, ar)],
    });
  });

  it("refuses a choice question with no right option or a single option", () => {
    expect(parseGift("Q {~a ~b}").errors).toEqual([{ line: 1, message: "missingAnswer", detail: "MC" }]);
    expect(parseGift("Q {=a ~%-50%b}\n\nQ {~a}").errors).toEqual([{ line: 3, message: "tooFewOptions", detail: "MC" }]);
  });
});

describe("parseGift: numbers", () => {
  it("reads a range as its midpoint with an absolute tolerance, and several full-credit answers", () => {
    expect(bodyOf("Q {#1..2}")).toMatchObject({ answers: [{ value: 1.5, tolerance: 0.5, toleranceKind: "absolute" }] });
    expect(bodyOf("Q {#3.14:0.01}")).toMatchObject({ answers: [{ value: 3.14, tolerance: 0.01 }] });
    expect(bodyOf("Q {#=3:0.5 =%50%4 =-3}")).toMatchObject({
      answers: [
        { value: 3, tolerance: 0.5 },
        { value: -3, tolerance: 0 },
      ],
    });
  });

  it("reads Arabic-Indic digits in a numeric answer", () => {
    expect(bodyOf("كم يساوي ١+٢؟ {#٣}")).toMatchObject({ answers: [{ value: 3, tolerance: 0 }] });
    expect(bodyOf("Q {#٣٫١٤:۰٫۰۱}")).toMatchObject({ answers: [{ value: 3.14, tolerance: 0.01 }] });
    // Only in a numeric block: an Arabic short answer keeps its digits.
    expect(bodyOf("Q {=٣}")).toMatchObject({ type: "shortText", accepted: ["٣"] });
  });
});

describe("parseGift: text gift-pegjs refuses as such", () => {
  it("reads = ~ # : and braces in a stem as text", () => {
    expect(only("Is a=b ~ c # d: {1, 2} a set? {T}").stem).toEqual(en("Is a=b ~ c # d: {1, 2} a set?"));
    expect(only("Already escaped 1+1\\=2 \\{x\\} {T}").stem).toEqual(en("Already escaped 1+1=2 {x}"));
  });

  it("reads LaTeX with = and braces, written plainly, Moodle's hand-written way or as Moodle exports it", () => {
    const meant = "$x=\\frac{1}{2} \\neq \\{y\\}$";
    expect(only("Plain $x=\\frac{1}{2} \\neq \\{y\\}$ {T}").stem).toEqual(en(`Plain ${meant}`));
    expect(only("Hand $x\\=\\frac\\{1\\}\\{2\\} \\neq \\\\\\{y\\\\\\}$ {T}").stem).toEqual(en(`Hand ${meant}`));
    expect(only("Export $x\\=\\\\frac\\{1\\}\\{2\\} \\\\neq \\\\\\{y\\\\\\}$ {T}").stem).toEqual(en(`Export ${meant}`));
    expect(only("Rows $\\begin{matrix}1&2\\\\3&4\\end{matrix}$ {T}").stem).toEqual(
      en("Rows $\\begin{matrix}1&2\\\\3&4\\end{matrix}$"),
    );
  });

  it("reads LaTeX in options and feedback, and a price is no formula", () => {
    const content = only("It costs $5 and $6: $$\\sqrt{x}$$? {=$x^{2}=4$ ~$\\frac{1}{2}$ ####Since $a=b$.}");
    expect(content.stem).toEqual(en("It costs $5 and $6: $$\\sqrt{x}$$?"));
    expect(content.body).toMatchObject({ options: [{ text: en("$x^{2}=4$") }, { text: en("$\\frac{1}{2}$") }] });
    expect(content.explanation).toEqual(en("Since $a=b$."));
  });

  it("keeps a stem over several lines and the blank of an embedded answer", () => {
    expect(only("[markdown]First line\nsecond line {T}").stem).toEqual(en("First line\nsecond line"));
    expect(only("The capital is {=Cairo ~Giza} city.").stem).toEqual(en("The capital is _____ city."));
  });
});

describe("parseGift: errors", () => {
  it("names the line of a bad question and still imports the others", () => {
    const file = ["// a bank", "Good one {T}", "", "Bad one {=a ~b", "", "", "Good two", "{F}"].join("\n");
    const { questions, errors } = parseGift(file);
    expect(questions.map((q) => [q.line, q.content.stem.en])).toEqual([
      [2, "Good one"],
      [7, "Good two"],
    ]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ line: 4, message: "syntax" });
    expect(errors[0]!.detail).toMatch(/^line 4: /);
  });

  it("names the exact line of a failure inside a question of several lines", () => {
    const { errors } = parseGift("Q {\n=a\n~b ~~c\n}");
    expect(errors).toEqual([{ line: 1, message: "syntax", detail: expect.stringMatching(/^line 3: /) }]);
  });

  it("refuses matching, essay and description questions, one error each", () => {
    const { questions, errors } = parseGift("Match {=a -> 1 =b -> 2 =c -> 3}\n\nWrite. {}\n\nJust text.\n\nOK {T}");
    expect(questions).toHaveLength(1);
    expect(errors).toEqual([
      { line: 1, message: "unsupportedType", detail: "Matching" },
      { line: 3, message: "unsupportedType", detail: "Essay" },
      { line: 5, message: "unsupportedType", detail: "Description" },
    ]);
  });

  it("says a file with no question is empty", () => {
    for (const file of ["", "\n\n", "// only a comment", "$CATEGORY: $course$/x"]) {
      expect(parseGift(file), JSON.stringify(file)).toEqual({ questions: [], errors: [{ line: 1, message: "empty" }] });
    }
  });

  it("reads Windows line ends and a byte-order mark", () => {
    const { questions } = parseGift("\uFEFFA {T}\r\n\r\nB {F}\r\n");
    expect(questions.map((q) => [q.line, q.content.stem.en])).toEqual([
      [1, "A"],
      [3, "B"],
    ]);
  });
});
