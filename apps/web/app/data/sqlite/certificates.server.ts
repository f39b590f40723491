import type { Certificate, CertificateName, NewCertificate } from "@masar/domain/certificate/certificate";
import type { CertificateRepository } from "../ports";
import { dateOrNull, flag, pagedRows } from "./columns";
import type { Db, SqliteContext } from "./context.server";

/** A row of `certificates` (migrations 17 and 18), keyed by the public code. */
interface CertificateRow {
  id: string;
  number: string;
  user_id: string;
  course_id: string;
  issued_at: number;
  name_ar: string;
  name_latin: string;
  course_title_ar: string;
  course_title_en: string;
  teacher_name_ar: string;
  teacher_name_en: string;
  hours: number;
  institution_ar: string;
  institution_en: string;
  hijri: 0 | 1;
  revoked_at: number | null;
  revoked_reason: string | null;
}

const certificateFromRow = (r: CertificateRow): Certificate => ({
  id: r.id,
  number: r.number,
  userId: r.user_id,
  courseId: r.course_id,
  issuedAt: new Date(r.issued_at),
  name: { ar: r.name_ar, latin: r.name_latin },
  courseTitle: { ar: r.course_title_ar, en: r.course_title_en },
  teacherName: { ar: r.teacher_name_ar, en: r.teacher_name_en },
  hours: r.hours,
  institution: { ar: r.institution_ar, en: r.institution_en },
  hijri: r.hijri === 1,
  revokedAt: dateOrNull(r.revoked_at),
  revokedReason: r.revoked_reason,
});

const rowOf = (c: NewCertificate): CertificateRow => ({
  id: c.id,
  number: c.number,
  user_id: c.userId,
  course_id: c.courseId,
  issued_at: c.issuedAt.getTime(),
  name_ar: c.name.ar,
  name_latin: c.name.latin,
  course_title_ar: c.courseTitle.ar,
  course_title_en: c.courseTitle.en,
  teacher_name_ar: c.teacherName.ar,
  teacher_name_en: c.teacherName.en,
  hours: c.hours,
  institution_ar: c.institution.ar,
  institution_en: c.institution.en,
  hijri: flag(c.hijri),
  revoked_at: null,
  revoked_reason: null,
});

/** Newest first; a tie (the same day) by code, as Firestore orders by document id. */
const NEWEST_FIRST = "ORDER BY issued_at DESC, id DESC";

const byId = (db: Db, id: string) =>
  db.prepare<[string], CertificateRow>("SELECT * FROM certificates WHERE id = ?").get(id);
const byCourse = (db: Db, userId: string, courseId: string) =>
  db
    .prepare<[string, string], CertificateRow>("SELECT * FROM certificates WHERE user_id = ? AND course_id = ?")
    .get(userId, courseId);

/** Certificates and the name for them, over `certificates` and `certificate_names`. */
export function createCertificateRepository({ db, now }: SqliteContext): CertificateRepository {
  /** Revokes the row (the first revocation stays) and reads it back, in one transaction. */
  const revoke = (find: () => CertificateRow | undefined, reason: string) =>
    db.transaction(() => {
      const row = find();
      if (!row) return null;
      if (row.revoked_at === null) {
        db.prepare(
          "UPDATE certificates SET revoked_at = ?, revoked_reason = ? WHERE id = ? AND revoked_at IS NULL",
        ).run(now().getTime(), reason, row.id);
      }
      return certificateFromRow(byId(db, row.id)!);
    })();

  return {
    async issue(certificate) {
      return db.transaction(() => {
        // The unique (user_id, course_id) decides: of racing calls, one inserts and the others read it.
        const created =
          db
            .prepare<CertificateRow>(
              `INSERT INTO certificates (id, number, user_id, course_id, issued_at, name_ar, name_latin,
                 course_title_ar, course_title_en, teacher_name_ar, teacher_name_en, hours, institution_ar,
                 institution_en, hijri, revoked_at, revoked_reason)
               VALUES (@id, @number, @user_id, @course_id, @issued_at, @name_ar, @name_latin,
                 @course_title_ar, @course_title_en, @teacher_name_ar, @teacher_name_en, @hours, @institution_ar,
                 @institution_en, @hijri, @revoked_at, @revoked_reason)
               ON CONFLICT (user_id, course_id) DO NOTHING`,
            )
            .run(rowOf(certificate)).changes === 1;
        const row = byCourse(db, certificate.userId, certificate.courseId)!;
        return { certificate: certificateFromRow(row), created };
      })();
    },

    async get(id) {
      const row = byId(db, id);
      return row ? certificateFromRow(row) : null;
    },

    async getForCourse(userId, courseId) {
      const row = byCourse(db, userId, courseId);
      return row ? certificateFromRow(row) : null;
    },

    async listByUser(userId) {
      return db
        .prepare<[string], CertificateRow>(`SELECT * FROM certificates WHERE user_id = ? ${NEWEST_FIRST}`)
        .all(userId)
        .map(certificateFromRow);
    },

    async list({ q, limit, offset }) {
      const text = q?.trim() ?? "";
      // Any part of the number, whatever the case (numbers are ASCII), or the whole code as it is.
      const where = text ? "WHERE instr(lower(number), lower(@text)) > 0 OR id = @text" : "";
      const { rows, total } = pagedRows<CertificateRow>(db, {
        table: "certificates",
        where,
        orderBy: NEWEST_FIRST,
        params: { text },
        limit,
        offset,
      });
      return { items: rows.map(certificateFromRow), total };
    },

    async revoke(id, reason) {
      return revoke(() => byId(db, id), reason);
    },

    async reinstate(id, reason) {
      const changed = db
        .prepare("UPDATE certificates SET revoked_at = NULL, revoked_reason = NULL WHERE id = ? AND revoked_reason = ?")
        .run(id, reason).changes;
      const row = changed ? byId(db, id) : undefined;
      return row ? certificateFromRow(row) : null;
    },

    async revokeForCourse(userId, courseId, reason) {
      return revoke(() => byCourse(db, userId, courseId), reason);
    },

    async getName(userId) {
      const row = db
        .prepare<[string], CertificateName>("SELECT ar, latin FROM certificate_names WHERE user_id = ?")
        .get(userId);
      return row ? { ar: row.ar, latin: row.latin } : null;
    },

    async setName(userId, name) {
      db.prepare(
        `INSERT INTO certificate_names (user_id, ar, latin) VALUES (?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET ar = excluded.ar, latin = excluded.latin`,
      ).run(userId, name.ar, name.latin);
    },
  };
}
