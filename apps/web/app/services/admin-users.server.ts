import { z } from "zod";
import type { AdminUserQuery } from "@masar/domain/admin";
import { HIDDEN_STATUSES } from "@masar/domain/payment";
import { ROLES } from "@masar/domain/user";
import type { Locale } from "@masar/domain/locale";
import type { AuditAction } from "#app/data/ports";
import { getRepositories } from "#app/repositories.server";
import { sendPasswordReset } from "#app/services/account/recovery.server";
import { now } from "#app/utils/clock.server";
import { expireAbandonedCheckouts } from "./payment-expiry.server";

/** Entries of the audit list shown on /admin-users. */
const AUDIT_PAGE = 20;

/** One page of users, and the chosen user's enrolments and payments (with course titles) when one is open. */
export async function userList(query: AdminUserQuery, openUid: string | null) {
  const repos = await getRepositories();
  const [page, open, audit] = await Promise.all([
    repos.admin.searchUsers(query),
    openUid ? userDetail(openUid) : null,
    repos.audit.list({ limit: AUDIT_PAGE, offset: 0 }),
  ]);
  return { page, open, audit: audit.items };
}

async function userDetail(uid: string) {
  const repos = await getRepositories();
  const [user, state] = await Promise.all([repos.users.get(uid), repos.accounts.state(uid)]);
  if (!user || !state) return null;
  await expireAbandonedCheckouts(uid);
  const [enrollments, allPayments, audit] = await Promise.all([
    repos.enrollments.listByUser(uid),
    repos.payments.listByUser(uid),
    repos.audit.list({ targetId: uid, limit: AUDIT_PAGE, offset: 0 }),
  ]);
  // Abandoned checkouts charged nothing: not the admin's business here either.
  const payments = allPayments.filter((p) => !HIDDEN_STATUSES.includes(p.status));
  const courseIds = [...new Set([...enrollments.map((e) => e.courseId), ...payments.map((p) => p.courseId)])];
  const courses = new Map(
    (await Promise.all(courseIds.map((id) => repos.courses.getById(id)))).flatMap((c) => (c ? [[c.id, c.title]] : [])),
  );
  const title = (id: string) => courses.get(id) ?? { ar: id, en: id };
  return {
    uid: user.uid,
    displayName: user.displayName,
    email: user.email,
    emailVerified: user.emailVerified,
    deactivatedAt: state.deactivatedAt,
    deletionRequestedAt: state.deletionRequestedAt,
    hasPassword: state.hasPassword,
    audit: audit.items,
    enrollments: enrollments.map((e) => ({ courseId: e.courseId, title: title(e.courseId), enrolledAt: e.enrolledAt })),
    payments: payments.map((p) => ({
      id: p.id,
      title: title(p.courseId),
      amountPiastres: p.amountPiastres,
      status: p.status,
      createdAt: p.createdAt,
    })),
  };
}

const uid = z.string().min(1).max(200);
/** Sent by the confirmation (components/confirm-act.tsx); without it the act is only asked about. */
const confirmed = z.literal("yes").optional();

/**
 * The admin's acts on a user: a role, deactivation and back, a password reset link. All but a
 * reactivation are confirmed first (`needsConfirmation`).
 */
export const userActSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("role"), uid, role: z.enum(ROLES), confirmed }),
  z.object({ intent: z.literal("deactivate"), uid, confirmed }),
  z.object({ intent: z.literal("reactivate"), uid }),
  z.object({ intent: z.literal("sendReset"), uid, confirmed }),
]);

/**
 * The act's fields when it still needs the admin's confirmation (the server asks, whatever the page
 * did), or null when it may be done: a reactivation, or an act that came confirmed.
 */
export function needsConfirmation(act: UserAct): Record<string, string> | null {
  if (act.intent === "reactivate" || act.confirmed === "yes") return null;
  const { confirmed: _, ...fields } = act;
  return fields;
}
type UserAct = z.output<typeof userActSchema>;

interface Admin {
  uid: string;
  displayName: string;
}

/** The outcome's message key (admin namespace) and whether it is a success. */
type Outcome = { ok: boolean; key: string };

/**
 * Does the act and records it in the audit list (who, when, what, to whom). Refused: the last admin's
 * demotion, an admin's own deactivation, an unknown user, a reset to an account that cannot get one.
 */
export async function actOnUser(admin: Admin, act: UserAct, locale: Locale): Promise<Outcome> {
  const repos = await getRepositories();
  const target = await repos.users.get(act.uid);
  if (!target || !(await repos.accounts.state(act.uid))) return { ok: false, key: "users.missing" };
  const record = (action: AuditAction, detail: string | null = null) =>
    repos.audit.record({
      actorId: admin.uid,
      actorName: admin.displayName,
      action,
      targetId: target.uid,
      targetLabel: `${target.displayName} <${target.email}>`,
      detail,
    });
  switch (act.intent) {
    case "role": {
      const result = await repos.admin.changeRole(act.uid, act.role);
      if (!result.ok) return { ok: false, key: result.reason === "lastAdmin" ? "users.lastAdmin" : "users.missing" };
      await record("user.role-changed", `${target.role} → ${act.role}`);
      return { ok: true, key: "users.roleChanged" };
    }
    case "deactivate": {
      if (act.uid === admin.uid) return { ok: false, key: "users.notYourself" };
      await repos.accounts.setDeactivated(act.uid, now());
      // Signed out everywhere at once; sign-in is refused until an admin reactivates the account.
      await Promise.all([repos.sessions.deleteByUser(act.uid), repos.accountTokens.revokeByUser(act.uid)]);
      await record("user.deactivated");
      return { ok: true, key: "users.deactivated" };
    }
    case "reactivate": {
      await repos.accounts.setDeactivated(act.uid, null);
      await record("user.reactivated");
      return { ok: true, key: "users.reactivated" };
    }
    case "sendReset": {
      if (!(await sendPasswordReset(act.uid, locale))) return { ok: false, key: "users.resetRefused" };
      await record("user.password-reset-sent");
      return { ok: true, key: "users.resetSent" };
    }
  }
}
