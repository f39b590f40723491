import { randomUUID } from "node:crypto";
import { NOTIFICATION_FETCH_LIMIT, notificationFeed, type Notification } from "@masar/domain/notification";
import { newNotificationSchema, notificationFromStored } from "@masar/domain/notification-schema";
import type { NotificationRepository } from "../ports";
import { dateOrNull, parseJson } from "./columns";
import type { SqliteContext } from "./context.server";

/** A row of `notifications`; `seq` breaks ties between equal creation times. */
interface NotificationRow {
  id: string;
  user_id: string;
  title: string;
  body: string;
  localized: string;
  read: 0 | 1;
  read_at: number | null;
  created_at: number;
  type: string;
  data: string;
  seq: number;
}

/** Through the domain's reader, which applies the spec's fallbacks and validates data and texts. */
function notificationFromRow(r: NotificationRow): Notification {
  return notificationFromStored(
    r.id,
    {
      userId: r.user_id,
      title: r.title,
      body: r.body,
      localized: parseJson(r.localized),
      read: r.read === 1,
      readAt: dateOrNull(r.read_at),
      createdAt: new Date(r.created_at),
      type: r.type,
      data: parseJson(r.data),
    },
    (v) => (v instanceof Date ? v : null),
  );
}

export function createNotificationRepository(ctx: SqliteContext): NotificationRepository {
  const { db, stamp } = ctx;
  const list = (userId: string, limit: number, before = Number.MAX_SAFE_INTEGER) =>
    db
      .prepare<
        [string, number, number],
        NotificationRow
      >("SELECT * FROM notifications WHERE user_id = ? AND created_at < ? ORDER BY created_at DESC, seq DESC LIMIT ?")
      .all(userId, before, limit)
      .map(notificationFromRow);
  // -1 is SQLite's "no limit".
  const all = (userId: string) => list(userId, -1);

  const changedIf = (userId: string, changes: number) => {
    if (changes) ctx.notificationsChanged(userId);
    return changes;
  };

  return {
    async add(input) {
      const n = newNotificationSchema.parse(input);
      const id = randomUUID();
      // seq comes from the database in the insert itself, which holds the write lock (migration 10):
      // unique across server processes.
      db.prepare<Omit<NotificationRow, "read" | "read_at" | "seq">>(
        `INSERT INTO notifications (id, user_id, title, body, localized, read, read_at, created_at, type, data, seq)
         VALUES (@id, @user_id, @title, @body, @localized, 0, NULL, @created_at, @type, @data,
                 (SELECT COALESCE(MAX(seq), 0) + 1 FROM notifications))`,
      ).run({
        id,
        user_id: n.userId,
        title: n.title,
        body: n.body,
        localized: JSON.stringify(n.localized),
        created_at: stamp(),
        type: n.type,
        data: JSON.stringify(n.data),
      });
      ctx.notificationsChanged(n.userId);
      return notificationFromRow(
        db.prepare<[string], NotificationRow>("SELECT * FROM notifications WHERE id = ?").get(id)!,
      );
    },
    async listByUser(userId, page = {}) {
      return list(userId, page.limit ?? NOTIFICATION_FETCH_LIMIT, page.before?.getTime());
    },
    watch(userId, onChange) {
      let active = true;
      const deliver = () => {
        if (active) onChange(notificationFeed(all(userId)));
      };
      const off = ctx.onNotificationsChanged(userId, deliver);
      // The first delivery comes after subscribing returns, as Firestore's onSnapshot does.
      queueMicrotask(deliver);
      return () => {
        active = false;
        off();
      };
    },
    async unreadCount(userId) {
      return db
        .prepare<[string], { n: number }>("SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND read = 0")
        .get(userId)!.n;
    },
    async get(userId, id) {
      const row = db
        .prepare<[string, string], NotificationRow>("SELECT * FROM notifications WHERE id = ? AND user_id = ?")
        .get(id, userId);
      return row ? notificationFromRow(row) : null;
    },
    async markRead(userId, id) {
      const changes = db
        .prepare("UPDATE notifications SET read = 1, read_at = COALESCE(read_at, ?) WHERE id = ? AND user_id = ?")
        .run(stamp(), id, userId).changes;
      return changedIf(userId, changes) > 0;
    },
    async markAllRead(userId) {
      const changes = db
        .prepare("UPDATE notifications SET read = 1, read_at = ? WHERE user_id = ? AND read = 0")
        .run(stamp(), userId).changes;
      return changedIf(userId, changes);
    },
    async delete(userId, id) {
      const changes = db.prepare("DELETE FROM notifications WHERE id = ? AND user_id = ?").run(id, userId).changes;
      return changedIf(userId, changes) > 0;
    },
  };
}
