/**
 * Small builders for the demo question banks, so each bank reads as questions rather than as nested
 * objects. Every text is given in both languages; option ids are "a", "b", "c", ... in the order written
 * (stable, so a seeded attempt's answers stay meaningful if a bank is reordered later).
 */
import type { LocalizedText } from "@masar/domain/locale";
import type {
  Difficulty,
  MultipleScoring,
  QuestionContent,
  QuestionTags,
  TextMatching,
  ToleranceKind,
} from "@masar/domain/practice/question";

export const t = (ar: string, en: string): LocalizedText => ({ ar, en });

/** A choice the bank pins in its place when options are shuffled. */
export const ALL_OF_THE_ABOVE = t("جميع ما سبق", "All of the above");
export const NONE_OF_THE_ABOVE = t("لا شيء مما سبق", "None of the above");
const PINNED = [ALL_OF_THE_ABOVE, NONE_OF_THE_ABOVE];

/** Topic in Arabic (the default language, and what a teacher filters by); source only where it is real. */
export interface Meta {
  topic: string;
  level: Difficulty;
  source?: string;
}

const tags = ({ topic, level, source = "" }: Meta): QuestionTags => ({
  lessonId: null,
  topic,
  difficulty: level,
  source,
});

const options = (texts: LocalizedText[], correct: readonly number[]) =>
  texts.map((text, i) => ({
    id: String.fromCharCode(97 + i),
    text,
    correct: correct.includes(i),
    pinned: PINNED.includes(text),
  }));

/** One right option (by index); "all/none of the above" are pinned wherever they stand. */
export function single(
  meta: Meta,
  stem: LocalizedText,
  choices: LocalizedText[],
  correct: number,
  explanation: LocalizedText,
): QuestionContent {
  return { stem, explanation, body: { type: "single", options: options(choices, [correct]) }, tags: tags(meta) };
}

export function multiple(
  meta: Meta,
  stem: LocalizedText,
  choices: LocalizedText[],
  correct: number[],
  scoring: MultipleScoring,
  explanation: LocalizedText,
): QuestionContent {
  return {
    stem,
    explanation,
    body: { type: "multiple", options: options(choices, correct), scoring },
    tags: tags(meta),
  };
}

export function trueFalse(
  meta: Meta,
  stem: LocalizedText,
  answer: boolean,
  explanation: LocalizedText,
): QuestionContent {
  return { stem, explanation, body: { type: "trueFalse", answer }, tags: tags(meta) };
}

export interface NumericSpec {
  value: number;
  tolerance: number;
  kind: ToleranceKind;
  unit?: LocalizedText;
  /**
   * Read "," as the decimal mark and "." as grouping ("3,14"). Off by default: Egyptian students write
   * "3.14" or "٣٫١٤" and group thousands with "," ("1,024"), which this flag would misread.
   */
  decimalComma?: boolean;
}

export function numeric(
  meta: Meta,
  stem: LocalizedText,
  { value, tolerance, kind, unit = t("", ""), decimalComma = false }: NumericSpec,
  explanation: LocalizedText,
): QuestionContent {
  return {
    stem,
    explanation,
    body: { type: "numeric", answers: [{ value, tolerance, toleranceKind: kind }], unit, decimalComma },
    tags: tags(meta),
  };
}

export function shortText(
  meta: Meta,
  stem: LocalizedText,
  accepted: string[],
  matching: TextMatching,
  explanation: LocalizedText,
): QuestionContent {
  return { stem, explanation, body: { type: "shortText", accepted, matching }, tags: tags(meta) };
}
