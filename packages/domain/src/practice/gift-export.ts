/**
 * The bank's questions as GIFT, which Moodle and `parseGift` read back.
 *
 * GIFT holds one language per question: each question is written in Arabic when its stem has Arabic
 * text, else in English; a text missing in that language (an option written only in the other) takes
 * the other one, so nothing shown is left empty. The other language is not written. All text is marked
 * `[markdown]`. Written one question per line (a new line in a text is GIFT's `\n`), a blank line
 * between questions, and `$CATEGORY: $course$/<topic>` before a question whose topic differs from the
 * one before (so the topic comes back; a "/" in a topic makes only its last part come back).
 *
 * Per type: single `{=right ~wrong}`; multiple all-or-nothing `{=right =right ~wrong}` (Moodle reads
 * several `=` as "any of these"); multiple partial `{~%50%right ~%50%right ~wrong}` (each right option
 * worth 100/k %, five decimals); trueFalse `{T}`/`{F}`; numeric `{#value:tolerance}`, several answers
 * `{#=v:t =v:t}`, a relative tolerance written as the absolute |value| × tolerance; shortText
 * `{=a =b}`; the explanation as `####` general feedback. Not written: pinned options, the numeric unit
 * and decimal comma, the short-text matching rule, lesson, difficulty and source. A multiple question
 * with one right option comes back as single.
 */
import type { LocalizedText } from "../locale";
import type { NumericAnswer, QuestionContent } from "./question";

export function toGift(questions: readonly QuestionContent[]): string {
  const lines: string[] = [];
  let topic = "";
  for (const question of questions) {
    if (question.tags.topic !== topic) {
      topic = question.tags.topic;
      lines.push(`$CATEGORY: $course$${topic ? `/${topic.replace(/\s+/g, " ")}` : ""}`, "");
    }
    lines.push(questionToGift(question), "");
  }
  return lines.join("\n");
}

function questionToGift(question: QuestionContent): string {
  const language: keyof LocalizedText = question.stem.ar.trim() ? "ar" : "en";
  const other: keyof LocalizedText = language === "ar" ? "en" : "ar";
  const text = (localized: LocalizedText) => escapeGift((localized[language] || localized[other]).trim());
  const body = question.body;
  let answers: string;
  switch (body.type) {
    case "single":
      answers = body.options.map((o) => `${o.correct ? "=" : "~"}${text(o.text)}`).join(" ");
      break;
    case "multiple": {
      const weight = decimal(Number((100 / Math.max(1, body.options.filter((o) => o.correct).length)).toFixed(5)));
      const right = body.scoring === "partial" ? `~%${weight}%` : "=";
      answers = body.options.map((o) => `${o.correct ? right : "~"}${text(o.text)}`).join(" ");
      break;
    }
    case "trueFalse":
      answers = body.answer ? "T" : "F";
      break;
    case "numeric":
      answers =
        body.answers.length === 1
          ? `#${numeric(body.answers[0]!)}`
          : `#${body.answers.map((answer) => `=${numeric(answer)}`).join(" ")}`;
      break;
    case "shortText":
      answers = body.accepted.map((answer) => `=${escapeGift(answer.trim())}`).join(" ");
      break;
  }
  const explanation = text(question.explanation);
  return `[markdown]${text(question.stem)} {${answers}${explanation ? ` ####${explanation}` : ""}}`;
}

function numeric(answer: NumericAnswer): string {
  const tolerance =
    answer.toleranceKind === "relative" ? Math.abs(answer.value) * answer.tolerance : Math.abs(answer.tolerance);
  const rounded = Number(tolerance.toPrecision(12));
  return rounded === 0 ? decimal(answer.value) : `${decimal(answer.value)}:${decimal(rounded)}`;
}

/** A number as GIFT reads it: digits and a point, never an exponent ("1e-7"). */
function decimal(value: number): string {
  const plain = String(value);
  if (!/e/i.test(plain)) return plain;
  if (Math.abs(value) >= 1e21) return BigInt(Math.round(value)).toString();
  return value.toFixed(20).replace(/0+$/, "").replace(/\.$/, "");
}

const INLINE_MATH = /\$\$(?:\\[\s\S]|[^\\$])+?\$\$|\$(?=\S)(?:\\[\s\S]|[^\\$])+?(?<=\S)\$(?!\d)/g;

/**
 * GIFT's escapes, as Moodle writes them: `\` `~ = # { } :` get a backslash and a new line is `\n`. A new
 * line inside a formula becomes a space (LaTeX reads both alike), so `\n` never stands before a letter
 * in a formula, where the import would take it for a command like `\neq`.
 */
export function escapeGift(text: string): string {
  const escape = (part: string) => part.replace(/[\\~=#{}:]/g, "\\$&").replace(/\r?\n|\r/g, "\\n");
  let out = "";
  let last = 0;
  for (const match of text.matchAll(INLINE_MATH)) {
    out += escape(text.slice(last, match.index)) + escape(match[0].replace(/\s*(?:\r?\n|\r)\s*/g, " "));
    last = match.index + match[0].length;
  }
  return out + escape(text.slice(last));
}
