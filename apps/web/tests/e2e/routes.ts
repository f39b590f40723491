import type { Page } from "@playwright/test";
import { ROUTE_ACCESS } from "../../app/auth/access";

/**
 * Every route of the access table as a concrete path (a real course for the `:id` routes), plus a
 * search with results and an unknown path (the 404 page).
 */
export async function everyRoute(page: Page): Promise<string[]> {
  const response = await page.request.get("/courses?q=Python");
  const courseId = /href="\/course\/([^"]+)"/.exec(await response.text())?.[1];
  if (!courseId) throw new Error("no course found on /courses");
  const paths = Object.keys(ROUTE_ACCESS).map((pattern) => pattern.replace(/:[a-zA-Z]+/, courseId));
  return [...paths, "/search?q=Python", "/no-such-page"];
}
