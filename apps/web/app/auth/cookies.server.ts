import { createCookie } from "@remix-run/node";
import { getConfig } from "#app/env.server";
import { getSessionSecret } from "./secret.server";

/**
 * A signed, SameSite=Lax cookie (Secure in production): the session and the flash toasts. httpOnly unless
 * the page must see that the cookie exists (a flash toast waiting to be shown: decision 028).
 */
export function signedCookie(name: string, maxAgeSeconds: number, { httpOnly = true } = {}) {
  return createCookie(name, {
    path: "/",
    httpOnly,
    sameSite: "lax",
    secure: getConfig().secureCookies,
    secrets: [getSessionSecret()],
    maxAge: maxAgeSeconds,
  });
}
