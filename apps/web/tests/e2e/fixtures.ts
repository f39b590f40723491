import { ORIGIN } from "./origin";
import { expect, type Page } from "@playwright/test";
import { FAULT_COOKIE } from "../../app/testing/faults.server";

export { DEMO } from "../demo-users";

/**
 * A long journey runs once per language, Arabic on a phone and English on a desktop (docs/testing.md:
 * journeys once, variants cheaply); every route's layout at 360, 390 and 1280 px in both languages is
 * a11y.spec.ts's.
 */
export const JOURNEY_VARIANTS = [
  [390, "ar"],
  [1280, "en"],
] as const;

/** Opens a page with the language already chosen (cookie and localStorage, as the toggle leaves them). */
export async function useLanguage(page: Page, lang: "ar" | "en") {
  await page.context().addCookies([{ name: "appLanguage", value: lang, url: ORIGIN }]);
  await page.addInitScript((l) => localStorage.setItem("appLanguage", l), lang);
}

/** Signs in through the real form. */
export async function signIn(page: Page, user: { email: string; password: string }, redirectTo?: string) {
  await page.goto(redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login");
  const form = page.locator("form#login");
  await form.locator('input[name="email"]').fill(user.email);
  await form.locator('input[name="password"]').fill(user.password);
  await form.locator('button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Waits until React has hydrated the page (root.tsx sets the flag in its first effect). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __masarHydrated?: boolean }).__masarHydrated === true);
  await page.waitForLoadState("networkidle");
}

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * A client address of the caller's own, drawn from 10.0.0.0/8 so two specs practically never share
 * one. The server trusts X-Forwarded-For from loopback, as from a proxy, so the per-address limits
 * (sign-up 10 an hour, contact 5 an hour) count each spec apart, never one spec's requests against
 * another's.
 */
export function ownAddress() {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** Sends every request of this page from an address of its own (see ownAddress). */
export async function fromOwnAddress(page: Page) {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ownAddress() });
}

/**
 * Signs up a fresh student through the real form and leaves them signed in on the home page. Specs
 * that change a user's state (notifications, sessions) use their own user, never the shared demo one.
 */
export async function signUpFreshStudent(page: Page, prefix = "e2e", { verified = true } = {}) {
  const user = { displayName: "Nour Hassan", email: uniqueEmail(prefix), password: "a-good-password" };
  await fromOwnAddress(page);
  await page.goto("/login?mode=signup");
  const form = page.locator("form#signup");
  await form.locator('input[name="displayName"]').fill(user.displayName);
  await form.locator('input[name="email"]').fill(user.email);
  await form.locator('input[name="password"]').fill(user.password);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL("/");
  // A new address waits for its link (issue 38); paying needs it proved: account.spec follows the real link.
  if (verified) {
    await page.goto("/__test/verify-email");
    // Landed home: the server has the test routes (a server without them answers 404 and pays nothing).
    await expect(page).toHaveURL("/");
  }
  return user;
}

/**
 * Makes the named repository methods (`notifications.delete`, ...) fail for this browser's requests
 * only, through the test-only fault cookie (app/testing/faults.server.ts). No names clears it.
 */
export async function injectFaults(page: Page, ...faults: string[]) {
  const context = page.context();
  if (faults.length === 0) {
    await context.clearCookies({ name: FAULT_COOKIE });
    return;
  }
  await context.addCookies([{ name: FAULT_COOKIE, value: faults.join(","), url: ORIGIN }]);
}

const TOAST_LOG = "__masarToasts";
const recording = new WeakSet<Page>();

/**
 * Records the text of every toast that appears in this tab, across navigations (sessionStorage), so a
 * check never races the toast's 5 s auto-close: on a loaded machine the action alone can take longer.
 */
async function recordToasts(page: Page) {
  if (recording.has(page)) return;
  recording.add(page);
  const install = (key: string) => {
    const w = window as unknown as Record<string, unknown>;
    if (w.__masarToastRecorder) return;
    w.__masarToastRecorder = true;
    const record = () => {
      const seen: string[] = JSON.parse(sessionStorage.getItem(key) ?? "[]");
      let changed = false;
      for (const toast of document.querySelectorAll("[data-sonner-toast]")) {
        const text = toast.textContent ?? "";
        if (text && !seen.includes(text)) {
          seen.push(text);
          changed = true;
        }
      }
      if (changed) sessionStorage.setItem(key, JSON.stringify(seen));
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
    record();
  };
  await page.addInitScript(install, TOAST_LOG);
  await page.evaluate(install, TOAST_LOG).catch(() => undefined);
}

async function toastsSeen(page: Page): Promise<string[]> {
  try {
    return await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? "[]") as string[], TOAST_LOG);
  } catch {
    return []; // between two documents: asked again
  }
}

/**
 * Runs the action that shows a toast and checks that a toast with the text appeared after it started
 * (recorded as it appears, so the check holds however long the action takes); returns its locator,
 * hovered (pausing Sonner's timer) when it is still on screen, for further checks.
 */
export async function expectToastAfter(page: Page, text: string | RegExp, action: () => Promise<unknown>) {
  await recordToasts(page);
  await page.evaluate((key) => sessionStorage.removeItem(key), TOAST_LOG).catch(() => undefined);
  await action();
  const matches = (seen: string) => (typeof text === "string" ? seen.includes(text) : text.test(seen));
  await expect
    .poll(async () => (await toastsSeen(page)).filter(matches), { message: `a toast with ${String(text)}` })
    .not.toHaveLength(0);
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
  // The toast may close between the two calls (its own timer): the hover then finds nothing to wait for.
  // Bounded, or it waited for a toast that never comes back until the test's own timeout.
  if (await toast.isVisible()) await toast.hover({ timeout: 2_000 }).catch(() => undefined);
  return toast;
}

/**
 * Headless Chromium cannot subscribe to a real push service offline: `pushManager.subscribe` returns a
 * subscription with keys made in the page and an endpoint on the allowed test origin.
 */
export async function stubPushManager(page: Page) {
  await page.addInitScript(() => {
    let current: PushSubscription | null = null;
    const b64 = (bytes: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async () => {
      const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
      const p256dh = b64(await crypto.subtle.exportKey("raw", pair.publicKey));
      const auth = b64(crypto.getRandomValues(new Uint8Array(16)).buffer);
      const json = {
        endpoint: `https://127.0.0.1:9/push/${crypto.randomUUID()}`,
        expirationTime: null,
        keys: { p256dh, auth },
      };
      current = {
        endpoint: json.endpoint,
        toJSON: () => json,
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      return current;
    };
  });
}
