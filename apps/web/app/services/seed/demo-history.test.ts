import { describe, expect, it } from "vitest";
import { toPiastres } from "@masar/domain/money";
import { demoHistory, HISTORY_DAYS, type HistoryCourse } from "./demo-history";

const now = new Date("2026-11-23T08:00:00Z");
const courses: HistoryCourse[] = [
  { id: "free", price: 0, lessonIds: ["f1", "f2", "f3"] },
  { id: "paid", price: 450, lessonIds: ["p1", "p2"] },
  { id: "cheap", price: 19.99, lessonIds: ["c1"] },
  { id: "empty", price: 100, lessonIds: [] },
];

describe("demoHistory", () => {
  const history = demoHistory(courses, now);

  it("is the same for the same catalogue, time and seed, and differs with the seed", () => {
    expect(demoHistory(courses, now)).toEqual(history);
    expect(demoHistory(courses, now, { seed: 7 })).not.toEqual(history);
  });

  it("gives a few hundred enrolments and payments in every status but rejected", () => {
    expect(history.students).toHaveLength(120);
    expect(history.enrollments.length).toBeGreaterThan(200);
    expect(history.payments.length).toBeGreaterThan(100);
    const statuses = new Set(history.payments.map((p) => p.status));
    expect([...statuses].sort()).toEqual(["paid", "pending", "refunded"]);
  });

  it("stays within the last six months, up to an hour before now, each student joined before enrolling", () => {
    const from = now.getTime() - HISTORY_DAYS * 24 * 3600_000;
    const to = now.getTime() - 3600_000;
    const joined = new Map(history.students.map((s) => [s.uid, s.createdAt.getTime()]));
    for (const e of history.enrollments) {
      expect(e.enrolledAt.getTime()).toBeGreaterThanOrEqual(from);
      expect(e.enrolledAt.getTime()).toBeLessThanOrEqual(to);
      expect(joined.get(e.userId)!).toBeLessThan(e.enrolledAt.getTime());
      const times = e.completions.map((c) => c.completedAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      for (const t of times) expect(t).toBeLessThan(e.endedAt?.getTime() ?? to);
    }
    for (const p of history.payments) expect(p.createdAt.getTime()).toBeLessThanOrEqual(to);
  });

  it("keeps payments and enrolments consistent: refunds end the enrolment, pending checkouts enrol nobody", () => {
    const enrollment = (p: { userId: string; courseId: string }) =>
      history.enrollments.find((e) => e.userId === p.userId && e.courseId === p.courseId);
    for (const p of history.payments) {
      expect(p.amountPiastres).toBe(toPiastres(courses.find((c) => c.id === p.courseId)!.price));
      if (p.status === "pending") {
        expect(enrollment(p)).toBeUndefined();
        // Never a transfer: the admin's review queue (and the specs that read it) stays as it was.
        expect(p.method).toBe("paymob");
      } else {
        expect(enrollment(p)!.enrolledAt).toEqual(p.paidAt);
        expect(enrollment(p)!.endedAt).toEqual(p.status === "refunded" ? p.refundedAt : undefined);
      }
    }
    const free = history.enrollments.filter((e) => e.courseId === "free");
    expect(free.length).toBeGreaterThan(0);
    expect(history.payments.some((p) => p.courseId === "free")).toBe(false);
  });
});
