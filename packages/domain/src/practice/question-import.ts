/**
 * What a question-bank import gives back (GIFT in `gift-import.ts`, Aiken in `aiken.ts`): the questions
 * read, each with the line it starts on, and one error per question that could not be read, so a file
 * with one bad question still brings in the rest. Pure: the app reads the file and translates the codes.
 *
 * Language: a file holds one language per question, and the bank keeps both. A question whose texts
 * (stem, options, explanation) hold any Arabic letter goes wholly into `ar`, any other into `en`; the
 * other side stays empty for the teacher to fill. One decision per question, not per text, so an Arabic
 * question's option "x²" or "DNA" stays beside its stem.
 */
import type { LocalizedText } from "../locale";
import type { ChoiceOption, QuestionContent, QuestionTags } from "./question";

export const IMPORT_ERROR_CODES = [
  /** The file has no question at all. */
  "empty",
  /** The text does not follow the format (the parser's words in `detail`). */
  "syntax",
  /** A GIFT type the bank does not have: matching, essay, description (`detail` names it). */
  "unsupportedType",
  /** No option is marked right (or, for Aiken, no `ANSWER:` line). */
  "missingAnswer",
  /** Aiken: the `ANSWER:` letter is none of the question's options. */
  "unknownAnswer",
  /** A choice question with fewer than two options. */
  "tooFewOptions",
] as const;
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number];

export interface ImportError {
  /** 1-based line of the file where the question (or the problem) starts. */
  line: number;
  message: ImportErrorCode;
  /** Untranslated specifics for the teacher (the parser's message, the type's name). */
  detail?: string;
}

export interface ImportedQuestion {
  /** 1-based line of the file where the question starts. */
  line: number;
  content: QuestionContent;
}

export interface ImportResult {
  questions: ImportedQuestion[];
  errors: ImportError[];
}

const ARABIC_LETTER =
  /[\u0620-\u064A\u066E-\u06D3\u06D5\u06EE\u06EF\u06FA-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC]/;

/** The language a question's texts go into: `ar` when any of them has an Arabic letter. */
export function languageOf(texts: readonly string[]): keyof LocalizedText {
  return texts.some((text) => ARABIC_LETTER.test(text)) ? "ar" : "en";
}

export function inLanguage(text: string, language: keyof LocalizedText): LocalizedText {
  return language === "ar" ? { ar: text, en: "" } : { ar: "", en: text };
}

/** Option ids by place, unique within a question: "a", "b", … "z", then "o27", "o28", … */
export function optionId(index: number): string {
  return index < 26 ? String.fromCharCode(97 + index) : `o${index + 1}`;
}

export function choiceOptions(
  texts: readonly string[],
  correct: (index: number) => boolean,
  language: keyof LocalizedText,
): ChoiceOption[] {
  return texts.map((text, index) => ({
    id: optionId(index),
    text: inLanguage(text, language),
    correct: correct(index),
    pinned: false,
  }));
}

export function importedTags(topic: string): QuestionTags {
  return { lessonId: null, topic, difficulty: null, source: "" };
}

/** Arabic-Indic (٣) and Persian (۳) digits and the Arabic decimal separator (٫) as ASCII. */
export function foldDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066B/g, ".");
}
