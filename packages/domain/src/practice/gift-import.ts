/**
 * GIFT (Moodle's text format for question banks) into the bank's questions, through gift-pegjs 1.0.2.
 *
 * The file is split into questions here (blank lines between them; `//` lines are comments), and each is
 * parsed on its own, so one bad question is one error naming its first line and the rest still import.
 * Before parsing, each question is made into the GIFT that gift-pegjs reads (it refuses what Moodle's
 * own examples and teachers write):
 *  - in the stem (outside the answer block), unescaped `= ~ # { } :` are escaped: `1+1=2 {T}` reads;
 *  - in LaTeX (`$…$`, `$$…$$`, stem or answers), see `escapeMath`;
 *  - in a numeric answer block, Arabic-Indic digits are folded: `{#٣}` is `{#3}`.
 * The answer block is the last `{…}` outside math, so a brace in the stem is text.
 *
 * What is kept: MC with one right option → single; with several right or weighted options → multiple
 * (partial when a right option is worth less than 100%, else all-or-nothing; negative weights are
 * wrong options); T/F → trueFalse; numeric `{#3.14:0.01}` → value ± absolute tolerance, a range
 * `{#1..2}` → its midpoint ± half its width, several full-credit answers → several answers (partial-
 * credit ones are dropped); short answer `{=a =b}` → shortText, compared ignoring diacritics (the
 * bank's default for Arabic); `####` general feedback → explanation; `$CATEGORY: a/b/Limits` → the
 * topic "Limits" of the questions after it. Dropped: the `::title::` (the bank has no titles), the
 * text format marker (`[html]`, `[markdown]`: all text is read as Markdown), per-answer feedback.
 * Matching, essay and description are refused as "unsupportedType".
 */
import { parse, type GIFTQuestion, type NumericalFormat, type TextChoice } from "gift-pegjs";
import type { NumericAnswer, QuestionBody, QuestionContent } from "./question";
import {
  choiceOptions,
  foldDigits,
  importedTags,
  inLanguage,
  languageOf,
  type ImportError,
  type ImportedQuestion,
  type ImportResult,
} from "./question-import";

interface Line {
  text: string;
  number: number;
}

const COMMENT = /^\s*\/\//;
const BLANK = /^\s*$/;
const CATEGORY = /^\s*\$CATEGORY:\s*(.*?)\s*$/;

export function parseGift(text: string): ImportResult {
  const questions: ImportedQuestion[] = [];
  const errors: ImportError[] = [];
  let topic = "";
  for (const block of blocksOf(text)) {
    let start = 0;
    for (; start < block.length; start++) {
      const category = CATEGORY.exec(block[start]!.text);
      if (!category) break;
      topic = topicOf(category[1]!);
    }
    const lines = block.slice(start);
    if (lines.length === 0) continue;
    const read = readQuestion(lines, topic);
    if ("content" in read) questions.push(read);
    else errors.push(read);
  }
  if (questions.length === 0 && errors.length === 0) errors.push({ line: 1, message: "empty" });
  return { questions, errors };
}

/** The questions of the file: runs of lines between blank lines, without comment lines. */
function blocksOf(text: string): Line[][] {
  const blocks: Line[][] = [];
  let current: Line[] = [];
  text
    .replace(/^\uFEFF/, "")
    .split(/\r\n|\r|\n/)
    .forEach((line, index) => {
      if (COMMENT.test(line)) return;
      if (BLANK.test(line)) {
        if (current.length > 0) blocks.push(current);
        current = [];
        return;
      }
      current.push({ text: line, number: index + 1 });
    });
  if (current.length > 0) blocks.push(current);
  return blocks;
}

/** `$course$/Math/Limits` → "Limits"; Moodle's placeholders alone (`$course$`) → no topic. */
function topicOf(path: string): string {
  const last =
    path
      .split("/")
      .map((part) => part.trim())
      .filter(Boolean)
      .pop() ?? "";
  return /^\$\w+\$$/.test(last) ? "" : last;
}

