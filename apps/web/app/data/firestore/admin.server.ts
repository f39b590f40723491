import type { AdminCourse, AdminUser } from "@masar/domain/admin";
import { importHistory } from "./history.server";
import { ADMIN_PAGE_SIZE } from "@masar/domain/admin";
import type { Course } from "@masar/domain/course";
import { LISTED_STATUSES } from "@masar/domain/payment";
import { localize } from "@masar/domain/locale";
import { textIncludes } from "@masar/domain/text";
import type { UserProfile } from "@masar/domain/user";
import type { AdminRepository } from "../ports";
import type { FirestoreContext } from "./context.server";
import { coursesOf, readPracticeRefs } from "./courses.server";
import { enrollmentsOf } from "./enrollments.server";
import { lessonsOf } from "./lessons.server";
import { paymentsOf } from "./payments.server";
import { usersOf } from "./users.server";

const adminUser = (u: UserProfile): AdminUser => ({
  uid: u.uid,
  email: u.email,
  displayName: u.displayName,
  role: u.role,
  createdAt: u.createdAt,
});

const page = <T>(items: T[], pageNumber: number) => ({
  items: items.slice((pageNumber - 1) * ADMIN_PAGE_SIZE, pageNumber * ADMIN_PAGE_SIZE),
  total: items.length,
  page: pageNumber,
  pageSize: ADMIN_PAGE_SIZE,
});

/**
 * Firestore has no substring search and the in-process emulator no offsets: the filters that are
 * equality run in the store, the text and the page on the server over the filtered documents
 * (decision 015; a search index such as Typesense is the path past tens of thousands of courses).
 */
export function createAdminRepository(ctx: FirestoreContext): AdminRepository {
  const count = async (q: FirebaseFirestore.Query) => (await q.count().get()).data().count;
  const holds = async (courseId: string) => {
    const [enrollments, payments] = await Promise.all([
      count(enrollmentsOf(ctx).where("courseId", "==", courseId)),
      count(paymentsOf(ctx).where("courseId", "==", courseId)),
    ]);
    return { enrollments, payments };
  };

  return {
    async importHistory(history) {
      return importHistory(ctx, history);
    },
    async searchCourses(query) {
      let q: FirebaseFirestore.Query<Course> = coursesOf(ctx);
      if (query.status) q = q.where("status", "==", query.status);
      if (query.faculty) q = q.where("faculty", "==", query.faculty);
      if (query.instructor) q = q.where("instructorId", "==", query.instructor);
      const found = (await q.get()).docs
        .map((d) => d.data())
        .filter(
          (c) => !query.q || textIncludes(`${c.title.ar} ${c.title.en} ${c.instructor.ar} ${c.instructor.en}`, query.q),
        );
      const byId = (a: Course, b: Course) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
      const newest = (a: Course, b: Course) => b.createdAt.getTime() - a.createdAt.getTime() || byId(a, b);
      const sorts: Record<typeof query.sort, (a: Course, b: Course) => number> = {
        newest,
        oldest: (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || byId(a, b),
        title: (a, b) =>
          localize(a.title, query.lang).localeCompare(localize(b.title, query.lang), query.lang) || byId(a, b),
        priceHigh: (a, b) => b.price - a.price || newest(a, b),
        priceLow: (a, b) => a.price - b.price || newest(a, b),
      };
      const result = page(found.sort(sorts[query.sort]), query.page);
      const items: AdminCourse[] = await Promise.all(result.items.map(async (c) => ({ ...c, ...(await holds(c.id)) })));
      return { ...result, items };
    },

    async searchUsers(query) {
      let q: FirebaseFirestore.Query<UserProfile> = usersOf(ctx);
      if (query.role === "teacher" || query.role === "admin") q = q.where("role", "==", query.role);
      const found = (await q.get()).docs
        .map((d) => d.data())
        .filter((u) => !query.role || u.role === query.role)
        .filter((u) => !query.q || textIncludes(`${u.displayName} ${u.email}`, query.q))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.uid < b.uid ? -1 : 1));
      const result = page(found, query.page);
      return { ...result, items: result.items.map(adminUser) };
    },

    async listTeachers() {
      return (await usersOf(ctx).where("role", "==", "teacher").get()).docs
        .map((d) => adminUser(d.data()))
        .sort((a, b) => a.displayName.localeCompare(b.displayName) || (a.uid < b.uid ? -1 : 1));
    },

    courseHolds: holds,

    async deleteCourseIfUnheld(courseId) {
      const ref = coursesOf(ctx).doc(courseId);
      const outcome = await ctx.db.runTransaction(async (tx) => {
        const [course, enrolled, paid, lessons, practice] = await Promise.all([
          tx.get(ref),
          tx.get(enrollmentsOf(ctx).where("courseId", "==", courseId).limit(1)),
          tx.get(paymentsOf(ctx).where("courseId", "==", courseId).limit(1)),
          tx.get(lessonsOf(ctx, courseId)),
          readPracticeRefs(ctx, courseId, (query) => tx.get(query)),
        ]);
        if (!course.exists) return "missing" as const;
        if (!enrolled.empty || !paid.empty) return "held" as const;
        lessons.docs.forEach((l) => tx.delete(l.ref));
        practice.forEach((p) => tx.delete(p));
        tx.delete(ref);
        return "deleted" as const;
      });
      if (outcome === "deleted") ctx.coursesChanged();
      return outcome;
    },

    async changeRole(uid, role) {
      const ref = usersOf(ctx).doc(uid);
      return ctx.db.runTransaction(async (tx) => {
        const [user, admins] = await Promise.all([
          tx.get(ref).then((s) => s.data()),
          tx.get(usersOf(ctx).where("role", "==", "admin").limit(2)),
        ]);
        if (!user) return { ok: false as const, reason: "notFound" as const };
        if (user.role === "admin" && role !== "admin" && admins.size <= 1) {
          return { ok: false as const, reason: "lastAdmin" as const };
        }
        tx.update(ref, { role, updatedAt: ctx.now() });
        return { ok: true as const, user: adminUser({ ...user, role }) };
      });
    },

    async latestEnrollments(limit) {
      const enrollments = (await enrollmentsOf(ctx).orderBy("enrolledAt", "desc").limit(limit).get()).docs.map((d) =>
        d.data(),
      );
      return Promise.all(
        enrollments.map(async (e) => {
          const [user, course] = await Promise.all([
            usersOf(ctx).doc(e.userId).get(),
            coursesOf(ctx).doc(e.courseId).get(),
          ]);
          return {
            userId: e.userId,
            displayName: user.data()?.displayName ?? "",
            email: user.data()?.email ?? "",
            courseId: e.courseId,
            courseTitle: course.data()?.title ?? { ar: "", en: "" },
            enrolledAt: e.enrolledAt,
          };
        }),
      );
    },

    async latestPayments(limit) {
      const listed = paymentsOf(ctx).where("status", "in", [...LISTED_STATUSES]);
      const payments = (await listed.orderBy("createdAt", "desc").limit(limit).get()).docs.map((d) => d.data());
      return Promise.all(
        payments.map(async (p) => {
          const [user, course] = await Promise.all([
            usersOf(ctx).doc(p.userId).get(),
            coursesOf(ctx).doc(p.courseId).get(),
          ]);
          return {
            ...p,
            displayName: user.data()?.displayName ?? "",
            email: user.data()?.email ?? "",
            courseTitle: course.data()?.title ?? { ar: "", en: "" },
          };
        }),
      );
    },
  };
}
