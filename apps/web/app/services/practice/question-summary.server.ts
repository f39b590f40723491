/**
 * A bank question as the teacher's lists show it (the bank, a quiz's checklist and its statistics): the
 * first paragraph of its stem rendered on the server in the reader's language (Markdown with math), its
 * type, version and tags. The answers stay out: a list needs none.
 */
import { localize, type Locale } from "@masar/domain/locale";
import type { Difficulty, QuestionContent, QuestionType } from "@masar/domain/practice/question";
import { renderMarkdown } from "#app/utils/markdown.server";

export interface QuestionSummary {
  id: string;
  version: number;
  type: QuestionType;
  excerptHtml: string;
  lessonId: string | null;
  topic: string;
  difficulty: Difficulty | null;
  source: string;
}

const EXCERPT_CHARS = 300;

/**
 * The stem's first paragraph, cut near EXCERPT_CHARS at a space outside math (an odd number of `$`
 * before the cut would leave a formula open and show its source).
 */
function stemExcerpt(markdown: string): string {
  const first = markdown.trim().split(/\n\s*\n/)[0] ?? "";
  if (first.length <= EXCERPT_CHARS) return first;
  for (let cut = first.lastIndexOf(" ", EXCERPT_CHARS); cut > 0; cut = first.lastIndexOf(" ", cut - 1)) {
    const head = first.slice(0, cut);
    if ((head.match(/(?<!\\)\$/g) ?? []).length % 2 === 0) return `${head.trimEnd()} …`;
  }
  return "…";
}

export function summarizeQuestion(
  question: QuestionContent & { id: string; version: number },
  locale: Locale,
): QuestionSummary {
  return {
    id: question.id,
    version: question.version,
    type: question.body.type,
    excerptHtml: renderMarkdown(stemExcerpt(localize(question.stem, locale))),
    lessonId: question.tags.lessonId,
    topic: question.tags.topic,
    difficulty: question.tags.difficulty,
    source: question.tags.source,
  };
}
