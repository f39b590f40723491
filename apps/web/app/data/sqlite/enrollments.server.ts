import { videoSecondsSchema, type Enrollment } from "@masar/domain/enrollment";
import { clampProgress } from "@masar/domain/progress";
import type { EnrollmentRepository } from "../ports";
import type { Db, SqliteContext } from "./context.server";

/**
 * A row of `enrollments`; the completed lessons are rows of `lesson_completions`. A row with `ended_at`
 * (a refunded purchase, migration 5) is no enrolment: it only keeps the progress for a later purchase.
 */
interface EnrollmentRow {
  user_id: string;
  course_id: string;
  last_lesson_id: string | null;
  enrolled_at: number;
  updated_at: number;
  ended_at: number | null;
}

/** The student's enrolment that still gives access (not ended), inside the caller's transaction. */
export function enrollmentOf(db: Db, userId: string, courseId: string): Enrollment | null {
  const row = db
    .prepare<
      [string, string],
      EnrollmentRow
    >("SELECT * FROM enrollments WHERE user_id = ? AND course_id = ? AND ended_at IS NULL")
    .get(userId, courseId);
  if (!row) return null;
  const completedLessonIds = db
    .prepare<[string, string], { lesson_id: string }>(
      "SELECT lesson_id FROM lesson_completions WHERE user_id = ? AND course_id = ? ORDER BY completed_at, lesson_id",
    )
    .all(userId, courseId)
    .map((r) => r.lesson_id);
  return enrollmentFromRow(row, completedLessonIds);
}

function enrollmentFromRow(row: EnrollmentRow, completedLessonIds: string[]): Enrollment {
  return {
    userId: row.user_id,
    courseId: row.course_id,
    completedLessonIds,
    lastLessonId: row.last_lesson_id,
    enrolledAt: new Date(row.enrolled_at),
    updatedAt: new Date(row.updated_at),
  };
}

/**
 * A course's enrolments with their completions in two statements, whatever the number of learners
 * (one query per learner made the teacher's course list take seconds at 10,000 enrolments).
 */
function enrollmentsOfCourse(db: Db, courseId: string): Enrollment[] {
  const completed = new Map<string, string[]>();
  for (const { user_id, lesson_id } of db
    .prepare<
      [string],
      { user_id: string; lesson_id: string }
    >("SELECT user_id, lesson_id FROM lesson_completions WHERE course_id = ? ORDER BY completed_at, lesson_id")
    .iterate(courseId)) {
    const list = completed.get(user_id);
    if (list) list.push(lesson_id);
    else completed.set(user_id, [lesson_id]);
  }
  return db
    .prepare<[string], EnrollmentRow>(
      // Ended (refunded) enrolments are not the course's learners, as on Firestore.
      "SELECT * FROM enrollments WHERE course_id = ? AND ended_at IS NULL ORDER BY enrolled_at DESC, user_id",
    )
    .all(courseId)
    .map((row) => enrollmentFromRow(row, completed.get(row.user_id) ?? []));
}

/**
 * Enrols once, inside the caller's transaction (the payments repository enrols in the same transaction
 * as the status change).
 */
export function enrollIn(db: Db, t: number, userId: string, courseId: string) {
  const existing = enrollmentOf(db, userId, courseId);
  if (existing) return { enrollment: existing, created: false };
  // An ended enrolment comes back with its progress; otherwise a new row.
  db.prepare<Omit<EnrollmentRow, "last_lesson_id" | "ended_at">>(
    `INSERT INTO enrollments (user_id, course_id, enrolled_at, updated_at) VALUES (@user_id, @course_id, @enrolled_at, @updated_at)
     ON CONFLICT (user_id, course_id) DO UPDATE SET ended_at = NULL, enrolled_at = excluded.enrolled_at,
       updated_at = excluded.updated_at`,
  ).run({ user_id: userId, course_id: courseId, enrolled_at: t, updated_at: t });
  db.prepare("UPDATE users SET updated_at = ? WHERE uid = ?").run(t, userId);
  return { enrollment: enrollmentOf(db, userId, courseId)!, created: true };
}

/** Ends an enrolment's access inside the caller's transaction (a refund), keeping its progress rows. */
export function endEnrollmentIn(db: Db, t: number, userId: string, courseId: string) {
  const ended = db
    .prepare(
      "UPDATE enrollments SET ended_at = ?, updated_at = ? WHERE user_id = ? AND course_id = ? AND ended_at IS NULL",
    )
    .run(t, t, userId, courseId).changes;
  if (ended) db.prepare("UPDATE users SET updated_at = ? WHERE uid = ?").run(t, userId);
  return ended > 0;
}

