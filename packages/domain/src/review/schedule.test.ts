import { Rating, createEmptyCard, fsrs, type Card } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import { addDays, dateInZone } from "../calendar-date";
import { zonedInstant } from "../zoned-time";
import type { FsrsState, ReviewRating } from "./card";
import { dueDay, ratingOf, scheduleAnswer } from "./schedule";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("ratingOf", () => {
  it.each([
    [{ right: false }, "again"],
    [{ right: false, guessed: true }, "again"],
    [{ right: false, slow: true }, "again"],
    [{ right: true }, "good"],
    [{ right: true, guessed: false, slow: false }, "good"],
    [{ right: true, guessed: true }, "hard"],
    [{ right: true, slow: true }, "hard"],
    [{ right: true, guessed: true, slow: true }, "hard"],
  ] as const)("%o is %s", (answer, rating) => {
    expect(ratingOf(answer)).toBe(rating);
  });
});

describe("scheduleAnswer follows ts-fsrs", () => {
  // The same library, called directly on its own Card, is the reference: what is compared is our
  // conversion to and from FsrsState, which must lose nothing FSRS needs.
  const reference = fsrs({ enable_fuzz: false });
  const grades = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good } as const;
  const asState = (card: Card): FsrsState => ({
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as FsrsState["state"],
    lastReview: card.last_review ?? null,
  });

  it("moves a new card through Again, Good, Good, Good, Good exactly as ts-fsrs, each at the previous due instant", () => {
    const start = zonedInstant(2026, 3, 10, 10, 0);
    const ratings: ReviewRating[] = ["again", "good", "good", "good", "good"];
    let card: { fsrs: FsrsState; fsrsDue: Date } | null = null;
    let direct = createEmptyCard(start);
    let now = start;
    const days: string[] = [];
    for (const rating of ratings) {
      const moved = scheduleAnswer(card, rating, now, null);
      direct = reference.next(direct, now, grades[rating]).card;
      expect(moved.fsrs).toEqual(asState(direct));
      expect(moved.fsrsDue).toEqual(direct.due);
      const tomorrow = addDays(dateInZone(now), 1);
      const fsrsDay = dateInZone(direct.due);
      expect(moved.dueDate).toBe(fsrsDay > tomorrow ? fsrsDay : tomorrow);
      days.push(moved.dueDate);
      card = moved;
      now = moved.fsrsDue;
    }
    // Learning steps of minutes come back the next day; then the review intervals of FSRS's defaults.
    expect(card?.fsrs).toMatchObject({ state: 2, reps: 5, lapses: 0 });
    expect(days).toEqual(["2026-03-11", "2026-03-11", "2026-03-11", "2026-03-13", "2026-03-20"]);
  });

  it("counts a lapse like ts-fsrs when a review card is answered wrong", () => {
    const now = zonedInstant(2026, 3, 10, 10, 0);
    const lastReview = new Date(now.getTime() - 7 * DAY_MS);
    const fsrsState: FsrsState = {
      stability: 7,
      difficulty: 5,
      scheduledDays: 7,
      learningSteps: 0,
      reps: 4,
      lapses: 0,
      state: 2,
      lastReview,
    };
    const moved = scheduleAnswer({ fsrs: fsrsState, fsrsDue: now }, "again", now, null);
    const direct = reference.next(
      {
        ...createEmptyCard(lastReview),
        stability: 7,
        difficulty: 5,
        scheduled_days: 7,
        reps: 4,
        state: 2,
        due: now,
        last_review: lastReview,
      },
      now,
      Rating.Again,
    ).card;
    expect(moved.fsrs).toEqual(asState(direct));
    expect(moved.fsrs).toMatchObject({ state: 3, lapses: 1, reps: 5 });
    expect(moved.dueDate).toBe("2026-03-11");
  });
});

describe("the planned day", () => {
  // A well-known card: FSRS's next interval after a Good is far beyond ten days.
  const now = zonedInstant(2026, 3, 10, 10, 0);
  const known = {
    fsrs: {
      stability: 40,
      difficulty: 5,
      scheduledDays: 30,
      learningSteps: 0,
      reps: 6,
      lapses: 0,
      state: 2,
      lastReview: new Date(now.getTime() - 30 * DAY_MS),
    } satisfies FsrsState,
    fsrsDue: now,
  };
  const unbounded = scheduleAnswer(known, "good", now, null);

  it("is FSRS's day when nothing bounds it", () => {
    expect(unbounded.dueDate).toBe(dateInZone(unbounded.fsrsDue));
    expect(unbounded.dueDate > "2026-03-20").toBe(true);
  });

  it.each([
    ["a Good card, exam in 10 days: the day before the exam", known, "good", "2026-03-20", "2026-03-19"],
    ["a Good card, exam tomorrow: today (no day between)", known, "good", "2026-03-11", "2026-03-10"],
    ["a Good card, exam today: unbounded", known, "good", "2026-03-10", null],
    ["a Good card, exam past: unbounded", known, "good", "2026-02-01", null],
    ["a Good card, exam after FSRS's day: FSRS's day", known, "good", "2026-12-01", null],
    ["a new card Again, exam in 10 days: tomorrow", null, "again", "2026-03-20", "2026-03-11"],
    ["a new card Again, exam in 2 days: tomorrow, the day before the exam", null, "again", "2026-03-12", "2026-03-11"],
    ["a new card Again, exam tomorrow: today", null, "again", "2026-03-11", "2026-03-10"],
  ] as const)("%s", (_, previous, rating, examDate, expected) => {
    const moved = scheduleAnswer(previous, rating, now, examDate);
    const free = scheduleAnswer(previous, rating, now, null);
    expect(moved.dueDate).toBe(expected ?? free.dueDate);
    // The bound moves the plan, never FSRS's own state or due instant.
    expect(moved.fsrsDue).toEqual(free.fsrsDue);
    expect(moved.fsrs).toEqual(free.fsrs);
  });

  it("counts days in Cairo, not UTC", () => {
    // 23:30 in Cairo is still that Cairo day, in winter (UTC+2) and in summer (UTC+3).
    const lateWinter = zonedInstant(2026, 3, 10, 23, 30);
    expect(lateWinter.toISOString()).toBe("2026-03-10T21:30:00.000Z");
    expect(scheduleAnswer(null, "again", lateWinter, null).dueDate).toBe("2026-03-11");
    expect(scheduleAnswer(null, "again", lateWinter, "2026-03-11").dueDate).toBe("2026-03-10");
    const lateSummer = zonedInstant(2026, 7, 10, 23, 30);
    expect(lateSummer.toISOString()).toBe("2026-07-10T20:30:00.000Z");
    expect(scheduleAnswer(null, "again", lateSummer, null).dueDate).toBe("2026-07-11");
    // 00:30 in Cairo is already the next Cairo day while UTC is still on the day before.
    const afterMidnight = zonedInstant(2026, 3, 11, 0, 30);
    expect(afterMidnight.toISOString()).toBe("2026-03-10T22:30:00.000Z");
    expect(scheduleAnswer(null, "again", afterMidnight, null).dueDate).toBe("2026-03-12");
    expect(scheduleAnswer(null, "again", afterMidnight, "2026-03-12").dueDate).toBe("2026-03-11");
    // An FSRS due instant at 22:30 UTC is the next day's 00:30 in Cairo.
    expect(dueDay(new Date("2026-03-20T22:30:00Z"), now, null)).toBe("2026-03-21");
    expect(dueDay(new Date("2026-03-20T21:30:00Z"), now, null)).toBe("2026-03-20");
  });
});
