/**
 * A question as a student's page shows it: its stem and options rendered on the server (Markdown with
 * math as MathML), in the paper's option order, with her saved answer. The right answer and the
 * explanation are in it only once that answer was checked or the attempt is finished: before, the page,
 * its `.data` and every resource route hold nothing that gives the answer away.
 */
import { localize, type Locale } from "@masar/domain/locale";
import { correctResponse, type CorrectAnswer } from "@masar/domain/practice/grading";
import type { ChoiceOption, QuestionResponse, QuestionType, QuestionVersion } from "@masar/domain/practice/question";
import type { Attempt, AttemptAnswer, PaperItem } from "@masar/domain/practice/quiz";
import { renderInlineMarkdown, renderMarkdown } from "#app/utils/markdown.server";

export interface QuestionView {
  questionId: string;
  /** 1-based place in the paper. */
  number: number;
  type: QuestionType;
  stemHtml: string;
  /** Choice questions: in the paper's order; the page labels them أ ب ج / A B C by place. */
  options: { id: string; html: string; dir: "auto" | "ltr" }[] | null;
  unit: string;
  answer: QuestionResponse | null;
  checked: boolean;
  /** Only once the answer was checked or the attempt finished: before, nothing gives the answer away. */
  feedback: { correct: boolean; score: number; right: CorrectAnswer; explanationHtml: string } | null;
}

function optionsInOrder(options: ChoiceOption[], item: Pick<PaperItem, "optionOrder">, locale: Locale) {
  const byId = new Map(options.map((o) => [o.id, o]));
  const order = item.optionOrder ?? options.map((o) => o.id);
  return order.flatMap((id) => {
    const option = byId.get(id);
    if (!option) return [];
    const text = localize(option.text, locale);
    // A text with no letter ("−5", "x² + 1" written without math, "3.14") is a number or formula: left
    // to right, so its minus sign never flips to the other end inside Arabic.
    return [{ id, html: renderInlineMarkdown(text), dir: /\p{L}/u.test(text) ? ("auto" as const) : ("ltr" as const) }];
  });
}

/** The attempt's paper as the student's page shows it. */
export function questionViews(attempt: Attempt, versions: readonly QuestionVersion[], locale: Locale): QuestionView[] {
  const byRef = new Map(versions.map((v) => [`${v.questionId}@${v.version}`, v]));
  const finished = attempt.state === "submitted";
  return attempt.paper.flatMap((item, index) => {
    const version = byRef.get(`${item.questionId}@${item.version}`);
    if (!version) return [];
    const saved = attempt.answers[item.questionId] ?? null;
    return [
      questionView(version, item, { number: index + 1, saved, reveal: finished || saved?.checked === true }, locale),
    ];
  });
}

/**
 * One question as a page asks it (a quiz's paper, a review session): `item` gives the option order,
 * `saved` the student's answer, and `reveal` whether the right answer and explanation may be in it.
 */
export function questionView(
  version: QuestionVersion,
  item: Pick<PaperItem, "optionOrder">,
  {
    number,
    saved,
    reveal,
  }: { number: number; saved: Pick<AttemptAnswer, "response" | "grade" | "checked"> | null; reveal: boolean },
  locale: Locale,
): QuestionView {
  const body = version.body;
  return {
    questionId: version.questionId,
    number,
    type: body.type,
    stemHtml: renderMarkdown(localize(version.stem, locale)),
    options: body.type === "single" || body.type === "multiple" ? optionsInOrder(body.options, item, locale) : null,
    unit: body.type === "numeric" ? localize(body.unit, locale) : "",
    answer: saved?.response ?? null,
    checked: saved?.checked ?? false,
    feedback: reveal
      ? {
          correct: saved?.grade.correct ?? false,
          score: saved?.grade.score ?? 0,
          right: correctResponse(version.body),
          explanationHtml: renderMarkdown(localize(version.explanation, locale)),
        }
      : null,
  };
}
