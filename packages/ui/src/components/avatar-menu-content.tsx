import * as React from "react";
import { BookOpen, LogOut, UserRound } from "lucide-react";
import { useLoadedMenu } from "../lib/intent";
import type { LoadedMenuTrigger } from "../lib/lazy-menu-trigger";
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
import type { AvatarMenuProps } from "./avatar-menu";

/** What the avatar passes to its menu: the avatar's props, and the trigger its face has already drawn. */
export type AvatarMenuDropdownProps = Omit<AvatarMenuProps, "photoURL" | "className" | "open" | "onOpenChange"> &
  LoadedMenuTrigger;

/**
 * The avatar's Radix dropdown: a chunk of its own (with Radix Menu, its popper and floating-ui), fetched
 * when the avatar is pointed at, pressed or focused (decision 023), so a page load does not download
 * it. It mounts when the avatar's face is asked to open, and keeps the open state from then on.
 */
function AvatarMenuDropdown({
  displayName,
  email,
  profileHref,
  myCoursesHref,
  roleLinks = [],
  onLogout,
  open: openProp,
  onOpenChange,
  label,
  triggerClass,
  face,
  keyboard,
}: AvatarMenuDropdownProps) {
  const { open, setOpen, ref: content } = useLoadedMenu<HTMLDivElement>(openProp, onOpenChange, keyboard);
  const { t } = useLocale();
  const name = displayName?.trim() || t("user");
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger data-slot="avatar-menu" aria-label={label} className={triggerClass}>
        {face}
      </DropdownMenuTrigger>
      <DropdownMenuContent data-slot="avatar-menu-content" ref={content}>
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

export { AvatarMenuDropdown };
