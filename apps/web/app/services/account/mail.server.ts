import type { Locale } from "@masar/domain/locale";
import type { MailKind } from "#app/data/ports";
import { queueMail } from "#app/mail/queue.server";
import { renderMail, type MailParams } from "#app/mail/templates.server";

/**
 * Queues a mail of the kind in the recipient's language. The caller has already stored what the mail
 * tells (the token, the change): the queue sends after, retries, and never holds up the request.
 */
export async function mail<K extends MailKind>(to: string, locale: Locale, kind: K, params: MailParams[K]) {
  await queueMail(renderMail(kind, { to, locale }, params));
}
