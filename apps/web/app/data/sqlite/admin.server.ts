import type { AdminCourse, AdminCourseQuery, AdminUser } from "@masar/domain/admin";
import { importHistory } from "./history.server";
import { ADMIN_PAGE_SIZE } from "@masar/domain/admin";
import { HIDDEN_STATUSES } from "@masar/domain/payment";
import { normalizeForSearch } from "@masar/domain/text";
import { roleOf } from "@masar/domain/user";
import type { AdminRepository } from "../ports";
import type { SqliteContext } from "./context.server";
import { courseFromRow, type CourseRow } from "./courses.server";
import { paymentFromRow, type PaymentRow } from "./payments.server";

const ORDER: Record<AdminCourseQuery["sort"], (lang: "ar" | "en") => string> = {
  newest: () => "created_at DESC, id",
  oldest: () => "created_at ASC, id",
  title: (lang) => `title_${lang} COLLATE NOCASE ASC, id`,
  priceHigh: () => "price DESC, created_at DESC, id",
  priceLow: () => "price ASC, created_at DESC, id",
};

interface UserRow {
  uid: string;
  email: string;
  display_name: string;
  role: string | null;
  created_at: number;
}

const adminUserFromRow = (r: UserRow): AdminUser => ({
  uid: r.uid,
  email: r.email,
  displayName: r.display_name,
  role: roleOf(r.role),
  createdAt: new Date(r.created_at),
});

