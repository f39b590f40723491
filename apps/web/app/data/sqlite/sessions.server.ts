import { randomUUID } from "node:crypto";
import type { Session } from "@masar/domain/session";
import type { SessionRepository } from "../ports";
import type { SqliteContext } from "./context.server";

/** A row of `sessions`; `device` since migration 15. */
interface SessionRow {
  id: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  device: string | null;
}

function sessionFromRow(r: SessionRow): Session {
  return {
    id: r.id,
    userId: r.user_id,
    createdAt: new Date(r.created_at),
    expiresAt: new Date(r.expires_at),
    device: r.device,
  };
}

export function createSessionRepository({ db, now, stamp }: SqliteContext): SessionRepository {
  return {
    async create(userId, expiresAt, device = null) {
      const row: SessionRow = {
        id: randomUUID(),
        user_id: userId,
        created_at: stamp(),
        expires_at: expiresAt.getTime(),
        device,
      };
      db.prepare<SessionRow>(
        `INSERT INTO sessions (id, user_id, created_at, expires_at, device)
         VALUES (@id, @user_id, @created_at, @expires_at, @device)`,
      ).run(row);
      // Housekeeping: expired sessions go when new ones are made.
      db.prepare("DELETE FROM sessions WHERE expires_at < ?").run(now().getTime());
      return sessionFromRow(row);
    },
    async get(id) {
      const row = db
        .prepare<[string, number], SessionRow>("SELECT * FROM sessions WHERE id = ? AND expires_at > ?")
        .get(id, now().getTime());
      return row ? sessionFromRow(row) : null;
    },
    async listByUser(userId) {
      return db
        .prepare<
          [string, number],
          SessionRow
        >("SELECT * FROM sessions WHERE user_id = ? AND expires_at > ? ORDER BY created_at DESC, id")
        .all(userId, now().getTime())
        .map(sessionFromRow);
    },
    async touch(id, expiresAt) {
      db.prepare("UPDATE sessions SET expires_at = ? WHERE id = ?").run(expiresAt.getTime(), id);
    },
    async delete(id) {
      db.prepare("DELETE FROM sessions WHERE id = ?").run(id);
    },
    async deleteByUser(userId, exceptId) {
      db.prepare("DELETE FROM sessions WHERE user_id = ? AND id IS NOT ?").run(userId, exceptId ?? null);
    },
  };
}
