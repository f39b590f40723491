/**
 * Drawing an attempt's paper from the bank. The draw is a function of the quiz's settings, the bank and
 * a seed, so the same three always give the same paper; the service makes the seed (randomness is I/O)
 * and the attempt stores the paper it drew, so a later change of the bank or of this code never changes
 * an attempt.
 */
import { normalizeForSearch } from "../text";
import type { Question, QuestionBody, QuestionContent } from "./question";
import type { PaperItem, PaperRule, QuestionFilter, QuizSettings } from "./quiz";

/**
 * Tommy Ettinger's mulberry32: a 32-bit state, a fresh hash of it per call, numbers in [0, 1). Small and
 * fast, good enough to shuffle a paper, and not for secrets. The seed is read as an unsigned 32-bit
 * integer (`seed >>> 0`), so the service should make seeds in [0, 2³²).
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [0, n); its bias (at most n / 2³²) does not matter for papers. */
function below(n: number, random: () => number): number {
  return Math.floor(random() * n);
}

/** Fisher–Yates, in place. */
function shuffle<T>(items: T[], random: () => number): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = below(i + 1, random);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
}

/**
 * Whether a question fits a random rule's filter: the same lesson, the same difficulty, and the same
 * topic and source as search compares them (case, tashkeel, hamza forms, digits aside). An empty or null
 * field of the filter fits every question.
 */
export function matchesFilter(question: Pick<QuestionContent, "tags">, filter: QuestionFilter): boolean {
  const { tags } = question;
  return (
    (!filter.lessonId || tags.lessonId === filter.lessonId) &&
    (filter.difficulty === null || tags.difficulty === filter.difficulty) &&
    sameText(tags.topic, filter.topic) &&
    sameText(tags.source, filter.source)
  );
}

function sameText(value: string, wanted: string): boolean {
  const key = normalizeForSearch(wanted);
  return key === "" || normalizeForSearch(value) === key;
}

/**
 * A fixed rule: its questions that are in the bank, in its order, each once. A random rule: `count` of
 * the questions that fit its filter (all of them when fewer fit), each equally likely, kept in the bank's
 * order.
 */
function pick(rule: PaperRule, bank: readonly Question[], random: () => number): Question[] {
  if (rule.kind === "fixed") {
    const byId = new Map(bank.map((q) => [q.id, q]));
    const ids = [...new Set(rule.questionIds)];
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
  const fitting = bank.filter((q) => matchesFilter(q, rule.filter));
  const count = Math.max(0, Math.min(Math.floor(rule.count), fitting.length));
  // The first `count` steps of a Fisher–Yates shuffle of the fitting questions' places.
  const places = fitting.map((_, i) => i);
  for (let i = 0; i < count; i++) {
    const j = i + below(places.length - i, random);
    [places[i], places[j]] = [places[j] as number, places[i] as number];
  }
  return places
    .slice(0, count)
    .sort((a, b) => a - b)
    .flatMap((i) => fitting[i] ?? []);
}

/** A choice question's option ids as shown: shuffled when asked, a pinned option staying in its place. */
function optionOrder(body: QuestionBody, shuffleOptions: boolean, random: () => number): string[] | null {
  if (body.type !== "single" && body.type !== "multiple") return null;
  const order = body.options.map((o) => o.id);
  if (!shuffleOptions) return order;
  const free = body.options.flatMap((o, i) => (o.pinned ? [] : [i]));
  const moved = free.map((i) => order[i] as string);
  shuffle(moved, random);
  for (const [k, place] of free.entries()) order[place] = moved[k] as string;
  return order;
}

/**
 * The paper for an attempt: the rule's questions (`pick`), their order shuffled if the quiz says so, and
 * each choice question's option order. The seed's random numbers are used in that order.
 */
export function drawPaper(settings: QuizSettings, bank: readonly Question[], seed: number): PaperItem[] {
  const random = mulberry32(seed);
  const questions = pick(settings.rule, bank, random);
  if (settings.shuffleQuestions) shuffle(questions, random);
  return questions.map((q) => ({
    questionId: q.id,
    version: q.version,
    optionOrder: optionOrder(q.body, settings.shuffleOptions, random),
  }));
}
