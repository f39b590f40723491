import * as React from "react";
import { LazyMenuTrigger } from "../lib/lazy-menu-trigger";
import { cn } from "../lib/utils";
import { Avatar } from "./avatar";
import { useLocale } from "./locale-provider";

// The dropdown (Radix Menu, its popper and floating-ui, the state of an open menu) is a chunk of its own:
// a page load draws the avatar from this module alone, and the menu's code arrives when the avatar is
// pointed at, pressed or focused (decision 023).
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
 * Logout. The kit knows no routes: the app passes its pages' hrefs. Until the menu is wanted the avatar
 * is a face (lib/menu-face): the same trigger, without Radix.
 */
function AvatarMenu({ displayName, photoURL, profileHref, open, onOpenChange, className, ...rest }: AvatarMenuProps) {
  const { t } = useLocale();
  const triggerClass = cn(
    "rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
    className,
  );
  const face = <Avatar size="sm" src={photoURL} fallback={initialOf(displayName)} />;
  // Without scripts the menu cannot open: the avatar is then a link to the profile (fallbackHref).
  return (
    <LazyMenuTrigger
      slot="avatar-menu"
      label={t("accountMenu")}
      triggerClass={triggerClass}
      face={face}
      fallbackHref={profileHref}
      load={loadMenu}
      open={open}
      onOpenChange={onOpenChange}
      menu={(trigger) => <LazyMenu {...rest} {...trigger} displayName={displayName} profileHref={profileHref} />}
    />
  );
}

export { AvatarMenu };
