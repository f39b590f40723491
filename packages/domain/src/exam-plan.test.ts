import { describe, expect, it } from "vitest";
import { weekdayOf } from "./calendar-date";
import { examPlanInputSchema, planExam } from "./exam-plan";

const lessons = (n: number) => Array.from({ length: n }, (_, i) => `l${i + 1}`);

describe("exam plan", () => {
  it("spreads the lessons evenly, at most N a day, finishing the day before the review day", () => {
    // Monday 2026-11-23; exam Monday 2026-11-30; study days Mon..Sat 28 without Friday 27.
    const plan = planExam({
      lessonIds: lessons(5),
      today: "2026-11-23",
      examDate: "2026-11-30",
      perDay: 2,
      offDays: [5],
    });
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.days).toEqual(["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-28"]);
    expect(plan.items).toEqual([
      { lessonId: "l1", date: "2026-11-23" },
      { lessonId: "l2", date: "2026-11-24" },
      { lessonId: "l3", date: "2026-11-25" },
      { lessonId: "l4", date: "2026-11-26" },
      { lessonId: "l5", date: "2026-11-28" },
    ]);
    expect(plan.items.some((i) => i.date >= "2026-11-29")).toBe(false);
  });

  it("fills days up to the limit when lessons outnumber days", () => {
    const plan = planExam({
      lessonIds: lessons(9),
      today: "2026-11-23",
      examDate: "2026-11-30",
      perDay: 2,
      offDays: [5],
    });
    expect(plan.ok && plan.items.map((i) => i.date)).toEqual([
      "2026-11-23",
      "2026-11-23",
      "2026-11-24",
      "2026-11-24",
      "2026-11-25",
      "2026-11-25",
      "2026-11-26",
      "2026-11-26",
      "2026-11-28",
    ]);
  });

  it("says when it cannot fit: 12 lessons in 7 days at 1 a day", () => {
    const plan = planExam({
      lessonIds: lessons(12),
      today: "2026-11-23",
      examDate: "2026-11-30",
      perDay: 1,
      offDays: [5],
    });
    expect(plan).toEqual({ ok: false, reason: "tooMany", lessons: 12, capacity: 5, days: 5 });
  });

  it("skips every off day the student marks, and fails when none is left", () => {
    const plan = planExam({
      lessonIds: lessons(4),
      today: "2026-11-23",
      examDate: "2026-12-07",
      perDay: 2,
      offDays: [4, 5, 6],
    });
    expect(plan.ok && plan.items.every((i) => ![4, 5, 6].includes(weekdayOf(i.date)))).toBe(true);
    const none = planExam({
      lessonIds: lessons(1),
      today: "2026-11-23",
      examDate: "2026-11-30",
      perDay: 2,
      offDays: [0, 1, 2, 3, 4, 5, 6],
    });
    expect(none).toMatchObject({ ok: false, reason: "noDays" });
  });

  it("refuses an exam today or past, and plans nothing for a finished course", () => {
    expect(
      planExam({ lessonIds: lessons(1), today: "2026-11-23", examDate: "2026-11-23", perDay: 2, offDays: [] }),
    ).toMatchObject({
      ok: false,
      reason: "examPassed",
    });
    expect(
      planExam({ lessonIds: [], today: "2026-11-23", examDate: "2026-12-23", perDay: 2, offDays: [] }),
    ).toMatchObject({
      ok: true,
      items: [],
    });
  });

  it("re-plans from a later today across a year end", () => {
    const plan = planExam({
      lessonIds: lessons(3),
      today: "2026-12-30",
      examDate: "2027-01-04",
      perDay: 1,
      offDays: [5],
    });
    // Dec 30 (Wed), Dec 31 (Thu), Jan 1 is a Friday (off), Jan 2 (Sat); Jan 3 is the review day.
    expect(plan.ok && plan.items.map((i) => i.date)).toEqual(["2026-12-30", "2026-12-31", "2027-01-02"]);
  });

  it("validates the form: date, 1..6 a day, Friday off by default", () => {
    expect(examPlanInputSchema.parse({ courseId: "c", examDate: "2026-12-01" })).toEqual({
      courseId: "c",
      examDate: "2026-12-01",
      perDay: 2,
      offDays: [5],
    });
    expect(examPlanInputSchema.safeParse({ courseId: "c", examDate: "2026-12-01", perDay: "9" }).success).toBe(false);
    expect(examPlanInputSchema.safeParse({ courseId: "c", examDate: "2026-13-01" }).success).toBe(false);
  });
});
