import { randomUUID } from "node:crypto";
import { toLocale } from "@masar/domain/locale";
import type { MailKind, MailQueueRepository, MailStatus, QueuedMail } from "../ports";
import { dateOrNull, pagedRows } from "./columns";
import type { SqliteContext } from "./context.server";

/** A row of `mail_queue` (migration 16). */
interface MailRow {
  id: string;
  kind: string;
  to_address: string;
  locale: string;
  subject: string;
  text: string;
  html: string;
  status: MailStatus;
  attempts: number;
  next_attempt_at: number;
  created_at: number;
  sent_at: number | null;
  last_error: string | null;
}

function fromRow(r: MailRow): QueuedMail {
  return {
    id: r.id,
    kind: r.kind as MailKind,
    to: r.to_address,
    locale: toLocale(r.locale),
    subject: r.subject,
    text: r.text,
    html: r.html,
    status: r.status,
    attempts: r.attempts,
    nextAttemptAt: new Date(r.next_attempt_at),
    createdAt: new Date(r.created_at),
    sentAt: dateOrNull(r.sent_at),
    lastError: r.last_error,
  };
}

/** Due mails leave in the order they fell due; mails due at the same instant, oldest first. */
const byDue = (a: MailRow, b: MailRow) =>
  a.next_attempt_at - b.next_attempt_at || a.created_at - b.created_at || a.id.localeCompare(b.id);

export function createMailQueueRepository({ db, now, stamp }: SqliteContext): MailQueueRepository {
  /** Counts an attempt on a mail still queued; a sent or failed mail stays as it is. */
  const attempt = (id: string, set: string, ...values: (string | number | null)[]) =>
    db
      .prepare(`UPDATE mail_queue SET attempts = attempts + 1, ${set} WHERE id = ? AND status = 'queued'`)
      .run(...values, id);

  return {
    async enqueue(mail) {
      // Due at the clock's now: the creation stamp may run a millisecond ahead of it (stamp()), and a
      // mail queued in a burst must not wait for the next poll.
      const due = now().getTime();
      const row: MailRow = {
        id: randomUUID(),
        kind: mail.kind,
        to_address: mail.to,
        locale: mail.locale,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        status: "queued",
        attempts: 0,
        next_attempt_at: due,
        created_at: stamp(),
        sent_at: null,
        last_error: null,
      };
      db.prepare<MailRow>(
        `INSERT INTO mail_queue (id, kind, to_address, locale, subject, text, html, status, attempts, next_attempt_at,
           created_at, sent_at, last_error)
         VALUES (@id, @kind, @to_address, @locale, @subject, @text, @html, @status, @attempts, @next_attempt_at,
           @created_at, @sent_at, @last_error)`,
      ).run(row);
      return fromRow(row);
    },
    async claimDue(limit, leaseUntil) {
      // One UPDATE ... RETURNING under SQLite's write lock: of several processes claiming at once, each
      // mail goes to the one whose statement moved it past now.
      return db
        .prepare<[number, number, number], MailRow>(
          `UPDATE mail_queue SET next_attempt_at = ? WHERE id IN (
             SELECT id FROM mail_queue WHERE status = 'queued' AND next_attempt_at <= ?
             ORDER BY next_attempt_at, created_at, id LIMIT ?
           ) RETURNING *`,
        )
        .all(leaseUntil.getTime(), now().getTime(), limit)
        .sort(byDue)
        .map(fromRow);
    },
    async markSent(id, keepBody) {
      attempt(
        id,
        `status = 'sent', sent_at = ?${keepBody ? "" : ", text = '', html = ''"}, last_error = NULL`,
        now().getTime(),
      );
    },
    async markRetry(id, error, nextAttemptAt) {
      attempt(id, "last_error = ?, next_attempt_at = ?", error, nextAttemptAt.getTime());
    },
    async markFailed(id, error) {
      attempt(id, "status = 'failed', last_error = ?", error);
    },
    async list({ status, limit, offset }) {
      const { rows, total } = pagedRows<MailRow>(db, {
        table: "mail_queue",
        where: status ? "WHERE status = @status" : "",
        orderBy: "ORDER BY created_at DESC, id DESC",
        params: { status: status ?? null },
        limit,
        offset,
      });
      return { items: rows.map(fromRow), total };
    },
    async get(id) {
      const row = db.prepare<[string], MailRow>("SELECT * FROM mail_queue WHERE id = ?").get(id);
      return row ? fromRow(row) : null;
    },
    async forgetAddress(address) {
      return db.prepare("DELETE FROM mail_queue WHERE to_address = ?").run(address).changes;
    },
  };
}
