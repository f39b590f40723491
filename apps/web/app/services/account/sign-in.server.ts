import type { z } from "zod";
import { roleOf, type Identity, type Role } from "@masar/domain/user";
import type { profileUpdateSchema } from "@masar/domain/user-schema";
import { createLocalIdentity } from "#app/auth/identity.server";
import { getRepositories } from "#app/repositories.server";
import { EmailTakenError } from "#app/data/ports";
import { now as clockNow } from "#app/utils/clock.server";
import type { Locale } from "@masar/domain/locale";
import { sendVerification, tellAddressOwner } from "./verification.server";

/** Throttling: failed sign-ins per account and per address, in 15-minute windows. */
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

/** Whole minutes (at least 1) until a rate-limit window ends, for "please wait N minutes". */
export function minutesUntil(resetAt: Date, now = clockNow().getTime()): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - now) / 60_000));
}

export type LoginResult =
  | { ok: true; identity: Identity; role: Role; preferredLanguage: "ar" | "en" | null; deletionCancelled: boolean }
  | { ok: false; reason: "invalid" | "deactivated" }
  | { ok: false; reason: "throttled"; retryAfterMinutes: number };

export async function login(email: string, password: string, address: string): Promise<LoginResult> {
  const repos = await getRepositories();
  const accountKey = `login:account:${email.trim().toLowerCase()}`;
  const addressKey = `login:address:${address}`;
  const [account, byAddress] = await Promise.all([
    repos.rateLimits.peek(accountKey, LOGIN_WINDOW_MS),
    repos.rateLimits.peek(addressKey, LOGIN_WINDOW_MS),
  ]);
  const blocked = [
    account.count >= MAX_FAILURES_PER_ACCOUNT ? account : null,
    byAddress.count >= MAX_FAILURES_PER_ADDRESS ? byAddress : null,
  ];
  const until = Math.max(...blocked.map((b) => b?.resetAt.getTime() ?? 0));
  if (until > 0) return { ok: false, reason: "throttled", retryAfterMinutes: minutesUntil(new Date(until)) };
  const identity = await createLocalIdentity(repos).verify(email, password);
  if (!identity) {
    // Only failures count towards the limits.
    await Promise.all([
      repos.rateLimits.hit(accountKey, LOGIN_WINDOW_MS),
      repos.rateLimits.hit(addressKey, LOGIN_WINDOW_MS),
    ]);
    return { ok: false, reason: "invalid" };
  }
  await repos.rateLimits.reset(accountKey);
  const [profile, state] = await Promise.all([repos.users.get(identity.uid), repos.accounts.state(identity.uid)]);
  // The right password of a deactivated account is told apart: its owner learns why, nobody else can.
  if (state?.deactivatedAt) return { ok: false, reason: "deactivated" };
  // Coming back within the grace period keeps the account.
  const deletionCancelled = Boolean(state?.deletionRequestedAt);
  if (deletionCancelled) await repos.accounts.setDeletionRequested(identity.uid, null);
  return {
    ok: true,
    identity,
    role: roleOf(profile?.role),
    preferredLanguage: profile?.preferredLanguage ?? null,
    deletionCancelled,
  };
}

export type SignUpResult =
  | { ok: true; identity: Identity }
  | { ok: false; reason: "taken" }
  | { ok: false; reason: "throttled"; retryAfterMinutes: number };

export async function signUp(
  input: { displayName: string; email: string; password: string },
  address: string,
  locale: Locale,
): Promise<SignUpResult> {
  const repos = await getRepositories();
  const limit = await repos.rateLimits.hit(`signup:address:${address}`, 60 * 60 * 1000);
  if (limit.count > 10) {
    return {
      ok: false,
      reason: "throttled",
      retryAfterMinutes: minutesUntil(limit.resetAt),
    };
  }
  try {
    const identity = await createLocalIdentity(repos).signUp(input);
    // Signed in at once; the banner asks for the address to be proved by the link mailed now.
    await sendVerification(identity, locale);
    return { ok: true, identity };
  } catch (error) {
    if (!(error instanceof EmailTakenError)) throw error;
    // Its owner is told, with the ways back in (someone who forgot having an account, or a stranger).
    await tellAddressOwner(input.email, locale);
    return { ok: false, reason: "taken" };
  }
}

/** Profile update: does nothing without a signed-in user (spec section 5); the caller guards. */
export async function updateProfile(uid: string | null | undefined, fields: z.output<typeof profileUpdateSchema>) {
  if (!uid) return null;
  return (await getRepositories()).users.updateProfile(uid, fields);
}

/** Records a signed-in user's language choice (only that field, so it never races a profile edit). */
export async function setPreferredLanguage(uid: string, language: "ar" | "en") {
  return (await getRepositories()).users.updateProfile(uid, { preferredLanguage: language });
}
