import type { Page } from "@playwright/test";
import { ROUTE_ACCESS, type Access } from "../../app/auth/access";

export type Role = "visitor" | "student" | "teacher" | "admin";

const ACCESS_OF: Record<Role, Access> = {
  visitor: "public",
  student: "signed-in",
  teacher: "teacher",
  admin: "admin",
};

/** Public pages whose content changes for a signed-in student (enrolment, progress, locked lessons). */
const STUDENT_VIEWS_OF_PUBLIC = ["/", "/course/:id", "/course-content/:id"];

/** The course editor's sections, beyond its details page (`/instructor/courses/:id`). */
const EDITOR_SECTIONS = ["lessons", "events", "learners", "announce"];

async function firstMatch(page: Page, path: string, pattern: RegExp): Promise<string> {
  const id = pattern.exec(await (await page.request.get(path)).text())?.[1];
  if (!id) throw new Error(`no course found on ${path}`);
  return id;
}

/**
 * The HTML pages of the access table that are this role's own, as concrete paths for the page's signed-in
 * user (a published course for a visitor or student, one of the demo teacher's own for a teacher), plus a
 * search with results and an unknown path (the 404 page) for a visitor. A path that only redirects to one
 * listed before it (a guard) and a download (a CSV export) are left out.
 */
export async function routesOf(page: Page, role: Role): Promise<string[]> {
  const patterns = Object.keys(ROUTE_ACCESS).filter(
    (pattern) =>
      ROUTE_ACCESS[pattern] === ACCESS_OF[role] || (role === "student" && STUDENT_VIEWS_OF_PUBLIC.includes(pattern)),
  );
  const courseId =
    role === "teacher"
      ? await firstMatch(page, "/instructor/courses", /href="\/instructor\/courses\/(?!new")([^"/]+)"/)
      : await firstMatch(page, "/courses?q=Python", /href="\/course\/([^"]+)"/);
  const paths = patterns.flatMap((pattern) => {
    const path = pattern.replace(/:[a-zA-Z]+/, courseId);
    return role === "teacher" && pattern === "/instructor/courses/:id"
      ? [path, ...EDITOR_SECTIONS.map((section) => `${path}/${section}`)]
      : [path];
  });
  if (role === "visitor") paths.push("/search?q=Python", "/no-such-page");

  const seen = new Set<string>();
  const pages: string[] = [];
  for (const path of paths) {
    const response = await page.request.get(path, { maxRedirects: 5 });
    if (!response.headers()["content-type"]?.startsWith("text/html")) continue;
    const landed = new URL(response.url()).pathname;
    if (landed !== path.split("?")[0] && seen.has(landed)) continue;
    seen.add(landed);
    pages.push(path);
  }
  return pages;
}
