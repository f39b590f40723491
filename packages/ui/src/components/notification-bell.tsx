import * as React from "react";
import { Bell } from "lucide-react";
import { NOTIFICATION_AUTO_READ_MS, badgeText } from "@masar/domain/notification";
import { openedByKeyboard, prefetchOnIntent } from "../lib/intent";
import { useHydrated } from "../lib/use-hydrated";
import { cn } from "../lib/utils";
import { buttonVariants } from "./button";
import { AppLink } from "./link";
import { useLocale } from "./locale-provider";

// The dropdown (Radix Menu, its popper and floating-ui) is a chunk of its own: a page load shows the bell
// and its count, and the menu's code arrives when the bell is pointed at, touched or focused (issue 19).
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
  const { t, formatNumber } = useLocale();
  const [openState, setOpenState] = React.useState(false);
  const [wanted, setWanted] = React.useState(false);
  const [keyboard, setKeyboard] = React.useState(false);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    // Only the opening through the stand-in is a keyboard opening the menu must finish itself.
    if (!next) setKeyboard(false);
    onOpenChange?.(next);
  };
  const unread = unreadCount ?? notifications.filter((n) => !n.read).length;
  const badge = badgeText(unread, formatNumber);
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
  const label = t("notificationsUnread", { count: unread });
  // Without scripts the dropdown cannot open: the bell is then a link to the full list, if the app has one.
  if (!hydrated && openProp === undefined && viewAllHref) {
    return (
      <AppLink href={viewAllHref} data-slot="notification-bell" aria-label={label} className={triggerClass}>
        {face}
      </AppLink>
    );
  }

  // Until the menu is wanted, a button that looks and reads as Radix's trigger (issue 19).
  const standIn = (
    <button
      type="button"
      data-slot="notification-bell"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={triggerClass}
      {...prefetchOnIntent(loadMenu)}
      onClick={(event) => {
        setKeyboard(openedByKeyboard(event));
        setWanted(true);
        setOpen(true);
      }}
      onKeyDown={(event) => {
        if (event.key !== "ArrowDown") return;
        event.preventDefault();
        setKeyboard(true);
        setWanted(true);
        setOpen(true);
      }}
    >
      {face}
    </button>
  );
  if (!wanted && !open) return standIn;
  return (
    <React.Suspense fallback={standIn}>
      <LazyMenu
        notifications={notifications}
        onMarkAllRead={onMarkAllRead}
        onMarkRead={onMarkRead}
        onDelete={onDelete}
        onOpenCourse={onOpenCourse}
        onOpen={onOpen}
        viewAllHref={viewAllHref}
        now={now}
        open={open}
        onOpenChange={setOpen}
        unread={unread}
        label={label}
        triggerClass={triggerClass}
        face={face}
        focusFirst={keyboard}
      />
    </React.Suspense>
  );
}

export { NotificationBell };
