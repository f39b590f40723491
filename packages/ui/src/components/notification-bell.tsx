import * as React from "react";
import { Bell, Trash2 } from "lucide-react";
import { NOTIFICATION_AUTO_READ_MS, NOTIFICATION_DROPDOWN_COUNT, badgeText } from "@masar/domain/notification";
import { useHydrated } from "../lib/use-hydrated";
import { cn } from "../lib/utils";
import { buttonVariants } from "./button";
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

/** What the bell shows of a notification. */
export interface BellNotification {
  id: string;
  title: string;
  body: string;
  read: boolean;
  createdAt: Date;
  data?: { courseId?: string } & Record<string, unknown>;
}

export interface NotificationBellProps {
  /** The user's notifications, newest first; only the first three are listed. */
  notifications: readonly BellNotification[];
  /** Unread count for the badge; defaults to the unread ones in `notifications`. */
  unreadCount?: number;
  /** Marks every unread notification read (the button, and 500 ms after opening with unread ones). */
  onMarkAllRead?: () => void;
  /** Marks one notification read. */
  onMarkRead?: (id: string) => void;
  /** Deletes one notification. */
  onDelete?: (id: string) => void;
  /** Opens a course named in a notification's data.courseId (when `onOpen` is not given). */
  onOpenCourse?: (courseId: string) => void;
  /**
   * Opens a notification: the app decides where it leads (a receipt, a course). When given, it is called
   * for every notification and `onOpenCourse` is not.
   */
  onOpen?: (notification: BellNotification) => void;
  /**
   * The app's page listing every notification: the menu's "View All" item, and where the bell leads
   * before scripts run. Without it there is no such item and the bell waits for scripts to open.
   */
  viewAllHref?: string;
  /** The time relative times are measured from. @defaultValue the current time */
  now?: Date;
  /** Controlled open state, for stories and tests. @defaultValue uncontrolled, closed */
  open?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/** The header's bell (spec sections 2 and 4). It never fetches: data and actions come in as props. */
function NotificationBell({
  notifications,
  unreadCount,
  onMarkAllRead,
  onMarkRead,
  onDelete,
  onOpenCourse,
  onOpen,
  viewAllHref,
  now,
  open: openProp,
  onOpenChange,
}: NotificationBellProps) {
  const { t, formatNumber, formatRelative } = useLocale();
  const [openState, setOpenState] = React.useState(false);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const unread = unreadCount ?? notifications.filter((n) => !n.read).length;
  const badge = badgeText(unread, formatNumber);
  const shown = notifications.slice(0, NOTIFICATION_DROPDOWN_COUNT);
  const hydrated = useHydrated();

  // Spec section 4: about 500 ms after the dropdown opens while unread ones exist, they become read.
  const markAll = React.useRef(onMarkAllRead);
  markAll.current = onMarkAllRead;
  React.useEffect(() => {
    if (!open || unread === 0) return;
    const timer = setTimeout(() => markAll.current?.(), NOTIFICATION_AUTO_READ_MS);
    return () => clearTimeout(timer);
  }, [open, unread > 0]); // eslint-disable-line react-hooks/exhaustive-deps

  const triggerClass = cn(buttonVariants({ variant: "ghost", size: "icon" }), "relative");
  const face = (
    <>
      <Bell className="size-5" aria-hidden="true" />
      {badge ? (
        // Drawn by CSS from data-count, so it is not text that must appear in the accessible name,
        // which already says how many are unread.
        <span
          data-slot="notification-badge"
          data-count={badge}
          aria-hidden="true"
          className="absolute -top-0.5 end-0 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-bold leading-none text-destructive-foreground after:content-[attr(data-count)]"
        />
      ) : null}
    </>
  );
  // Without scripts the dropdown cannot open: the bell is then a link to the full list, if the app has one.
  if (!hydrated && openProp === undefined && viewAllHref) {
    return (
      <AppLink
        href={viewAllHref}
        data-slot="notification-bell"
        aria-label={t("notificationsUnread", { count: unread })}
        className={triggerClass}
      >
        {face}
      </AppLink>
    );
  }

  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger
        data-slot="notification-bell"
        aria-label={t("notificationsUnread", { count: unread })}
        className={triggerClass}
      >
        {face}
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-80 max-w-[calc(100vw-1rem)]" data-slot="notification-menu">
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

export { NotificationBell };
