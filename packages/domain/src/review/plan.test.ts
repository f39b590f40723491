import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../calendar-date";
import { lastReviewDay, planLoad } from "./plan";

const cards = (...due: [string, string][]) => due.map(([questionId, dueDate]) => ({ questionId, dueDate }));
const countByDay = (plan: readonly { dueDate: string }[]) => {
  const counts = new Map<string, number>();
  for (const { dueDate } of plan) counts.set(dueDate, (counts.get(dueDate) ?? 0) + 1);
  return counts;
};

describe("lastReviewDay", () => {
  it("gives the last review day of an exam", () => {
    expect(lastReviewDay("2026-03-10", "2026-03-20")).toBe("2026-03-19");
    expect(lastReviewDay("2026-03-10", "2026-03-11")).toBe("2026-03-10");
    expect(lastReviewDay("2026-03-10", "2026-03-10")).toBeNull();
    expect(lastReviewDay("2026-03-10", "2026-03-01")).toBeNull();
    expect(lastReviewDay("2026-03-10", null)).toBeNull();
  });
});

describe("planLoad", () => {
  it("keeps each card's own day under the limit, moves overdue cards to today, in the order given", () => {
    const plan = planLoad(
      cards(["q3", "2026-03-12"], ["q1", "2026-03-01"], ["q2", "2026-03-10"], ["q4", "2026-04-30"]),
      { today: "2026-03-10", examDate: null, limit: 30 },
    );
    expect(plan).toEqual(cards(["q3", "2026-03-12"], ["q1", "2026-03-10"], ["q2", "2026-03-10"], ["q4", "2026-04-30"]));
  });

  it("sheds a full day's cards to later days first, the most overdue keeping today", () => {
    const plan = planLoad(
      cards(["e", "2026-03-10"], ["d", "2026-03-10"], ["c", "2026-03-09"], ["b", "2026-03-08"], ["a", "2026-03-09"]),
      { today: "2026-03-10", examDate: null, limit: 2 },
    );
    expect(plan).toEqual(
      cards(["e", "2026-03-12"], ["d", "2026-03-11"], ["c", "2026-03-11"], ["b", "2026-03-10"], ["a", "2026-03-10"]),
    );
  });

  it("re-plans cards earlier when the later days before the exam are full", () => {
    // Exam on the 14th: the last day is the 13th. Cards FSRS wants on or after it fill it, then the
    // days before it, nearest first.
    const plan = planLoad(
      cards(
        ["q1", "2026-03-13"],
        ["q2", "2026-03-13"],
        ["q3", "2026-03-13"],
        ["q4", "2026-03-20"],
        ["q5", "2026-03-25"],
        ["q6", "2026-03-12"],
        ["q7", "2026-03-12"],
      ),
      { today: "2026-03-10", examDate: "2026-03-14", limit: 2 },
    );
    expect(plan).toEqual(
      cards(
        ["q1", "2026-03-13"],
        ["q2", "2026-03-13"],
        ["q3", "2026-03-11"],
        ["q4", "2026-03-11"],
        ["q5", "2026-03-10"],
        ["q6", "2026-03-12"],
        ["q7", "2026-03-12"],
      ),
    );
  });

  it("spreads evenly over the days left when they cannot hold the cards at the limit", () => {
    // Two days (the 10th and 11th) at 1 a day cannot hold 5 cards: each day takes at most 3.
    const plan = planLoad(
      cards(["a", "2026-03-10"], ["b", "2026-03-10"], ["c", "2026-03-10"], ["d", "2026-03-11"], ["e", "2026-03-30"]),
      { today: "2026-03-10", examDate: "2026-03-12", limit: 1 },
    );
    expect(plan).toEqual(
      cards(["a", "2026-03-10"], ["b", "2026-03-10"], ["c", "2026-03-10"], ["d", "2026-03-11"], ["e", "2026-03-11"]),
    );
  });

  it("plans everything today when the exam is tomorrow, whatever the limit", () => {
    const plan = planLoad(cards(["a", "2026-03-12"], ["b", "2026-03-09"], ["c", "2026-03-10"]), {
      today: "2026-03-10",
      examDate: "2026-03-11",
      limit: 1,
    });
    expect(plan.map((c) => c.dueDate)).toEqual(["2026-03-10", "2026-03-10", "2026-03-10"]);
  });

  it.each(["2026-03-10", "2026-02-01"])("takes an exam on %s (today or past) as no bound", (examDate) => {
    const given = cards(["a", "2026-03-20"], ["b", "2026-03-20"]);
    expect(planLoad(given, { today: "2026-03-10", examDate, limit: 1 })).toEqual(
      cards(["a", "2026-03-20"], ["b", "2026-03-21"]),
    );
  });

  it("gives the same days whatever the order of the cards", () => {
    const given = cards(
      ["q9", "2026-03-11"],
      ["q2", "2026-03-11"],
      ["q5", "2026-03-09"],
      ["q1", "2026-03-11"],
      ["q7", "2026-03-12"],
    );
    const options = { today: "2026-03-10", examDate: "2026-03-13", limit: 2 };
    const byId = (plan: { questionId: string; dueDate: string }[]) =>
      [...plan].sort((a, b) => a.questionId.localeCompare(b.questionId));
    expect(byId(planLoad([...given].reverse(), options))).toEqual(byId(planLoad(given, options)));
    expect(byId(planLoad(given, options))).toEqual(
      cards(
        ["q1", "2026-03-11"],
        ["q2", "2026-03-11"],
        ["q5", "2026-03-10"],
        ["q7", "2026-03-12"],
        ["q9", "2026-03-12"],
      ),
    );
  });

  it("counts another course's cards already on a day against the same daily limit", () => {
    const taken = { "2026-03-10": 2, "2026-03-11": 1 };
    const plan = planLoad(cards(["a", "2026-03-10"], ["b", "2026-03-10"]), {
      today: "2026-03-10",
      examDate: "2026-03-20",
      limit: 2,
      taken,
    });
    expect(plan).toEqual(cards(["a", "2026-03-11"], ["b", "2026-03-12"]));
    // Full everywhere before the exam: the least loaded day takes the card, the first such day.
    const full = planLoad(cards(["a", "2026-03-10"]), {
      today: "2026-03-10",
      examDate: "2026-03-12",
      limit: 1,
      taken: { "2026-03-10": 3, "2026-03-11": 2 },
    });
    expect(full).toEqual(cards(["a", "2026-03-11"]));
  });

  it("plans nothing for no cards", () => {
    expect(planLoad([], { today: "2026-03-10", examDate: "2026-03-11", limit: 30 })).toEqual([]);
  });
});

