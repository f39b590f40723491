import { z } from "./zod";
import { localeSchema } from "./locale-schema";
import { ROLES } from "./user";

export const roleSchema = z.enum(ROLES);

/** A Web Push subscription as the browser's PushSubscription.toJSON() gives it (the spec's push token). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url(),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1), auth: z.string().min(1) }),
});

export const profileUpdateSchema = z.object({
  displayName: z.string().trim().min(2, "validation.displayNameShort").max(80, "validation.displayNameLong"),
  photoURL: z
    .union([z.literal(""), z.url({ protocol: /^https?$/, error: "validation.photoUrl" }).max(2048)])
    .optional()
    .transform((v) => (v ? v : null)),
  /** A language, or empty for "same as the interface" (stored as null: the toggle decides). */
  preferredLanguage: z
    .union([z.literal(""), localeSchema])
    .optional()
    .transform((v) => (v ? v : null)),
});
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
