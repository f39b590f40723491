/**
 * Who may open which route (spec section 6). The access-matrix e2e test checks the running app against
 * its own literal copy of the spec's table, not this one.
 */
export type Access = "public" | "signed-in" | "teacher" | "admin";

export const ROUTE_ACCESS: Record<string, Access> = {
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
  "/profile": "signed-in",
  "/edit-profile": "signed-in",
  "/my-learning": "signed-in",
  "/study-progress": "signed-in",
  // Public route, per-lesson rules: preview lessons open to anyone, the rest to enrolled students, the
  // course's teacher and admins; the player's loader, action and file route check each lesson.
  "/course-content/:id": "public",
  "/payment/:courseId": "signed-in",
  "/notifications": "signed-in",
  "/instructor/courses": "teacher",
  "/manage-all-courses": "admin",
  "/admin-subscriptions": "admin",
  "/admin-dashboard": "admin",
  "/admin-statistics": "admin",
  // Not in the spec's table: the console's user management (issue 18), admin-only like its siblings.
  "/admin-users": "admin",
};

/**
 * Guarded screens whose content arrives in milestone 2. Until then one module (screens/upcoming.tsx)
 * serves them all behind their guards with their localised title; a screen leaves this list when it
 * gets a route module of its own.
 */
export const UPCOMING_SCREENS: { path: string; titleKey: string }[] = [
  { path: "/payment/:courseId", titleKey: "pages.payment" },
  { path: "/instructor/courses", titleKey: "pages.instructorCourses" },
  { path: "/admin-subscriptions", titleKey: "pages.adminSubscriptions" },
  { path: "/admin-statistics", titleKey: "pages.adminStatistics" },
];
