import { describe, expect, it } from "vitest";
import { toPiastres } from "@masar/domain/money";
import { courseInput, identity, type ContractContext } from "./harness";

const DAY = 24 * 60 * 60 * 1000;

export function describeStatistics(t: ContractContext) {
  describe("statistics", () => {
    /** One user, course, enrolment and paid payment per call, at the clock's time; returns that time. */
    async function activity(n: number, amount: number, role: "student" | "teacher" | "admin" = "student") {
      const at = t.clock.now();
      await t.repos.users.ensureProfile(identity(`u${n}`));
      if (role !== "student") await t.repos.users.setRole(`u${n}`, role);
      const course = await t.repos.courses.create(courseInput({ status: n % 2 ? "published" : "draft" }));
      const { payment } = await t.repos.payments.createPending({
        userId: `u${n}`,
        courseId: course.id,
        amountPiastres: toPiastres(amount),
        method: "paymob",
        idempotencyKey: `key-stats-${n}`,
      });
      await t.repos.payments.decide(payment.id, "paid", "admin");
      return at;
    }

    it("is all zeros for an empty store", async () => {
      expect(await t.repos.statistics.summary()).toEqual({
        usersByRole: { student: 0, teacher: 0, admin: 0 },
        coursesByStatus: { draft: 0, published: 0, archived: 0 },
        enrollments: 0,
        paidPayments: { count: 0, amountPiastres: 0 },
      });
    });

    it("counts users by role, courses by status, enrolments and paid payments with their sum", async () => {
      await activity(1, 199.99);
      await activity(2, 350, "teacher");
      await activity(3, 0.1, "admin");
      await t.repos.users.ensureProfile(identity("u4"));
      await t.repos.enrollments.enroll("u4", (await t.repos.courses.listAll())[0]!.id);
      const { payment } = await t.repos.payments.createPending({
        userId: "u4",
        courseId: (await t.repos.courses.listAll())[0]!.id,
        amountPiastres: 100_000,
        method: "manual_transfer",
        idempotencyKey: "key-stats-pending",
      });
      await t.repos.payments.decide(payment.id, "rejected", "admin");
      expect(await t.repos.statistics.summary()).toEqual({
        usersByRole: { student: 2, teacher: 1, admin: 1 },
        coursesByStatus: { draft: 1, published: 2, archived: 0 },
        enrollments: 4,
        paidPayments: { count: 3, amountPiastres: 55_009 },
      });
    });

    it("counts only what happened within a range, either end open", async () => {
      const first = await activity(1, 100);
      t.clock.advance(DAY);
      const second = await activity(2, 200, "teacher");
      t.clock.advance(DAY);
      await activity(3, 300);
      const secondDay = { from: second, to: new Date(second.getTime() + DAY) };
      expect(await t.repos.statistics.summary(secondDay)).toEqual({
        usersByRole: { student: 0, teacher: 1, admin: 0 },
        coursesByStatus: { draft: 1, published: 0, archived: 0 },
        enrollments: 1,
        paidPayments: { count: 1, amountPiastres: 20_000 },
      });
      const fromSecond = await t.repos.statistics.summary({ from: second });
      expect(fromSecond.paidPayments).toEqual({ count: 2, amountPiastres: 50_000 });
      expect(fromSecond.usersByRole.student).toBe(1);
      const beforeSecond = await t.repos.statistics.summary({ to: second });
      expect(beforeSecond).toMatchObject({ enrollments: 1, paidPayments: { count: 1, amountPiastres: 10_000 } });
      expect(beforeSecond.coursesByStatus).toEqual({ draft: 0, published: 1, archived: 0 });
      expect((await t.repos.statistics.summary({ from: first, to: first })).enrollments).toBe(0);
    });
  });
}
