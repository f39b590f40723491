import Database from "better-sqlite3";
import { EmailTakenError, type AccountRepository, type AccountState } from "../ports";
import { dateOrNull } from "./columns";
import type { SqliteContext } from "./context.server";
import { userRowById } from "./users.server";

/** The account's own columns of `users` (migration 15) and whether it has a credential. */
interface AccountRow {
  uid: string;
  email: string;
  email_verified_at: number | null;
  deactivated_at: number | null;
  deletion_requested_at: number | null;
  has_password: 0 | 1;
}

const accountFromRow = (r: AccountRow): AccountState => ({
  uid: r.uid,
  email: r.email,
  emailVerifiedAt: dateOrNull(r.email_verified_at),
  deactivatedAt: dateOrNull(r.deactivated_at),
  deletionRequestedAt: dateOrNull(r.deletion_requested_at),
  hasPassword: r.has_password === 1,
});

/**
 * What a purge deletes: every table holding the person's own records, by user id. Completions and
 * video positions would go with their enrolments (cascade) and answers with their attempts; they are
 * named so that no row is left to a missing cascade.
 */
const PURGED_BY_USER_ID = [
  "sessions",
  "account_tokens",
  "video_positions",
  "lesson_completions",
  "enrollments",
  "exam_plans",
  "tasks",
  "calendar_settings",
  "reminders_sent",
  "deferred_pushes",
  "notifications",
  "push_subscriptions",
  "attempts",
  "review_events",
  "review_cards",
  "review_settings",
  "certificates",
  "certificate_names",
] as const;

/** The account's state, e-mail changes, deactivation and deletion, over `users` and `credentials`. */
export function createAccountRepository({ db, stamp, notificationsChanged }: SqliteContext): AccountRepository {
  /** Sets one of the account's instants (or clears it); false when there is no such user. */
  const setInstant = (column: "deactivated_at" | "deletion_requested_at", uid: string, at: Date | null) =>
    db.prepare(`UPDATE users SET ${column} = ? WHERE uid = ? AND deleted_at IS NULL`).run(at?.getTime() ?? null, uid)
      .changes > 0;

  return {
    async state(uid) {
      const row = db
        .prepare<[string], AccountRow>(
          `SELECT uid, email, email_verified_at, deactivated_at, deletion_requested_at,
             EXISTS (SELECT 1 FROM credentials c WHERE c.uid = users.uid) AS has_password
           FROM users WHERE uid = ? AND deleted_at IS NULL`,
        )
        .get(uid);
      return row ? accountFromRow(row) : null;
    },

    async markEmailVerified(uid, email) {
      return db.transaction(() => {
        const user = userRowById(db, uid);
        if (!user || user.email.toLowerCase() !== email.trim().toLowerCase()) return false;
        if (user.email_verified_at === null) {
          const t = stamp();
          db.prepare("UPDATE users SET email_verified_at = ?, updated_at = ? WHERE uid = ?").run(t, t, uid);
        }
        return true;
      })();
    },

    async setPasswordHash(uid, passwordHash) {
      return db.prepare("UPDATE credentials SET password_hash = ? WHERE uid = ?").run(passwordHash, uid).changes > 0;
    },

    async changeEmail(uid, email) {
      const address = email.trim();
      try {
        return db.transaction(() => {
          if (!userRowById(db, uid)) return false;
          const taken = db
            .prepare<[string, string, string, string]>(
              `SELECT 1 FROM users WHERE email = ? COLLATE NOCASE AND uid <> ?
               UNION ALL SELECT 1 FROM credentials WHERE email = ? COLLATE NOCASE AND uid <> ?`,
            )
            .get(address, uid, address, uid);
          if (taken) throw new EmailTakenError();
          const t = stamp();
          db.prepare("UPDATE users SET email = ?, email_verified_at = ?, updated_at = ? WHERE uid = ?").run(
            address,
            t,
            t,
            uid,
          );
          db.prepare("UPDATE credentials SET email = ? WHERE uid = ?").run(address, uid);
          return true;
        })();
      } catch (error) {
        // Another process took the address between the check and the write: the unique index says so.
        if (error instanceof Database.SqliteError && error.code === "SQLITE_CONSTRAINT_UNIQUE") {
          throw new EmailTakenError();
        }
        throw error;
      }
    },

    async setDeactivated(uid, at) {
      return setInstant("deactivated_at", uid, at);
    },

    async setDeletionRequested(uid, at) {
      return setInstant("deletion_requested_at", uid, at);
    },

    async deletionsDue(before, limit) {
      return db
        .prepare<[number, number], { uid: string }>(
          `SELECT uid FROM users WHERE deletion_requested_at <= ? AND deleted_at IS NULL
           ORDER BY deletion_requested_at, uid LIMIT ?`,
        )
        .all(before.getTime(), limit)
        .map((r) => r.uid);
    },

    async purge(uid) {
      const purged = db.transaction(() => {
        if (!userRowById(db, uid)) return false;
        const t = stamp();
        db.prepare("DELETE FROM credentials WHERE uid = ?").run(uid);
        for (const table of PURGED_BY_USER_ID) db.prepare(`DELETE FROM ${table} WHERE user_id = ?`).run(uid);
        // A message stays for the admins who answer it, without who sent it.
        db.prepare("UPDATE contact_messages SET user_id = NULL, name = '', email = '' WHERE user_id = ?").run(uid);
        // Payments stay as financial records (amount, course, dates, status, the gateway's ids) naming nobody:
        // a transfer's reference was typed by the payer, its receipt is their upload, a note may name them.
        db.prepare(
          `UPDATE payments SET receipt_key = NULL, note = NULL,
             provider_reference = CASE WHEN method = 'manual_transfer' THEN NULL ELSE provider_reference END
           WHERE user_id = ?`,
        ).run(uid);
        // The tombstone: payments reference the row. Its address is unique and can receive nothing.
        db.prepare(
          `UPDATE users SET display_name = '', email = ?, photo_url = NULL, role = 'student', preferred_language = NULL,
             notification_preferences = NULL, push_offer_answered = 0, email_verified_at = NULL, deactivated_at = NULL,
             deletion_requested_at = NULL, deleted_at = ?, updated_at = ?
           WHERE uid = ?`,
        ).run(`deleted+${uid}@invalid`, t, t, uid);
        return true;
      })();
      if (purged) notificationsChanged(uid);
      return purged;
    },
  };
}