describe("planLoad properties", () => {
  const base = "2026-01-01";
  const anyToday = fc.integer({ min: 0, max: 730 }).map((n) => addDays(base, n));
  const anyCards = fc
    .uniqueArray(
      fc.record({ id: fc.string({ minLength: 1, maxLength: 6 }), offset: fc.integer({ min: -60, max: 60 }) }),
      {
        selector: (c) => c.id,
        maxLength: 300,
      },
    )
    .map((list) => (today: string) => list.map((c) => ({ questionId: c.id, dueDate: addDays(today, c.offset) })));

  const checkOncePerCard = (given: { questionId: string }[], plan: { questionId: string }[]) => {
    expect(plan.map((c) => c.questionId)).toEqual(given.map((c) => c.questionId));
  };

  it("with an exam: every card once, from today, before the exam, within the limit or the even share", () => {
    fc.assert(
      fc.property(
        anyToday,
        fc.integer({ min: 2, max: 120 }),
        fc.integer({ min: 1, max: 50 }),
        anyCards,
        (today, examIn, limit, cardsFor) => {
          const given = cardsFor(today);
          const examDate = addDays(today, examIn);
          const plan = planLoad(given, { today, examDate, limit });
          checkOncePerCard(given, plan);
          for (const { dueDate } of plan) {
            expect(dueDate >= today).toBe(true);
            expect(dueDate < examDate).toBe(true);
          }
          // The days from today to the day before the exam.
          const days = examIn;
          const most = given.length > days * limit ? Math.ceil(given.length / days) : limit;
          for (const count of countByDay(plan).values()) expect(count).toBeLessThanOrEqual(most);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("without an exam: every card once, from today, never over the limit", () => {
    fc.assert(
      fc.property(anyToday, fc.integer({ min: 1, max: 50 }), anyCards, (today, limit, cardsFor) => {
        const given = cardsFor(today);
        const plan = planLoad(given, { today, examDate: null, limit });
        checkOncePerCard(given, plan);
        for (const { dueDate } of plan) expect(dueDate >= today).toBe(true);
        for (const count of countByDay(plan).values()) expect(count).toBeLessThanOrEqual(limit);
      }),
      { numRuns: 300 },
    );
  });
});
