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

/** A course's public page, the kit's CourseCard link for visitors and learners not yet enrolled. */
export const courseHref = (courseId: string) => `/course/${encodeURIComponent(courseId)}`;

export type NavKey = "home" | "courses" | "myLearning" | "tasksCalendar";

export const NAV_ITEMS: readonly { key: NavKey; href: string }[] = [
  { key: "home", href: "/" },
  { key: "courses", href: COURSES_HREF },
  { key: "myLearning", href: MY_LEARNING_HREF },
  { key: "tasksCalendar", href: "/study-progress" },
];

/** Which nav item a path belongs to, for highlighting: a course page counts as Courses, the player as My Learning. */
export function navKeyForPath(pathname: string): NavKey | null {
  if (pathname === "/") return "home";
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
 * Where "Administration" in the avatar and mobile menus leads. Here, not beside the admin console's
 * navigation: the shell of every page needs the address, not the console's icons and links, which every
 * first load would then pay for.
 */
export const ADMIN_HOME = "/admin-dashboard";
