import type { Identity, Role } from "@masar/domain/user";
import { getRepositories } from "#app/repositories.server";
import { DEMO_USERS } from "#app/services/seed/demo-data";
import { getConfig } from "#app/env.server";
import { startSession } from "#app/auth/session.server";
import { languageCookie } from "#app/i18n/i18next.server";
import { toastHeader } from "#app/utils/toast.server";

/** A new account is signed in at once: its session cookie and the welcome toast. */
export async function signedUpHeaders(request: Request, identity: Identity): Promise<Headers> {
  const headers = new Headers();
  headers.append("Set-Cookie", await startSession(request, identity));
  headers.append(
    "Set-Cookie",
    await toastHeader({ type: "success", key: "toast.signedUp", values: { name: identity.displayName } }),
  );
  return headers;
}

/**
 * A signed-in user: the session cookie, the language they chose in their profile (when they chose
 * one, it wins over this browser's) and the greeting toast.
 */
export async function loggedInHeaders(
  request: Request,
  identity: Identity,
  preferredLanguage: "ar" | "en" | null,
): Promise<Headers> {
  const headers = new Headers();
  headers.append("Set-Cookie", await startSession(request, identity));
  if (preferredLanguage) headers.append("Set-Cookie", languageCookie(preferredLanguage));
  headers.append(
    "Set-Cookie",
    await toastHeader({ type: "success", key: "toast.loggedIn", values: { name: identity.displayName } }),
  );
  return headers;
}

/**
 * The demo accounts to offer on the login page: only those that exist in this store, and only where the
 * demo data is seeded (never in a deployment, SEED_DEMO=0). Their passwords are public by design.
 */
export async function demoAccounts(): Promise<{ role: Role; email: string; password: string }[]> {
  if (!getConfig().seedDemo) return [];
  const repos = await getRepositories();
  const present = await Promise.all(DEMO_USERS.map((user) => repos.users.getByEmail(user.email)));
  return DEMO_USERS.filter((_, i) => present[i]).map(({ role, email, password }) => ({ role, email, password }));
}
