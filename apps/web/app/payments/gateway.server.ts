import { getSessionSecret } from "#app/auth/secret.server";
import { getConfig } from "#app/env.server";
import type { PaymobSettings } from "./paymob-client.server";
import { createSandbox, type Sandbox } from "./sandbox.server";
import { sandboxStoreBeside } from "./sandbox-store.server";

/** Where the local Paymob sandbox answers (demo mode without keys only). */
const SANDBOX_PATH = "/paymob-sandbox";

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
 * The site's public origin for URLs handed to others (Paymob's callbacks and redirects): configuration
 * only (APP_URL, or the listening origin in the demo), never a request's Host, which the client chooses
 * (decision 036).
 */
export function publicOrigin(): string {
  return getConfig().appUrl;
}

/**
 * Paymob's settings for this origin: the configured keys (calls go to PAYMOB_BASE_URL only), or the
 * sandbox mounted on this very site, which the server calls in process (never over an address) while
 * the browser is sent to it at the public origin. Null when online payment is off.
 */
export function paymobSettings(origin: string): PaymobSettings | null {
  const { paymob } = getConfig();
  if (paymob.mode === "live") return paymob;
  const local = getSandbox();
  if (!local) return null;
  const baseUrl = `${origin}${SANDBOX_PATH}`;
  return {
    ...local.settings,
    baseUrl,
    fetch: async (input, init) =>
      (await local.handle(new Request(input, init), "en")) ?? new Response("Not found", { status: 404 }),
  };
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
