import { randomUUID } from "node:crypto";
import { toPounds } from "@masar/domain/money";
import type { HistoryImport } from "../ports";
import type { Db } from "./context.server";

/**
 * Writes back-dated records in one transaction with prepared statements: a few thousand rows take
 * milliseconds, where one repository call per record would commit (and sync) each row on its own.
 */
export function importHistory(db: Db, history: HistoryImport): void {
  const user = db.prepare(
    // Their addresses count as verified since they joined.
    `INSERT INTO users (uid, email, display_name, role, email_verified_at, created_at, updated_at)
     VALUES (@uid, @email, @displayName, 'student', @t, @t, @t)`,
  );
  const enrollment = db.prepare(
    `INSERT INTO enrollments (user_id, course_id, enrolled_at, updated_at, ended_at)
     VALUES (@userId, @courseId, @enrolledAt, @updatedAt, @endedAt)`,
  );
  const completion = db.prepare(
    "INSERT INTO lesson_completions (user_id, course_id, lesson_id, completed_at) VALUES (?, ?, ?, ?)",
  );
  const payment = db.prepare(
    `INSERT INTO payments (id, user_id, course_id, amount, amount_piastres, currency, method, idempotency_key,
       status, decided_by, decided_at, paid_at, created_at, updated_at)
     VALUES (@id, @userId, @courseId, @amount, @amountPiastres, 'EGP', @method, @key,
       @status, @decidedBy, @decidedAt, @paidAt, @createdAt, @decidedAtOrCreated)`,
  );
  const ms = (d: Date | undefined) => (d ? d.getTime() : null);
  db.transaction(() => {
    for (const s of history.students) user.run({ ...s, t: s.createdAt.getTime() });
    for (const e of history.enrollments) {
      const last = Math.max(e.enrolledAt.getTime(), ...e.completions.map((c) => c.completedAt.getTime()));
      enrollment.run({
        userId: e.userId,
        courseId: e.courseId,
        enrolledAt: e.enrolledAt.getTime(),
        updatedAt: ms(e.endedAt) ?? last,
        endedAt: ms(e.endedAt),
      });
      for (const c of e.completions) completion.run(e.userId, e.courseId, c.lessonId, c.completedAt.getTime());
    }
    for (const p of history.payments) {
      const id = randomUUID();
      const decidedAt = ms(p.status === "refunded" ? p.refundedAt : p.paidAt);
      payment.run({
        id,
        userId: p.userId,
        courseId: p.courseId,
        amount: toPounds(p.amountPiastres),
        amountPiastres: p.amountPiastres,
        method: p.method,
        key: `history:${id}`,
        status: p.status,
        decidedBy: decidedAt === null ? null : "history",
        decidedAt,
        paidAt: ms(p.paidAt),
        createdAt: p.createdAt.getTime(),
        decidedAtOrCreated: decidedAt ?? p.createdAt.getTime(),
      });
    }
  })();
}
