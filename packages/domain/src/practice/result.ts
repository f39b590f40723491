/**
 * An attempt's result, and its score per tag (topic, difficulty, lesson) for the student's review.
 * Only the paper's questions count, each out of 1; a question without an answer scores 0.
 */
import { normalizeForSearch } from "../text";
import { DIFFICULTIES, type QuestionVersion } from "./question";
import type { AttemptAnswer, AttemptResult, PaperItem } from "./quiz";

type Answers = Readonly<Record<string, AttemptAnswer>>;

function scoreOf(answers: Answers, questionId: string): number {
  return answers[questionId]?.grade.score ?? 0;
}

/**
 * The paper's score, its percent rounded to one decimal, and whether that percent (the one the student
 * sees) reaches `passPercent`. An empty paper is 0% and not passed.
 */
export function attemptResult(paper: readonly PaperItem[], answers: Answers, passPercent: number): AttemptResult {
  if (paper.length === 0) return { score: 0, percent: 0, passed: false };
  const score = paper.reduce((sum, item) => sum + scoreOf(answers, item.questionId), 0);
  const percent = Math.round((score / paper.length) * 1000) / 10;
  return { score, percent, passed: percent >= passPercent };
}

export type BreakdownTag = "topic" | "difficulty" | "lesson";

export interface TagBreakdownRow {
  tag: BreakdownTag;
  /** The topic as written, the difficulty, or the lesson id. */
  value: string;
  /** The paper's questions with this tag value. */
  questions: number;
  /** Their summed scores (out of `questions`). */
  score: number;
}

interface Group {
  value: string;
  questions: number;
  score: number;
}

/**
 * The paper's questions grouped by topic, by difficulty and by lesson, in that order of tags. Topics are
 * grouped as search compares them ("Limits" and "limits " are one row, shown by the spelling that sorts
 * first) and sorted by that key; difficulties go easy, medium, hard; lessons by id. A question without
 * the tag is in no row of it; a paper item whose version is not given is left out.
 */
export function tagBreakdown(
  paper: readonly PaperItem[],
  versions: readonly QuestionVersion[],
  answers: Answers,
): TagBreakdownRow[] {
  const byRef = new Map(versions.map((v) => [`${v.version}:${v.questionId}`, v]));
  const groups: Record<BreakdownTag, Map<string, Group>> = {
    topic: new Map(),
    difficulty: new Map(),
    lesson: new Map(),
  };
  const add = (tag: BreakdownTag, key: string, value: string, score: number) => {
    const group = groups[tag].get(key);
    if (!group) groups[tag].set(key, { value, questions: 1, score });
    else {
      group.questions += 1;
      group.score += score;
      if (value < group.value) group.value = value;
    }
  };
  for (const item of paper) {
    const version = byRef.get(`${item.version}:${item.questionId}`);
    if (!version) continue;
    const { topic, difficulty, lessonId } = version.tags;
    const score = scoreOf(answers, item.questionId);
    const topicKey = normalizeForSearch(topic);
    if (topicKey !== "") add("topic", topicKey, topic.trim(), score);
    if (difficulty !== null) add("difficulty", difficulty, difficulty, score);
    if (lessonId) add("lesson", lessonId, lessonId, score);
  }
  const rows = (tag: BreakdownTag, keys: readonly string[]): TagBreakdownRow[] =>
    keys.flatMap((key) => {
      const group = groups[tag].get(key);
      return group ? [{ tag, ...group }] : [];
    });
  const sorted = (tag: BreakdownTag) => [...groups[tag].keys()].sort();
  return [...rows("topic", sorted("topic")), ...rows("difficulty", DIFFICULTIES), ...rows("lesson", sorted("lesson"))];
}
