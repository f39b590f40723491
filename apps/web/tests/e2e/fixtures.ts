import { expect, type Page } from "@playwright/test";

export const DEMO = {
  student: { email: "student@masar.local", password: "masar-student-2025" },
  teacher: { email: "teacher@masar.local", password: "masar-teacher-2025" },
  admin: { email: "admin@masar.local", password: "masar-admin-2025" },
} as const;

/** Opens a page with the language already chosen (cookie and localStorage, as the toggle leaves them). */
export async function useLanguage(page: Page, lang: "ar" | "en") {
  await page.context().addCookies([{ name: "appLanguage", value: lang, url: "http://localhost:3210" }]);
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
