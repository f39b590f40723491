import { describe, expect, it } from "vitest";
import { adminCourseQuerySchema, adminUserQuerySchema, ADMIN_PAGE_SIZE } from "@masar/domain/admin";
import { adminFixture, DAY } from "./admin-fixture";
import { courseInput, identity, type ContractContext } from "./harness";

const courses = (query: Record<string, string> = {}) => adminCourseQuerySchema.parse(query);
const users = (query: Record<string, string> = {}) => adminUserQuerySchema.parse(query);

export function describeAdmin(t: ContractContext) {
  describe("admin console", () => {
    it("searches courses in any status, Arabic-aware, filtered, sorted and with what students hold", async () => {
      const { alpha, beta, gamma, delta } = await adminFixture(t.repos, t.clock);
      const ids = async (query: Record<string, string>) =>
        (await t.repos.admin.searchCourses(courses(query))).items.map((c) => c.id);
      const all = await t.repos.admin.searchCourses(courses());
      expect(all.total).toBe(4);
      expect(all.items.map((c) => c.id)).toEqual([delta, gamma, beta, alpha].map((c) => c.course.id));
      expect(all.items.find((c) => c.id === alpha.course.id)).toMatchObject({ enrollments: 1, payments: 2 });
      expect(all.items.find((c) => c.id === beta.course.id)).toMatchObject({ enrollments: 1, payments: 1 });
      // "مقدمه" (taa marbuta typed as haa) finds "مقدمة في البرمجة"; the instructor's name is searched too.
      expect(await ids({ q: "مقدمه" })).toEqual([alpha.course.id]);
      expect(await ids({ q: "gAmMa" })).toEqual([gamma.course.id]);
      expect((await t.repos.admin.searchCourses(courses({ q: "t1" }))).total).toBe(4);
      expect(await ids({ status: "archived" })).toEqual([gamma.course.id]);
      expect(await ids({ faculty: "engineering", sort: "oldest" })).toEqual([alpha.course.id, delta.course.id]);
      expect(await ids({ instructor: "nobody" })).toEqual([]);
      expect(await ids({ sort: "title", lang: "en" })).toEqual([alpha, beta, delta, gamma].map((c) => c.course.id));
      expect((await ids({ sort: "priceHigh" })).slice(0, 2)).toEqual([alpha.course.id, beta.course.id]);
    });

    it("pages courses on the server: a page holds at most ADMIN_PAGE_SIZE and total counts them all", async () => {
      for (let i = 0; i < ADMIN_PAGE_SIZE + 3; i++) {
        await t.repos.courses.create(courseInput({ title: { ar: `دورة ${i}`, en: `Course ${i}` } }));
        t.clock.advance();
      }
      const first = await t.repos.admin.searchCourses(courses());
      const second = await t.repos.admin.searchCourses(courses({ page: "2" }));
      expect([first.items.length, second.items.length, first.total, second.total]).toEqual([
        ADMIN_PAGE_SIZE,
        3,
        ADMIN_PAGE_SIZE + 3,
        ADMIN_PAGE_SIZE + 3,
      ]);
      expect(second.items.map((c) => c.title.en)).toEqual(["Course 2", "Course 1", "Course 0"]);
      expect((await t.repos.admin.searchCourses(courses({ page: "9" }))).items).toEqual([]);
    });

    it("deletes a course only when no enrolment or payment names it", async () => {
      const { alpha, beta, delta } = await adminFixture(t.repos, t.clock);
      // A course whose only record is a rejected payment is held too: money records never vanish.
      const epsilon = await t.repos.courses.create(courseInput({ title: { ar: "إبسيلون", en: "Epsilon" } }));
      const { payment } = await t.repos.payments.createPending({
        userId: "s3",
        courseId: epsilon.id,
        amountPiastres: 1_000,
        method: "manual_transfer",
        idempotencyKey: "fixture-rejected",
      });
      await t.repos.payments.decide(payment.id, "rejected", "a1");
      expect(await t.repos.admin.courseHolds(epsilon.id)).toEqual({ enrollments: 0, payments: 1 });
      expect(await t.repos.admin.deleteCourseIfUnheld(alpha.course.id)).toBe("held");
      expect(await t.repos.admin.deleteCourseIfUnheld(beta.course.id)).toBe("held");
      expect(await t.repos.admin.deleteCourseIfUnheld(epsilon.id)).toBe("held");
      expect(await t.repos.courses.getById(alpha.course.id)).not.toBeNull();
      expect(await t.repos.enrollments.get("s1", alpha.course.id)).not.toBeNull();
      expect(await t.repos.admin.deleteCourseIfUnheld(delta.course.id)).toBe("deleted");
      expect(await t.repos.courses.getById(delta.course.id)).toBeNull();
      expect(await t.repos.admin.deleteCourseIfUnheld(delta.course.id)).toBe("missing");
    });

    it("changes roles but never removes the last admin", async () => {
      await adminFixture(t.repos, t.clock);
      expect(await t.repos.admin.changeRole("a1", "student")).toEqual({ ok: false, reason: "lastAdmin" });
      expect((await t.repos.users.get("a1"))?.role).toBe("admin");
      expect(await t.repos.admin.changeRole("s3", "admin")).toMatchObject({
        ok: true,
        user: { uid: "s3", role: "admin" },
      });
      expect(await t.repos.admin.changeRole("a1", "teacher")).toMatchObject({ ok: true, user: { role: "teacher" } });
      expect((await t.repos.users.get("a1"))?.role).toBe("teacher");
      expect(await t.repos.admin.changeRole("s3", "student")).toEqual({ ok: false, reason: "lastAdmin" });
      expect(await t.repos.admin.changeRole("ghost", "admin")).toEqual({ ok: false, reason: "notFound" });
      expect((await t.repos.admin.listTeachers()).map((u) => u.uid)).toEqual(["a1", "t1"]);
    });

    it("searches users by name or e-mail and by role, newest first", async () => {
      await adminFixture(t.repos, t.clock);
      t.clock.advance(DAY);
      await t.repos.users.ensureProfile(identity("late", "Late.Comer@Example.com"));
      const ids = async (query: Record<string, string>) =>
        (await t.repos.admin.searchUsers(users(query))).items.map((u) => u.uid);
      expect(await ids({ q: "late.comer" })).toEqual(["late"]);
      expect(await ids({ role: "admin" })).toEqual(["a1"]);
      expect(await ids({ role: "teacher" })).toEqual(["t1"]);
      expect((await ids({ role: "student" })).sort()).toEqual(["late", "s1", "s2", "s3"]);
      expect((await ids({}))[0]).toBe("late");
      expect((await t.repos.admin.searchUsers(users())).total).toBe(6);
    });

    it("lists the latest enrolments and payments, newest first, with names and titles", async () => {
      const { alpha, gamma } = await adminFixture(t.repos, t.clock);
      const enrollments = await t.repos.admin.latestEnrollments(2);
      expect(enrollments.map((e) => [e.userId, e.courseId])).toEqual([
        ["s3", gamma.course.id],
        ["s1", (await t.repos.enrollments.get("s1", enrollments[1]!.courseId))!.courseId],
      ]);
      expect(enrollments[0]).toMatchObject({
        displayName: "S3",
        email: "s3@example.com",
        courseTitle: { en: "Gamma" },
      });
      // An abandoned checkout (expired) charged nothing: it is left out.
      t.clock.advance();
      const abandoned = await t.repos.payments.createPending({
        userId: "s1",
        courseId: gamma.course.id,
        amountPiastres: 10_000,
        method: "paymob",
        idempotencyKey: "latest-abandoned",
      });
      await t.repos.payments.decide(abandoned.payment.id, "expired", "system");
      const payments = await t.repos.admin.latestPayments(5);
      expect(payments.map((p) => [p.userId, p.status])).toEqual([
        ["s3", "pending"],
        ["s2", "refunded"],
        ["s1", "paid"],
      ]);
      expect(payments[1]).toMatchObject({
        courseId: alpha.course.id,
        courseTitle: { en: "Alpha" },
        amountPiastres: 10_000,
      });
    });

    it("marks a contact message handled once and lists those still waiting", async () => {
      const input = {
        userId: null,
        name: "Mona",
        email: "mona@example.com",
        subject: "Payment",
        message: "I paid by transfer.",
      };
      const first = await t.repos.contact.create(input);
      t.clock.advance();
      const second = await t.repos.contact.create({ ...input, name: "Omar" });
      expect(first).toMatchObject({ handledAt: null, handledBy: null });
      expect(await t.repos.contact.countUnhandled()).toBe(2);
      t.clock.advance();
      const handled = await t.repos.contact.markHandled(first.id, "a1");
      expect(handled).toMatchObject({ id: first.id, handledBy: "a1", handledAt: t.clock.now() });
      t.clock.advance();
      expect(await t.repos.contact.markHandled(first.id, "a2")).toMatchObject({ handledBy: "a1" });
      expect(await t.repos.contact.markHandled("missing", "a1")).toBeNull();
      expect((await t.repos.contact.list(10, { unhandled: true })).map((m) => m.id)).toEqual([second.id]);
      expect((await t.repos.contact.list(10)).map((m) => m.id)).toEqual([second.id, first.id]);
      expect(await t.repos.contact.countUnhandled()).toBe(1);
    });
  });
}
