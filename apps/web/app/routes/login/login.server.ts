import type { Identity, Role } from "@masar/domain/user";
import { startSession } from "#app/auth/session.server";
import { roleHome } from "#app/components/site/site-nav";
import { safeRedirect } from "#app/utils/safe-redirect";
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
 * one, it wins over this browser's) and the greeting toast (or the news that a deletion under way is cancelled).
 */
export async function loggedInHeaders(
  request: Request,
  identity: Identity,
  preferredLanguage: "ar" | "en" | null,
  deletionCancelled = false,
): Promise<Headers> {
  const headers = new Headers();
  headers.append("Set-Cookie", await startSession(request, identity));
  if (preferredLanguage) headers.append("Set-Cookie", languageCookie(preferredLanguage));
  headers.append(
    "Set-Cookie",
    await toastHeader(
      deletionCancelled
        ? { type: "success", key: "toast.deletionCancelled" }
        : { type: "success", key: "toast.loggedIn", values: { name: identity.displayName } },
    ),
  );
  return headers;
}

/**
 * Where signing in leads: the page the person was on their way to (a same-site path, checked), else
 * where their role starts (a teacher's courses, the admin console, a student's home). Home is no
 * destination of its own: it is the sign-in page's default, and it would put a teacher or an admin on
 * the student's "start your first course".
 */
export function landingAfterSignIn(redirectTo: unknown, role: Role): string {
  const target = safeRedirect(redirectTo, "/");
  return target === "/" ? roleHome(role) : target;
}
