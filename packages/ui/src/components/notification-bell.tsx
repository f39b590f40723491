import * as React from "react";
import { Bell } from "lucide-react";
import { badgeText } from "@masar/domain/notification";
import { LazyMenuTrigger } from "../lib/lazy-menu-trigger";
import { cn } from "../lib/utils";
import { buttonVariants } from "./button";
import { useLocale } from "./locale-provider";

// The dropdown (Radix Menu, its popper and floating-ui, the state of an open menu) is a chunk of its own:
// a page load draws the bell and its count from this module alone, and the menu's code arrives when the
// bell is pointed at, pressed or focused (decision 023).
const loadMenu = () => import("./notification-bell-menu");
const LazyMenu = React.lazy(() => loadMenu().then((m) => ({ default: m.NotificationBellMenu })));

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

/**
 * The header's bell (spec sections 2 and 4). It never fetches: data and actions come in as props. Until
 * its menu is wanted it is a face (lib/menu-face): the same trigger, without Radix.
 */
function NotificationBell({
  notifications,
  unreadCount,
  viewAllHref,
  open,
  onOpenChange,
  ...actions
}: NotificationBellProps) {
  const { t, formatNumber } = useLocale();
  const unread = unreadCount ?? notifications.filter((n) => !n.read).length;
  const badge = badgeText(unread, formatNumber);

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
  const label = t("notificationsUnread", { count: unread });
  // Without scripts the dropdown cannot open: the bell is then a link to the full list (fallbackHref), if
  // the app has one.
  return (
    <LazyMenuTrigger
      slot="notification-bell"
      label={label}
      triggerClass={triggerClass}
      face={face}
      fallbackHref={viewAllHref}
      load={loadMenu}
      open={open}
      onOpenChange={onOpenChange}
      menu={(trigger) => (
        <LazyMenu {...actions} {...trigger} notifications={notifications} viewAllHref={viewAllHref} unread={unread} />
      )}
    />
  );
}

export { NotificationBell };
