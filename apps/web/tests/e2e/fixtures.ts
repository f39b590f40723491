import { ORIGIN } from "./origin";
import { expect, type Page } from "@playwright/test";
import { FAULT_COOKIE } from "../../app/testing/faults.server";

export const DEMO = {
  student: { email: "student@masar.local", password: "masar-student-2025" },
  teacher: { email: "teacher@masar.local", password: "masar-teacher-2025" },
  admin: { email: "admin@masar.local", password: "masar-admin-2025" },
} as const;

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
 * Signs up a fresh student through the real form and leaves them signed in on the home page. Specs
 * that change a user's state (notifications, sessions) use their own user, never the shared demo one.
 */
export async function signUpFreshStudent(page: Page, prefix = "e2e") {
  const user = { displayName: "Nour Hassan", email: uniqueEmail(prefix), password: "a-good-password" };
  // Each fresh student comes from an address of its own (the server trusts X-Forwarded-For from
  // loopback, as from a proxy), so the per-address sign-up limit of 10 an hour never stops the suite.
  const address = `198.51.100.${Math.floor(Math.random() * 254) + 1}`;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  await page.goto("/login?mode=signup");
  const form = page.locator("form#signup");
  await form.locator('input[name="displayName"]').fill(user.displayName);
  await form.locator('input[name="email"]').fill(user.email);
  await form.locator('input[name="password"]').fill(user.password);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL("/");
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

/** Toasts close 5 s after they appear (the kit's TOAST_DURATION_MS). */
const TOAST_CLOSES_AFTER_MS = 5_000;

/**
 * Runs the action that shows a toast and checks the toast while it is certainly on screen: the check
 * must succeed within 4.5 s of the start of the action, and the toast cannot close sooner than 5 s after
 * that start (it appears after the action), so a pass never races the auto-close and a toast that
 * closed before it was checked can never be what passed. Hovering the toast then pauses Sonner's timer
 * for any further checks on it.
 */
export async function expectToastAfter(page: Page, text: string | RegExp, action: () => Promise<unknown>) {
  const started = Date.now();
  await action();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: text });
  const left = TOAST_CLOSES_AFTER_MS - 500 - (Date.now() - started);
  expect(left, "the action that shows the toast took too long to check the toast safely").toBeGreaterThan(0);
  await expect(toast).toBeVisible({ timeout: left });
  await toast.hover();
  return toast;
}
