import { describe, expect, it } from "vitest";
import type { LocalizedText } from "@masar/domain/locale";
import { gradeResponse } from "@masar/domain/practice/grading";
import { QUESTION_TYPES, type QuestionContent } from "@masar/domain/practice/question";
import { questionContentSchema } from "@masar/domain/practice/question-schema";
import { stripDiacritics } from "@masar/domain/text";
import { rightResponse, wrongResponse } from "./demo-attempt";
import { demoCatalogue } from "./demo-data";
import { DEMO_QUESTION_BANKS, demoQuestions } from "./demo-questions";

const banks = Object.entries(DEMO_QUESTION_BANKS);
const catalogue = demoCatalogue();
/** Engineering and science courses' categories: their banks write mathematics in LaTeX. */
const MATH_CATEGORIES = new Set(catalogue.filter((c) => c.course.faculty !== "design").map((c) => c.course.category));

/** Every text a student reads of a question, with where it is. */
function texts(q: QuestionContent): [string, LocalizedText][] {
  const all: [string, LocalizedText][] = [
    ["stem", q.stem],
    ["explanation", q.explanation],
  ];
  if (q.body.type === "single" || q.body.type === "multiple") {
    for (const o of q.body.options) all.push([`option ${o.id}`, o.text]);
  }
  return all;
}

/** Arabic-Indic digits and "٫" for the decimal mark, as an Egyptian student may type a number. */
const arabicDigits = (n: number) =>
  String(n)
    .replace(".", "٫")
    .replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

/** The first letter outside LaTeX and code, which decides the direction of a rendered block. */
const firstLetter = (text: string) => /\p{L}/u.exec(text.replace(/\$\$?[^$]*\$\$?|`[^`]*`/g, ""))?.[0] ?? "";

describe("the demo question banks", () => {
  it("cover every category of the demo catalogue, drafts included", () => {
    for (const { course } of catalogue) expect(demoQuestions(course.category), course.category).not.toHaveLength(0);
    expect(demoQuestions("no-such-category")).toEqual([]);
    expect(demoQuestions("constructor")).toEqual([]);
  });

  describe.each(banks)("%s", (category, bank) => {
    it("has at least 15 valid questions of all five types, easy to hard, topics and some sources", () => {
      expect(bank.length).toBeGreaterThanOrEqual(15);
      expect(new Set(bank.map((q) => q.body.type))).toEqual(new Set(QUESTION_TYPES));
      expect(new Set(bank.map((q) => q.tags.difficulty))).toEqual(new Set(["easy", "medium", "hard"]));
      expect(bank.filter((q) => q.tags.source !== "").length).toBeGreaterThanOrEqual(3);
      for (const q of bank) {
        expect(questionContentSchema.safeParse(q).error, q.stem.en).toBeUndefined();
        expect(q.tags.topic, q.stem.en).not.toBe("");
        expect(q.tags.lessonId).toBeNull();
      }
    });

    it("says everything in both languages, Arabic texts reading right to left", () => {
      for (const q of bank) {
        for (const [where, text] of texts(q)) {
          expect(text.ar.trim(), `${q.stem.en}: ${where}`).not.toBe("");
          expect(text.en.trim(), `${q.stem.en}: ${where}`).not.toBe("");
        }
        for (const text of [q.stem.ar, q.explanation.ar]) expect(firstLetter(text), text).toMatch(/\p{Script=Arabic}/u);
        if (q.body.type === "numeric") expect(q.body.unit.ar === "", q.stem.en).toBe(q.body.unit.en === "");
      }
    });

    it("grades each right answer right, as typed in Western or Arabic-Indic digits, and a wrong one wrong", () => {
      for (const q of bank) {
        expect(gradeResponse(q.body, rightResponse(q.body)), q.stem.en).toEqual({ score: 1, correct: true });
        expect(gradeResponse(q.body, wrongResponse(q.body)).correct, q.stem.en).toBe(false);
        if (q.body.type === "numeric") {
          const { value } = q.body.answers[0]!;
          const typed = [arabicDigits(value), value >= 1000 ? value.toLocaleString("en") : String(value)];
          for (const text of typed) expect(gradeResponse(q.body, { type: "numeric", text }).correct, text).toBe(true);
        }
        if (q.body.type === "shortText") {
          for (const text of q.body.accepted) {
            expect(gradeResponse(q.body, { type: "shortText", text: stripDiacritics(text) }).correct, text).toBe(true);
          }
        }
      }
    });

    it("shows each setting a teacher can choose", () => {
      const single = bank.flatMap((q) => (q.body.type === "single" ? [q.body] : []));
      const multiple = bank.flatMap((q) => (q.body.type === "multiple" ? [q.body] : []));
      const numeric = bank.flatMap((q) => (q.body.type === "numeric" ? [q.body] : []));
      const shortText = bank.flatMap((q) => (q.body.type === "shortText" ? [q.body] : []));
      for (const body of single) {
        expect(body.options.map((o) => o.id)).toEqual(["a", "b", "c", "d"]);
        expect(body.options.filter((o) => o.correct)).toHaveLength(1);
      }
      // A pinned "all of the above", last, that shuffling keeps in its place.
      const pinned = single.flatMap((b) => b.options.filter((o) => o.pinned));
      expect(pinned.map((o) => o.text.en)).toContain("All of the above");
      for (const body of single) expect(body.options.slice(0, -1).some((o) => o.pinned)).toBe(false);
      for (const body of multiple) {
        expect(body.options.filter((o) => o.correct).length).toBeGreaterThanOrEqual(2);
        expect(body.options.some((o) => !o.correct)).toBe(true);
      }
      expect(new Set(multiple.map((b) => b.scoring))).toEqual(new Set(["partial", "allOrNothing"]));
      expect(new Set(numeric.flatMap((b) => b.answers.map((a) => a.toleranceKind)))).toEqual(
        new Set(["absolute", "relative"]),
      );
      expect(numeric.some((b) => b.unit.en !== "")).toBe(true);
      expect(numeric.some((b) => b.answers[0]!.value >= 1000 && !b.decimalComma)).toBe(true);
      // "," as the decimal mark only where no answer could be read two ways: whole numbers below 1,000.
      for (const b of numeric.filter((b) => b.decimalComma)) {
        expect(b.answers.every((a) => Number.isInteger(a.value) && a.value < 1000)).toBe(true);
      }
      expect(new Set(shortText.map((b) => b.matching))).toEqual(new Set(["lenient", "ignoreDiacritics", "strict"]));
      for (const b of shortText.filter((b) => b.matching !== "strict")) {
        expect(b.accepted.some((a) => /\p{Script=Arabic}/u.test(a))).toBe(true);
      }
      for (const b of shortText.filter((b) => b.matching === "ignoreDiacritics")) {
        expect(b.accepted.some((a) => stripDiacritics(a) !== a)).toBe(true);
      }
    });

    it.runIf(MATH_CATEGORIES.has(category))("writes its mathematics in LaTeX", () => {
      const withMath = bank.filter((q) => texts(q).some(([, t]) => t.ar.includes("$") && t.en.includes("$")));
      expect(withMath.length).toBeGreaterThanOrEqual(bank.length / 2);
      for (const q of bank) {
        for (const [where, text] of texts(q)) {
          for (const side of [text.ar, text.en]) {
            expect(side.match(/(?<!\\)\$/g)?.length ?? 0, `${q.stem.en}: ${where}`).toSatisfy(
              (n: number) => n % 2 === 0,
            );
          }
        }
      }
    });
  });
});
