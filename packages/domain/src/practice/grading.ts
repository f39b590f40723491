/**
 * Grading one response against its question's body. A response never throws: one of another type, an
 * option id the question does not have, or a number that cannot be read scores 0.
 */
import { stripBidiControls } from "../text";
import { normaliseAnswer } from "./normalise";
import { readNumber } from "./number-reader";
import type { ChoiceOption, Grade, NumericAnswer, QuestionBody, QuestionResponse } from "./question";

const WRONG: Grade = { score: 0, correct: false };
const RIGHT: Grade = { score: 1, correct: true };

/**
 * Slack for the float error of |given − value| and of tolerance × |value|, as a share of the larger
 * magnitude: 0.4 is within 0.1 of 0.3 although 0.4 − 0.3 = 0.10000000000000003. A few units in the last
 * place, far below any tolerance a teacher sets.
 */
const FLOAT_SLACK = 8 * Number.EPSILON;

export function gradeResponse(body: QuestionBody, response: QuestionResponse): Grade {
  switch (body.type) {
    case "single":
      return response.type === "single" && correctIds(body.options).has(response.optionId) ? RIGHT : WRONG;
    case "multiple":
      if (response.type !== "multiple") return WRONG;
      return body.scoring === "partial"
        ? partialChoice(body.options, response.optionIds)
        : exactChoice(body.options, response.optionIds);
    case "trueFalse":
      return response.type === "trueFalse" && response.value === body.answer ? RIGHT : WRONG;
    case "numeric": {
      if (response.type !== "numeric") return WRONG;
      const given = readNumber(response.text, { decimalComma: body.decimalComma });
      return given !== null && body.answers.some((answer) => withinTolerance(given, answer)) ? RIGHT : WRONG;
    }
    case "shortText": {
      if (response.type !== "shortText") return WRONG;
      const given = normaliseAnswer(response.text, body.matching);
      if (given === "") return WRONG;
      return body.accepted.some((accepted) => normaliseAnswer(accepted, body.matching) === given) ? RIGHT : WRONG;
    }
  }
}

function correctIds(options: readonly ChoiceOption[]): Set<string> {
  return new Set(options.filter((o) => o.correct).map((o) => o.id));
}

/** The chosen set, or null when it names an option the question does not have. */
function chosenSet(options: readonly ChoiceOption[], optionIds: readonly string[]): Set<string> | null {
  const known = new Set(options.map((o) => o.id));
  return optionIds.every((id) => known.has(id)) ? new Set(optionIds) : null;
}

function exactChoice(options: readonly ChoiceOption[], optionIds: readonly string[]): Grade {
  const chosen = chosenSet(options, optionIds);
  const correct = correctIds(options);
  if (!chosen || correct.size === 0 || chosen.size !== correct.size) return WRONG;
  return [...chosen].every((id) => correct.has(id)) ? RIGHT : WRONG;
}

/**
 * Moodle's usual weights for a multiple-answer question: each correct option chosen earns
 * 1 / (number of correct options), each wrong one chosen costs 1 / (number of wrong options), so that
 * choosing every option scores 0; the sum is kept within [0, 1]. Counted, not summed in floats, so that
 * full marks are exactly 1.
 */
function partialChoice(options: readonly ChoiceOption[], optionIds: readonly string[]): Grade {
  const chosen = chosenSet(options, optionIds);
  const correct = correctIds(options);
  if (!chosen || correct.size === 0) return WRONG;
  const wrongCount = options.length - correct.size;
  const hits = [...chosen].filter((id) => correct.has(id)).length;
  const misses = chosen.size - hits;
  const score = Math.min(1, Math.max(0, hits / correct.size - (misses === 0 ? 0 : misses / wrongCount)));
  return { score, correct: score === 1 };
}

function withinTolerance(given: number, answer: NumericAnswer): boolean {
  const allowed = answer.toleranceKind === "relative" ? answer.tolerance * Math.abs(answer.value) : answer.tolerance;
  const slack = FLOAT_SLACK * Math.max(Math.abs(given), Math.abs(answer.value));
  return Math.abs(given - answer.value) <= allowed + slack;
}

/** False for an empty choice or a blank text (bidi marks and whitespace only); a true/false is always answered. */
export function isAnswered(response: QuestionResponse): boolean {
  switch (response.type) {
    case "single":
      return response.optionId !== "";
    case "multiple":
      return response.optionIds.length > 0;
    case "trueFalse":
      return true;
    case "numeric":
    case "shortText":
      return stripBidiControls(response.text).trim() !== "";
  }
}

/**
 * The right answer, for feedback: the correct option ids in the options' order, the true/false value, the
 * first accepted number or text (null when the question has none).
 */
export type CorrectAnswer =
  | { type: "single" | "multiple"; optionIds: string[] }
  | { type: "trueFalse"; value: boolean }
  | { type: "numeric"; answer: NumericAnswer | null }
  | { type: "shortText"; text: string | null };

export function correctResponse(body: QuestionBody): CorrectAnswer {
  switch (body.type) {
    case "single":
    case "multiple":
      return { type: body.type, optionIds: body.options.filter((o) => o.correct).map((o) => o.id) };
    case "trueFalse":
      return { type: "trueFalse", value: body.answer };
    case "numeric":
      return { type: "numeric", answer: body.answers[0] ?? null };
    case "shortText":
      return { type: "shortText", text: body.accepted[0] ?? null };
  }
}
