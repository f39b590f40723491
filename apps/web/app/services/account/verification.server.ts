import type { Locale } from "@masar/domain/locale";
import { getRepositories } from "#app/repositories.server";
import { mail } from "./mail.server";
import { consumeToken, issueToken, peekToken, siteLink, TOKEN_LIFE_MS } from "./tokens.server";
import { issueEarnedCertificates } from "#app/services/certificates/issue.server";

/** Verification links a person may have sent in an hour, the one sent at sign-up included. */
const VERIFICATIONS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

interface Person {
  uid: string;
  email: string;
  displayName: string;
}

/** The account's count of verification links in this hour (each new one counts). */
const sentKey = (uid: string) => `verify:account:${uid}`;

/** Mails a link that proves the address (after sign-up, and on request from the banner). */
export async function sendVerification(person: Person, locale: Locale): Promise<void> {
  await (await getRepositories()).rateLimits.hit(sentKey(person.uid), HOUR_MS);
  const secret = await issueToken("verify-email", person.uid, person.email);
  await mail(person.email, locale, "verify-email", {
    // Not the typed name: whoever signed up chose it, and the address's owner may not be them.
    name: "",
    link: siteLink("/verify-email", { token: secret }),
    hours: TOKEN_LIFE_MS["verify-email"] / HOUR_MS,
  });
}

type ResendOutcome = { ok: true } | { ok: false; reason: "verified" | "throttled" };

/** Another verification link, at most VERIFICATIONS_PER_HOUR an hour. */
export async function resendVerification(
  person: Person & { emailVerified: boolean },
  locale: Locale,
): Promise<ResendOutcome> {
  if (person.emailVerified) return { ok: false, reason: "verified" };
  const sent = await (await getRepositories()).rateLimits.peek(sentKey(person.uid), HOUR_MS);
  if (sent.count >= VERIFICATIONS_PER_HOUR) return { ok: false, reason: "throttled" };
  await sendVerification(person, locale);
  return { ok: true };
}

/** What a link to /verify-email is: a new account's address or a change of address, and to which one. */
export async function verificationLink(secret: unknown) {
  const verify = await peekToken("verify-email", secret);
  if (verify) return { kind: "verify-email" as const, email: verify.email };
  const change = await peekToken("change-email", secret);
  return change ? { kind: "change-email" as const, email: change.email } : null;
}

type VerifyOutcome = "verified" | "changed" | "taken" | "invalid";

/** The outcome, with the address it is about (the new one of a change). */
interface Confirmed {
  outcome: VerifyOutcome;
  email: string | null;
}

/**
 * Confirms the link (a button on the link's page, so a mail scanner that opens links uses nothing up):
 * a new account's address is verified; a change of address takes effect, with a notice to the old one.
 */
export async function confirmEmail(secret: unknown, locale: Locale): Promise<Confirmed> {
  const outcome = await confirm(secret, locale);
  return { outcome: outcome.kind, email: outcome.email };
}

async function confirm(secret: unknown, locale: Locale): Promise<{ kind: VerifyOutcome; email: string | null }> {
  const no = (kind: VerifyOutcome) => ({ kind, email: null });
  const repos = await getRepositories();
  const verify = await consumeToken("verify-email", secret);
  if (verify) {
    if (!(await repos.accounts.markEmailVerified(verify.userId, verify.email))) return no("invalid");
    // Courses completed before the address was proved earn their certificates now.
    await issueEarnedCertificates(verify.userId);
    return { kind: "verified", email: verify.email };
  }
  const change = await consumeToken("change-email", secret);
  if (!change) return no("invalid");
  const before = await repos.accounts.state(change.userId);
  const profile = await repos.users.get(change.userId);
  if (!before || !profile) return no("invalid");
  try {
    if (!(await repos.accounts.changeEmail(change.userId, change.email))) return no("invalid");
  } catch (error) {
    if (error instanceof Error && error.name === "EmailTakenError") return no("taken");
    throw error;
  }
  // Links sent to the old address (a reset) no longer open the account.
  await repos.accountTokens.revokeByUser(change.userId, "reset-password");
  await mail(before.email, profile.preferredLanguage ?? locale, "email-changed", {
    name: profile.displayName,
    newEmail: change.email,
  });
  return { kind: "changed", email: change.email };
}

/**
 * Tells the owner of an address that someone tried to take it (a sign-up, a change of address), with
 * the ways back in. True when the address has an account. Callers answer the same either way where
 * they must not reveal it, and are limited (sign-ups per client address, changes per password check).
 */
export async function tellAddressOwner(email: string, locale: Locale): Promise<boolean> {
  const owner = await (await getRepositories()).users.getByEmail(email);
  if (!owner) return false;
  await mail(owner.email, owner.preferredLanguage ?? locale, "email-taken", {
    name: owner.displayName,
    signInLink: siteLink("/login"),
    resetLink: siteLink("/forgot-password"),
  });
  return true;
}
