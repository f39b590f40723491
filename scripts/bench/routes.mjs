// The bench table's rows: one entry per route. To add a route, append an entry:
//   { name: "/my-learning", path: () => "/my-learning", as: ["student"] }
// `path` gets the run's context ({ courseId, courseIds, lessonId? }) and returns the URL path to measure;
// `as` lists who opens it: "visitor" (no session), or a demo account signed in: "student", "teacher",
// "admin".
// `group: "catalogue"` rows are the visitor pages whose first load has a goal (decision 019).

/** @typedef {{ courseId: string, courseIds: string[], playerPath?: string, quizPath?: string }} BenchContext */
/** @typedef {"visitor" | "student" | "teacher" | "admin"} Who */
/** @typedef {{ name: string, path: (ctx: BenchContext) => string, as: Who[], group?: string }} RouteEntry */

/** @type {RouteEntry[]} */
export const routes = [
  { name: "/", path: () => "/", as: ["visitor", "student"], group: "catalogue" },
  { name: "/courses", path: () => "/courses", as: ["visitor", "student"], group: "catalogue" },
  {
    name: "/course/{id}",
    path: ({ courseId }) => `/course/${courseId}`,
    as: ["visitor", "student"],
    group: "catalogue",
  },
  { name: "/search?q=", path: () => "/search?q=data", as: ["visitor", "student"] },
  { name: "/about", path: () => "/about", as: ["visitor"] },
  { name: "/faq", path: () => "/faq", as: ["visitor"] },
  { name: "/contact", path: () => "/contact", as: ["visitor", "student"] },
  { name: "/privacy", path: () => "/privacy", as: ["visitor"] },
  { name: "/terms", path: () => "/terms", as: ["visitor"] },
  { name: "/login", path: () => "/login", as: ["visitor"] },
  { name: "/profile", path: () => "/profile", as: ["student"] },
  { name: "/edit-profile", path: () => "/edit-profile", as: ["student"] },
  { name: "/notifications", path: () => "/notifications", as: ["student"] },
  { name: "/my-learning", path: () => "/my-learning", as: ["student"] },
  { name: "/study-progress", path: () => "/study-progress", as: ["student"] },
  // The player at the demo student's video lesson (scripts/bench/player.mjs finds it).
  { name: "/course-content/{id}", path: ({ playerPath }) => playerPath, as: ["student"] },
  // The demo student's open attempt at a quiz lesson (scripts/bench/practice.mjs starts it): issue 32's
  // first-load goal (≤ 110 KB gzip, no math library in the browser).
  { name: "/practice/{id}/{lesson}", path: ({ quizPath }) => quizPath, as: ["student"] },
  { name: "/instructor/courses", path: () => "/instructor/courses", as: ["teacher"] },
  { name: "/admin-dashboard", path: () => "/admin-dashboard", as: ["admin"] },
  { name: "/admin-statistics", path: () => "/admin-statistics", as: ["admin"] },
  { name: "/manage-all-courses", path: () => "/manage-all-courses", as: ["admin"] },
  { name: "/admin-users", path: () => "/admin-users", as: ["admin"] },
  { name: "/admin-subscriptions", path: () => "/admin-subscriptions", as: ["admin"] },
];
