import { notificationKindSchema } from "@masar/domain/notification-preferences";
import type { DeferredPush, DeferredPushRepository } from "../ports";
import type { SqliteContext } from "./context.server";

/** A row of `deferred_pushes` (migration 7). */
interface DeferredPushRow {
  notification_id: string;
  user_id: string;
  kind: string;
  due_at: number;
}

const DEFAULT_TAKE = 100;

function fromRow(r: DeferredPushRow): DeferredPush | null {
  const kind = notificationKindSchema.safeParse(r.kind);
  if (!kind.success) return null;
  return { notificationId: r.notification_id, userId: r.user_id, kind: kind.data, dueAt: new Date(r.due_at) };
}

const present = (p: DeferredPush | null): p is DeferredPush => p !== null;

export function createDeferredPushRepository({ db }: SqliteContext): DeferredPushRepository {
  return {
    async defer(push) {
      db.prepare(
        `INSERT INTO deferred_pushes (notification_id, user_id, kind, due_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (notification_id) DO UPDATE SET due_at = MAX(due_at, excluded.due_at)`,
      ).run(push.notificationId, push.userId, push.kind, push.dueAt.getTime());
    },
    async takeDue(now, limit = DEFAULT_TAKE) {
      // One DELETE ... RETURNING under SQLite's write lock: of several processes asking at once, each
      // row goes to the one whose statement deleted it.
      const rows = db
        .prepare<[number, number], DeferredPushRow>(
          `DELETE FROM deferred_pushes WHERE notification_id IN (
             SELECT notification_id FROM deferred_pushes WHERE due_at <= ? ORDER BY due_at, notification_id LIMIT ?
           ) RETURNING *`,
        )
        .all(now.getTime(), limit);
      return rows
        .sort((a, b) => a.due_at - b.due_at || a.notification_id.localeCompare(b.notification_id))
        .map(fromRow)
        .filter(present);
    },
    async listByUser(userId) {
      return db
        .prepare<
          [string],
          DeferredPushRow
        >("SELECT * FROM deferred_pushes WHERE user_id = ? ORDER BY due_at, notification_id")
        .all(userId)
        .map(fromRow)
        .filter(present);
    },
  };
}
