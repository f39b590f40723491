import { randomUUID } from "node:crypto";
import type { Session } from "@masar/domain/session";
import type { SessionRepository } from "../ports";
import type { SqliteContext } from "./context.server";

/** A row of `sessions`. */
interface SessionRow {
  id: string;
  user_id: string;
  created_at: number;
  expires_at: number;
}

function sessionFromRow(r: SessionRow): Session {
  return { id: r.id, userId: r.user_id, createdAt: new Date(r.created_at), expiresAt: new Date(r.expires_at) };
}

export function createSessionRepository({ db, now, stamp }: SqliteContext): SessionRepository {
  return {
    async create(userId, expiresAt) {
      const row: SessionRow = {
        id: randomUUID(),
        user_id: userId,
        created_at: stamp(),
        expires_at: expiresAt.getTime(),
      };
      db.prepare<SessionRow>(
        "INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (@id, @user_id, @created_at, @expires_at)",
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
    async touch(id, expiresAt) {
      db.prepare("UPDATE sessions SET expires_at = ? WHERE id = ?").run(expiresAt.getTime(), id);
    },
    async delete(id) {
      db.prepare("DELETE FROM sessions WHERE id = ?").run(id);
    },
    async deleteByUser(userId) {
      db.prepare("DELETE FROM sessions WHERE user_id = ?").run(userId);
    },
  };
}
