import { safeRedirect } from "./safe-redirect";

/**
 * Why the sign-in page was opened, said on it. Only these keys: the address is anyone's to write, so the
 * page shows a known sentence or nothing, never text taken from it.
 */
const LOGIN_REASONS = ["buy"] as const;
export type LoginReason = (typeof LOGIN_REASONS)[number];

export function loginReasonOf(value: unknown): LoginReason | null {
  return LOGIN_REASONS.find((r) => r === value) ?? null;
}

/** The sign-in page that returns to `redirectTo` (a same-site path, else home) and says why, if asked to. */
export function loginHref(redirectTo: string, reason?: LoginReason): string {
  const params = new URLSearchParams({ redirectTo: safeRedirect(redirectTo) });
  if (reason) params.set("reason", reason);
  return `/login?${params}`;
}
