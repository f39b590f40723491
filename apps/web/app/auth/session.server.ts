import { redirect } from "@remix-run/node";
import { roleFlags, type Identity, type Role, type UserProfile } from "@masar/domain/user";
import { getRepositories } from "#app/repositories.server";
import { loginHref, type LoginReason } from "#app/utils/login-href";
import { toastHeader } from "#app/utils/toast.server";
import { signedCookie } from "./cookies.server";
import { deviceOf } from "./device";
import { now } from "#app/utils/clock.server";

/** Sessions last 30 days from the last visit (sliding); the expiry moves at most once a day. */
const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;
const SLIDE_AFTER_MS = 24 * 60 * 60 * 1000;

let cookie: ReturnType<typeof signedCookie> | undefined;
function sessionCookie() {
  cookie ??= signedCookie("masar_session", SESSION_MAX_AGE_S);
  return cookie;
}

export interface SessionUser {
  sessionId: string;
  identity: Identity;
  profile: UserProfile;
  /** Set-Cookie to send when the sliding expiry moved. */
  refreshedCookie: string | null;
}

const cache = new WeakMap<Request, Promise<SessionUser | null>>();

/** The signed-in user, known on the server before the first render; null for visitors. */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = resolveSessionUser(request);
    cache.set(request, pending);
  }
  return pending;
}

async function resolveSessionUser(request: Request): Promise<SessionUser | null> {
  const sessionId = await sessionCookie().parse(request.headers.get("Cookie"));
  if (typeof sessionId !== "string" || !sessionId) return null;
  const repos = await getRepositories();
  const session = await repos.sessions.get(sessionId);
  if (!session) return null;
  const user = await repos.users.get(session.userId);
  if (!user) return null;
  let refreshedCookie: string | null = null;
  const expiresAt = new Date(now().getTime() + SESSION_MAX_AGE_S * 1000);
  if (expiresAt.getTime() - session.expiresAt.getTime() > SLIDE_AFTER_MS) {
    await repos.sessions.touch(session.id, expiresAt);
    refreshedCookie = await sessionCookie().serialize(session.id);
  }
  return {
    sessionId: session.id,
    identity: { uid: user.uid, email: user.email, displayName: user.displayName, photoURL: user.photoURL },
    profile: user,
    refreshedCookie,
  };
}

/**
 * Starts a session for the identity: a new id every time (rotation at login), the profile created
 * with the spec's default when missing. Returns the Set-Cookie header.
 */
export async function startSession(request: Request, identity: Identity): Promise<string> {
  const repos = await getRepositories();
  const previous = await sessionCookie().parse(request.headers.get("Cookie"));
  if (typeof previous === "string" && previous) await repos.sessions.delete(previous);
  await repos.users.ensureProfile(identity);
  const session = await repos.sessions.create(
    identity.uid,
    new Date(now().getTime() + SESSION_MAX_AGE_S * 1000),
    deviceOf(request.headers.get("User-Agent")),
  );
  return sessionCookie().serialize(session.id);
}

/** Destroys the server-side session and returns the Set-Cookie header that clears the cookie. */
export async function endSession(request: Request): Promise<string> {
  const sessionId = await sessionCookie().parse(request.headers.get("Cookie"));
  if (typeof sessionId === "string" && sessionId) await (await getRepositories()).sessions.delete(sessionId);
  return sessionCookie().serialize("", { maxAge: 0 });
}

/** The sign-in page that brings the visitor back here afterwards (and says why, given a reason). */
export function loginPath(request: Request, reason?: LoginReason): string {
  const url = new URL(request.url);
  return loginHref(`${url.pathname}${url.search}`, reason);
}

/** Guard for signed-in routes: a visitor is sent to /login carrying the original location. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw redirect(loginPath(request));
  return user;
}

/** Guard for role routes: a signed-in user with another role goes home with "Unauthorized access". */
export async function requireRole(request: Request, role: Exclude<Role, "student">): Promise<SessionUser> {
  const user = await requireUser(request);
  const flags = roleFlags(user.profile.role);
  const allowed = role === "admin" ? flags.isAdmin : flags.isTeacher;
  if (!allowed) {
    throw redirect("/", { headers: { "Set-Cookie": await toastHeader({ type: "error", key: "toast.unauthorized" }) } });
  }
  return user;
}

/** Runs the guard a route's access level needs; returns the user for signed-in levels. */
export async function guard(request: Request, access: "signed-in" | "teacher" | "admin"): Promise<SessionUser> {
  return access === "signed-in" ? requireUser(request) : requireRole(request, access);
}
