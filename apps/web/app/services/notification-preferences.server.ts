import type { NotificationPreferences } from "@masar/domain/notification-preferences";
import type { UserProfile } from "@masar/domain/user";
import { getRepositories } from "#app/repositories.server";

/** Saves the user's push preferences (validated by the caller's form schema); false without such a user. */
export async function saveNotificationPreferences(uid: string, preferences: NotificationPreferences) {
  const updated = await (await getRepositories()).users.updateProfile(uid, { notificationPreferences: preferences });
  return updated !== null;
}

/** The student answered the push offer (enabled or dismissed it): it is never shown again. */
export async function answerPushOffer(uid: string) {
  const updated = await (await getRepositories()).users.updateProfile(uid, { pushOfferAnswered: true });
  return updated !== null;
}

/**
 * Whether to offer browser notifications: to an enrolled student who has never answered the offer and
 * has push on in no browser yet.
 */
export function shouldOfferPush(
  profile: Pick<UserProfile, "pushOfferAnswered" | "notificationEnabled" | "subscribedCourses">,
): boolean {
  return !profile.pushOfferAnswered && !profile.notificationEnabled && profile.subscribedCourses.length > 0;
}
