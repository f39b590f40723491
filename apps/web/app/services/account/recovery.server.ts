import type { Locale } from "@masar/domain/locale";
import { hashPassword } from "#app/auth/identity.server";
import { getRepositories } from "#app/repositories.server";
import { minutesUntil } from "./sign-in.server";
import { mail } from "./mail.server";
import { consumeToken, issueToken, peekToken, siteLink, TOKEN_LIFE_MS } from "./tokens.server";

const HOUR_MS = 60 * 60 * 1000;
/** Reset requests an hour: from one client address, and mails to one account. */
const RESETS_PER_ADDRESS = 10;
const RESETS_PER_ACCOUNT = 3;

type ForgotOutcome = { ok: true } | { ok: false; reason: "throttled"; retryAfterMinutes: number };

/**
 * "Forgot password": the answer is the same whether or not an account has the address, and whether
 * or not a mail went; a link goes only to a verified, active account with a Masar password, at most
 * RESETS_PER_ACCOUNT an hour. Only the client address's limit is told (it reveals nothing).
 */
export async function requestPasswordReset(email: string, locale: Locale, address: string): Promise<ForgotOutcome> {
  const repos = await getRepositories();
  const byAddress = await repos.rateLimits.hit(`reset:address:${address}`, HOUR_MS);
  if (byAddress.count > RESETS_PER_ADDRESS) {
    return { ok: false, reason: "throttled", retryAfterMinutes: minutesUntil(byAddress.resetAt) };
  }
  // The answer does not wait for the account's work (a lookup, a token, a mail): its time tells nothing.
  void (async () => {
    const credential = await repos.credentials.getByEmail(email);
    if (credential) await sendPasswordReset(credential.uid, locale);
  })().catch((error) => console.error("[accounts] password reset failed", error));
  return { ok: true };
}

/**
 * Mails a reset link to the account when it may have one (verified, active, not being deleted, with
 * a password; within the account's hourly limit). True when a mail was queued. Also the admin's
 * "Send password reset".
 */
export async function sendPasswordReset(uid: string, locale: Locale): Promise<boolean> {
  const repos = await getRepositories();
  const [state, profile] = await Promise.all([repos.accounts.state(uid), repos.users.get(uid)]);
  if (!state || !profile || !state.hasPassword || !state.emailVerifiedAt || state.deactivatedAt) return false;
  const byAccount = await repos.rateLimits.hit(`reset:account:${uid}`, HOUR_MS);
  if (byAccount.count > RESETS_PER_ACCOUNT) return false;
  const secret = await issueToken("reset-password", uid, state.email);
  await mail(state.email, profile.preferredLanguage ?? locale, "reset-password", {
    name: profile.displayName,
    link: siteLink("/reset-password", { token: secret }),
    minutes: TOKEN_LIFE_MS["reset-password"] / 60_000,
  });
  return true;
}

/** The reset link's account, while the link works and the account still has that address. */
export async function resetLinkAccount(secret: unknown): Promise<{ uid: string; email: string } | null> {
  const token = await peekToken("reset-password", secret);
  if (!token) return null;
  const state = await (await getRepositories()).accounts.state(token.userId);
  return state && state.email.toLowerCase() === token.email.toLowerCase() && !state.deactivatedAt
    ? { uid: state.uid, email: state.email }
    : null;
}

/**
 * Sets the new password from a reset link (used up here): every session of the account ends, other
 * reset links stop working, and a notice is mailed. The caller then starts this browser's session.
 * Null when the link does not work (used, expired, the address changed, the account deactivated).
 */
export async function resetPassword(secret: unknown, password: string, locale: Locale) {
  const repos = await getRepositories();
  const token = await consumeToken("reset-password", secret);
  if (!token) return null;
  const [state, profile] = await Promise.all([repos.accounts.state(token.userId), repos.users.get(token.userId)]);
  if (!state || !profile || state.deactivatedAt || state.email.toLowerCase() !== token.email.toLowerCase()) return null;
  if (!(await repos.accounts.setPasswordHash(state.uid, await hashPassword(password)))) return null;
  // Every session ends (this browser gets a new one), and every other e-mailed link stops.
  await Promise.all([repos.sessions.deleteByUser(state.uid), repos.accountTokens.revokeByUser(state.uid)]);
  // The link came to this address: it is proved, and a deletion under way is cancelled by coming back.
  if (!state.emailVerifiedAt) await repos.accounts.markEmailVerified(state.uid, state.email);
  if (state.deletionRequestedAt) await repos.accounts.setDeletionRequested(state.uid, null);
  await mail(state.email, profile.preferredLanguage ?? locale, "password-changed", { name: profile.displayName });
  return profile;
}
