/**
 * The e-mails' words and looks: each MailKind rendered in the recipient's language as a subject, a plain
 * text (each link on its own line) and an HTML part in the brand's colour, right-to-left in Arabic. The
 * HTML has inline styles only, loads nothing from anywhere (no images, fonts, stylesheets or tracking
 * pixels) and escapes every value it is given.
 */
import { formatDate } from "@masar/domain/format";
import { directionOf, type Locale } from "@masar/domain/locale";
import { PLATFORM_TIME_ZONE } from "@masar/domain/zoned-time";
import type { MailKind, OutgoingMail } from "#app/data/ports";
// The full server translator: a mail is written in its recipient's language, whatever the page's.
import "#app/i18n/i18next.server";
import { fixedT } from "#app/i18n/translate";

/** What each kind of mail says beside the recipient's name. Links are absolute http(s) URLs. */
export interface MailParams {
  "verify-email": { name: string; link: string; hours: number };
  /** To the owner of an address someone tried to sign up with. */
  "email-taken": { name: string; signInLink: string; resetLink: string };
  "reset-password": { name: string; link: string; minutes: number };
  /** To the new address: the link confirms it. */
  "change-email": { name: string; link: string; newEmail: string; hours: number };
  /** A notice to the old address. */
  "email-changed": { name: string; newEmail: string };
  "password-changed": { name: string };
  /** `date`: when the account will be purged; `signInLink`: signing in before then cancels it. */
  "deletion-scheduled": { name: string; date: Date; signInLink: string };
}

/**
 * The primary colour of the kit's light theme (packages/ui/src/styles/tokens.css `--primary`, which a
 * test holds this to): a mail cannot read CSS variables.
 */
export const BRAND_COLOR = "#0b6b63";
const BRAND_TEXT = "#ffffff";
const INK = "#10212b";
const MUTED = "#4b5b63";
const PAGE = "#f1f5f4";
const BORDER = "#d5dfe0";
const FONT = "'IBM Plex Sans Arabic', Tahoma, 'Segoe UI', Arial, sans-serif";

/** The i18n group of each kind (`mail:mail.<group>.*`). */
const GROUPS: Record<MailKind, string> = {
  "verify-email": "verifyEmail",
  "email-taken": "emailTaken",
  "reset-password": "resetPassword",
  "change-email": "changeEmail",
  "email-changed": "emailChanged",
  "password-changed": "passwordChanged",
  "deletion-scheduled": "deletionScheduled",
};

/** A sentence of the mail (a key of its group, with values), or a link shown as a button. */
type Block =
  | { kind: "line"; key: string; values?: Record<string, string>; count?: number }
  | { kind: "action"; label: string; link: string };

const line = (key: string, values?: Record<string, string>, count?: number): Block => ({
  kind: "line",
  key,
  values,
  count,
});
const action = (label: string, link: string): Block => ({ kind: "action", label, link });

/** Each kind's sentences and buttons, in order, between the greeting and the signature. */
const TEMPLATES: { [K in MailKind]: (params: MailParams[K], locale: Locale) => Block[] } = {
  "verify-email": ({ link, hours }) => [
    line("intro"),
    action("action", link),
    line("expiry", {}, hours),
    line("ignore"),
  ],
  "email-taken": ({ signInLink, resetLink }) => [
    line("intro"),
    line("signInLead"),
    action("signIn", signInLink),
    line("resetLead"),
    action("reset", resetLink),
    line("ignore"),
  ],
  "reset-password": ({ link, minutes }) => [
    line("intro"),
    action("action", link),
    line("expiry", {}, minutes),
    line("ignore"),
  ],
  "change-email": ({ link, newEmail, hours }) => [
    line("intro", { newEmail }),
    action("action", link),
    line("expiry", {}, hours),
    line("ignore"),
  ],
  "email-changed": ({ newEmail }) => [line("intro", { newEmail }), line("notYou")],
  "password-changed": () => [line("intro"), line("notYou")],
  "deletion-scheduled": ({ date, signInLink }, locale) => [
    // The instant it is purged, in Cairo time (the message says so), in the reader's digits and words.
    line("intro", {
      date: formatDate(date, locale, { dateStyle: "full", timeStyle: "short", timeZone: PLATFORM_TIME_ZONE }),
    }),
    line("cancel"),
    action("action", signInLink),
  ],
};

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe for HTML content and attribute values. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Refuses anything but an absolute http(s) address: a link in a mail is never a script or a relative path. */
function checkedLink(link: string): string {
  const url = new URL(link);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`Not a web link: ${url.protocol}`);
  return url.href;
}

