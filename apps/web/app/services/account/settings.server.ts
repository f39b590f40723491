import { createHash } from "node:crypto";
import { verify } from "@node-rs/argon2";
import type { Locale } from "@masar/domain/locale";
import { hashPassword } from "#app/auth/identity.server";
import { getRepositories } from "#app/repositories.server";
import { now } from "#app/utils/clock.server";
import { mail } from "./mail.server";
import { issueToken, siteLink, TOKEN_LIFE_MS } from "./tokens.server";
import { tellAddressOwner } from "./verification.server";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Days between asking to delete an account and its removal; signing in meanwhile cancels it. */
export const DELETION_GRACE_DAYS = 7;
/** Changes of address asked for in an hour (each mails the address). */
const EMAIL_CHANGES_PER_HOUR = 5;
/** Wrong current passwords an hour on the account page, before it waits (as sign-in does). */
const PASSWORD_CHECKS_PER_HOUR = 10;

type PasswordCheck = "ok" | "wrong" | "none" | "throttled";

/** Checks the account's current password (limited, as a guess at it would be). */
async function checkPassword(uid: string, password: string): Promise<PasswordCheck> {
  const repos = await getRepositories();
  const credential = await repos.credentials.getByUid(uid);
  if (!credential) return "none";
  const key = `account:password:${uid}`;
  if ((await repos.rateLimits.peek(key, HOUR_MS)).count >= PASSWORD_CHECKS_PER_HOUR) return "throttled";
  if (await verify(credential.passwordHash, password).catch(() => false)) return "ok";
  await repos.rateLimits.hit(key, HOUR_MS);
  return "wrong";
}

interface Person {
  uid: string;
  sessionId: string;
  locale: Locale;
}

/** A new password with the current one: the other sessions end, reset links stop, a notice goes. */
export async function changePassword(person: Person, current: string, next: string): Promise<PasswordCheck> {
  const checked = await checkPassword(person.uid, current);
  if (checked !== "ok") return checked;
  const repos = await getRepositories();
  const profile = await repos.users.get(person.uid);
  if (!profile || !(await repos.accounts.setPasswordHash(person.uid, await hashPassword(next)))) return "none";
  // Every link sent by e-mail stops working too (a pending change of address included).
  await Promise.all([
    repos.sessions.deleteByUser(person.uid, person.sessionId),
    repos.accountTokens.revokeByUser(person.uid),
  ]);
  await mail(profile.email, profile.preferredLanguage ?? person.locale, "password-changed", {
    name: profile.displayName,
  });
  return "ok";
}

export type EmailChangeOutcome = PasswordCheck | "same";

/**
 * Asks to move the account to a new address: a link goes there, and the change is made only when it
 * is opened. When another account holds the address, its owner gets a notice instead and the answer
 * is the same: this form never tells whether an address is registered.
 */
export async function requestEmailChange(person: Person, password: string, email: string): Promise<EmailChangeOutcome> {
  const repos = await getRepositories();
  const profile = await repos.users.get(person.uid);
  if (!profile) return "none";
  if (profile.email.toLowerCase() === email.toLowerCase()) return "same";
  const checked = await checkPassword(person.uid, password);
  if (checked !== "ok") return checked;
  // Each request mails someone: a few an hour.
  if ((await repos.rateLimits.hit(`email-change:${person.uid}`, HOUR_MS)).count > EMAIL_CHANGES_PER_HOUR) {
    return "throttled";
  }
  if (await tellAddressOwner(email, person.locale)) return "ok";
  const secret = await issueToken("change-email", person.uid, email);
  await mail(email, profile.preferredLanguage ?? person.locale, "change-email", {
    name: profile.displayName,
    link: siteLink("/verify-email", { token: secret }),
    newEmail: email,
    hours: TOKEN_LIFE_MS["change-email"] / HOUR_MS,
  });
  return "ok";
}

/** What the page calls a session: a hash of its id (the id itself is what the cookie carries). */
const sessionKey = (id: string) => createHash("sha256").update(id).digest("base64url").slice(0, 22);

/**
 * What the account page shows beside the profile: whether the account has a Masar password, and its
 * signed-in browsers, newest first, the one in use marked, keyed without their ids.
 */
export async function accountPage(uid: string, currentId: string) {
  const repos = await getRepositories();
  const [state, sessions] = await Promise.all([repos.accounts.state(uid), repos.sessions.listByUser(uid)]);
  return {
    hasPassword: state?.hasPassword ?? false,
    sessions: sessions.map((s) => ({
      key: sessionKey(s.id),
      device: s.device,
      createdAt: s.createdAt,
      current: s.id === currentId,
    })),
  };
}

/** Ends one of the account's own sessions by its key (another account's session is never found). */
export async function endOwnSession(uid: string, key: string): Promise<boolean> {
  const repos = await getRepositories();
  const session = (await repos.sessions.listByUser(uid)).find((s) => sessionKey(s.id) === key);
  if (session) await repos.sessions.delete(session.id);
  return session !== undefined;
}

/** True when the key is the session in use (ending it is signing out). */
export const isSessionKey = (key: string, sessionId: string) => sessionKey(sessionId) === key;

export async function endOtherSessions(uid: string, currentId: string): Promise<void> {
  await (await getRepositories()).sessions.deleteByUser(uid, currentId);
}

/**
 * Deletion asked for with the password: every session ends now, the account is removed after the
 * grace period (deletion.server.ts), and the notice says until when signing in cancels it.
 */
export async function requestDeletion(person: Person, password: string): Promise<PasswordCheck> {
  const repos = await getRepositories();
  const profile = await repos.users.get(person.uid);
  if (!profile) return "none";
  const state = await repos.accounts.state(person.uid);
  if (state?.hasPassword) {
    const checked = await checkPassword(person.uid, password);
    if (checked !== "ok") return checked;
  }
  const at = now();
  await repos.accounts.setDeletionRequested(person.uid, at);
  await Promise.all([repos.sessions.deleteByUser(person.uid), repos.accountTokens.revokeByUser(person.uid)]);
  await mail(profile.email, profile.preferredLanguage ?? person.locale, "deletion-scheduled", {
    name: profile.displayName,
    date: new Date(at.getTime() + DELETION_GRACE_DAYS * DAY_MS),
    signInLink: siteLink("/login"),
  });
  return "ok";
}
