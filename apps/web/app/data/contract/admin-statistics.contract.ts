import { describe, expect, it } from "vitest";
import { adminFixture } from "./admin-fixture";
import { identity, type ContractContext } from "./harness";

/** The console's aggregates against figures worked out by hand from the fixed data set (admin-fixture.ts). */
export function describeAdminStatistics(t: ContractContext) {
  describe("admin statistics", () => {
    it("counts courses by status, archived included, and the payments waiting", async () => {
      await adminFixture(t.repos, t.clock);
      const summary = await t.repos.statistics.summary();
      expect(summary.coursesByStatus).toEqual({ draft: 1, published: 2, archived: 1 });
      expect(summary.usersByRole).toEqual({ student: 3, teacher: 1, admin: 1 });
      // s2 was refunded, which ended that enrolment (decision 012): three remain.
      expect(summary.enrollments).toBe(3);
      expect(await t.repos.payments.countToReview()).toBe(1);
    });

    it("counts revenue paid by when it was paid and refunds by when they were refunded", async () => {
      const { day } = await adminFixture(t.repos, t.clock);
      expect(await t.repos.statistics.revenue({})).toEqual({ paidPiastres: 20_000, refundedPiastres: 10_000 });
      expect(await t.repos.statistics.revenue({ from: day(0), to: day(10) })).toEqual({
        paidPiastres: 20_000,
        refundedPiastres: 0,
      });
      expect(await t.repos.statistics.revenue({ from: day(10), to: day(20) })).toEqual({
        paidPiastres: 0,
        refundedPiastres: 10_000,
      });
      expect(await t.repos.statistics.revenue({ from: day(30), to: day(40) })).toEqual({
        paidPiastres: 0,
        refundedPiastres: 0,
      });
      expect(await t.repos.statistics.revenueSeries([day(0), day(7), day(14), day(21), day(28)])).toEqual([
        { paidPiastres: 10_000, refundedPiastres: 0 },
        { paidPiastres: 10_000, refundedPiastres: 0 },
        { paidPiastres: 0, refundedPiastres: 10_000 },
        { paidPiastres: 0, refundedPiastres: 0 },
      ]);
    });

    it("counts enrolments per week, empty weeks as 0", async () => {
      const { day } = await adminFixture(t.repos, t.clock);
      expect(await t.repos.statistics.enrollmentSeries([day(0), day(7), day(14), day(21), day(28)])).toEqual([
        1, 1, 1, 0,
      ]);
      expect(await t.repos.statistics.enrollmentSeries([day(30), day(37)])).toEqual([0]);
      expect(await t.repos.statistics.enrollmentSeries([day(0)])).toEqual([]);
    });

    it("counts completion, active learners per week, completion per course and figures per faculty", async () => {
      const { day, alpha, beta, gamma } = await adminFixture(t.repos, t.clock);
      const stats = t.repos.statistics;
      if (t.unsupported("completion-statistics")) {
        expect(await stats.completion()).toBeNull();
        expect(await stats.activeLearnerSeries([day(0), day(7)])).toBeNull();
        expect(await stats.completionByCourse(10)).toBeNull();
        expect(await stats.byFaculty()).toBeNull();
        return;
      }
      // Delta has no lessons, so its (zero) enrolments are not counted; archived Gamma's are.
      expect(await stats.completion()).toEqual({ enrollments: 3, completed: 3 });
      expect(await stats.activeLearnerSeries([day(0), day(7), day(14), day(21)])).toEqual([0, 2, 2]);
      expect(await stats.completionByCourse(10)).toEqual([
        { courseId: alpha.course.id, title: { ar: "مقدمة في البرمجة", en: "Alpha" }, enrollments: 1, completed: 1 },
        { courseId: beta.course.id, title: { ar: "الفيزياء", en: "Beta" }, enrollments: 1, completed: 1 },
        { courseId: gamma.course.id, title: { ar: "التصميم", en: "Gamma" }, enrollments: 1, completed: 1 },
      ]);
      expect((await stats.completionByCourse(1))!.map((c) => c.courseId)).toEqual([alpha.course.id]);
      expect(await stats.byFaculty()).toEqual([
        { faculty: "engineering", courses: 2, enrollments: 1 },
        { faculty: "science", courses: 1, enrollments: 1 },
        { faculty: "design", courses: 1, enrollments: 1 },
      ]);
    });

    it("removing a lesson changes what completing a course means", async () => {
      const { alpha } = await adminFixture(t.repos, t.clock);
      if (t.unsupported("completion-statistics")) return;
      // s2's enrolment ended with the refund; s4 has done the first Alpha lesson: with the second gone,
      // s4 has finished the course.
      await t.repos.users.ensureProfile(identity("s4"));
      await t.repos.enrollments.enroll("s4", alpha.course.id);
      await t.repos.enrollments.completeLesson("s4", alpha.course.id, alpha.lessons[0]!.id);
      expect(await t.repos.statistics.completion()).toEqual({ enrollments: 4, completed: 3 });
      await t.repos.lessons.remove(alpha.course.id, alpha.lessons[1]!.id);
      expect(await t.repos.statistics.completion()).toEqual({ enrollments: 4, completed: 4 });
    });

    it("is empty for an empty store", async () => {
      expect(await t.repos.payments.countToReview()).toBe(0);
      expect(await t.repos.statistics.revenue({})).toEqual({ paidPiastres: 0, refundedPiastres: 0 });
      if (t.unsupported("completion-statistics")) return;
      expect(await t.repos.statistics.completion()).toEqual({ enrollments: 0, completed: 0 });
      expect(await t.repos.statistics.completionByCourse(10)).toEqual([]);
    });
  });
}
