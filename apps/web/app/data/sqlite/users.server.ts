import type { Locale } from "@masar/domain/locale";
import { pushProfileFields } from "@masar/domain/push-subscription";
import { defaultProfile, roleOf, type UserProfile } from "@masar/domain/user";
import { notificationPreferencesFromStored } from "@masar/domain/notification-preferences";
import type { UserRepository } from "../ports";
import { flag, parseJson } from "./columns";
import type { Db, SqliteContext } from "./context.server";
import { pushSubscriptionsOf } from "./push-subscriptions.server";

/**
 * A row of `users` (since migration 2 the push fields live in push_subscriptions). A row with
 * `deleted_at` (migration 15) is a purged account's tombstone: it is no user, and no method here reads it.
 */
interface UserRow {
  uid: string;
  email: string;
  display_name: string;
  photo_url: string | null;
  role: string | null;
  preferred_language: Locale | null;
  /** JSON (migration 7); NULL reads as the defaults. */
  notification_preferences: string | null;
  push_offer_answered: 0 | 1;
  email_verified_at: number | null;
  deactivated_at: number | null;
  deletion_requested_at: number | null;
  deleted_at: number | null;
  created_at: number;
  updated_at: number;
}

/** A profile with what other tables hold: the enrolled courses and the push subscriptions. */
function userFromRow(db: Db, r: UserRow): UserProfile {
  const subscribedCourses = db
    .prepare<[string], { course_id: string }>(
      "SELECT course_id FROM enrollments WHERE user_id = ? AND ended_at IS NULL ORDER BY enrolled_at",
    )
    .all(r.uid)
    .map((e) => e.course_id);
  return {
    uid: r.uid,
    email: r.email,
    displayName: r.display_name,
    photoURL: r.photo_url,
    role: roleOf(r.role),
    preferredLanguage: r.preferred_language,
    subscribedCourses,
    ...pushProfileFields(pushSubscriptionsOf(db, r.uid)),
    notificationPreferences: notificationPreferencesFromStored(parseJson(r.notification_preferences)),
    pushOfferAnswered: r.push_offer_answered === 1,
    emailVerified: r.email_verified_at !== null,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  };
}

/** The account's row, tombstones left out. */
export const userRowById = (db: Db, uid: string) =>
  db.prepare<[string], UserRow>("SELECT * FROM users WHERE uid = ? AND deleted_at IS NULL").get(uid);

function userById(db: Db, uid: string): UserProfile | null {
  const row = userRowById(db, uid);
  return row ? userFromRow(db, row) : null;
}

export function createUserRepository({ db, stamp }: SqliteContext): UserRepository {
  return {
    async get(uid) {
      return userById(db, uid);
    },
    async getByEmail(email) {
      const row = db
        .prepare<[string], UserRow>("SELECT * FROM users WHERE email = ? COLLATE NOCASE AND deleted_at IS NULL")
        .get(email.trim());
      return row ? userFromRow(db, row) : null;
    },
    async ensureProfile(identity) {
      return db.transaction(() => {
        const existing = userById(db, identity.uid);
        if (existing) return { profile: existing, created: false };
        const p = defaultProfile(identity, new Date(stamp()));
        // A purged account's tombstone under this uid starts over as this new profile (its payments stay).
        db.prepare<
          Pick<UserRow, "uid" | "email" | "display_name" | "photo_url" | "role" | "created_at" | "updated_at">
        >(
          `INSERT INTO users (uid, email, display_name, photo_url, role, preferred_language, created_at, updated_at)
           VALUES (@uid, @email, @display_name, @photo_url, @role, NULL, @created_at, @updated_at)
           ON CONFLICT (uid) DO UPDATE SET email = excluded.email, display_name = excluded.display_name,
             photo_url = excluded.photo_url, role = excluded.role, preferred_language = NULL,
             notification_preferences = NULL, push_offer_answered = 0, email_verified_at = NULL,
             deactivated_at = NULL, deletion_requested_at = NULL, deleted_at = NULL,
             created_at = excluded.created_at, updated_at = excluded.updated_at
           WHERE users.deleted_at IS NOT NULL`,
        ).run({
          uid: p.uid,
          email: p.email,
          display_name: p.displayName,
          photo_url: p.photoURL,
          role: p.role,
          created_at: p.createdAt.getTime(),
          updated_at: p.updatedAt.getTime(),
        });
        return { profile: userById(db, p.uid)!, created: true };
      })();
    },
    async updateProfile(uid, fields) {
      const current = userById(db, uid);
      if (!current) return null;
      db.prepare(
        `UPDATE users SET display_name = ?, photo_url = ?, preferred_language = ?, notification_preferences = ?,
           push_offer_answered = ?, updated_at = ? WHERE uid = ?`,
      ).run(
        fields.displayName ?? current.displayName,
        fields.photoURL !== undefined ? fields.photoURL : current.photoURL,
        fields.preferredLanguage !== undefined ? fields.preferredLanguage : current.preferredLanguage,
        JSON.stringify(fields.notificationPreferences ?? current.notificationPreferences),
        flag(fields.pushOfferAnswered ?? current.pushOfferAnswered),
        stamp(),
        uid,
      );
      return userById(db, uid);
    },
    async setRole(uid, role) {
      const changes = db
        .prepare("UPDATE users SET role = ?, updated_at = ? WHERE uid = ? AND deleted_at IS NULL")
        .run(role, stamp(), uid).changes;
      return changes ? userById(db, uid) : null;
    },
    async count() {
      return db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM users WHERE deleted_at IS NULL").get()!.n;
    },
  };
}
