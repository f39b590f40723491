import { describe, expect, it } from "vitest";
import { monthEdges, weekEdges, zonedMidnight } from "@masar/domain/statistics-series";
import { courseWithLessons, identity, type ContractContext } from "./harness";

const utc = (iso: string) => new Date(iso);

/**
 * A back-dated history around Cairo's midnight of 1 October 2026 (UTC+3 then): 20:30 UTC on 30 September
 * is still September in Cairo, 21:30 UTC is already October. Figures worked out by hand:
 * - h1 enrols in A and pays 100.00 at 23:30 Cairo on 30 Sep; completes A's two lessons on 2 and 9 Oct;
 * - h2 enrols in A and pays 100.50 at 00:30 Cairo on 1 Oct; completes one lesson on 2 Oct; refunded 20 Oct
 *   (the enrolment ended);
 * - h3 enrols in B (science, archived) on 5 Oct, completes its lesson on 6 Oct; a 50.00 payment pending.
 */
async function history(t: ContractContext) {
  const a = await courseWithLessons(t.repos, 2, { title: { ar: "أ", en: "Hist A" }, faculty: "engineering" });
  const b = await courseWithLessons(t.repos, 1, { title: { ar: "ب", en: "Hist B" }, faculty: "science" });
  await t.repos.courses.update(b.course.id, { status: "published" });
  await t.repos.courses.update(b.course.id, { status: "archived" });
  const [a1, a2] = a.lessons.map((l) => l.id) as [string, string];
  const joined = utc("2026-08-01T10:00:00Z");
  await t.repos.admin.importHistory({
    students: ["h1", "h2", "h3"].map((uid) => ({
      uid,
      email: `${uid}@example.com`,
      displayName: uid,
      createdAt: joined,
    })),
    enrollments: [
      {
        userId: "h1",
        courseId: a.course.id,
        enrolledAt: utc("2026-09-30T20:30:00Z"),
        completions: [
          { lessonId: a1, completedAt: utc("2026-10-02T10:00:00Z") },
          { lessonId: a2, completedAt: utc("2026-10-09T10:00:00Z") },
        ],
      },
      {
        userId: "h2",
        courseId: a.course.id,
        enrolledAt: utc("2026-09-30T21:30:00Z"),
        endedAt: utc("2026-10-20T10:00:00Z"),
        completions: [{ lessonId: a1, completedAt: utc("2026-10-02T12:00:00Z") }],
      },
      {
        userId: "h3",
        courseId: b.course.id,
        enrolledAt: utc("2026-10-05T10:00:00Z"),
        completions: [{ lessonId: b.lessons[0]!.id, completedAt: utc("2026-10-06T10:00:00Z") }],
      },
    ],
    payments: [
      {
        userId: "h1",
        courseId: a.course.id,
        amountPiastres: 10_000,
        method: "paymob",
        status: "paid",
        createdAt: utc("2026-09-30T20:25:00Z"),
        paidAt: utc("2026-09-30T20:30:00Z"),
      },
      {
        userId: "h2",
        courseId: a.course.id,
        amountPiastres: 10_050,
        method: "manual_transfer",
        status: "refunded",
        createdAt: utc("2026-09-30T21:00:00Z"),
        paidAt: utc("2026-09-30T21:30:00Z"),
        refundedAt: utc("2026-10-20T10:00:00Z"),
      },
      {
        userId: "h3",
        courseId: b.course.id,
        amountPiastres: 5_000,
        method: "manual_transfer",
        status: "pending",
        createdAt: utc("2026-10-05T10:00:00Z"),
      },
    ],
  });
  return { a, b };
}

