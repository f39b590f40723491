import type { Enrollment } from "@masar/domain/learning";
import { clampProgress } from "@masar/domain/progress";
import type { EnrollmentRepository } from "../ports";
import type { Db, SqliteContext } from "./context.server";

/** A row of `enrollments`; the completed lessons are rows of `lesson_completions`. */
interface EnrollmentRow {
  user_id: string;
  course_id: string;
  enrolled_at: number;
  updated_at: number;
}

function enrollmentOf(db: Db, userId: string, courseId: string): Enrollment | null {
  const row = db
    .prepare<[string, string], EnrollmentRow>("SELECT * FROM enrollments WHERE user_id = ? AND course_id = ?")
    .get(userId, courseId);
  if (!row) return null;
  const completedLessonIds = db
    .prepare<[string, string], { lesson_id: string }>(
      "SELECT lesson_id FROM lesson_completions WHERE user_id = ? AND course_id = ? ORDER BY completed_at, lesson_id",
    )
    .all(userId, courseId)
    .map((r) => r.lesson_id);
  return {
    userId: row.user_id,
    courseId: row.course_id,
    completedLessonIds,
    enrolledAt: new Date(row.enrolled_at),
    updatedAt: new Date(row.updated_at),
  };
}

/**
 * Enrols once, inside the caller's transaction (the payments repository enrols in the same transaction
 * as the status change).
 */
export function enrollIn(db: Db, t: number, userId: string, courseId: string) {
  const existing = enrollmentOf(db, userId, courseId);
  if (existing) return { enrollment: existing, created: false };
  db.prepare<EnrollmentRow>(
    "INSERT INTO enrollments (user_id, course_id, enrolled_at, updated_at) VALUES (@user_id, @course_id, @enrolled_at, @updated_at)",
  ).run({ user_id: userId, course_id: courseId, enrolled_at: t, updated_at: t });
  db.prepare("UPDATE users SET updated_at = ? WHERE uid = ?").run(t, userId);
  return { enrollment: enrollmentOf(db, userId, courseId)!, created: true };
}

export function createEnrollmentRepository({ db, stamp }: SqliteContext): EnrollmentRepository {
  return {
    async enroll(userId, courseId) {
      return db.transaction(() => enrollIn(db, stamp(), userId, courseId))();
    },
    async get(userId, courseId) {
      return enrollmentOf(db, userId, courseId);
    },
    async listByUser(userId) {
      return db
        .prepare<[string], { course_id: string }>(
          "SELECT course_id FROM enrollments WHERE user_id = ? ORDER BY updated_at DESC",
        )
        .all(userId)
        .map((r) => enrollmentOf(db, userId, r.course_id)!);
    },
    async completeLesson(userId, courseId, lessonId) {
      return db.transaction(() => {
        if (!enrollmentOf(db, userId, courseId)) return null;
        if (!db.prepare("SELECT 1 FROM lessons WHERE id = ? AND course_id = ?").get(lessonId, courseId)) return null;
        const t = stamp();
        const inserted = db
          .prepare(
            "INSERT OR IGNORE INTO lesson_completions (user_id, course_id, lesson_id, completed_at) VALUES (?, ?, ?, ?)",
          )
          .run(userId, courseId, lessonId, t).changes;
        if (inserted) {
          db.prepare("UPDATE enrollments SET updated_at = ? WHERE user_id = ? AND course_id = ?").run(
            t,
            userId,
            courseId,
          );
        }
        return enrollmentOf(db, userId, courseId);
      })();
    },
    async progress(userId, courseId) {
      const row = db
        .prepare<[string, string], { total: number; done: number }>(
          `SELECT c.lessons_count AS total,
            (SELECT COUNT(*) FROM lesson_completions lc WHERE lc.user_id = e.user_id AND lc.course_id = e.course_id) AS done
           FROM enrollments e JOIN courses c ON c.id = e.course_id WHERE e.user_id = ? AND e.course_id = ?`,
        )
        .get(userId, courseId);
      return row ? clampProgress(row.done, row.total) : null;
    },
    async countByCourse(courseId) {
      return db
        .prepare<[string], { n: number }>("SELECT COUNT(*) AS n FROM enrollments WHERE course_id = ?")
        .get(courseId)!.n;
    },
  };
}
