import { Form, Link, useNavigation } from "@remix-run/react";
import { BellOff, CheckCheck, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { NOTIFICATION_FETCH_LIMIT } from "@masar/domain/notification";
import { Button, buttonVariants } from "@masar/ui/button";
import { EmptyState } from "@masar/ui/feedback";
import { useLocale } from "@masar/ui/locale-provider";
import { cn } from "@masar/ui/utils";

export interface PageNotification {
  id: string;
  title: string;
  body: string;
  read: boolean;
  createdAt: Date;
  /** Where opening it leads (its receipt or course), from notificationHref. */
  href: string | null;
}

interface NotificationListProps {
  notifications: PageNotification[];
  filter: "all" | "unread";
  count: number;
  hasMore: boolean;
  unreadCount: number;
}

const query = (filter: "all" | "unread", count = NOTIFICATION_FETCH_LIMIT) => {
  const q = new URLSearchParams();
  if (filter !== "all") q.set("filter", filter);
  if (count > NOTIFICATION_FETCH_LIMIT) q.set("count", String(count));
  const s = q.toString();
  return s ? `?${s}` : "?";
};

/**
 * The full list (spec sections 2 and 4): plain links and forms, so every part works before the
 * scripts load and from the keyboard; each form returns to the same filter and length.
 */
export function NotificationList({ notifications, filter, count, hasMore, unreadCount }: NotificationListProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="flex flex-col gap-4" data-testid="notifications-page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={t("notificationsPage.filterLabel")} className="inline-flex rounded-lg border bg-muted p-1">
          {(["all", "unread"] as const).map((f) => (
            <Link
              key={f}
              to={query(f)}
              preventScrollReset
              aria-current={filter === f ? "page" : undefined}
              className={cn(
                "rounded-md px-4 py-1.5 text-sm font-medium text-muted-foreground",
                "aria-[current=page]:bg-background aria-[current=page]:text-foreground aria-[current=page]:shadow-sm",
              )}
            >
              {t(`notificationsPage.${f}`)}
            </Link>
          ))}
        </nav>
        <Form method="post" action={`/notifications${query(filter, count)}`} preventScrollReset>
          <input type="hidden" name="intent" value="markAllRead" />
          <Button type="submit" variant="outline" size="sm" disabled={unreadCount === 0 || busy}>
            <CheckCheck aria-hidden="true" />
            {t("kit:markAllRead")}
          </Button>
        </Form>
      </div>
      {notifications.length === 0 ? (
        <EmptyState
          icon={<BellOff />}
          title={t(filter === "unread" ? "notificationsPage.emptyUnread" : "kit:noNotifications")}
          data-testid="notifications-empty"
        />
      ) : (
        <ul className="flex flex-col gap-2" data-testid="notifications-list">
          {notifications.map((n) => (
            <NotificationRow key={n.id} notification={n} action={`/notifications${query(filter, count)}`} />
          ))}
        </ul>
      )}
      {hasMore ? (
        <Link
          to={query(filter, count + NOTIFICATION_FETCH_LIMIT)}
          preventScrollReset
          className={cn(buttonVariants({ variant: "outline" }), "self-center")}
        >
          {t("notificationsPage.loadMore")}
        </Link>
      ) : null}
    </div>
  );
}

function NotificationRow({ notification: n, action }: { notification: PageNotification; action: string }) {
  const { t } = useTranslation();
  const { formatRelative } = useLocale();
  return (
    <li data-testid="notification-row" data-read={n.read ? "true" : "false"}>
      <Form
        method="post"
        action={action}
        preventScrollReset
        className={cn(
          "flex items-start gap-2 rounded-lg border p-2 transition-colors",
          n.read ? "bg-background" : "border-primary/30 bg-primary/5",
        )}
      >
        <input type="hidden" name="id" value={n.id} />
        {n.href ? <input type="hidden" name="href" value={n.href} /> : null}
        <button
          type="submit"
          name="intent"
          value="open"
          className="flex min-w-0 flex-1 flex-col items-start gap-1 rounded-md p-2 text-start hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-ring"
        >
          <span className="flex w-full items-center gap-2 font-bold">
            {!n.read ? (
              <span className="size-2 shrink-0 rounded-full bg-primary" role="img" aria-label={t("kit:unread")} />
            ) : null}
            <span dir="auto" className="min-w-0 break-words">
              {n.title}
            </span>
          </span>
          {n.body ? (
            <span dir="auto" className="w-full break-words text-sm text-muted-foreground">
              {n.body}
            </span>
          ) : null}
          <span className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
            <time dateTime={n.createdAt.toISOString()} suppressHydrationWarning>
              {formatRelative(n.createdAt)}
            </time>
            {n.href ? (
              <span>
                {t(
                  n.href.startsWith("/receipts/")
                    ? "notificationsPage.opensReceipt"
                    : n.href.startsWith("/certificates/")
                      ? "notificationsPage.opensCertificate"
                      : "notificationsPage.opensCourse",
                )}
              </span>
            ) : null}
          </span>
        </button>
        <Button
          type="submit"
          name="intent"
          value="delete"
          variant="ghost"
          size="icon"
          aria-label={t("kit:deleteNotification")}
          className="shrink-0 text-muted-foreground hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </Form>
    </li>
  );
}
