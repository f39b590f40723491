import { z } from "zod";
import { DEFAULT_NOTIFICATION_TYPE, type Notification } from "./notification";

export const notificationDataSchema = z
  .object({ courseId: z.string().optional() })
  .catchall(z.union([z.string(), z.number(), z.boolean(), z.null()]));

export const newNotificationSchema = z
  .object({
    userId: z.string().min(1),
    title: z.string().trim().min(1).max(200),
    body: z.string().trim().max(2000).optional(),
    /** Accepted in place of body (spec: body falls back to a supplied message). */
    message: z.string().trim().max(2000).optional(),
    type: z.string().trim().min(1).max(40).default(DEFAULT_NOTIFICATION_TYPE),
    data: notificationDataSchema.default({}),
  })
  .transform(({ message, body, ...rest }) => ({ ...rest, body: body || message || "" }));
export type NewNotification = z.input<typeof newNotificationSchema>;

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
    read,
    readAt: toDate(doc.readAt),
    createdAt: toDate(doc.createdAt) ?? new Date(0),
    type: typeof doc.type === "string" && doc.type ? doc.type : DEFAULT_NOTIFICATION_TYPE,
    data: parsedData.success ? parsedData.data : {},
  };
}