export function createEnrollmentRepository({ db, stamp }: SqliteContext): EnrollmentRepository {
  const lessonExists = (courseId: string, lessonId: string) =>
    db.prepare("SELECT 1 FROM lessons WHERE id = ? AND course_id = ?").get(lessonId, courseId) !== undefined;
  /** Both the enrolment and the lesson (of that course) exist: the precondition of every lesson write. */
  const canTouch = (userId: string, courseId: string, lessonId: string) =>
    enrollmentOf(db, userId, courseId) !== null && lessonExists(courseId, lessonId);
  const touch = db.prepare<{ t: number; user: string; course: string; last: string | null }>(
    `UPDATE enrollments SET updated_at = @t, last_lesson_id = COALESCE(@last, last_lesson_id)
     WHERE user_id = @user AND course_id = @course`,
  );
  const setLast = db.prepare<{ user: string; course: string; last: string }>(
    "UPDATE enrollments SET last_lesson_id = @last WHERE user_id = @user AND course_id = @course",
  );

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
          "SELECT course_id FROM enrollments WHERE user_id = ? AND ended_at IS NULL ORDER BY updated_at DESC",
        )
        .all(userId)
        .map((r) => enrollmentOf(db, userId, r.course_id)!);
    },
    async completeLesson(userId, courseId, lessonId) {
      return db.transaction(() => {
        if (!canTouch(userId, courseId, lessonId)) return null;
        const t = stamp();
        const inserted = db
          .prepare(
            "INSERT OR IGNORE INTO lesson_completions (user_id, course_id, lesson_id, completed_at) VALUES (?, ?, ?, ?)",
          )
          .run(userId, courseId, lessonId, t).changes;
        if (inserted) touch.run({ t, user: userId, course: courseId, last: lessonId });
        else setLast.run({ user: userId, course: courseId, last: lessonId });
        return enrollmentOf(db, userId, courseId);
      })();
    },
    async uncompleteLesson(userId, courseId, lessonId) {
      return db.transaction(() => {
        if (!canTouch(userId, courseId, lessonId)) return null;
        const removed = db
          .prepare("DELETE FROM lesson_completions WHERE user_id = ? AND course_id = ? AND lesson_id = ?")
          .run(userId, courseId, lessonId).changes;
        if (removed) touch.run({ t: stamp(), user: userId, course: courseId, last: null });
        return enrollmentOf(db, userId, courseId);
      })();
    },
    async recordVisit(userId, courseId, lessonId) {
      return db.transaction(() => {
        if (!canTouch(userId, courseId, lessonId)) return null;
        touch.run({ t: stamp(), user: userId, course: courseId, last: lessonId });
        return enrollmentOf(db, userId, courseId);
      })();
    },
    async progress(userId, courseId) {
      // Completions cascade away with their lesson, so counting them counts only current lessons.
      const row = db
        .prepare<[string, string], { total: number; done: number }>(
          `SELECT (SELECT COUNT(*) FROM lessons l WHERE l.course_id = e.course_id) AS total,
            (SELECT COUNT(*) FROM lesson_completions lc JOIN lessons l ON l.id = lc.lesson_id AND l.course_id = lc.course_id
              WHERE lc.user_id = e.user_id AND lc.course_id = e.course_id) AS done
           FROM enrollments e WHERE e.user_id = ? AND e.course_id = ? AND e.ended_at IS NULL`,
        )
        .get(userId, courseId);
      return row ? clampProgress(row.done, row.total) : null;
    },
    async savePosition(userId, courseId, lessonId, seconds) {
      const parsed = videoSecondsSchema.safeParse(seconds);
      if (!parsed.success) return false;
      return db.transaction(() => {
        if (!canTouch(userId, courseId, lessonId)) return false;
        db.prepare(
          `INSERT INTO video_positions (user_id, course_id, lesson_id, seconds, updated_at) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (user_id, course_id, lesson_id) DO UPDATE SET seconds = excluded.seconds, updated_at = excluded.updated_at`,
        ).run(userId, courseId, lessonId, parsed.data, stamp());
        return true;
      })();
    },
    async getPosition(userId, courseId, lessonId) {
      const row = db
        .prepare<
          [string, string, string],
          { seconds: number; updated_at: number }
        >("SELECT seconds, updated_at FROM video_positions WHERE user_id = ? AND course_id = ? AND lesson_id = ?")
        .get(userId, courseId, lessonId);
      return row ? { lessonId, seconds: row.seconds, updatedAt: new Date(row.updated_at) } : null;
    },
    async countByCourse(courseId) {
      return db
        .prepare<
          [string],
          { n: number }
        >("SELECT COUNT(*) AS n FROM enrollments WHERE course_id = ? AND ended_at IS NULL")
        .get(courseId)!.n;
    },
    async listByCourse(courseId) {
      return enrollmentsOfCourse(db, courseId);
    },
    async userIdsByCourse(courseId) {
      return db
        .prepare<[string], { user_id: string }>(
          "SELECT user_id FROM enrollments WHERE course_id = ? AND ended_at IS NULL",
        )
        .all(courseId)
        .map((r) => r.user_id);
    },
  };
}
