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
  // Not in the spec's table: a payment's result and receipt (decision 012), for its student (and admins).
  "/payment/:courseId/result": "signed-in",
  "/receipts/:paymentId": "signed-in",
  "/notifications": "signed-in",
  "/instructor/courses": "teacher",
  "/instructor/courses/new": "teacher",
  // A course's editor and its sections (lessons, events, learners and the CSV, announcements): the
  // course's own teacher, and administrators (the admin console links to any teacher's editor); the
  // routes check the course's instructorId on every request (app/auth/course-staff.server.ts).
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
};
