import { describe, expect, it } from "vitest";
import {
  DEFAULT_DAILY_LIMIT,
  DEFAULT_REMINDER_HOUR,
  type FsrsState,
  type ReviewCard,
  type ReviewEvent,
} from "@masar/domain/review/card";
import type { ReviewCardInput } from "../ports";
import { courseInput, identity, type ContractContext } from "./harness";

type Placed = Pick<ReviewCardInput, "userId" | "courseId" | "questionId" | "dueDate">;

/** Spaced review: one card per student and question with its history, her settings, a course's figures. */
export function describeReviews(t: ContractContext) {
  describe("spaced review", () => {
    /** Users u1…u6 (cards and settings name real users) and two courses. */
    async function setup() {
      for (const uid of ["u1", "u2", "u3", "u4", "u5", "u6"]) await t.repos.users.ensureProfile(identity(uid));
      const c1 = await t.repos.courses.create(courseInput());
      const c2 = await t.repos.courses.create(courseInput({ title: { ar: "ب", en: "B" } }));
      return { c1: c1.id, c2: c2.id };
    }
    const fsrs = (over: Partial<FsrsState> = {}): FsrsState => ({
      stability: 2.5,
      difficulty: 5.25,
      scheduledDays: 3,
      learningSteps: 0,
      reps: 1,
      lapses: 0,
      state: 2,
      lastReview: t.clock.now(),
      ...over,
    });
    const input = (placed: Placed, over: Partial<ReviewCardInput> = {}): ReviewCardInput => ({
      ...placed,
      fsrsDue: new Date("2026-01-05T10:30:00Z"),
      fsrs: fsrs(),
      ...over,
    });
    const event = (dueDate: string, over: Partial<ReviewEvent> = {}): ReviewEvent => ({
      at: t.clock.now(),
      rating: "again",
      right: false,
      source: "practice",
      dueDate,
      ...over,
    });
    /** Records a card with a first answer. */
    const put = (placed: Placed) => t.repos.reviews.record(input(placed), event(placed.dueDate));
    const ids = (cards: ReviewCard[]) => cards.map((c) => `${c.userId}/${c.questionId}`);

    it("records a card with its first answer, then replaces it and appends the next, keeping createdAt", async () => {
      const { c1 } = await setup();
      // Past the set-up's writes: SQLite stamps its writes strictly increasing.
      t.clock.advance(60_000);
      const first = event("2026-01-03");
      const created = await t.repos.reviews.record(
        input(
          { userId: "u1", courseId: c1, questionId: "q1", dueDate: "2026-01-03" },
          { fsrs: fsrs({ lastReview: null, state: 1 }) },
        ),
        first,
      );
      const startedAt = t.clock.now();
      expect(created).toEqual({
        userId: "u1",
        courseId: c1,
        questionId: "q1",
        dueDate: "2026-01-03",
        fsrsDue: new Date("2026-01-05T10:30:00Z"),
        fsrs: fsrs({ lastReview: null, state: 1 }),
        createdAt: startedAt,
        updatedAt: startedAt,
      });
      expect(await t.repos.reviews.get("u1", "q1")).toEqual({ ...created, history: [first] });

      t.clock.advance(60_000);
      const second = event("2026-01-10", { rating: "good", right: true, source: "review" });
      const replaced = await t.repos.reviews.record(
        input(
          { userId: "u1", courseId: c1, questionId: "q1", dueDate: "2026-01-10" },
          { fsrsDue: new Date("2026-01-09T22:00:00Z"), fsrs: fsrs({ reps: 2, stability: 7.75 }) },
        ),
        second,
      );
      expect(replaced).toEqual({
        ...created,
        dueDate: "2026-01-10",
        fsrsDue: new Date("2026-01-09T22:00:00Z"),
        fsrs: fsrs({ reps: 2, stability: 7.75 }),
        createdAt: startedAt,
        updatedAt: t.clock.now(),
      });
      t.clock.advance(60_000);
      const third = event("2026-01-20", { rating: "hard", right: true, source: "exam" });
      await t.repos.reviews.record(
        input({ userId: "u1", courseId: c1, questionId: "q1", dueDate: "2026-01-20" }),
        third,
      );
      const stored = await t.repos.reviews.get("u1", "q1");
      expect(stored?.history).toEqual([first, second, third]);
      expect(stored?.createdAt).toEqual(startedAt);
      // One card per user and question, however many answers.
      expect(ids(await t.repos.reviews.listByUser("u1", [c1]))).toEqual(["u1/q1"]);
      expect(await t.repos.reviews.get("u2", "q1")).toBeNull();
      expect(await t.repos.reviews.get("u1", "missing")).toBeNull();
    });

    it("lists the due cards of the given courses through a day, by day then question id, with a limit", async () => {
      const { c1, c2 } = await setup();
      const q2 = await put({ userId: "u1", courseId: c1, questionId: "q2", dueDate: "2026-01-03" });
      const q1 = await put({ userId: "u1", courseId: c1, questionId: "q1", dueDate: "2026-01-03" });
      const q3 = await put({ userId: "u1", courseId: c1, questionId: "q3", dueDate: "2026-01-02" });
      await put({ userId: "u1", courseId: c1, questionId: "q4", dueDate: "2026-01-04" });
      const q5 = await put({ userId: "u1", courseId: c2, questionId: "q5", dueDate: "2026-01-01" });
      // Another student's cards, due earlier, under the same question ids.
      await put({ userId: "u2", courseId: c1, questionId: "q1", dueDate: "2026-01-01" });
      await put({ userId: "u2", courseId: c1, questionId: "q0", dueDate: "2026-01-01" });

      const through = "2026-01-03";
      expect(await t.repos.reviews.listDue("u1", { through, courseIds: [c1] })).toEqual([q3, q1, q2]);
      expect(await t.repos.reviews.listDue("u1", { through, courseIds: [c1, c2] })).toEqual([q5, q3, q1, q2]);
      expect(await t.repos.reviews.listDue("u1", { through, courseIds: [c2, c1], limit: 2 })).toEqual([q5, q3]);
      expect(await t.repos.reviews.listDue("u1", { through, courseIds: [c1], limit: 2 })).toEqual([q3, q1]);
      expect(await t.repos.reviews.listDue("u1", { through: "2026-01-01", courseIds: [c1] })).toEqual([]);
      expect(await t.repos.reviews.listDue("u1", { through, courseIds: [] })).toEqual([]);
      expect(await t.repos.reviews.listDue("u1", { through, courseIds: ["no-such-course"] })).toEqual([]);
      expect(ids(await t.repos.reviews.listDue("u2", { through, courseIds: [c1, c2] }))).toEqual(["u2/q0", "u2/q1"]);
      expect(await t.repos.reviews.listDue("u3", { through, courseIds: [c1, c2] })).toEqual([]);
    });

    it("lists every card of the user in the given courses, by day then question id", async () => {
      const { c1, c2 } = await setup();
      const late = await put({ userId: "u1", courseId: c1, questionId: "qa", dueDate: "2026-03-01" });
      const b = await put({ userId: "u1", courseId: c1, questionId: "qb", dueDate: "2026-01-02" });
      const a = await put({ userId: "u1", courseId: c1, questionId: "qa2", dueDate: "2026-01-02" });
      const other = await put({ userId: "u1", courseId: c2, questionId: "qc", dueDate: "2026-02-01" });
      await put({ userId: "u2", courseId: c1, questionId: "qb", dueDate: "2026-01-01" });

      expect(await t.repos.reviews.listByUser("u1", [c1])).toEqual([a, b, late]);
      expect(await t.repos.reviews.listByUser("u1", [c1, c2])).toEqual([a, b, other, late]);
      expect(await t.repos.reviews.listByUser("u1", [])).toEqual([]);
      expect(ids(await t.repos.reviews.listByUser("u2", [c1, c2]))).toEqual(["u2/qb"]);
      expect(await t.repos.reviews.listByUser("u3", [c1, c2])).toEqual([]);
    });

    it("takes more courses than one query's list of values holds (Firestore's `in` takes 30)", async () => {
      const { c1, c2 } = await setup();
      const q5 = await put({ userId: "u1", courseId: c2, questionId: "q5", dueDate: "2026-01-01" });
      const q3 = await put({ userId: "u1", courseId: c1, questionId: "q3", dueDate: "2026-01-02" });
      const q1 = await put({ userId: "u1", courseId: c1, questionId: "q1", dueDate: "2026-01-03" });
      const q2 = await put({ userId: "u1", courseId: c2, questionId: "q2", dueDate: "2026-01-03" });
      const others = (n: number, from: number) => Array.from({ length: n }, (_, i) => `other-${from + i}`);
      const courseIds = [...others(29, 0), c2, ...others(40, 29), c1];

      expect(await t.repos.reviews.listDue("u1", { through: "2026-01-03", courseIds })).toEqual([q5, q3, q1, q2]);
      expect(await t.repos.reviews.listDue("u1", { through: "2026-01-03", courseIds, limit: 3 })).toEqual([q5, q3, q1]);
      expect(await t.repos.reviews.listByUser("u1", courseIds)).toEqual([q5, q3, q1, q2]);
      expect(await t.repos.reviews.countsByDay("u1", { from: "2026-01-01", to: "2026-01-31", courseIds })).toEqual({
        "2026-01-01": 1,
        "2026-01-02": 1,
        "2026-01-03": 2,
      });
      expect(await t.repos.reviews.countsByDay("u1", { from: "2026-01-03", to: "2026-01-03", courseIds })).toEqual({
        "2026-01-03": 2,
      });
    });

    it("counts the user's cards per day of a range (inclusive), days without cards absent", async () => {
      const { c1, c2 } = await setup();
      await put({ userId: "u1", courseId: c1, questionId: "q1", dueDate: "2026-01-01" });
      await put({ userId: "u1", courseId: c1, questionId: "q2", dueDate: "2026-01-02" });
      await put({ userId: "u1", courseId: c1, questionId: "q3", dueDate: "2026-01-03" });
      await put({ userId: "u1", courseId: c1, questionId: "q4", dueDate: "2026-01-03" });
      await put({ userId: "u1", courseId: c1, questionId: "q5", dueDate: "2026-01-05" });
      await put({ userId: "u1", courseId: c1, questionId: "q6", dueDate: "2026-01-06" });
      await put({ userId: "u1", courseId: c2, questionId: "q7", dueDate: "2026-01-03" });
      await put({ userId: "u2", courseId: c1, questionId: "q3", dueDate: "2026-01-03" });

      const counts = (from: string, to: string, courseIds: string[]) =>
        t.repos.reviews.countsByDay("u1", { from, to, courseIds });
      expect(await counts("2026-01-02", "2026-01-05", [c1])).toEqual({
        "2026-01-02": 1,
        "2026-01-03": 2,
        "2026-01-05": 1,
      });
      expect(await counts("2026-01-02", "2026-01-05", [c1, c2])).toEqual({
        "2026-01-02": 1,
        "2026-01-03": 3,
        "2026-01-05": 1,
      });
      // More cards than days, and a single day.
      expect(await counts("2026-01-03", "2026-01-04", [c1, c2])).toEqual({ "2026-01-03": 3 });
      expect(await counts("2026-01-03", "2026-01-03", [c1])).toEqual({ "2026-01-03": 2 });
      expect(await counts("2026-01-04", "2026-01-04", [c1])).toEqual({});
      expect(await counts("2026-01-01", "2026-01-31", [c2])).toEqual({ "2026-01-03": 1 });
      expect(await counts("2026-01-01", "2026-01-31", [])).toEqual({});
      expect(
        await t.repos.reviews.countsByDay("u3", { from: "2026-01-01", to: "2026-01-31", courseIds: [c1] }),
      ).toEqual({});
    });

    it("reschedules only the user's own cards, skips questions she has no card for, and says how many moved", async () => {
      const { c1 } = await setup();
      await put({ userId: "u1", courseId: c1, questionId: "q1", dueDate: "2026-01-03" });
      await put({ userId: "u1", courseId: c1, questionId: "q2", dueDate: "2026-01-04" });
      const theirs = await put({ userId: "u2", courseId: c1, questionId: "q1", dueDate: "2026-01-03" });
      const onlyTheirs = await put({ userId: "u2", courseId: c1, questionId: "q9", dueDate: "2026-01-03" });
      const before = await t.repos.reviews.get("u1", "q1");

      t.clock.advance(60_000);
      const moved = await t.repos.reviews.reschedule("u1", [
        { questionId: "q1", dueDate: "2026-01-08" },
        { questionId: "q9", dueDate: "2026-01-08" },
        { questionId: "unknown", dueDate: "2026-01-08" },
      ]);
      expect(moved).toBe(1);
      expect(await t.repos.reviews.get("u1", "q1")).toEqual({
        ...before,
        dueDate: "2026-01-08",
        updatedAt: t.clock.now(),
      });
      expect((await t.repos.reviews.get("u1", "q2"))?.dueDate).toBe("2026-01-04");
      expect(await t.repos.reviews.listByUser("u2", [c1])).toEqual([theirs, onlyTheirs]);
      expect(await t.repos.reviews.get("u1", "q9")).toBeNull();

      expect(
        await t.repos.reviews.reschedule("u1", [
          { questionId: "q1", dueDate: "2026-01-02" },
          { questionId: "q2", dueDate: "2026-01-02" },
        ]),
      ).toBe(2);
      expect(ids(await t.repos.reviews.listDue("u1", { through: "2026-01-02", courseIds: [c1] }))).toEqual([
        "u1/q1",
        "u1/q2",
      ]);
      expect(await t.repos.reviews.reschedule("u1", [])).toBe(0);
      expect(await t.repos.reviews.reschedule("u3", [{ questionId: "q1", dueDate: "2026-01-02" }])).toBe(0);
    });

    it("sums up a course for its teacher: students due, cards, the questions with the most cards", async () => {
      const { c1, c2 } = await setup();
      for (const [userId, questionId, dueDate] of [
        ["u1", "q3", "2026-01-02"],
        ["u1", "q1", "2026-01-03"],
        ["u1", "q2", "2026-01-03"],
        ["u1", "q4", "2026-01-05"],
        ["u2", "q2", "2026-01-01"],
        ["u2", "q1", "2026-01-06"],
        ["u3", "q4", "2026-01-09"],
        ["u3", "q2", "2026-01-10"],
      ] as const) {
        await put({ userId, courseId: c1, questionId, dueDate });
      }
      await put({ userId: "u4", courseId: c2, questionId: "q2", dueDate: "2026-01-01" });

      expect(await t.repos.reviews.courseSummary(c1, { through: "2026-01-03", top: 3 })).toEqual({
        studentsDue: 2,
        cards: 8,
        // q1 and q4 tie at two cards: by question id.
        questions: [
          { questionId: "q2", cards: 3 },
          { questionId: "q1", cards: 2 },
          { questionId: "q4", cards: 2 },
        ],
      });
      expect(await t.repos.reviews.courseSummary(c1, { through: "2026-01-09", top: 1 })).toEqual({
        studentsDue: 3,
        cards: 8,
        questions: [{ questionId: "q2", cards: 3 }],
      });
      expect(await t.repos.reviews.courseSummary(c1, { through: "2025-12-31", top: 10 })).toEqual({
        studentsDue: 0,
        cards: 8,
        questions: [
          { questionId: "q2", cards: 3 },
          { questionId: "q1", cards: 2 },
          { questionId: "q4", cards: 2 },
          { questionId: "q3", cards: 1 },
        ],
      });
      expect(await t.repos.reviews.courseSummary(c2, { through: "2026-01-03", top: 3 })).toEqual({
        studentsDue: 1,
        cards: 1,
        questions: [{ questionId: "q2", cards: 1 }],
      });
      expect(await t.repos.reviews.courseSummary("no-such-course", { through: "2026-01-03", top: 3 })).toEqual({
        studentsDue: 0,
        cards: 0,
        questions: [],
      });
    });

    it("gives the default settings until the user changes them, one field at a time; a null hour turns the reminder off", async () => {
      await setup();
      const defaults = { dailyLimit: DEFAULT_DAILY_LIMIT, reminderHour: DEFAULT_REMINDER_HOUR };
      expect(await t.repos.reviews.settings("u1")).toEqual({ userId: "u1", ...defaults });

      expect(await t.repos.reviews.saveSettings("u1", { dailyLimit: 50 })).toEqual({
        userId: "u1",
        dailyLimit: 50,
        reminderHour: DEFAULT_REMINDER_HOUR,
      });
      expect(await t.repos.reviews.saveSettings("u1", { reminderHour: null })).toEqual({
        userId: "u1",
        dailyLimit: 50,
        reminderHour: null,
      });
      expect(await t.repos.reviews.settings("u1")).toEqual({ userId: "u1", dailyLimit: 50, reminderHour: null });
      expect(await t.repos.reviews.saveSettings("u1", { reminderHour: 7 })).toEqual({
        userId: "u1",
        dailyLimit: 50,
        reminderHour: 7,
      });
      expect(await t.repos.reviews.saveSettings("u1", { dailyLimit: 10 })).toEqual({
        userId: "u1",
        dailyLimit: 10,
        reminderHour: 7,
      });
      expect(await t.repos.reviews.saveSettings("u1", {})).toEqual({ userId: "u1", dailyLimit: 10, reminderHour: 7 });
      expect(await t.repos.reviews.settings("u1")).toEqual({ userId: "u1", dailyLimit: 10, reminderHour: 7 });
      expect(await t.repos.reviews.settings("u2")).toEqual({ userId: "u2", ...defaults });
    });

    it("finds the reminder's audience at an hour: users of that hour (defaults count) with due cards, and how many", async () => {
      const { c1, c2 } = await setup();
      const other = (DEFAULT_REMINDER_HOUR + 12) % 24;
      // u1: no settings, three due cards in two courses (one not due yet).
      await put({ userId: "u1", courseId: c1, questionId: "q1", dueDate: "2026-01-02" });
      await put({ userId: "u1", courseId: c1, questionId: "q2", dueDate: "2026-01-03" });
      await put({ userId: "u1", courseId: c2, questionId: "q3", dueDate: "2026-01-01" });
      await put({ userId: "u1", courseId: c1, questionId: "q4", dueDate: "2026-01-04" });
      // u2: reminder off, cards due.
      await t.repos.reviews.saveSettings("u2", { reminderHour: null });
      await put({ userId: "u2", courseId: c1, questionId: "q1", dueDate: "2026-01-01" });
      // u3: another hour, one card due.
      await t.repos.reviews.saveSettings("u3", { reminderHour: other });
      await put({ userId: "u3", courseId: c1, questionId: "q1", dueDate: "2026-01-03" });
      // u4: chose the default hour itself (and another limit), two due.
      await t.repos.reviews.saveSettings("u4", { reminderHour: DEFAULT_REMINDER_HOUR, dailyLimit: 40 });
      await put({ userId: "u4", courseId: c1, questionId: "q1", dueDate: "2026-01-01" });
      await put({ userId: "u4", courseId: c1, questionId: "q2", dueDate: "2026-01-03" });
      // u5: default hour, nothing due yet; u6: the other hour, nothing due yet.
      await put({ userId: "u5", courseId: c1, questionId: "q1", dueDate: "2026-01-04" });
      await t.repos.reviews.saveSettings("u6", { reminderHour: other });
      await put({ userId: "u6", courseId: c1, questionId: "q1", dueDate: "2026-01-05" });

      const through = "2026-01-03";
      expect(await t.repos.reviews.dueAtHour(DEFAULT_REMINDER_HOUR, through)).toEqual([
        { userId: "u1", due: 3 },
        { userId: "u4", due: 2 },
      ]);
      expect(await t.repos.reviews.dueAtHour(other, through)).toEqual([{ userId: "u3", due: 1 }]);
      expect(await t.repos.reviews.dueAtHour(other, "2026-01-05")).toEqual([
        { userId: "u3", due: 1 },
        { userId: "u6", due: 1 },
      ]);
      expect(await t.repos.reviews.dueAtHour((DEFAULT_REMINDER_HOUR + 1) % 24, through)).toEqual([]);
      expect(await t.repos.reviews.dueAtHour(DEFAULT_REMINDER_HOUR, "2025-12-31")).toEqual([]);
    });

    it("deletes a course's cards with their history, and only that course's", async () => {
      const { c1, c2 } = await setup();
      await put({ userId: "u1", courseId: c1, questionId: "q1", dueDate: "2026-01-02" });
      await t.repos.reviews.record(
        input({ userId: "u1", courseId: c1, questionId: "q1", dueDate: "2026-01-04" }),
        event("2026-01-04"),
      );
      await put({ userId: "u2", courseId: c1, questionId: "q1", dueDate: "2026-01-02" });
      const kept = await put({ userId: "u1", courseId: c2, questionId: "q2", dueDate: "2026-01-02" });

      expect(await t.repos.reviews.deleteByCourse(c1)).toBe(2);
      expect(await t.repos.reviews.get("u1", "q1")).toBeNull();
      expect(await t.repos.reviews.listByUser("u1", [c1, c2])).toEqual([kept]);
      expect(await t.repos.reviews.listByUser("u2", [c1])).toEqual([]);
      expect(await t.repos.reviews.deleteByCourse(c1)).toBe(0);

      // A card made again starts a new history.
      t.clock.advance(60_000);
      const again = event("2026-01-06");
      await t.repos.reviews.record(
        input({ userId: "u1", courseId: c1, questionId: "q1", dueDate: "2026-01-06" }),
        again,
      );
      const fresh = await t.repos.reviews.get("u1", "q1");
      expect(fresh?.history).toEqual([again]);
      expect(fresh?.createdAt).toEqual(t.clock.now());
    });

    it("a deleted course takes its cards and their history with it (courses.delete and the admin's delete)", async () => {
      const { c1, c2 } = await setup();
      const c3 = (await t.repos.courses.create(courseInput({ title: { ar: "ج", en: "C" } }))).id;
      await put({ userId: "u1", courseId: c1, questionId: "q1", dueDate: "2026-01-02" });
      await put({ userId: "u2", courseId: c1, questionId: "q1", dueDate: "2026-01-02" });
      await put({ userId: "u1", courseId: c3, questionId: "q3", dueDate: "2026-01-02" });
      const kept = await put({ userId: "u1", courseId: c2, questionId: "q2", dueDate: "2026-01-02" });

      expect(await t.repos.courses.delete(c1)).toBe(true);
      expect(await t.repos.reviews.get("u1", "q1")).toBeNull();
      expect(await t.repos.reviews.get("u2", "q1")).toBeNull();
      expect((await t.repos.reviews.courseSummary(c1, { through: "2026-01-31", top: 5 })).cards).toBe(0);

      expect(await t.repos.admin.deleteCourseIfUnheld(c3)).toBe("deleted");
      expect(await t.repos.reviews.get("u1", "q3")).toBeNull();
      expect(await t.repos.reviews.listByUser("u1", [c1, c2, c3])).toEqual([kept]);
      expect(await t.repos.reviews.dueAtHour(DEFAULT_REMINDER_HOUR, "2026-01-31")).toEqual([{ userId: "u1", due: 1 }]);
    });
  });
}
