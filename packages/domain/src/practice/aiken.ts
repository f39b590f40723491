/**
 * Aiken (Moodle's simplest format: single-choice questions) into the bank's questions:
 *
 *     What is 2 + 2?            ما عاصمة مصر؟
 *     A) 3                      أ) الإسكندرية
 *     B. 4                      ب) القاهرة
 *     ANSWER: B                 ANSWER: ب
 *
 * The question's text is the lines before its first option (more than one line is joined). An option is
 * a capital Latin letter or an Arabic letter in abjad order (أ ب ج د ه و ز ح ط ي; "هـ" and "ا" read as
 * ه and أ), then `)` or `.`, then its text. `ANSWER:` (any case) names one option's letter (any case). Blank lines
 * between questions are optional. Errors carry the question's first line: "missingAnswer" when a
 * question ends (a new question begins, or the file ends) without `ANSWER:`, "unknownAnswer" when the
 * letter is none of its options, "tooFewOptions" below two options, "syntax" for an option or an
 * `ANSWER:` with no question before it. A question's language is decided as for GIFT
 * (`question-import.ts`).
 */
import {
  choiceOptions,
  importedTags,
  inLanguage,
  languageOf,
  type ImportError,
  type ImportedQuestion,
  type ImportResult,
} from "./question-import";

const ARABIC_LABELS = "أبجدهوزحطي";
const OPTION = new RegExp(`^\\s*([A-Z]|[${ARABIC_LABELS}ا]|هـ)\\s*[.)]\\s*(\\S.*?)\\s*$`);
const ANSWER = /^\s*ANSWER\s*:\s*(.*?)\s*$/i;

/** The letter as the options are keyed: "هـ" → "ه", a bare alef → "أ", "b" → "B" (in `ANSWER: b`). */
const label = (letter: string) => letter.replace("هـ", "ه").replace(/^ا$/, "أ").toUpperCase();

interface Draft {
  line: number;
  stem: string[];
  options: { label: string; text: string }[];
}

export function parseAiken(text: string): ImportResult {
  const questions: ImportedQuestion[] = [];
  const errors: ImportError[] = [];
  let draft: Draft | null = null;
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    if (!raw.trim()) continue;
    const answer = ANSWER.exec(raw);
    const option = answer ? null : OPTION.exec(raw);
    if (answer) {
      if (draft) questions.push(...finish(draft, answer[1]!, errors));
      else errors.push({ line, message: "syntax", detail: "ANSWER without a question" });
      draft = null;
    } else if (option) {
      if (draft) draft.options.push({ label: label(option[1]!), text: option[2]! });
      else errors.push({ line, message: "syntax", detail: "option without a question" });
    } else {
      // A line of text: more of the question's text, or, once its options have begun, a new question.
      if (draft && draft.options.length > 0) {
        errors.push({ line: draft.line, message: "missingAnswer" });
        draft = null;
      }
      draft ??= { line, stem: [], options: [] };
      draft.stem.push(raw.trim());
    }
  }
  if (draft) errors.push({ line: draft.line, message: "missingAnswer" });
  if (questions.length === 0 && errors.length === 0) errors.push({ line: 1, message: "empty" });
  return { questions, errors };
}

function finish(draft: Draft, answer: string, errors: ImportError[]): ImportedQuestion[] {
  if (draft.options.length < 2) {
    errors.push({ line: draft.line, message: "tooFewOptions" });
    return [];
  }
  const right = draft.options.findIndex((option) => option.label === label(answer.replace(/[.)]$/, "")));
  if (right < 0) {
    errors.push({ line: draft.line, message: "unknownAnswer", detail: answer });
    return [];
  }
  const stem = draft.stem.join("\n");
  const texts = draft.options.map((option) => option.text);
  const language = languageOf([stem, ...texts]);
  return [
    {
      line: draft.line,
      content: {
        stem: inLanguage(stem, language),
        explanation: inLanguage("", language),
        body: { type: "single", options: choiceOptions(texts, (index) => index === right, language) },
        tags: importedTags(""),
      },
    },
  ];
}
