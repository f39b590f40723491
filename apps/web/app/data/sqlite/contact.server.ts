import { randomUUID } from "node:crypto";
import { ADMIN_PAGE_SIZE } from "@masar/domain/admin";
import { searchWords } from "@masar/domain/catalogue";
import { contactMessageSchema, type ContactMessage } from "@masar/domain/contact";
import type { ContactRepository } from "../ports";
import type { SqliteContext } from "./context.server";

/** A row of `contact_messages`. */
interface ContactMessageRow {
  id: string;
  user_id: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: number;
  handled_at: number | null;
  handled_by: string | null;
}

function contactMessageFromRow(r: ContactMessageRow): ContactMessage {
  return {
    id: r.id,
    userId: r.user_id,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    createdAt: new Date(r.created_at),
    handledAt: r.handled_at === null ? null : new Date(r.handled_at),
    handledBy: r.handled_by,
  };
}

export function createContactRepository({ db, stamp }: SqliteContext): ContactRepository {
  return {
    async create(input) {
      const m = contactMessageSchema.parse(input);
      const row: ContactMessageRow = {
        id: randomUUID(),
        user_id: input.userId,
        ...m,
        created_at: stamp(),
        handled_at: null,
        handled_by: null,
      };
      db.prepare<Omit<ContactMessageRow, "handled_at" | "handled_by">>(
        `INSERT INTO contact_messages (id, user_id, name, email, subject, message, created_at)
         VALUES (@id, @user_id, @name, @email, @subject, @message, @created_at)`,
      ).run(row);
      return contactMessageFromRow(row);
    },
    async list(limit = 50, { unhandled = false } = {}) {
      const where = unhandled ? "WHERE handled_at IS NULL" : "";
      return db
        .prepare<
          [number],
          ContactMessageRow
        >(`SELECT * FROM contact_messages ${where} ORDER BY created_at DESC LIMIT ?`)
        .all(limit)
        .map(contactMessageFromRow);
    },
    async markHandled(id, by) {
      return db.transaction(() => {
        db.prepare(
          "UPDATE contact_messages SET handled_at = ?, handled_by = ? WHERE id = ? AND handled_at IS NULL",
        ).run(stamp(), by, id);
        const row = db.prepare<[string], ContactMessageRow>("SELECT * FROM contact_messages WHERE id = ?").get(id);
        return row ? contactMessageFromRow(row) : null;
      })();
    },
    async markUnhandled(id) {
      return db.transaction(() => {
        db.prepare("UPDATE contact_messages SET handled_at = NULL, handled_by = NULL WHERE id = ?").run(id);
        const row = db.prepare<[string], ContactMessageRow>("SELECT * FROM contact_messages WHERE id = ?").get(id);
        return row ? contactMessageFromRow(row) : null;
      })();
    },
    async search(query) {
      const where: string[] = [];
      const params: Record<string, string | number> = {};
      if (query.state === "waiting") where.push("handled_at IS NULL");
      if (query.state === "handled") where.push("handled_at IS NOT NULL");
      searchWords(query.q).forEach((word, i) => {
        where.push(`instr(masar_normalize(name || ' ' || email || ' ' || subject || ' ' || message), @w${i}) > 0`);
        params[`w${i}`] = word;
      });
      const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
      const total = db
        .prepare<typeof params, { n: number }>(`SELECT COUNT(*) AS n FROM contact_messages ${clause}`)
        .get(params)!.n;
      const items = db
        .prepare<typeof params, ContactMessageRow>(
          `SELECT * FROM contact_messages ${clause} ORDER BY created_at DESC, id LIMIT @limit OFFSET @offset`,
        )
        .all({ ...params, limit: ADMIN_PAGE_SIZE, offset: (query.page - 1) * ADMIN_PAGE_SIZE })
        .map(contactMessageFromRow);
      return { items, total, page: query.page, pageSize: ADMIN_PAGE_SIZE };
    },
    async countUnhandled() {
      return db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM contact_messages WHERE handled_at IS NULL").get()!
        .n;
    },
  };
}
