import type { Locale } from "./locale";
import { defaultNotificationPreferences, type NotificationPreferences } from "./notification-preferences";

export const ROLES = ["student", "teacher", "admin"] as const;
export type Role = (typeof ROLES)[number];

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
export interface PushSubscriptionJSON {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

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
  /** Push per kind and quiet hours; in-app notifications always arrive (decision 016). */
  notificationPreferences: NotificationPreferences;
  /** The student answered the offer to enable browser notifications (shown once, after a first enrollment). */
  pushOfferAnswered: boolean;
  /** The e-mail address was proved by a link sent to it (accounts made before issue 38 count as verified). */
  emailVerified: boolean;
  createdAt: Date;
  updatedAt: Date;
}

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
    notificationPreferences: defaultNotificationPreferences(),
    pushOfferAnswered: false,
    emailVerified: false,
    createdAt: now,
    updatedAt: now,
  };
}
