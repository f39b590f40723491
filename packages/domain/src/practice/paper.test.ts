import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { drawPaper, matchesFilter, mulberry32 } from "./paper";
import { DIFFICULTIES, type ChoiceOption, type Question, type QuestionBody, type QuestionTags } from "./question";
import type { PaperRule, QuestionFilter, QuizSettings } from "./quiz";

const ANY: QuestionFilter = { lessonId: null, topic: "", difficulty: null, source: "" };
const TAGS: QuestionTags = { lessonId: null, topic: "", difficulty: null, source: "" };

function question(
  id: string,
  over: { body?: QuestionBody; tags?: Partial<QuestionTags>; version?: number } = {},
): Question {
  return {
    id,
    courseId: "c1",
    version: over.version ?? 1,
    stem: { ar: id, en: id },
    explanation: { ar: "", en: "" },
    body: over.body ?? { type: "trueFalse", answer: true },
    tags: { ...TAGS, ...over.tags },
    createdAt: new Date(0),
    updatedAt: new Date(0),
  };
}

function choice(pinned: readonly boolean[]): QuestionBody {
  const options: ChoiceOption[] = pinned.map((p, i) => ({
    id: `o${i}`,
    text: { ar: "", en: `${i}` },
    correct: i === 0,
    pinned: p,
  }));
  return { type: "single", options };
}

function settings(rule: QuizSettings["rule"], over: Partial<QuizSettings> = {}): QuizSettings {
  return { rule, shuffleQuestions: false, shuffleOptions: false, passPercent: 60, ...over };
}

const ids = (paper: { questionId: string }[]) => paper.map((item) => item.questionId);

describe("mulberry32", () => {
  it("repeats its sequence for a seed, stays in [0, 1) and differs between seeds", () => {
    const a = mulberry32(42);
    const first = Array.from({ length: 1000 }, () => a());
    const again = mulberry32(42);
    expect(first.map(() => again())).toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(mulberry32(43)()).not.toBe(first[0]);
  });
});

describe("matchesFilter", () => {
  const q = question("q", { tags: { lessonId: "l1", topic: "النهايات", difficulty: "hard", source: "Final 2024" } });
  it.each<[string, Partial<QuestionFilter>, boolean]>([
    ["an empty filter", {}, true],
    ["its lesson", { lessonId: "l1" }, true],
    ["an empty lesson id (any)", { lessonId: "" }, true],
    ["another lesson", { lessonId: "l2" }, false],
    ["its topic", { topic: "النهايات" }, true],
    ["its topic with hamza, ة→ه and spaces aside", { topic: " النِّهايات " }, true],
    ["part of its topic", { topic: "النهاي" }, false],
    ["its difficulty", { difficulty: "hard" }, true],
    ["another difficulty", { difficulty: "easy" }, false],
    ["its source in other case and digits", { source: "final ٢٠٢٤" }, true],
    ["another source", { source: "Final 2023" }, false],
    ["all its tags", { lessonId: "l1", topic: "النهايات", difficulty: "hard", source: "Final 2024" }, true],
    ["all its tags but one", { lessonId: "l1", topic: "النهايات", difficulty: "easy", source: "Final 2024" }, false],
  ])("%s → %s", (_, filter, fits) => {
    expect(matchesFilter(q, { ...ANY, ...filter })).toBe(fits);
  });

  it("a topic filter does not fit a question without a topic", () => {
    expect(matchesFilter(question("q"), { ...ANY, topic: "x" })).toBe(false);
  });
});