/**
 * A sentence in HTML: the message escaped, each value escaped too and isolated in <bdi>, so an address
 * or a Latin name keeps its own direction inside an Arabic sentence. Values go in as markers that no
 * message contains, and come back after the escaping.
 */
function htmlLine(t: ReturnType<typeof fixedT>, key: string, values: Record<string, string>, count?: number) {
  const names = Object.keys(values);
  const markers = Object.fromEntries(names.map((name, i) => [name, `\uE000${i}\uE001`]));
  const text = escapeHtml(t(key, { ...markers, ...(count === undefined ? {} : { count }) }));
  return text.replace(/\uE000(\d+)\uE001/g, (_, i: string) => `<bdi>${escapeHtml(values[names[Number(i)]!]!)}</bdi>`);
}

/**
 * The mail of that kind, in `locale`, to `to`. Throws on a link that is not an absolute http(s) URL.
 */
export function renderMail<K extends MailKind>(
  kind: K,
  recipient: { to: string; locale: Locale },
  params: MailParams[K],
): OutgoingMail {
  const { to, locale } = recipient;
  const t = fixedT(locale);
  const group = `mail:mail.${GROUPS[kind]}`;
  const name = params.name.trim();
  const template = TEMPLATES[kind] as (params: MailParams[K], locale: Locale) => Block[];
  const blocks = template(params, locale).map((b) => (b.kind === "action" ? { ...b, link: checkedLink(b.link) } : b));
  const subject = t(`${group}.subject`);
  const brand = t("shell.appName");
  const greeting = name ? t("mail:mail.greeting", { name }) : t("mail:mail.greetingNoName");

  const text = [
    greeting,
    ...blocks.map((b) =>
      b.kind === "action"
        ? `${t(`${group}.${b.label}`)}:\n${b.link}`
        : t(`${group}.${b.key}`, { ...b.values, ...(b.count === undefined ? {} : { count: b.count }) }),
    ),
    // "-- " on its own line: mail programs know the signature starts there.
    `${t("mail:mail.signature")}\n\n-- \n${t("mail:mail.footer")}`,
  ].join("\n\n");

  const dir = directionOf(locale);
  const paragraph = (content: string, style = `margin:0 0 16px;font-size:16px;line-height:1.7;color:${INK};`) =>
    `<p style="${style}">${content}</p>`;
  const body = blocks
    .map((b) => {
      if (b.kind === "line") return paragraph(htmlLine(t, `${group}.${b.key}`, b.values ?? {}, b.count));
      const href = escapeHtml(b.link);
      return [
        `<p style="margin:8px 0 12px;"><a href="${href}" style="display:inline-block;background:${BRAND_COLOR};color:${BRAND_TEXT};text-decoration:none;font-weight:bold;font-size:16px;line-height:1.4;padding:12px 22px;border-radius:8px;">${escapeHtml(t(`${group}.${b.label}`))}</a></p>`,
        paragraph(
          `${escapeHtml(t("mail:mail.linkFallback"))}<br><a href="${href}" dir="ltr" style="color:${BRAND_COLOR};word-break:break-all;">${href}</a>`,
          `margin:0 0 16px;font-size:13px;line-height:1.6;color:${MUTED};`,
        ),
      ].join("\n");
    })
    .join("\n");

  const html = `<!DOCTYPE html>
<html lang="${locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body dir="${dir}" style="margin:0;padding:0;background:${PAGE};font-family:${FONT};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${PAGE};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border:1px solid ${BORDER};border-radius:12px;">
<tr><td style="background:${BRAND_COLOR};color:${BRAND_TEXT};padding:16px 24px;border-radius:12px 12px 0 0;font-size:22px;font-weight:bold;line-height:1.4;">${escapeHtml(brand)}</td></tr>
<tr><td style="padding:24px;">
${paragraph(name ? htmlLine(t, "mail:mail.greeting", { name }) : escapeHtml(t("mail:mail.greetingNoName")))}
${body}
${paragraph(escapeHtml(t("mail:mail.signature")), `margin:24px 0 0;font-size:16px;line-height:1.7;color:${INK};`)}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${BORDER};font-size:12px;line-height:1.6;color:${MUTED};">${escapeHtml(t("mail:mail.footer"))}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { kind, to, locale, subject, text, html };
}
