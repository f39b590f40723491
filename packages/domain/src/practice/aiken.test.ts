import { describe, expect, it } from "vitest";
import { parseAiken } from "./aiken";

const option = (id: string, text: string, correct: boolean, lang: "ar" | "en" = "en") => ({
  id,
  text: lang === "ar" ? { ar: text, en: "" } : { ar: "", en: text },
  correct,
  pinned: false,
});

describe("parseAiken", () => {
  it("reads Moodle's example and an Arabic question with Arabic letters", () => {
    const file = [
      "What is the correct answer to this question?",
      "A. Is it this one?",
      "B. Maybe this answer?",
      "C. Possibly this one?",
      "D. Must be this one!",
      "ANSWER: D",
      "",
      "ما عاصمة مصر؟",
      "أ) الإسكندرية",
      "ب) القاهرة",
      "ج) أسوان",
      "ANSWER: ب",
    ].join("\n");
    const { questions, errors } = parseAiken(file);
    expect(errors).toEqual([]);
    expect(questions).toEqual([
      {
        line: 1,
        content: {
          stem: { ar: "", en: "What is the correct answer to this question?" },
          explanation: { ar: "", en: "" },
          body: {
            type: "single",
            options: [
              option("a", "Is it this one?", false),
              option("b", "Maybe this answer?", false),
              option("c", "Possibly this one?", false),
              option("d", "Must be this one!", true),
            ],
          },
          tags: { lessonId: null, topic: "", difficulty: null, source: "" },
        },
      },
      {
        line: 8,
        content: expect.objectContaining({
          stem: { ar: "ما عاصمة مصر؟", en: "" },
          body: {
            type: "single",
            options: [
              option("a", "الإسكندرية", false, "ar"),
              option("b", "القاهرة", true, "ar"),
              option("c", "أسوان", false, "ar"),
            ],
          },
        }),
      },
    ]);
  });

  it("takes both label styles, هـ, questions without blank lines between them and a stem of two lines", () => {
    const file = [
      "First line",
      "and its second line with $x^2$",
      "A) one",
      "B. two",
      "answer: a",
      "اختر",
      "أ. ١",
      "ب. ٢",
      "ج. ٣",
      "د. ٤",
      "هـ. ٥",
      "ANSWER: ه", // the option says هـ
    ].join("\n");
    const { questions, errors } = parseAiken(file);
    expect(errors).toEqual([]);
    expect(questions.map((q) => q.line)).toEqual([1, 6]);
    expect(questions[0]!.content.stem.en).toBe("First line\nand its second line with $x^2$");
    expect(questions[1]!.content.body).toMatchObject({
      options: [
        { correct: false },
        { correct: false },
        { correct: false },
        { correct: false },
        { id: "e", correct: true },
      ],
    });
  });

  it("names the line of each bad question and imports the rest", () => {
    const file = [
      "No answer here", // 1
      "A) x",
      "B) y",
      "", // 4
      "Unknown letter", // 5
      "A) x",
      "B) y",
      "ANSWER: C",
      "", // 9
      "One option", // 10
      "A) x",
      "ANSWER: A",
      "", // 13
      "Good", // 14
      "A) x",
      "B) y",
      "ANSWER: B",
      "ANSWER: A", // 18
      "", // 19
      "Last without answer", // 20
      "A) x",
      "B) y",
    ].join("\n");
    const { questions, errors } = parseAiken(file);
    expect(questions.map((q) => [q.line, q.content.stem.en])).toEqual([[14, "Good"]]);
    expect(errors).toEqual([
      { line: 1, message: "missingAnswer" },
      { line: 5, message: "unknownAnswer", detail: "C" },
      { line: 10, message: "tooFewOptions" },
      { line: 18, message: "syntax", detail: "ANSWER without a question" },
      { line: 20, message: "missingAnswer" },
    ]);
  });

  it("refuses an option before any question, and says an empty file is empty", () => {
    expect(parseAiken("A) stray\nQ\nA) x\nB) y\nANSWER: A").errors).toEqual([
      { line: 1, message: "syntax", detail: "option without a question" },
    ]);
    expect(parseAiken(" \n\n")).toEqual({ questions: [], errors: [{ line: 1, message: "empty" }] });
  });
});
