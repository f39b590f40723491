import { createCookie } from "@remix-run/node";
import { getConfig } from "#app/env.server";
import { getSessionSecret } from "./secret.server";

/** A signed, httpOnly, SameSite=Lax cookie (Secure in production) — the session and the flash toast. */
export function signedCookie(name: string, maxAgeSeconds: number) {
  return createCookie(name, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: getConfig().secureCookies,
    secrets: [getSessionSecret()],
    maxAge: maxAgeSeconds,
  });
}