function readQuestion(lines: Line[], topic: string): ImportedQuestion | ImportError {
  const line = lines[0]!.number;
  let parsed: GIFTQuestion[];
  try {
    parsed = parse(prepare(lines.map((l) => l.text).join("\n")) + "\n");
  } catch (error) {
    const at = (error as { location?: { start?: { line?: number } } }).location?.start?.line;
    const where = at ? (lines[at - 1]?.number ?? line) : line;
    return { line, message: "syntax", detail: `line ${where}: ${(error as Error).message}` };
  }
  const question = parsed.find((q) => q.type !== "Category");
  if (!question || parsed.filter((q) => q.type !== "Category").length > 1) {
    return { line, message: "syntax", detail: "expected one question" };
  }
  const content = contentOf(question, topic);
  return typeof content === "string" ? { line, message: content, detail: question.type } : { line, content };
}

/** Full marks for a choice: its `%weight%`, else 100 for `=` and 0 for `~`. */
const creditOf = (choice: { isCorrect: boolean; weight: number | null }) =>
  choice.weight ?? (choice.isCorrect ? 100 : 0);

function contentOf(q: GIFTQuestion, topic: string): QuestionContent | ImportError["message"] {
  if (q.type === "Category" || q.type === "Description" || q.type === "Essay" || q.type === "Matching") {
    return "unsupportedType";
  }
  const stem = q.stem.text.trim();
  const explanation = q.globalFeedback?.text.trim() ?? "";
  const choiceTexts = q.type === "MC" || q.type === "Short" ? q.choices.map((c) => c.text.text.trim()) : [];
  const language = languageOf([stem, explanation, ...choiceTexts]);
  let body: QuestionBody | ImportError["message"];
  switch (q.type) {
    case "TF":
      body = { type: "trueFalse", answer: q.isTrue };
      break;
    case "MC":
      body = choiceBody(q.choices, choiceTexts, language);
      break;
    case "Short": {
      const accepted = q.choices.filter((c) => creditOf(c) >= 100).map((c) => c.text.text.trim());
      body = accepted.length > 0 ? { type: "shortText", accepted, matching: "ignoreDiacritics" } : "missingAnswer";
      break;
    }
    case "Numerical": {
      const formats = Array.isArray(q.choices)
        ? q.choices.filter((c) => creditOf(c) >= 100).map((c) => c.text)
        : [q.choices];
      const answers = formats.map(numericAnswer).filter((a): a is NumericAnswer => a !== null);
      body =
        answers.length > 0
          ? { type: "numeric", answers, unit: { ar: "", en: "" }, decimalComma: false }
          : "missingAnswer";
      break;
    }
  }
  if (typeof body === "string") return body;
  return {
    stem: inLanguage(stem, language),
    explanation: inLanguage(explanation, language),
    body,
    tags: importedTags(topic),
  };
}

function choiceBody(
  choices: TextChoice[],
  texts: string[],
  language: "ar" | "en",
): QuestionBody | ImportError["message"] {
  if (choices.length < 2) return "tooFewOptions";
  const credits = choices.map(creditOf);
  const right = credits.filter((credit) => credit > 0);
  if (right.length === 0) return "missingAnswer";
  const options = choiceOptions(texts, (index) => credits[index]! > 0, language);
  if (right.length === 1 && right[0]! >= 100) return { type: "single", options };
  return { type: "multiple", options, scoring: right.some((credit) => credit < 100) ? "partial" : "allOrNothing" };
}

function numericAnswer(format: NumericalFormat): NumericAnswer | null {
  const absolute = (value: number, tolerance: number): NumericAnswer => ({
    value,
    tolerance: Math.abs(tolerance),
    toleranceKind: "absolute",
  });
  if (format.type === "simple" && format.number !== undefined) return absolute(format.number, 0);
  if (format.type === "range" && format.number !== undefined) return absolute(format.number, format.range ?? 0);
  if (format.type === "high-low" && format.numberLow !== undefined && format.numberHigh !== undefined) {
    return absolute((format.numberLow + format.numberHigh) / 2, (format.numberHigh - format.numberLow) / 2);
  }
  return null;
}

