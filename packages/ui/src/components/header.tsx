import * as React from "react";
import { Menu, Search } from "lucide-react";
import { useHydrated } from "../lib/use-hydrated";
import { cn } from "../lib/utils";
import { Button, buttonVariants } from "./button";
import type { RoleLink } from "./avatar-menu";
import { Input } from "./input";
import { AppLink } from "./link";
import { useLocale } from "./locale-provider";
import { MobileMenu } from "./mobile-menu";

/** A main navigation link, already in the current language. */
export interface HeaderNavItem {
  href: string;
  label: string;
  /** The page the user is on (or inside): the link is highlighted and carries `aria-current="page"`. */
  current?: boolean;
}

export interface HeaderProps {
  /** What the logo link shows (an icon and the app's name); the kit draws no brand of its own. */
  brand: React.ReactNode;
  /** The logo link's accessible name, e.g. "Faculty portal, home". */
  brandLabel: string;
  /** Where the logo leads. @defaultValue "/" */
  brandHref?: string;
  /** The main navigation, in order; shown in the header row on wide screens and in the menu sheet on small ones. */
  navItems: readonly HeaderNavItem[];
  /** The current path: the mobile menu closes when it changes, and a matching `menuLinks` item is highlighted. */
  pathname?: string;
  /** Whether a user is signed in: shows `bell` and `accountMenu` instead of the Login button. @defaultValue false */
  signedIn?: boolean;
  /** Called with the trimmed, non-blank search text; the field then clears. */
  onSearch?: (query: string) => void;
  /**
   * The text of the search the page shows (a search page's query): the field holds it, so the reader
   * sees what was searched and can refine it. It follows the prop when the page changes. @defaultValue ""
   */
  searchQuery?: string;
  /** The notification bell (signed in only). */
  bell?: React.ReactNode;
  /** The avatar menu (signed in only). */
  accountMenu?: React.ReactNode;
  /** The signed-in user's role links (Administration, Teaching), at the end of the mobile menu. @defaultValue [] */
  menuLinks?: readonly RoleLink[];
  /** The language toggle, wrapped in whatever form the app posts it with. */
  languageToggle?: React.ReactNode;
  /** The app's sign-in page. */
  loginHref: string;
  /** Where a visitor creates an account. */
  signUpHref: string;
  /** The app's search page: the GET target of the search form without scripts, and the small-screen search icon. */
  searchHref: string;
  /** Classes for the header element, merged last. */
  className?: string;
}

/**
 * A site header: logo, main navigation (a sheet on small screens), quick search, language toggle and
 * either the visitor's Login / Create account buttons or the signed-in bell and avatar menu. Every link,
 * label and the brand come from the app.
 */
