import { randomUUID } from "node:crypto";
import { contactMessageSchema, type ContactMessage } from "@masar/domain/learning";
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
  };
}

export function createContactRepository({ db, stamp }: SqliteContext): ContactRepository {
  return {
    async create(input) {
      const m = contactMessageSchema.parse(input);
      const row: ContactMessageRow = { id: randomUUID(), user_id: input.userId, ...m, created_at: stamp() };
      db.prepare<ContactMessageRow>(
        `INSERT INTO contact_messages (id, user_id, name, email, subject, message, created_at)
         VALUES (@id, @user_id, @name, @email, @subject, @message, @created_at)`,
      ).run(row);
      return contactMessageFromRow(row);
    },
    async list(limit = 50) {
      return db
        .prepare<[number], ContactMessageRow>("SELECT * FROM contact_messages ORDER BY created_at DESC LIMIT ?")
        .all(limit)
        .map(contactMessageFromRow);
    },
  };
}
