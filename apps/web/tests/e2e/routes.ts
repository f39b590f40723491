import type { Page } from "@playwright/test";

export type Role = "visitor" | "student" | "teacher" | "admin";

/**
 * The pages of spec section 2 and who they are for (section 6): the page-level matrix visits each as the
 * role whose page it is. The guards are in each route's loader and action; the request-level access
 * matrix (tests/server/access.test.ts) checks them against its own literal copy of the spec.
 */
type Access = "public" | "signed-in" | "teacher" | "admin";

const ROUTE_ACCESS: Record<string, Access> = {
  "/": "public",
  "/courses": "public",
  "/course/:id": "public",
  "/login": "public",
  "/about": "public",
  "/contact": "public",
  "/faq": "public",
  "/privacy": "public",
  "/terms": "public",
  "/search": "public",
  // Not in the spec's table (issue 38): a forgotten password, a reset link's page, an e-mail link's page.
  "/forgot-password": "public",
  "/reset-password": "public",
  "/verify-email": "public",
  // Not in the spec's table: the public check of a certificate (here an unknown code).
  "/verify/:code": "public",
  "/profile": "signed-in",
  // Not in the spec's table: the account's address, password, sessions, data (and its JSON download).
  "/account": "signed-in",
  "/account/export": "signed-in",
  "/edit-profile": "signed-in",
  "/my-learning": "signed-in",
  "/study-progress": "signed-in",
  // Not in the spec's table: spaced review's session, each user's own cards.
  "/review": "signed-in",
  // Public route, per-lesson rules: preview lessons open to anyone, the rest to enrolled students, the
  // course's teacher and admins; the player's loader, action and file route check each lesson.
  "/course-content/:id": "public",
  "/payment/:courseId": "signed-in",
  // Not in the spec's table: a payment's result and receipt (decision 012), for its student (and admins).
  "/payment/:courseId/result": "signed-in",
  "/receipts/:paymentId": "signed-in",
  "/notifications": "signed-in",
  "/instructor/courses": "teacher",
  "/instructor/courses/new": "teacher",
  // A course's editor and its sections (lessons, events, learners and the CSV, announcements, the question
  // bank with its editor, import and GIFT export, a quiz lesson's quiz): the course's own teacher, and
  // administrators (the admin console links to any teacher's editor); the routes check the course's
  // instructorId on every request (app/auth/course-staff.server.ts).
  "/instructor/courses/:id": "teacher",
  "/manage-all-courses": "admin",
  "/admin-subscriptions": "admin",
  "/admin-subscriptions/export": "admin",
  "/admin-dashboard": "admin",
  "/admin-statistics": "admin",
  // The statistics page's CSV export (one chart's data table), admin-only like the page.
  "/admin-statistics/export": "admin",
  // Not in the spec's table: the console's user management (decision 015), admin-only like its siblings.
  "/admin-users": "admin",
  // Not in the spec's table: outgoing mail (the demo's outbox), admin-only like its siblings.
  "/admin-outbox": "admin",
  // Not in the spec's table (issue 35): certificates, their institution and revocation.
  "/admin-certificates": "admin",
  // Not in the spec's table (issue 39): the contact inbox, paged, searched and marked handled.
  "/admin-messages": "admin",
  // Not in the spec's table (issue 39): the managed list of course categories, admin-only like its siblings.
  "/admin-categories": "admin",
};
const ACCESS_OF: Record<Role, Access> = {
  visitor: "public",
  student: "signed-in",
  teacher: "teacher",
  admin: "admin",
};

/** Public pages whose content changes for a signed-in student (enrolment, progress, locked lessons). */
const STUDENT_VIEWS_OF_PUBLIC = ["/", "/course/:id", "/course-content/:id"];

/**
 * The course editor's sections, beyond its details page (`/instructor/courses/:id`): the question bank
 * with its editor (the type chooser and a type's form) and its import page too. A quiz lesson's quiz page
 * is added when the course's lesson list links to one.
 */
const EDITOR_SECTIONS = [
  "lessons",
  "events",
  "learners",
  "announce",
  "questions",
  "questions/new",
  "questions/new?type=multiple",
  "questions/import",
];

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
  if (role === "teacher") {
    const lessons = await (await page.request.get(`/instructor/courses/${courseId}/lessons`)).text();
    const quiz = /href="(\/instructor\/courses\/[^"/]+\/quizzes\/[^"/]+)"/.exec(lessons)?.[1];
    if (quiz) paths.push(quiz);
  }

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