// ——— Making a question readable by gift-pegjs ———

const TITLE_AND_FORMAT = /^\s*(?:::(?:\\[\s\S]|[^\\:]|:(?!:))*::)?\s*(?:\[(?:moodle|html|markdown|plain)\])?/;
const MATH = [/\$\$(?:\\[\s\S]|[^\\$])+?\$\$/y, /\$(?=\S)(?:\\[\s\S]|[^\\$])+?(?<=\S)\$(?!\d)/y];
const SPECIAL = "~=#{}:";

/** The question with its stem escaped, its LaTeX escaped and a numeric answer's digits folded. */
function prepare(question: string): string {
  const head = TITLE_AND_FORMAT.exec(question)![0];
  const text = question.slice(head.length);
  // Pieces: math spans and single characters (or escape pairs) outside math, with their offsets.
  const pieces: { text: string; at: number; math: boolean }[] = [];
  for (let at = 0; at < text.length; ) {
    const math = text[at] === "$" ? matchAt(MATH, text, at) : null;
    const length = math ? math.length : text[at] === "\\" ? 2 : 1;
    pieces.push({ text: text.slice(at, at + length), at, math: math !== null });
    at += length;
  }
  // The answer block: the last `{` before the last `}`; a `{` never closed is left for the parser to refuse.
  const lastOpen = pieces.findLastIndex((p) => p.text === "{");
  const lastClose = pieces.findLastIndex((p) => p.text === "}");
  const open = lastOpen > lastClose ? lastOpen : pieces.findLastIndex((p, i) => i < lastClose && p.text === "{");
  const close =
    open < 0 ? -1 : lastOpen > lastClose ? pieces.length : pieces.findIndex((p, i) => i > open && p.text === "}");
  const numeric = open >= 0 && /^\s*#/.test(text.slice(pieces[open]!.at + 1));
  const body = pieces.map((piece, i) => {
    if (piece.math) return escapeMath(piece.text);
    const inAnswer = i >= open && i <= close;
    if (inAnswer) return numeric ? foldDigits(piece.text) : piece.text;
    return SPECIAL.includes(piece.text) ? `\\${piece.text}` : piece.text;
  });
  return head + body.join("");
}

function matchAt(patterns: RegExp[], text: string, at: number): string | null {
  for (const pattern of patterns) {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (match) return match[0];
  }
  return null;
}

/**
 * LaTeX inside GIFT. gift-pegjs reads `\\` as `\` and `\n` as a new line (as Moodle does), so Moodle's
 * own export doubles every backslash (`\\frac\{1\}\{2\}`), hand-written Moodle files escape only the
 * braces (`\frac\{1\}\{2\}`) and others write plain LaTeX (`\frac{1}{2}`, `x=3`). All three come out as
 * the LaTeX meant: a backslash before a letter (a command, `\neq` too) or before a character GIFT does
 * not escape is doubled. A formula with an unescaped `{ } = ~ #` is plain LaTeX throughout, so its `\\`
 * (a new row) and `\{` (a brace shown) are LaTeX's and are escaped in turn; in one without, they are
 * GIFT's escapes and are kept.
 */
function escapeMath(span: string): string {
  const pairs = span.match(/\\[\s\S]|[\s\S]/g) ?? [];
  const plain = pairs.some((p) => p.length === 1 && "{}=~#".includes(p));
  return pairs
    .map((p, i) => {
      if (p.length === 1) return SPECIAL.includes(p) ? `\\${p}` : p;
      const next = p[1]!;
      if (next === "\\" || SPECIAL.includes(next)) return plain ? `\\\\${p}` : p;
      // `\n` before a letter is a command (`\neq`, `\nu`); alone it is GIFT's new line.
      if (next === "n" && !/^[a-zA-Z]/.test(pairs[i + 1] ?? "")) return p;
      return `\\${p}`;
    })
    .join("");
}
