import * as React from "react";
import { openedByKeyboard, prefetchOnIntent } from "../lib/intent";
import { useHydrated } from "../lib/use-hydrated";
import { cn } from "../lib/utils";
import { Avatar } from "./avatar";
import { AppLink } from "./link";
import { useLocale } from "./locale-provider";

// The dropdown (Radix Menu, its popper and floating-ui) is a chunk of its own: a page load shows the
// avatar, and the menu's code arrives when it is pointed at, touched or focused (issue 19).
const loadMenu = () => import("./avatar-menu-content");
const LazyMenu = React.lazy(() => loadMenu().then((m) => ({ default: m.AvatarMenuDropdown })));

/** A link the app adds to the menu for the user's role (Administration, Teaching), with its own label. */
export interface RoleLink {
  href: string;
  /** Already in the current language: role links belong to the app, not the kit. */
  label: string;
  icon?: React.ReactNode;
}

export interface AvatarMenuProps {
  /** The user's display name; the `user` label ("User") when missing. */
  displayName?: string | null;
  /** The user's e-mail; the `unknownEmail` label when missing. */
  email?: string | null;
  /** The user's photo; the first letter shows without it. */
  photoURL?: string | null;
  /** The app's profile page: the Profile item, and where the avatar leads before scripts run. */
  profileHref: string;
  /** The app's page of the user's courses; without it the menu has no My Courses item. */
  myCoursesHref?: string;
  /** Links for the user's role, after My Courses. @defaultValue [] */
  roleLinks?: readonly RoleLink[];
  /** Signs the user out (the Logout item). */
  onLogout?: () => void;
  /** Controlled open state, for stories and tests. @defaultValue uncontrolled, closed */
  open?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Classes for the trigger, merged last. */
  className?: string;
}

/** The first letter of a name for the avatar (fallback "U"), whole grapheme so Arabic letters stay intact. */
export function initialOf(name: string | null | undefined): string {
  const trimmed = name?.trim();
  if (!trimmed) return "U";
  return Array.from(trimmed)[0]!.toLocaleUpperCase();
}

/**
 * The signed-in user's menu: initial or photo, name, e-mail, Profile, My Courses, the app's role links and
 * Logout. The kit knows no routes: the app passes its pages' hrefs.
 */
function AvatarMenu({
  displayName,
  email,
  photoURL,
  profileHref,
  myCoursesHref,
  roleLinks = [],
  onLogout,
  open,
  onOpenChange,
  className,
}: AvatarMenuProps) {
  const { t } = useLocale();
  const hydrated = useHydrated();
  const [openState, setOpenState] = React.useState(false);
  const [wanted, setWanted] = React.useState(false);
  const [keyboard, setKeyboard] = React.useState(false);
  const triggerClass = cn(
    "rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
    className,
  );
  const face = <Avatar size="sm" src={photoURL} fallback={initialOf(displayName)} />;
  // Without scripts the menu cannot open: the avatar is then a link to the profile.
  if (!hydrated && open === undefined) {
    return (
      <AppLink href={profileHref} data-slot="avatar-menu" aria-label={t("accountMenu")} className={triggerClass}>
        {face}
      </AppLink>
    );
  }
  const isOpen = open ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    // Only the opening through the stand-in is a keyboard opening the menu must finish itself.
    if (!next) setKeyboard(false);
    onOpenChange?.(next);
  };
  const want = (byKeyboard: boolean) => {
    setKeyboard(byKeyboard);
    setWanted(true);
    setOpen(true);
  };
  // Until the menu is wanted, a button that looks and reads as Radix's trigger (issue 19).
  const standIn = (
    <button
      type="button"
      data-slot="avatar-menu"
      aria-label={t("accountMenu")}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={triggerClass}
      {...prefetchOnIntent(loadMenu)}
      onClick={(event) => want(openedByKeyboard(event))}
      onKeyDown={(event) => {
        if (event.key !== "ArrowDown") return;
        event.preventDefault();
        want(true);
      }}
    >
      {face}
    </button>
  );
  if (!wanted && !isOpen) return standIn;
  return (
    <React.Suspense fallback={standIn}>
      <LazyMenu
        displayName={displayName}
        email={email}
        profileHref={profileHref}
        myCoursesHref={myCoursesHref}
        roleLinks={roleLinks}
        onLogout={onLogout}
        open={isOpen}
        onOpenChange={setOpen}
        triggerClass={triggerClass}
        face={face}
        focusFirst={keyboard}
      />
    </React.Suspense>
  );
}

export { AvatarMenu };