function Header({
  brand,
  brandLabel,
  brandHref = "/",
  navItems,
  pathname,
  signedIn = false,
  onSearch,
  searchQuery = "",
  bell,
  accountMenu,
  languageToggle,
  menuLinks = [],
  loginHref,
  signUpHref,
  searchHref,
  className,
}: HeaderProps) {
  const { t } = useLocale();
  // The phone menu stays open on the page it was opened on and closes when another page shows. That
  // page is the rendered one, or the address bar's at the click: a router renders a navigation a moment
  // after the address changes, and a menu opened in between must not be closed by that render.
  const [openOn, setOpenOn] = React.useState<{ rendered: string | undefined; address: string } | null>(null);
  const rendered = React.useRef(pathname);
  rendered.current = pathname;
  const menuOpen = openOn !== null && (pathname === openOn.rendered || pathname === openOn.address);
  // Once another page shows, the menu is closed for good (coming back to its page does not reopen it).
  React.useEffect(() => {
    if (openOn !== null && !menuOpen) setOpenOn(null);
  }, [openOn, menuOpen]);
  const setMenuOpen = React.useCallback(
    (open: boolean) => setOpenOn(open ? { rendered: rendered.current, address: window.location.pathname } : null),
    [],
  );
  const [query, setQuery] = React.useState(searchQuery);
  const hydrated = useHydrated();
  React.useEffect(() => setQuery(searchQuery), [searchQuery]);

  const links = (orientation: "row" | "column") =>
    navItems.map((item) => (
      <AppLink
        key={item.href}
        href={item.href}
        aria-current={item.current ? "page" : undefined}
        data-slot="nav-link"
        // Closing the menu as the link is followed (not after the page changes) lets focus land on the
        // new page, not back on the menu button.
        onClick={orientation === "column" ? () => setMenuOpen(false) : undefined}
        className={cn(
          // One line per link: at 1024 px "Tasks Calendar" used to break in two and the row grew.
          "whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground",
          "aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary",
          orientation === "column" && "text-base",
        )}
      >
        {item.label}
      </AppLink>
    ));

  // A visitor's two ways in, in the mobile menu where the header row has no room for both.
  const accountLinks = signedIn ? null : (
    <div className="flex flex-col gap-2 border-t pt-4" data-slot="mobile-account-links">
      <Button asChild>
        <AppLink href={signUpHref} onClick={() => setMenuOpen(false)}>
          {t("signUp")}
        </AppLink>
      </Button>
      <Button asChild variant="outline">
        <AppLink href={loginHref} onClick={() => setMenuOpen(false)}>
          {t("login")}
        </AppLink>
      </Button>
    </div>
  );

  const roleLinks =
    signedIn && menuLinks.length ? (
      <div className="flex flex-col gap-1 border-t pt-4" data-slot="mobile-role-links">
        {menuLinks.map((link) => (
          <AppLink
            key={link.href}
            href={link.href}
            aria-current={pathname === link.href ? "page" : undefined}
            onClick={() => setMenuOpen(false)}
            className={cn(
              "flex items-center gap-2 rounded-md px-3 py-2 text-base font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground [&_svg]:size-4",
              "aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary",
            )}
          >
            {link.icon}
            {link.label}
          </AppLink>
        ))}
      </div>
    ) : null;

  return (
    <header data-slot="header" className={cn("sticky top-0 z-40 border-b bg-background/95 backdrop-blur", className)}>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-3 sm:gap-2 sm:px-6">
        {hydrated ? (
          <MobileMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            label={t("openMenu")}
            title={t("menu")}
            triggerClassName={cn(buttonVariants({ variant: "ghost", size: "icon" }), "lg:hidden")}
          >
            <nav aria-label={t("mainNavigation")} className="flex flex-col gap-1">
              {links("column")}
            </nav>
            {roleLinks}
            {accountLinks}
          </MobileMenu>
        ) : (
          // Without scripts (or before they arrive) the menu is a native disclosure: it still opens.
          <details data-slot="mobile-menu-fallback" className="lg:hidden">
            <summary
              aria-label={t("openMenu")}
              className={cn(
                buttonVariants({ variant: "ghost", size: "icon" }),
                "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
              )}
            >
              <Menu className="size-5" aria-hidden="true" />
            </summary>
            <div className="absolute inset-x-0 top-full flex flex-col gap-4 border-b bg-background p-4 shadow-lg">
              <nav aria-label={t("mainNavigation")} className="flex flex-col gap-1">
                {links("column")}
              </nav>
              {roleLinks}
              {accountLinks}
            </div>
          </details>
        )}
        <AppLink
          href={brandHref}
          aria-label={brandLabel}
          data-slot="logo"
          className="flex items-center gap-2 rounded-md text-xl font-bold text-primary [&_svg]:size-7"
        >
          {brand}
        </AppLink>
        <nav aria-label={t("mainNavigation")} className="ms-4 hidden items-center gap-1 lg:flex">
          {links("row")}
        </nav>
        <div className="ms-auto flex min-w-0 items-center gap-1">
          <form
            role="search"
            aria-label={t("quickSearch")}
            method="get"
            action={searchHref}
            data-slot="header-search"
            className="relative hidden md:block"
            onSubmit={(event) => {
              event.preventDefault();
              const trimmed = query.trim();
              if (!trimmed) return;
              onSearch?.(trimmed);
              setQuery("");
            }}
          >
            <Search
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              name="q"
              size="sm"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t("searchPlaceholder")}
              aria-label={t("searchCourses")}
              // Narrower from 1024 px, where the nav links first share the row, until 1280 px leaves room.
              className="w-56 ps-9 lg:w-44 xl:w-56"
            />
          </form>
          <AppLink
            href={searchHref}
            aria-label={t("search")}
            data-slot="search-icon"
            className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "md:hidden")}
          >
            <Search className="size-5" aria-hidden="true" />
          </AppLink>
          {languageToggle}
          {signedIn ? (
            <>
              {bell}
              {accountMenu}
            </>
          ) : (
            <>
              <Button
                asChild
                size="sm"
                data-slot="login-button"
                // Primary while it is the only button on a phone; beside Create account it steps back.
                className="sm:border sm:border-input sm:bg-background sm:text-foreground sm:hover:bg-muted"
              >
                <AppLink href={loginHref}>{t("login")}</AppLink>
              </Button>
              {/* On phones the row has room for one button: sign-up sits first in the menu instead. */}
              <Button asChild size="sm" data-slot="signup-button" className="hidden sm:inline-flex">
                <AppLink href={signUpHref}>{t("signUp")}</AppLink>
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

export { Header };
