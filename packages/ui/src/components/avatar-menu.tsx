import * as React from "react";
import { BookOpen, LogOut, UserRound } from "lucide-react";
import { useHydrated } from "../lib/use-hydrated";
import { cn } from "../lib/utils";
import { Avatar } from "./avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./dropdown-menu";
import { AppLink } from "./link";
import { useLocale } from "./locale-provider";

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
  const name = displayName?.trim() || t("user");
  const hydrated = useHydrated();
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
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger data-slot="avatar-menu" aria-label={t("accountMenu")} className={triggerClass}>
        {face}
      </DropdownMenuTrigger>
      <DropdownMenuContent data-slot="avatar-menu-content">
        <DropdownMenuLabel className="flex flex-col gap-0.5 font-normal">
          <span className="font-bold" data-slot="avatar-menu-name">
            <bdi>{name}</bdi>
          </span>
          <span className="truncate text-xs text-muted-foreground" data-slot="avatar-menu-email" dir="ltr">
            {email?.trim() || t("unknownEmail")}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <AppLink href={profileHref}>
            <UserRound aria-hidden="true" />
            {t("profile")}
          </AppLink>
        </DropdownMenuItem>
        {myCoursesHref ? (
          <DropdownMenuItem asChild>
            <AppLink href={myCoursesHref}>
              <BookOpen aria-hidden="true" />
              {t("myCourses")}
            </AppLink>
          </DropdownMenuItem>
        ) : null}
        {roleLinks.map((link) => (
          <DropdownMenuItem asChild key={link.href}>
            <AppLink href={link.href} data-slot="avatar-menu-role-link">
              {link.icon}
              {link.label}
            </AppLink>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => onLogout?.()}>
          <LogOut aria-hidden="true" className="rtl:rotate-180" />
          {t("logout")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export { AvatarMenu };
