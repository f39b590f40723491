/**
 * Questions of a course's bank (issue 32): their five types, what a student answers, and the stored
 * shapes the data ports keep. Pure types; grading is in `grading.ts`, the draw of a paper in `paper.ts`.
 *
 * A question is versioned: the bank shows each question's current version; a version drawn into an
 * attempt's paper is frozen, and editing it makes a new version, so results never mix versions.
 */
import type { LocalizedText } from "../locale";

export const QUESTION_TYPES = ["single", "multiple", "trueFalse", "numeric", "shortText"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** How a short-text answer is compared with the accepted ones (see `normalise.ts`). */
export const TEXT_MATCHING = ["strict", "ignoreDiacritics", "lenient"] as const;
export type TextMatching = (typeof TEXT_MATCHING)[number];

export const MULTIPLE_SCORING = ["allOrNothing", "partial"] as const;
export type MultipleScoring = (typeof MULTIPLE_SCORING)[number];

export const TOLERANCE_KINDS = ["absolute", "relative"] as const;
export type ToleranceKind = (typeof TOLERANCE_KINDS)[number];

/** One option of a choice question. Its id is what an answer stores, never its label (أ/A) or place. */
export interface ChoiceOption {
  id: string;
  /** Markdown with LaTeX, in both languages; either side may be empty. */
  text: LocalizedText;
  correct: boolean;
  /** Stays in its place when options are shuffled ("all of the above"). */
  pinned: boolean;
}

/** One accepted numeric answer: right when |given − value| ≤ tolerance (relative: ≤ tolerance × |value|). */
export interface NumericAnswer {
  value: number;
  tolerance: number;
  toleranceKind: ToleranceKind;
}

export type QuestionBody =
  | { type: "single"; options: ChoiceOption[] }
  | { type: "multiple"; options: ChoiceOption[]; scoring: MultipleScoring }
  | { type: "trueFalse"; answer: boolean }
  | {
      type: "numeric";
      answers: NumericAnswer[];
      /** Unit shown after the input (e.g. "m/s"), both languages; empty for none. */
      unit: LocalizedText;
      /** Read "3,14" as 3.14: "," is then the decimal separator and "." groups thousands (`number-reader.ts`). */
      decimalComma: boolean;
    }
  | { type: "shortText"; accepted: string[]; matching: TextMatching };

export interface QuestionTags {
  /** The lesson the question belongs to, or null. */
  lessonId: string | null;
  /** Free topic text (searchable), e.g. "Limits". */
  topic: string;
  difficulty: Difficulty | null;
  /** Where it comes from, e.g. "Final 2024". */
  source: string;
}

/** Everything a teacher writes of a question; one version of it. */
export interface QuestionContent {
  /** Markdown with LaTeX (`$…$`, `$$…$$`), both languages; either side may be empty, not both. */
  stem: LocalizedText;
  /** Shown after the student has answered; may be empty. */
  explanation: LocalizedText;
  body: QuestionBody;
  tags: QuestionTags;
}

/** A question as the bank lists it: its current version. */
export interface Question extends QuestionContent {
  id: string;
  courseId: string;
  /** 1 for a new question; grows when an edit has to leave a frozen version behind. */
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A reference to one version of a question (what a paper holds). */
export interface QuestionRef {
  questionId: string;
  version: number;
}

/** One stored version of a question. */
export interface QuestionVersion extends QuestionContent, QuestionRef {
  courseId: string;
}

/**
 * What a student gives. A choice is stored by option id; numbers and short text as typed (they are read
 * when graded, so a better reader never needs the answer rewritten).
 */
export type QuestionResponse =
  | { type: "single"; optionId: string }
  | { type: "multiple"; optionIds: string[] }
  | { type: "trueFalse"; value: boolean }
  | { type: "numeric"; text: string }
  | { type: "shortText"; text: string };

/** The grade of one response: score in [0, 1] (partial credit), correct when full marks. */
export interface Grade {
  score: number;
  correct: boolean;
}
