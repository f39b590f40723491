import { z } from "./zod";
import { DEFAULT_LOCALE, LOCALES } from "./locale";
import { DEFAULT_NOTIFICATION_TYPE, type Notification, type NotificationTexts } from "./notification";

export const notificationDataSchema = z
  .object({ courseId: z.string().optional() })
  .catchall(z.union([z.string(), z.number(), z.boolean(), z.null()]));

const titleSchema = z.string().trim().min(1).max(200);
const bodySchema = z.string().trim().max(2000);

export const notificationTextSchema = z.object({ title: titleSchema, body: bodySchema.default("") });

export const notificationTextsSchema = z.object({
  ar: notificationTextSchema.optional(),
  en: notificationTextSchema.optional(),
});

export const newNotificationSchema = z
  .object({
    userId: z.string().min(1),
    /** The spec's field. Optional when `localized` is given: then the default language's text fills it. */
    title: titleSchema.optional(),
    body: bodySchema.optional(),
    /** Accepted in place of body (spec: body falls back to a supplied message). */
    message: bodySchema.optional(),
    /** The text in each language the notification is written in, so each reader sees their own. */
    localized: notificationTextsSchema.default({}),
    type: z.string().trim().min(1).max(40).default(DEFAULT_NOTIFICATION_TYPE),
    data: notificationDataSchema.default({}),
  })
  .transform(({ message, body, title, localized, ...rest }, ctx) => {
    const spec = title !== undefined ? { title, body: "" } : (localized[DEFAULT_LOCALE] ?? localized.en);
    if (!spec) {
      ctx.addIssue({ code: "custom", path: ["title"], message: "validation.required" });
      return z.NEVER;
    }
    return { ...rest, title: spec.title, body: body || message || spec.body, localized: definedTexts(localized) };
  });
export type NewNotification = z.input<typeof newNotificationSchema>;

/** Drops the languages that are absent, so stored documents carry no undefined fields. */
function definedTexts(texts: NotificationTexts): NotificationTexts {
  const out: NotificationTexts = {};
  for (const locale of LOCALES) {
    const text = texts[locale];
    if (text) out[locale] = text;
  }
  return out;
}

/** Reads stored per-language texts; a language whose text is malformed is left out, not the others. */
export function notificationTextsFromStored(value: unknown): NotificationTexts {
  const out: NotificationTexts = {};
  if (typeof value !== "object" || value === null) return out;
  for (const locale of LOCALES) {
    const parsed = notificationTextSchema.safeParse(Reflect.get(value, locale));
    if (parsed.success) out[locale] = parsed.data;
  }
  return out;
}

/**
 * Reads a stored notification document, accepting the spec's fallbacks: `message` for `body` and
 * `isRead` for `read`.
 */
export function notificationFromStored(
  id: string,
  doc: Record<string, unknown>,
  toDate: (v: unknown) => Date | null,
): Notification {
  const body =
    typeof doc.body === "string" && doc.body !== "" ? doc.body : typeof doc.message === "string" ? doc.message : "";
  const read = typeof doc.read === "boolean" ? doc.read : doc.isRead === true;
  const parsedData = notificationDataSchema.safeParse(doc.data ?? {});
  return {
    id,
    userId: String(doc.userId ?? ""),
    title: String(doc.title ?? ""),
    body,
    localized: notificationTextsFromStored(doc.localized),
    read,
    readAt: toDate(doc.readAt),
    createdAt: toDate(doc.createdAt) ?? new Date(0),
    type: typeof doc.type === "string" && doc.type ? doc.type : DEFAULT_NOTIFICATION_TYPE,
    data: parsedData.success ? parsedData.data : {},
  };
}
