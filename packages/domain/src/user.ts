import { z } from "zod";
import { localeSchema, type Locale } from "./locale";

export const ROLES = ["student", "teacher", "admin"] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);

/** A missing or unknown role counts as student (spec sections 3 and 5). */
export function roleOf(value: unknown): Role {
  return value === "teacher" || value === "admin" ? value : "student";
}

export interface RoleFlags {
  isAdmin: boolean;
  isTeacher: boolean;
  isStudent: boolean;
}

export function roleFlags(role: Role): RoleFlags {
  return { isAdmin: role === "admin", isTeacher: role === "teacher", isStudent: role === "student" };
}

/** A Web Push subscription as the browser's PushSubscription.toJSON() gives it (the spec's push token). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url(),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1), auth: z.string().min(1) }),
});
export type PushSubscriptionJSON = z.infer<typeof pushSubscriptionSchema>;

/** The session identity (spec section 3). */
export interface Identity {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string | null;
}

export interface UserProfile {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string | null;
  role: Role;
  preferredLanguage: Locale | null;
  subscribedCourses: string[];
  /** The push subscription (the spec's fcmToken) or null. */
  pushSubscription: PushSubscriptionJSON | null;
  notificationEnabled: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const profileUpdateSchema = z.object({
  displayName: z.string().trim().min(2, "validation.displayNameShort").max(80, "validation.displayNameLong"),
  photoURL: z
    .union([z.literal(""), z.url({ protocol: /^https?$/, error: "validation.photoUrl" }).max(2048)])
    .optional()
    .transform((v) => (v ? v : null)),
  preferredLanguage: localeSchema,
});
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The profile written on first sign-in when none exists (spec section 4). */
export function defaultProfile(identity: Identity, now: Date): UserProfile {
  return {
    uid: identity.uid,
    email: identity.email,
    displayName: identity.displayName,
    photoURL: identity.photoURL,
    role: "student",
    preferredLanguage: null,
    subscribedCourses: [],
    pushSubscription: null,
    notificationEnabled: false,
    createdAt: now,
    updatedAt: now,
  };
}