describe("drawPaper", () => {
  const bank = [
    question("a", { version: 3 }),
    question("b", { body: choice([false, false, true]) }),
    question("c", { tags: { difficulty: "easy" } }),
    question("d", { tags: { difficulty: "easy" } }),
  ];

  it("a fixed rule: the listed questions in the bank, in the listed order, each once, with their versions", () => {
    const paper = drawPaper(settings({ kind: "fixed", questionIds: ["c", "gone", "a", "c"] }), bank, 1);
    expect(paper).toEqual([
      { questionId: "c", version: 1, optionOrder: null },
      { questionId: "a", version: 3, optionOrder: null },
    ]);
  });

  it("a choice question's options keep their order unless shuffled; other types have none", () => {
    const paper = drawPaper(settings({ kind: "fixed", questionIds: ["b", "a"] }), bank, 1);
    expect(paper.map((item) => item.optionOrder)).toEqual([["o0", "o1", "o2"], null]);
  });

  it("a random rule: the fitting questions, in the bank's order, all of them when fewer fit", () => {
    const easy: PaperRule & { kind: "random" } = { kind: "random", count: 5, filter: { ...ANY, difficulty: "easy" } };
    expect(ids(drawPaper(settings(easy), bank, 7))).toEqual(["c", "d"]);
    expect(drawPaper(settings({ ...easy, filter: { ...ANY, lessonId: "none" } }), bank, 7)).toEqual([]);
  });

  it("a random rule draws each fitting question equally often", () => {
    const rule: PaperRule = { kind: "random", count: 1, filter: ANY };
    const counts = new Map<string, number>();
    for (let seed = 0; seed < 4000; seed++) {
      const [item] = drawPaper(settings(rule), bank, seed);
      counts.set(item?.questionId ?? "", (counts.get(item?.questionId ?? "") ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(["a", "b", "c", "d"]);
    for (const count of counts.values()) expect(count).toBeGreaterThan(850);
  });

  it("shuffled questions come in every order, each first about equally often", () => {
    const rule: PaperRule = { kind: "fixed", questionIds: ["a", "b", "c", "d"] };
    const firsts = new Map<string, number>();
    const orders = new Set<string>();
    for (let seed = 0; seed < 4000; seed++) {
      const paper = ids(drawPaper(settings(rule, { shuffleQuestions: true }), bank, seed));
      orders.add(paper.join());
      firsts.set(paper[0] ?? "", (firsts.get(paper[0] ?? "") ?? 0) + 1);
    }
    expect(orders.size).toBe(24);
    for (const count of firsts.values()) expect(count).toBeGreaterThan(850);
  });
});

describe("drawPaper, for any bank, settings and seed", () => {
  const body = fc.oneof(
    fc.array(fc.boolean(), { minLength: 2, maxLength: 10 }).map(choice),
    fc.constant<QuestionBody>({ type: "trueFalse", answer: true }),
  );
  const tags = fc.record({
    lessonId: fc.constantFrom(null, "l1", "l2"),
    topic: fc.constantFrom("", "Limits", "limits", "النهايات"),
    difficulty: fc.constantFrom(null, ...DIFFICULTIES),
    source: fc.constantFrom("", "Final"),
  });
  const bankArb = fc
    .uniqueArray(
      fc.record({ id: fc.constantFrom(..."abcdefghijklmnop"), body, tags, version: fc.integer({ min: 1, max: 3 }) }),
      {
        selector: (q) => q.id,
        maxLength: 16,
      },
    )
    .map((qs) => qs.map((q) => question(q.id, q)));
  const rule = fc.oneof(
    fc.record({
      kind: fc.constant("fixed" as const),
      questionIds: fc.array(fc.constantFrom(..."abcdefghijklmnopxyz")),
    }),
    fc.record({ kind: fc.constant("random" as const), count: fc.integer({ min: 1, max: 20 }), filter: tags }),
  );
  const settingsArb = fc.record({
    rule,
    shuffleQuestions: fc.boolean(),
    shuffleOptions: fc.boolean(),
    passPercent: fc.constant(60),
  });
  const seed = fc.integer({ min: 0, max: 2 ** 32 - 1 });

  it("the same seed and bank give the same paper", () => {
    fc.assert(
      fc.property(settingsArb, bankArb, seed, (s, b, n) => {
        expect(drawPaper(s, b, n)).toEqual(drawPaper(s, b, n));
      }),
    );
  });

  it("holds the rule's questions once each, at their versions, and choice options as a permutation with pinned ones in place", () => {
    fc.assert(
      fc.property(settingsArb, bankArb, seed, (s, b, n) => {
        const paper = drawPaper(s, b, n);
        const byId = new Map(b.map((q) => [q.id, q]));
        expect(new Set(ids(paper)).size).toBe(paper.length);

        if (s.rule.kind === "fixed") {
          const listed = [...new Set(s.rule.questionIds)].filter((id) => byId.has(id));
          expect(s.shuffleQuestions ? [...ids(paper)].sort() : ids(paper)).toEqual(
            s.shuffleQuestions ? [...listed].sort() : listed,
          );
        } else {
          const { filter } = s.rule;
          const fitting = b.filter((q) => matchesFilter(q, filter));
          expect(paper.length).toBe(Math.min(s.rule.count, fitting.length));
          expect(paper.every((item) => matchesFilter(byId.get(item.questionId) as Question, filter))).toBe(true);
          const places = paper.map((item) => b.findIndex((q) => q.id === item.questionId));
          if (!s.shuffleQuestions) expect(places).toEqual([...places].sort((x, y) => x - y));
        }

        for (const item of paper) {
          const q = byId.get(item.questionId) as Question;
          expect(item.version).toBe(q.version);
          if (q.body.type !== "single" && q.body.type !== "multiple") {
            expect(item.optionOrder).toBeNull();
            continue;
          }
          const shown = q.body.options.map((o) => o.id);
          expect([...(item.optionOrder ?? [])].sort()).toEqual([...shown].sort());
          q.body.options.forEach((o, i) => {
            if (o.pinned || !s.shuffleOptions) expect(item.optionOrder?.[i]).toBe(o.id);
          });
        }
      }),
    );
  });
});
