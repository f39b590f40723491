import type { Role } from "@masar/domain/user";

/**
 * Masar's own navigation: the routes, their labels' keys and the copyright year live in the app, so the
 * UI kit's Header and Footer stay free of any one app's routes and brand.
 */
export const COURSES_HREF = "/courses";
export const MY_LEARNING_HREF = "/my-learning";
export const PROFILE_HREF = "/profile";
export const NOTIFICATIONS_HREF = "/notifications";
export const LOGIN_HREF = "/login";
export const SIGN_UP_HREF = "/login?mode=signup";
export const SEARCH_HREF = "/search";

/**
 * Where "Administration" in the header and the avatar menu leads. Here, not beside the admin console's
 * navigation: the shell of every page needs the address, not the console's icons and links, which every
 * first load would then pay for.
 */
export const ADMIN_HOME = "/admin-dashboard";
/** Where "Teaching" leads: the teacher's own courses. */
export const TEACHING_HOME = "/instructor/courses";

/** A course's public page, the kit's CourseCard link for visitors and learners not yet enrolled. */
export const courseHref = (courseId: string) => `/course/${encodeURIComponent(courseId)}`;

export type NavKey = "home" | "courses" | "myLearning" | "tasksCalendar" | "teaching" | "administration";

const NAV_ITEMS: readonly { key: NavKey; href: string }[] = [
  { key: "home", href: "/" },
  { key: "courses", href: COURSES_HREF },
  { key: "myLearning", href: MY_LEARNING_HREF },
  { key: "tasksCalendar", href: "/study-progress" },
];

/**
 * The main navigation of a role: everyone's four links, then the teacher's courses or the admin
 * console, in the header row and the mobile menu alike (not only in the avatar menu, where nobody
 * looked for them).
 */
export function navItemsFor(role: Role | null | undefined): readonly { key: NavKey; href: string }[] {
  if (role === "teacher") return [...NAV_ITEMS, { key: "teaching", href: TEACHING_HOME }];
  if (role === "admin") return [...NAV_ITEMS, { key: "administration", href: ADMIN_HOME }];
  return NAV_ITEMS;
}

/** The admin console's screens: every path the Administration link stands for. */
const ADMIN_PATHS = /^\/(admin-[\w-]+|manage-all-courses)(\/|$)/;

/** Which nav item a path belongs to, for highlighting: a course page counts as Courses, the player as My Learning. */
export function navKeyForPath(pathname: string): NavKey | null {
  if (pathname === "/") return "home";
  if (pathname.startsWith("/instructor/")) return "teaching";
  if (ADMIN_PATHS.test(pathname)) return "administration";
  if (pathname.startsWith("/courses") || pathname.startsWith("/course/")) return "courses";
  if (pathname.startsWith("/my-learning") || pathname.startsWith("/course-content/")) return "myLearning";
  if (pathname.startsWith("/study-progress")) return "tasksCalendar";
  return null;
}

export type FooterKey = "about" | "contact" | "faqs" | "privacy" | "terms";

export const FOOTER_ITEMS: readonly { key: FooterKey; href: string }[] = [
  { key: "about", href: "/about" },
  { key: "contact", href: "/contact" },
  { key: "faqs", href: "/faq" },
  { key: "privacy", href: "/privacy" },
  { key: "terms", href: "/terms" },
];

/** The copyright year of spec section 9 (fixed by the spec, not the clock). */
export const COPYRIGHT_YEAR = 2025;

/**
 * Where a role starts after signing in when nothing else was asked for: a teacher at their courses, an
 * admin at the console, a student at home (whose first card is "start your first course").
 */
export function roleHome(role: Role): string {
  return role === "teacher" ? TEACHING_HOME : role === "admin" ? ADMIN_HOME : "/";
}
