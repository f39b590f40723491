import { useFetcher, useFetchers, useLocation, useNavigate, useSubmit } from "@remix-run/react";
import { VerifyBanner } from "./verify-banner";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { GraduationCap, ShieldCheck } from "lucide-react";
import { AvatarMenu, type RoleLink } from "@masar/ui/avatar-menu";
import { Header } from "@masar/ui/header";
import { LanguageToggle } from "@masar/ui/language-toggle";
import { NotificationBell, type BellNotification } from "@masar/ui/notification-bell";
import { useLocale } from "@masar/ui/locale-provider";
import { LANGUAGE_STORAGE_KEY } from "@masar/domain/locale";
import { notificationHref } from "@masar/domain/notification";
import type { Role } from "@masar/domain/user";
import { SiteFooter, useSiteHeaderProps } from "./site/site-brand";
import {
  ADMIN_HOME,
  COURSES_HREF,
  MY_LEARNING_HREF,
  NOTIFICATIONS_HREF,
  PROFILE_HREF,
  SEARCH_HREF,
  TEACHING_HOME,
} from "./site/site-nav";

interface ShellUser {
  displayName: string;
  email: string;
  photoURL: string | null;
  role: Role;
  emailVerified: boolean;
}

export interface ShellProps {
  user: ShellUser | null;
  notifications: BellNotification[];
  unreadCount: number;
  children: ReactNode;
}

export const LANGUAGE_ACTION = "/resources/language";
const NOTIFICATIONS_ACTION = "/resources/notifications";
/** The pages whose `?q=` is a course search (one search, decision 009): the header's box shows it. */
const SEARCHED_PAGES = new Set([SEARCH_HREF, COURSES_HREF]);

/** The consoles a role opens from the avatar menu (the header's links and mobile menu have them as nav items). */
function useRoleLinks(role: Role | undefined): RoleLink[] {
  const { t } = useTranslation();
  const links: RoleLink[] = [];
  if (role === "teacher") {
    links.push({
      href: TEACHING_HOME,
      label: t("roleLinks.teaching"),
      icon: <GraduationCap aria-hidden="true" />,
    });
  }
  if (role === "admin") {
    links.push({ href: ADMIN_HOME, label: t("roleLinks.administration"), icon: <ShieldCheck aria-hidden="true" /> });
  }
  return links;
}

/** Header, main landmark and footer around every page, error pages included. */
export function SiteShell({ user, notifications, unreadCount, children }: ShellProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const submit = useSubmit();
  const { t } = useLocale();
  const roleLinks = useRoleLinks(user?.role);
  const siteHeader = useSiteHeaderProps(location.pathname, user?.role);
  // On the pages that show a search's results, the header's box holds what was searched.
  const searchQuery = SEARCHED_PAGES.has(location.pathname)
    ? (new URLSearchParams(location.search).get("q") ?? "").trim()
    : "";
  const language = useFetcher({ key: "language" });
  // Every bell action is a fetcher of its own (no fetcherKey: Remix gives each submission a new key). On
  // one shared fetcher a second submission aborts the first one's request, and when that request is still
  // on its way the browser never receives its answer: a delete's flash toast (its Set-Cookie) was lost
  // when the automatic mark-read, 500 ms after opening, was submitted while the delete was in flight.
  const notify = (intent: string, id?: string) =>
    submit({ intent, ...(id ? { id } : {}) }, { method: "post", action: NOTIFICATIONS_ACTION, navigate: false });
  // A fetcher done with its submission forgets its formAction: these are the bell's busy ones.
  const bellBusy = useFetchers().some((f) => f.formAction === NOTIFICATIONS_ACTION);
  const openAfterBell = useOpenAfterBell(bellBusy);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:p-3"
      >
        {t("skipToContent")}
      </a>
      <Header
        {...siteHeader}
        signedIn={user !== null}
        onSearch={(q) => navigate(`${SEARCH_HREF}?${new URLSearchParams({ q })}`)}
        searchQuery={searchQuery}
        languageToggle={
          <language.Form method="post" action={LANGUAGE_ACTION}>
            <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
            <LanguageToggle onToggle={(next) => localStorage.setItem(LANGUAGE_STORAGE_KEY, next)} />
          </language.Form>
        }
        bell={
          user && (
            <NotificationBell
              notifications={notifications}
              unreadCount={unreadCount}
              viewAllHref={NOTIFICATIONS_HREF}
              onMarkAllRead={() => notify("markAllRead")}
              onMarkRead={(id) => notify("markRead", id)}
              onDelete={(id) => notify("delete", id)}
              onOpen={(n) => {
                const href = notificationHref(n.data);
                if (href) openAfterBell(href);
              }}
            />
          )
        }
        accountMenu={
          user && (
            <AvatarMenu
              displayName={user?.displayName}
              email={user?.email}
              photoURL={user?.photoURL}
              profileHref={PROFILE_HREF}
              myCoursesHref={MY_LEARNING_HREF}
              roleLinks={roleLinks}
              onLogout={() => submit(null, { method: "post", action: "/logout" })}
            />
          )
        }
      />
      {user && !user.emailVerified ? <VerifyBanner email={user.email} /> : null}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/**
 * Opening an unread notification marks it read (a fetcher POST) and navigates. Started together, the
 * fetcher's revalidation can finish while the navigation is still discovering its route (Remix's lazy
 * route discovery) and then completes the navigation itself with the routes known so far: the URL
 * changes and the page stays empty (react-router#15326, fixed only in v7). So the navigation waits
 * until none of the bell's fetchers is busy; an already read notification opens at once.
 */
function useOpenAfterBell(bellBusy: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (pending === null || bellBusy) return;
    setPending(null);
    navigate(pending);
  }, [pending, bellBusy, navigate]);
  return setPending;
}
