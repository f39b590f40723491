import { getFileStore } from "#app/files/index.server";
import { getRepositories } from "#app/repositories.server";
import { now } from "#app/utils/clock.server";
import { DELETION_GRACE_DAYS } from "./settings.server";

const DAY_MS = 24 * 60 * 60 * 1000;
const EVERY_MS = 15 * 60 * 1000;

/**
 * Removes the accounts whose grace period is over (oldest request first) and records each removal
 * for the admins. Safe to run from every process at once: a purged account is no longer due.
 */
export async function purgeDueAccounts(limit = 50): Promise<number> {
  const repos = await getRepositories();
  const cutoff = new Date(now().getTime() - DELETION_GRACE_DAYS * DAY_MS);
  const due = await repos.accounts.deletionsDue(cutoff, limit);
  let purged = 0;
  for (const uid of due) {
    const [state, payments] = await Promise.all([repos.accounts.state(uid), repos.payments.listByUser(uid)]);
    // Read again just before: a sign-in since the list was read cancelled it.
    if (!state?.deletionRequestedAt || state.deletionRequestedAt > cutoff) continue;
    // What the purge's transaction cannot reach: transfer receipts in the file store, mails to the address.
    const files = await getFileStore();
    await Promise.all(payments.flatMap((p) => (p.receiptKey ? [files.delete(p.receiptKey)] : [])));
    await repos.mailQueue.forgetAddress(state.email);
    if (!(await repos.accounts.purge(uid))) continue;
    purged++;
    await repos.audit.record({
      actorId: "system",
      actorName: "",
      action: "user.deleted",
      targetId: uid,
      targetLabel: "",
      detail: null,
    });
  }
  return purged;
}

let timer: NodeJS.Timeout | undefined;

/** Runs the purge now and every quarter of an hour in this process. */
export function startAccountDeletions(): void {
  if (timer) return;
  const run = () => void purgeDueAccounts().catch((error) => console.error("[accounts] purge failed", error));
  run();
  timer = setInterval(run, EVERY_MS);
  timer.unref();
}
