import type { ReactNode } from "react";
import { NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Award, BarChart3, CreditCard, Inbox, LayoutDashboard, Library, Mail, Tags, Users } from "lucide-react";
import { useCurrentLinkInView } from "#app/utils/current-link-in-view";
import { Page } from "./page";

/** Every admin screen, in the order the console lists them; titles are common's page titles. */
const ADMIN_SCREENS = [
  { href: "/admin-dashboard", titleKey: "pages.adminDashboard", icon: LayoutDashboard },
  { href: "/admin-messages", titleKey: "pages.adminMessages", icon: Inbox },
  { href: "/manage-all-courses", titleKey: "pages.manageAllCourses", icon: Library },
  { href: "/admin-categories", titleKey: "pages.adminCategories", icon: Tags },
  { href: "/admin-users", titleKey: "pages.adminUsers", icon: Users },
  { href: "/admin-subscriptions", titleKey: "pages.adminSubscriptions", icon: CreditCard },
  { href: "/admin-statistics", titleKey: "pages.adminStatistics", icon: BarChart3 },
  { href: "/admin-certificates", titleKey: "pages.adminCertificates", icon: Award },
  { href: "/admin-outbox", titleKey: "pages.adminOutbox", icon: Mail },
] as const;

/**
 * The console's navigation, rendered by every admin screen. A row that scrolls sideways on phones
 * (eight links do not fit 390 px) rather than a second menu to open, scrolled to the current screen.
 */
function AdminNav() {
  const { t } = useTranslation();
  const row = useCurrentLinkInView<HTMLElement>();
  return (
    <nav
      ref={row}
      aria-label={t("roleLinks.adminNavigation")}
      data-testid="admin-nav"
      className="-mx-4 overflow-x-auto px-4"
    >
      <ul className="flex min-w-max gap-1 border-b">
        {ADMIN_SCREENS.map(({ href, titleKey, icon: Icon }) => (
          <li key={href}>
            <NavLink
              to={href}
              prefetch="intent"
              className="-mb-px flex items-center gap-2 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground aria-[current=page]:border-primary aria-[current=page]:text-primary"
            >
              <Icon className="size-4" aria-hidden="true" />
              {t(titleKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** An admin screen: the console's navigation above the page's heading and content. */
export function AdminPage({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    <Page title={title} lead={lead} before={<AdminNav />}>
      {children}
    </Page>
  );
}
