import type { MailStatus } from "#app/data/ports";
import { getConfig } from "#app/env.server";
import { getRepositories } from "#app/repositories.server";

/** Mails a page of the admin's outbox lists. */
const MAILBOX_PAGE = 20;

/** A mail's text cut into plain runs and links, so the page makes the links clickable and nothing else. */
function textParts(text: string): { text: string; link: boolean }[] {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/)
    .flatMap((piece, i) => (piece ? [{ text: piece, link: i % 2 === 1 }] : []));
}

/**
 * One page of outgoing mail, newest first, and the opened one. `demo` when no mail server is configured
 * (SMTP_URL): then every mail stays here, links included, for the demo's people to read.
 */
export async function mailbox(query: { status?: MailStatus; page: number; mail?: string }) {
  const repos = await getRepositories();
  const [page, mail] = await Promise.all([
    repos.mailQueue.list({ status: query.status, limit: MAILBOX_PAGE, offset: (query.page - 1) * MAILBOX_PAGE }),
    query.mail ? repos.mailQueue.get(query.mail) : null,
  ]);
  return {
    demo: getConfig().mail.smtpUrl === null,
    pageSize: MAILBOX_PAGE,
    page: {
      total: page.total,
      items: page.items.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        status: m.status,
        attempts: m.attempts,
        createdAt: m.createdAt,
      })),
    },
    open: mail
      ? {
          id: mail.id,
          to: mail.to,
          subject: mail.subject,
          status: mail.status,
          locale: mail.locale,
          createdAt: mail.createdAt,
          lastError: mail.lastError,
          text: mail.text,
          parts: textParts(mail.text),
        }
      : null,
  };
}
