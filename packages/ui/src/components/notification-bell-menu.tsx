import * as React from "react";
import { Trash2 } from "lucide-react";
import { NOTIFICATION_AUTO_READ_MS, NOTIFICATION_DROPDOWN_COUNT } from "@masar/domain/notification";
import { useLoadedMenu } from "../lib/intent";
import type { LoadedMenuTrigger } from "../lib/lazy-menu-trigger";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./dropdown-menu";
import { AppLink } from "./link";
import { useLocale } from "./locale-provider";
import type { NotificationBellProps } from "./notification-bell";

/** What the bell passes to its menu: the bell's props, and the trigger its face has already drawn. */
export interface NotificationBellMenuProps
  extends Omit<NotificationBellProps, "unreadCount" | "open" | "onOpenChange">,
    LoadedMenuTrigger {
  /** How many are unread: Mark all read is disabled at 0. */
  unread: number;
}

/**
 * The bell's Radix dropdown: a chunk of its own (with Radix Menu, its popper and floating-ui), fetched
 * when the bell is pointed at, pressed or focused (decision 023), so a page load does not download
 * it. It mounts when the bell's face is asked to open, and keeps the open state from then on.
 */
function NotificationBellMenu({
  notifications,
  onMarkAllRead,
  onMarkRead,
  onDelete,
  onOpenCourse,
  onOpen,
  viewAllHref,
  now,
  open: openProp,
  onOpenChange,
  unread,
  label,
  triggerClass,
  face,
  keyboard,
}: NotificationBellMenuProps) {
  const { open, setOpen, ref: content } = useLoadedMenu<HTMLDivElement>(openProp, onOpenChange, keyboard);
  const { t, formatRelative } = useLocale();

  // Spec section 4: about 500 ms after the dropdown opens while unread ones exist, they become read.
  const markAll = React.useRef(onMarkAllRead);
  markAll.current = onMarkAllRead;
  React.useEffect(() => {
    if (!open || unread === 0) return;
    const timer = setTimeout(() => markAll.current?.(), NOTIFICATION_AUTO_READ_MS);
    return () => clearTimeout(timer);
  }, [open, unread > 0]); // eslint-disable-line react-hooks/exhaustive-deps

  const shown = notifications.slice(0, NOTIFICATION_DROPDOWN_COUNT);
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger data-slot="notification-bell" aria-label={label} className={triggerClass}>
        {face}
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-80 max-w-[calc(100vw-1rem)]" data-slot="notification-menu" ref={content}>
        <div className="flex items-center justify-between gap-2 px-1">
          <DropdownMenuLabel>{t("notifications")}</DropdownMenuLabel>
          {notifications.length > 0 ? (
            <DropdownMenuItem
              className="text-xs text-primary"
              disabled={unread === 0}
              onSelect={(event) => {
                event.preventDefault();
                onMarkAllRead?.();
              }}
            >
              {t("markAllRead")}
            </DropdownMenuItem>
          ) : null}
        </div>
        <DropdownMenuSeparator />
        {shown.length === 0 ? (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground" data-slot="notification-empty">
            {t("noNotifications")}
          </p>
        ) : (
          shown.map((n) => (
            <DropdownMenuGroup key={n.id} className="flex items-start gap-1" data-slot="notification-item">
              <DropdownMenuItem
                className="flex-1 flex-col items-start gap-0.5"
                data-read={n.read ? "true" : "false"}
                onSelect={() => {
                  const courseId = typeof n.data?.courseId === "string" ? n.data.courseId : undefined;
                  if (!n.read) onMarkRead?.(n.id);
                  if (onOpen) onOpen(n);
                  else if (courseId) onOpenCourse?.(courseId);
                }}
              >
                <span className="flex w-full items-center gap-2 font-bold">
                  {!n.read ? (
                    <span className="size-2 shrink-0 rounded-full bg-primary" role="img" aria-label={t("unread")} />
                  ) : null}
                  {/* Isolated, aligned with the menu: an Arabic title in the English bell starts on the
                      same side as its body and every other row. */}
                  <span className="line-clamp-1 min-w-0 flex-1 text-start" data-slot="notification-title">
                    <bdi>{n.title}</bdi>
                  </span>
                </span>
                {n.body ? (
                  <span className="line-clamp-2 w-full text-start text-muted-foreground" data-slot="notification-body">
                    <bdi>{n.body}</bdi>
                  </span>
                ) : null}
                <time dateTime={n.createdAt.toISOString()} className="text-xs text-muted-foreground">
                  {formatRelative(n.createdAt, now)}
                </time>
              </DropdownMenuItem>
              <DropdownMenuItem
                aria-label={t("deleteNotification")}
                data-slot="notification-delete"
                className="p-2 text-muted-foreground data-[highlighted]:text-destructive"
                onSelect={(event) => {
                  event.preventDefault();
                  onDelete?.(n.id);
                }}
              >
                <Trash2 aria-hidden="true" />
              </DropdownMenuItem>
            </DropdownMenuGroup>
          ))
        )}
        {viewAllHref ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild className="justify-center font-medium text-primary">
              <AppLink href={viewAllHref}>{t("viewAllNotifications")}</AppLink>
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export { NotificationBellMenu };
