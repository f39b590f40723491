import type { Locale } from "@masar/domain/locale";
import { pushSubscriptionSchema } from "@masar/domain/user-schema";
import { getRepositories } from "#app/repositories.server";
import { isAllowedPushEndpoint } from "#app/push/endpoint-guard.server";

export type SubscribeResult =
  | { ok: true; notificationEnabled: true }
  | { ok: false; error: "invalid" | "notAllowed" | "notFound" };

/**
 * Stores this browser's push subscription for the user (one per browser: the endpoint), after the
 * SSRF guard. A user who never chose a language gets the one they are reading now, so their pushes,
 * sent when no page is open, come in it (decision 006).
 */
export async function subscribeToPush(userId: string, body: unknown, locale: Locale): Promise<SubscribeResult> {
  const parsed = pushSubscriptionSchema.safeParse(body);
  if (!parsed.success) return { ok: false, error: "invalid" };
  if (!isAllowedPushEndpoint(parsed.data.endpoint)) return { ok: false, error: "notAllowed" };
  const repos = await getRepositories();
  const stored = await repos.pushSubscriptions.add(userId, parsed.data);
  if (!stored) return { ok: false, error: "notFound" };
  const profile = await repos.users.get(userId);
  if (profile && !profile.preferredLanguage) await repos.users.updateProfile(userId, { preferredLanguage: locale });
  return { ok: true, notificationEnabled: true };
}

/** Removes the user's own subscription for this browser; notificationEnabled follows what is left. */
export async function unsubscribeFromPush(userId: string, body: unknown) {
  const endpoint = typeof body === "object" && body !== null ? (body as { endpoint?: unknown }).endpoint : undefined;
  if (typeof endpoint !== "string" || endpoint.length === 0 || endpoint.length > 2048) {
    return { ok: false as const, error: "invalid" as const };
  }
  const repos = await getRepositories();
  if (!(await repos.pushSubscriptions.remove(userId, endpoint)))
    return { ok: false as const, error: "notFound" as const };
  const left = await repos.pushSubscriptions.listByUser(userId);
  return { ok: true as const, notificationEnabled: left.length > 0 };
}
