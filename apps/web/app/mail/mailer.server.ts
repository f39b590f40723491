/**
 * How a rendered mail leaves the server: the transport port and its two adapters, SMTP through
 * nodemailer (SMTP_URL) and the demo's outbox (no SMTP_URL: a real MIME message written beside the
 * database, and one line in the server log with the link it carries, so `npm start` needs nothing).
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { OutgoingMail } from "#app/data/ports";
import type { Config } from "#app/env.server";
import { now } from "#app/utils/clock.server";

/** A mail with its sender, ready for a transport. */
type MailToSend = OutgoingMail & { from: string };

/** The transport port: sends one mail, or throws with the reason it could not. */
export interface MailTransport {
  /**
   * True for the outbox: what it "sent" stays readable for the demo admin, so the queue keeps the
   * body; a mail sent through SMTP has its links blanked from the database.
   */
  readonly keepsBody: boolean;
  send(mail: MailToSend): Promise<void>;
}

/** Far below the queue's lease: a send that hangs fails and is retried instead of being claimed twice. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * nodemailer's message: both parts, the recipient's language, marked as sent by a machine (RFC 3834:
 * auto-responders do not answer it). Nothing is fetched for it: no remote images, no files.
 */
function messageOf(mail: MailToSend) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: { "Content-Language": mail.locale, "Auto-Submitted": "auto-generated" },
    disableUrlAccess: true,
    disableFileAccess: true,
  };
}

/** Sends through the SMTP server of `url` (smtp:// with STARTTLS when offered, or smtps://), a connection a mail. */
export function smtpTransport(url: string): MailTransport {
  const transport = nodemailer.createTransport({ url, ...TIMEOUTS });
  return {
    keepsBody: false,
    async send(mail) {
      await transport.sendMail(messageOf(mail));
    },
  };
}

/** The first web address in a text: the link a mail carries. */
function firstLink(text: string): string | null {
  return text.match(/https?:\/\/\S+/)?.[0] ?? null;
}

/**
 * The demo's outbox: each mail becomes an `.eml` file in `dir` (the MIME message an SMTP server would
 * have got; any mail program opens it) and one line in the log: `[mail] <kind> to <address>: <link>`.
 */
export function outboxTransport(dir: string, log: (line: string) => void = console.log): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    keepsBody: true,
    async send(mail) {
      const { message } = await composer.sendMail(messageOf(mail));
      await fs.mkdir(dir, { recursive: true });
      const name = `${now().toISOString().replace(/[:.]/g, "-")}-${mail.kind}-${randomUUID().slice(0, 8)}.eml`;
      await fs.writeFile(path.join(dir, name), message as Buffer);
      const link = firstLink(mail.text);
      log(`[mail] ${mail.kind} to ${mail.to}${link ? `: ${link}` : ""}`);
    },
  };
}

/** The configured transport: SMTP when SMTP_URL is set, else the outbox (in production too). */
export function transportFor(mail: Config["mail"]): MailTransport {
  return mail.smtpUrl ? smtpTransport(mail.smtpUrl) : outboxTransport(mail.outboxDir);
}
