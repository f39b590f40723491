/**
 * Account ports (issue 38), beside the other repository ports in ./ports.ts, which re-exports them:
 * the account's own state (verified e-mail, deactivation, deletion), single-use tokens sent by e-mail,
 * the admins' audit list and the outgoing mail queue.
 */
import type { Locale } from "@masar/domain/locale";

export type AccountTokenKind = "verify-email" | "reset-password" | "change-email";

/** A token sent by e-mail. Only the SHA-256 of its secret is stored (the key), never the secret. */
export interface AccountToken {
  kind: AccountTokenKind;
  userId: string;
  /** The address the token was sent to: the one to verify or change to; the account's address for resets. */
  email: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface AccountTokenRepository {
  /** Stores the token under the hash of its secret; createdAt is the adapter's clock. */
  create(tokenHash: string, token: Omit<AccountToken, "createdAt">): Promise<void>;
  /** The token when it exists, has this kind and has not expired by the adapter's clock; not consumed. */
  peek(tokenHash: string, kind: AccountTokenKind): Promise<AccountToken | null>;
  /**
   * Deletes and returns the token when it exists, has this kind and has not expired: single use, in one
   * transaction, so of two requests racing with the same token exactly one gets it.
   */
  consume(tokenHash: string, kind: AccountTokenKind): Promise<AccountToken | null>;
  /** Removes the user's tokens of that kind (of every kind when omitted). */
  revokeByUser(userId: string, kind?: AccountTokenKind): Promise<void>;
}

/** What the account itself holds beside the profile (the profile carries `emailVerified`). */
export interface AccountState {
  uid: string;
  email: string;
  emailVerifiedAt: Date | null;
  deactivatedAt: Date | null;
  /** When the person asked to delete the account; it is purged 7 days later unless they sign in. */
  deletionRequestedAt: Date | null;
  /** True when the account has a Masar password (a provider account has none). */
  hasPassword: boolean;
}

export interface AccountRepository {
  /** Null when there is no such user (or the account was purged). */
  state(uid: string): Promise<AccountState | null>;
  /** Marks the address verified when it is still the account's address (false otherwise or unknown user). */
  markEmailVerified(uid: string, email: string): Promise<boolean>;
  /** Replaces the password hash; false when the account has no credential. */
  setPasswordHash(uid: string, passwordHash: string): Promise<boolean>;
  /**
   * Moves the account to the new address (credential and profile in one transaction) and marks it
   * verified (the change is made only from a link sent there). Throws EmailTakenError when another
   * account holds it; false when there is no such user.
   */
  changeEmail(uid: string, email: string): Promise<boolean>;
  /** Sets (a date) or clears (null) the deactivation; false when there is no such user. */
  setDeactivated(uid: string, at: Date | null): Promise<boolean>;
  /** Sets (a date) or clears (null) the deletion request; false when there is no such user. */
  setDeletionRequested(uid: string, at: Date | null): Promise<boolean>;
  /** Accounts whose deletion was requested at or before the instant, oldest request first. */
  deletionsDue(before: Date, limit: number): Promise<string[]>;
  /**
   * Removes the person: profile fields, credential, sessions, tokens, enrolments with their progress,
   * tasks, exam plans, calendar settings, notifications, push subscriptions, attempts, review cards and
   * settings, certificates (their public check then finds none) and the name for them, in one
   * transaction (SQLite) or batches (Firestore). Payments stay as financial records
   * with nothing naming the person (the user row becomes an anonymous tombstone: no name, e-mail or
   * photo). False when there is no such user.
   */
  purge(uid: string): Promise<boolean>;
}

export type AuditAction =
  | "user.deactivated"
  | "user.reactivated"
  | "user.password-reset-sent"
  | "user.role-changed"
  | "user.deleted"
  | "certificate.revoked"
  | "payment.refunded";

/** One act of an admin (or the system), kept for the audit list on /admin-users. */
export interface AuditEntry {
  id: string;
  at: Date;
  /** The admin's uid; "system" for scheduled acts (an account deleted after its grace period). */
  actorId: string;
  /** The actor's name at the time (the actor may be renamed or deleted later). */
  actorName: string;
  action: AuditAction;
  /** The user acted on (a refund's: the student who paid). */
  targetId: string;
  /** The target's name or e-mail at the time. */
  targetLabel: string;
  /** Free text: the new role, a reason. */
  detail: string | null;
}

export interface AuditRepository {
  /** Stores the entry with the adapter's clock and a new id. */
  record(entry: Omit<AuditEntry, "id" | "at">): Promise<AuditEntry>;
  /** Newest first; only the target's entries when given. */
  list(query: { targetId?: string; limit: number; offset: number }): Promise<{ items: AuditEntry[]; total: number }>;
}

export type MailKind =
  | "verify-email"
  | "email-taken"
  | "reset-password"
  | "change-email"
  | "email-changed"
  | "password-changed"
  | "deletion-scheduled";

/** A mail ready to send: rendered in the recipient's language. */
export interface OutgoingMail {
  kind: MailKind;
  to: string;
  locale: Locale;
  subject: string;
  text: string;
  html: string;
}

export type MailStatus = "queued" | "sent" | "failed";

export interface QueuedMail extends OutgoingMail {
  id: string;
  status: MailStatus;
  /** Attempts made so far. */
  attempts: number;
  nextAttemptAt: Date;
  createdAt: Date;
  sentAt: Date | null;
  lastError: string | null;
}

export interface MailQueueRepository {
  /** Queues the mail, due now (the adapter's clock). */
  enqueue(mail: OutgoingMail): Promise<QueuedMail>;
  /**
   * Takes up to `limit` queued mails due by now, oldest first, moving their next attempt to `leaseUntil`
   * in the same transaction, so that another process does not take them too.
   */
  claimDue(limit: number, leaseUntil: Date): Promise<QueuedMail[]>;
  /**
   * Marks the mail sent (attempts + 1). `keepBody` false blanks the text and HTML: a sent mail's links
   * (reset tokens) do not stay in the database; the demo outbox keeps them.
   */
  markSent(id: string, keepBody: boolean): Promise<void>;
  /** Records a failed attempt (attempts + 1) and when to try again. */
  markRetry(id: string, error: string, nextAttemptAt: Date): Promise<void>;
  /** Records the last failed attempt (attempts + 1): no more tries; shown to the admin. */
  markFailed(id: string, error: string): Promise<void>;
  /** Newest first, one page; `total` counts every match. */
  list(query: { status?: MailStatus; limit: number; offset: number }): Promise<{ items: QueuedMail[]; total: number }>;
  get(id: string): Promise<QueuedMail | null>;
  /** Removes every mail to the address as it was written, whatever its status: a deleted account's. */
  forgetAddress(address: string): Promise<number>;
}
