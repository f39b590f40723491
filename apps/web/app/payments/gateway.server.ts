import { getSessionSecret } from "#app/auth/secret.server";
import { getConfig } from "#app/env.server";
import type { PaymobSettings } from "./paymob-client.server";
import { createSandbox, type Sandbox } from "./sandbox.server";
import { sandboxStoreBeside } from "./sandbox-store.server";

/** Where the local Paymob sandbox answers (demo mode without keys only). */
export const SANDBOX_PATH = "/paymob-sandbox";

let sandbox: Sandbox | undefined;

/**
 * The process's sandbox, or null when Paymob is configured with keys or off (a deployment). Every
 * process of the server makes the same one: keys derived from the session secret they share, state in
 * the sandbox's file beside the database, so a request may land on any of them.
 */
export function getSandbox(): Sandbox | null {
  const config = getConfig();
  if (config.paymob.mode !== "sandbox") return null;
  sandbox ??= createSandbox(`http://sandbox.invalid${SANDBOX_PATH}`, undefined, {
    secret: getSessionSecret(),
    store: sandboxStoreBeside(config.databasePath),
  });
  return sandbox;
}

/**
 * The site's public origin for URLs handed to others (Paymob's callbacks): APP_URL behind a proxy,
 * else the origin the request came to.
 */
export function publicOrigin(requestUrl: string): string {
  return getConfig().appUrl ?? new URL(requestUrl).origin;
}

/**
 * Paymob's settings for this origin: the configured keys, or the sandbox mounted on this very site.
 * Null when online payment is off.
 */
export function paymobSettings(origin: string): PaymobSettings | null {
  const { paymob } = getConfig();
  if (paymob.mode === "live") return paymob;
  const local = getSandbox();
  return local ? { ...local.settings, baseUrl: `${origin}${SANDBOX_PATH}` } : null;
}

/**
 * What callbacks are checked with, whatever the origin: the HMAC secret and the integrations a
 * transaction of ours can come from. Null when online payment is off.
 */
export function paymobCallbackKeys(): { hmacSecret: string; integrationIds: number[] } | null {
  const { paymob } = getConfig();
  const settings = paymob.mode === "live" ? paymob : getSandbox()?.settings;
  return settings ? { hmacSecret: settings.hmacSecret, integrationIds: settings.integrationIds } : null;
}
