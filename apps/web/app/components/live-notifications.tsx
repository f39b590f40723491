import { useLocation, useNavigate, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { notificationHref } from "@masar/domain/notification";
import type { BellNotification } from "@masar/ui/notification-bell";
import { toast } from "@masar/ui/toaster";
import type { LiveFeed } from "#app/services/notification-stream.server";

const STREAM_URL = "/resources/notification-stream";
/** At most this many foreground toasts for one change (a burst of eleven is not eleven toasts). */
const MAX_TOASTS = 3;

interface BellState {
  notifications: BellNotification[];
  unreadCount: number;
}

type Message = { type: "feed"; id: string; feed: LiveFeed };

/**
 * One EventSource per tab. (A SharedWorker holding one stream for all tabs was tried: Playwright never
 * sees its script request finish, so `networkidle` never comes in any test; each tab's stream is cheap on
 * the server, which shares one store watch among a user's streams.)
 */
function connect(url: string, onMessage: (m: Message) => void): () => void {
  let source: EventSource | null = null;
  // The stream opens once the page is idle: hydration and the page's own requests go first, and the
  // stream's first event carries the whole current list, so nothing sent meanwhile is missed (decision 023).
  const start = () => {
    source = new EventSource(url);
    source.addEventListener("feed", (event) => {
      onMessage({ type: "feed", id: event.lastEventId, feed: JSON.parse(event.data) as LiveFeed });
    });
  };
  const idle = whenIdle(start);
  return () => {
    idle();
    source?.close();
  };
}

/** Runs `task` when the browser is idle (or soon, where it cannot say); returns a cancel function. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

const stateKey = (list: readonly BellNotification[]) => list.map((n) => `${n.id}:${n.read ? 1 : 0}`).join(",");

/**
 * The bell's list and count, live (spec section 4): the root loader's values until the stream speaks,
 * then whichever of the two changed last. A notification that arrives while the tab is visible shows
 * the foreground toast (title, body, View Details opening its course), and the full list page
 * revalidates on every change so it matches the bell.
 */
export function useLiveNotifications(account: string | null, locale: string, root: BellState): BellState {
  const [state, setState] = useState<BellState>(root);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { revalidate } = useRevalidator();
  const known = useRef(new Set(root.notifications.map((n) => n.id)));
  // Only what is created while the page is open is news: the stream's first event also lists older
  // unread notifications the page did not render (beyond the bell's 20, or all of them when the page's
  // own fetch failed), and those must not pop up as toasts on every page load.
  const openedAt = useRef(Date.now());
  const shown = useRef(stateKey(root.notifications));
  const latest = useRef({ t, navigate, revalidate, pathname: location.pathname });
  latest.current = { t, navigate, revalidate, pathname: location.pathname };

  // New loader data (a navigation, an action's revalidation) is as fresh as the last event.
  useEffect(() => {
    for (const n of root.notifications) known.current.add(n.id);
    shown.current = stateKey(root.notifications);
    setState(root);
  }, [root.notifications, root.unreadCount]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!account) return;
    const url = `${STREAM_URL}?${new URLSearchParams({ lang: locale })}`;
    return connect(url, (message) => {
      const notifications = message.feed.notifications.map((n) => ({ ...n, createdAt: new Date(n.createdAt) }));
      const key = stateKey(notifications);
      if (key === shown.current) return;
      shown.current = key;
      const arrived = notifications.filter(
        (n) => !n.read && !known.current.has(n.id) && n.createdAt.getTime() >= openedAt.current,
      );
      for (const n of notifications) known.current.add(n.id);
      setState({ notifications, unreadCount: message.feed.unreadCount });
      const { t, navigate, revalidate, pathname } = latest.current;
      if (document.visibilityState === "visible") {
        for (const n of arrived.slice(0, MAX_TOASTS)) {
          const href = notificationHref(n.data) ?? "/notifications";
          toast(n.title, {
            id: `notification-${n.id}`,
            description: n.body || undefined,
            action: {
              label: t("toast.viewDetails"),
              onClick: () => navigate(href),
            },
          });
        }
      }
      if (pathname === "/notifications") revalidate();
    });
  }, [account, locale]);

  return state;
}
