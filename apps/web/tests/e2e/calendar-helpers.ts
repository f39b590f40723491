import { expect, type Page } from "@playwright/test";
import { ORIGIN } from "./origin";

/** A date-only `YYYY-MM-DD` moved by whole days, in UTC so no time zone shifts it. */
export const addDays = (date: string, days: number) =>
  new Date(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10) + days)).toISOString().slice(0, 10);

/** Enrols the signed-in student in the free demo course "Statics" (the form's POST); returns its id. */
export async function enrollInStatics(page: Page): Promise<string> {
  await page.goto(`/courses?q=Statics`);
  const href = await page.locator("[data-slot=course-card-action]").first().getAttribute("href");
  const id = decodeURIComponent(href!.replace("/course/", ""));
  const res = await page.request.post(`/course/${id}`, {
    form: { intent: "enroll" },
    headers: { Origin: ORIGIN },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  return id;
}