export function describeAdminHistory(t: ContractContext) {
  describe("admin history import", () => {
    it("keeps the given times: months and weeks counted on Cairo's clock, refunds in their month", async () => {
      const { a } = await history(t);
      // h2's refunded enrolment is not one of the course's learners any more.
      expect((await t.repos.enrollments.listByCourse(a.course.id)).map((e) => e.userId)).toEqual(["h1"]);
      const stats = t.repos.statistics;
      const months = monthEdges({ from: zonedMidnight(2026, 9, 1), to: zonedMidnight(2026, 11, 1) });
      expect(months.map((m) => m.toISOString())).toEqual([
        "2026-08-31T21:00:00.000Z",
        "2026-09-30T21:00:00.000Z",
        "2026-10-31T22:00:00.000Z",
      ]);
      expect(await stats.revenueSeries(months)).toEqual([
        { paidPiastres: 10_000, refundedPiastres: 0 },
        { paidPiastres: 10_050, refundedPiastres: 10_050 },
      ]);
      // h2's enrolment ended with the refund: it no longer counts.
      expect(await stats.enrollmentSeries(months)).toEqual([1, 1]);
      const weeks = weekEdges({ from: zonedMidnight(2026, 9, 28), to: zonedMidnight(2026, 10, 12) });
      expect(await stats.enrollmentSeries(weeks)).toEqual([1, 1]);
      // An empty range: every bucket 0.
      expect(await stats.enrollmentSeries([zonedMidnight(2026, 1, 1), zonedMidnight(2026, 2, 1)])).toEqual([0]);
      expect(await stats.revenueSeries([zonedMidnight(2026, 1, 1), zonedMidnight(2026, 2, 1)])).toEqual([
        { paidPiastres: 0, refundedPiastres: 0 },
      ]);
      expect(await t.repos.payments.countToReview()).toBe(1);
      const summary = await stats.summary();
      expect(summary.usersByRole.student).toBe(3);
      expect(summary.enrollments).toBe(2);
      expect(summary.coursesByStatus.archived).toBe(1);
    });

    it("counts the history's learners and completions where the store can", async () => {
      const { a, b } = await history(t);
      const stats = t.repos.statistics;
      if (t.unsupported("completion-statistics")) {
        expect(await stats.activeLearnerSeries([zonedMidnight(2026, 9, 28), zonedMidnight(2026, 10, 5)])).toBeNull();
        return;
      }
      const weeks = weekEdges({ from: zonedMidnight(2026, 9, 28), to: zonedMidnight(2026, 10, 12) });
      // Week 1: h1 and h2 on 2 Oct; week 2: h3 on 6 Oct and h1 on 9 Oct.
      expect(await stats.activeLearnerSeries(weeks)).toEqual([2, 2]);
      expect(await stats.completionByCourse(10)).toEqual([
        { courseId: a.course.id, title: { ar: "أ", en: "Hist A" }, enrollments: 1, completed: 1 },
        { courseId: b.course.id, title: { ar: "ب", en: "Hist B" }, enrollments: 1, completed: 1 },
      ]);
      expect(await stats.byFaculty()).toEqual([
        { faculty: "engineering", courses: 1, enrollments: 1 },
        { faculty: "science", courses: 1, enrollments: 1 },
        { faculty: "design", courses: 0, enrollments: 0 },
      ]);
    });

    it("forgets a removed lesson's completion: what is left to do decides, not what was once done", async () => {
      if (t.unsupported("completion-statistics")) return;
      const c = await courseWithLessons(t.repos, 2, { title: { ar: "ج", en: "Hist C" } });
      await t.repos.users.ensureProfile(identity("r1"));
      await t.repos.enrollments.enroll("r1", c.course.id);
      await t.repos.enrollments.completeLesson("r1", c.course.id, c.lessons[0]!.id);
      expect(await t.repos.statistics.completion()).toEqual({ enrollments: 1, completed: 0 });
      // The completed lesson goes: one lesson remains, not done.
      await t.repos.lessons.remove(c.course.id, c.lessons[0]!.id);
      expect(await t.repos.statistics.completion()).toEqual({ enrollments: 1, completed: 0 });
      await t.repos.enrollments.completeLesson("r1", c.course.id, c.lessons[1]!.id);
      expect(await t.repos.statistics.completion()).toEqual({ enrollments: 1, completed: 1 });
      expect((await t.repos.statistics.completionByCourse(10))!.map((x) => x.completed)).toEqual([1]);
    });
  });
}