/** The console's lists: filters, counts and pages computed by SQLite, one page read out. */
export function createAdminRepository({ db, stamp, coursesChanged }: SqliteContext): AdminRepository {
  const holds = (courseId: string) =>
    db
      .prepare<[string, string], { enrollments: number; payments: number }>(
        `SELECT (SELECT COUNT(*) FROM active_enrollments WHERE course_id = ?) AS enrollments,
                (SELECT COUNT(*) FROM payments WHERE course_id = ?) AS payments`,
      )
      .get(courseId, courseId)!;

  return {
    async importHistory(history) {
      return importHistory(db, history);
    },
    async searchCourses(query) {
      const where: string[] = [];
      const params: Record<string, string | number> = {};
      const text = normalizeForSearch(query.q);
      if (text) {
        where.push(
          "instr(masar_normalize(title_ar || ' ' || title_en || ' ' || instructor_ar || ' ' || instructor_en), @text) > 0",
        );
        params.text = text;
      }
      if (query.status) {
        where.push("status = @status");
        params.status = query.status;
      }
      if (query.faculty) {
        where.push("faculty = @faculty");
        params.faculty = query.faculty;
      }
      if (query.instructor) {
        where.push("instructor_id = @instructor");
        params.instructor = query.instructor;
      }
      const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
      const total = db
        .prepare<typeof params, { n: number }>(`SELECT COUNT(*) AS n FROM courses ${clause}`)
        .get(params)!.n;
      const rows = db
        .prepare<typeof params, CourseRow & { enrollments: number; payments: number }>(
          `SELECT c.*, (SELECT COUNT(*) FROM active_enrollments e WHERE e.course_id = c.id) AS enrollments,
                  (SELECT COUNT(*) FROM payments p WHERE p.course_id = c.id) AS payments
           FROM (SELECT * FROM courses ${clause} ORDER BY ${ORDER[query.sort](query.lang)} LIMIT @limit OFFSET @offset) c`,
        )
        .all({ ...params, limit: ADMIN_PAGE_SIZE, offset: (query.page - 1) * ADMIN_PAGE_SIZE });
      const items: AdminCourse[] = rows.map((r) => ({
        ...courseFromRow(r),
        enrollments: r.enrollments,
        payments: r.payments,
      }));
      return { items, total, page: query.page, pageSize: ADMIN_PAGE_SIZE };
    },

    async searchUsers(query) {
      // A purged account's tombstone is no user: the list leaves it out.
      const where: string[] = ["deleted_at IS NULL"];
      const params: Record<string, string | number> = {};
      const text = normalizeForSearch(query.q);
      if (text) {
        where.push("instr(masar_normalize(display_name || ' ' || email), @text) > 0");
        params.text = text;
      }
      if (query.role === "student") where.push("(role IS NULL OR role NOT IN ('teacher', 'admin'))");
      else if (query.role) {
        where.push("role = @role");
        params.role = query.role;
      }
      const clause = `WHERE ${where.join(" AND ")}`;
      const total = db
        .prepare<typeof params, { n: number }>(`SELECT COUNT(*) AS n FROM users ${clause}`)
        .get(params)!.n;
      const items = db
        .prepare<typeof params, UserRow>(
          `SELECT uid, email, display_name, role, created_at FROM users ${clause}
           ORDER BY created_at DESC, uid LIMIT @limit OFFSET @offset`,
        )
        .all({ ...params, limit: ADMIN_PAGE_SIZE, offset: (query.page - 1) * ADMIN_PAGE_SIZE })
        .map(adminUserFromRow);
      return { items, total, page: query.page, pageSize: ADMIN_PAGE_SIZE };
    },

    async listTeachers() {
      return db
        .prepare<
          [],
          UserRow
        >("SELECT uid, email, display_name, role, created_at FROM users WHERE role = 'teacher' AND deleted_at IS NULL ORDER BY display_name, uid")
        .all()
        .map(adminUserFromRow);
    },

    async courseHolds(courseId) {
      return holds(courseId);
    },

    async deleteCourseIfUnheld(courseId) {
      const outcome = db.transaction(() => {
        if (!db.prepare("SELECT 1 FROM courses WHERE id = ?").get(courseId)) return "missing" as const;
        const held = holds(courseId);
        if (held.enrollments > 0 || held.payments > 0) return "held" as const;
        db.prepare("DELETE FROM courses WHERE id = ?").run(courseId);
        return "deleted" as const;
      })();
      if (outcome === "deleted") coursesChanged();
      return outcome;
    },

    async changeRole(uid, role) {
      return db.transaction(() => {
        const row = db
          .prepare<
            [string],
            UserRow
          >("SELECT uid, email, display_name, role, created_at FROM users WHERE uid = ? AND deleted_at IS NULL")
          .get(uid);
        if (!row) return { ok: false as const, reason: "notFound" as const };
        if (roleOf(row.role) === "admin" && role !== "admin") {
          const admins = db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM users WHERE role = 'admin'").get()!.n;
          if (admins <= 1) return { ok: false as const, reason: "lastAdmin" as const };
        }
        db.prepare("UPDATE users SET role = ?, updated_at = ? WHERE uid = ?").run(role, stamp(), uid);
        return { ok: true as const, user: adminUserFromRow({ ...row, role }) };
      })();
    },

    async latestEnrollments(limit) {
      return db
        .prepare<
          [number],
          {
            user_id: string;
            display_name: string;
            email: string;
            course_id: string;
            title_ar: string;
            title_en: string;
            enrolled_at: number;
          }
        >(
          `SELECT e.user_id, u.display_name, u.email, e.course_id, c.title_ar, c.title_en, e.enrolled_at
           FROM active_enrollments e JOIN users u ON u.uid = e.user_id JOIN courses c ON c.id = e.course_id
           ORDER BY e.enrolled_at DESC LIMIT ?`,
        )
        .all(limit)
        .map((r) => ({
          userId: r.user_id,
          displayName: r.display_name,
          email: r.email,
          courseId: r.course_id,
          courseTitle: { ar: r.title_ar, en: r.title_en },
          enrolledAt: new Date(r.enrolled_at),
        }));
    },

    async latestPayments(limit) {
      return db
        .prepare<[number], PaymentRow & { display_name: string; email: string; title_ar: string; title_en: string }>(
          // A purged student's payment names nobody (the tombstone's placeholder address is no address).
          // An abandoned checkout (HIDDEN_STATUSES, constants) charged nothing: left out.
          `SELECT p.*, u.display_name, CASE WHEN u.deleted_at IS NULL THEN u.email ELSE '' END AS email,
             c.title_ar, c.title_en
           FROM payments p JOIN users u ON u.uid = p.user_id JOIN courses c ON c.id = p.course_id
           WHERE p.status NOT IN (${HIDDEN_STATUSES.map((status) => `'${status}'`).join(", ")})
           ORDER BY p.created_at DESC LIMIT ?`,
        )
        .all(limit)
        .map((r) => ({
          ...paymentFromRow(r),
          displayName: r.display_name,
          email: r.email,
          courseTitle: { ar: r.title_ar, en: r.title_en },
        }));
    },
  };
}
