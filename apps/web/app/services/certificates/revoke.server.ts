import type { Payment } from "@masar/domain/payment";
import { getRepositories } from "#app/repositories.server";

/** The reason a refund's revocation carries; buying and completing the course again undoes it. */
export const REFUND = "refund";

/**
 * A refund takes back what was paid for: the student's certificate of that course is revoked (the
 * public check then says so). Both refund paths call it, the admin's and the gateway's callback.
 */
export async function revokeForRefund(payment: Pick<Payment, "userId" | "courseId">): Promise<void> {
  const repos = await getRepositories();
  await repos.certificates.revokeForCourse(payment.userId, payment.courseId, REFUND);
}

/** An admin's revocation, with the reason the check page shows; recorded in the audit list. */
export async function revokeByAdmin(admin: { uid: string; displayName: string }, id: string, reason: string) {
  const repos = await getRepositories();
  const certificate = await repos.certificates.get(id);
  if (!certificate) return { ok: false as const, key: "certificatesAdmin.missing" };
  if (certificate.revokedAt) return { ok: false as const, key: "certificatesAdmin.alreadyRevoked" };
  await repos.certificates.revoke(id, reason);
  await repos.audit.record({
    actorId: admin.uid,
    actorName: admin.displayName,
    action: "certificate.revoked",
    targetId: certificate.userId,
    targetLabel: `${certificate.number} · ${certificate.name.latin}`,
    detail: reason,
  });
  return { ok: true as const, key: "certificatesAdmin.revoked" };
}
