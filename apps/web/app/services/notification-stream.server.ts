import { createHash } from "node:crypto";
import type { Locale } from "@masar/domain/locale";
import { NOTIFICATION_FETCH_LIMIT, localizeNotification, type NotificationFeed } from "@masar/domain/notification";
import { getRepositories } from "#app/repositories.server";

/** What one stream event carries: the bell's view of the list in the reader's language, and the unread count. */
export interface LiveFeed {
  unreadCount: number;
  notifications: {
    id: string;
    title: string;
    body: string;
    read: boolean;
    createdAt: string;
    data: Record<string, unknown>;
  }[];
}

/** Streams one user may hold at once (tabs, devices); one more is refused with 429. */
export const MAX_STREAMS_PER_USER = 10;
/** A comment line this often keeps proxies and the browser from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;
/** A client this far behind (bytes queued) is disconnected rather than buffered without end. */
const MAX_QUEUED_BYTES = 256 * 1024;
/** How soon the browser reconnects after a dropped stream. */
const RETRY_MS = 3_000;

interface Subscriber {
  locale: Locale;
  send(id: string, payload: string): void;
}

/**
 * One port watch per user, shared by all of that user's streams: a change is read once and encoded once
 * per language, whatever the number of open tabs.
 */
interface UserWatch {
  subscribers: Set<Subscriber>;
  stop: () => void;
  last: NotificationFeed | null;
  encoded: Map<Locale, { id: string; payload: string }>;
}

const watches = new Map<string, UserWatch>();
const streams = new Set<{ ping(): void }>();
let heartbeat: ReturnType<typeof setInterval> | null = null;
const encoder = new TextEncoder();

function encode(feed: NotificationFeed, locale: Locale) {
  const live: LiveFeed = {
    unreadCount: feed.unreadCount,
    notifications: feed.notifications.slice(0, NOTIFICATION_FETCH_LIMIT).map((n) => {
      const { id, title, body, read, createdAt, data } = localizeNotification(n, locale);
      return { id, title, body, read, createdAt: createdAt.toISOString(), data };
    }),
  };
  // The event id names the state (which notifications, which read, which language): a reconnecting
  // browser that sends it back as Last-Event-ID already shows that state and is sent nothing until a change.
  const state = feed.notifications.map((n) => `${n.id}:${n.read ? 1 : 0}`).join(",");
  const id = createHash("sha256").update(`${locale}|${state}`).digest("base64url").slice(0, 22);
  return { id, payload: JSON.stringify(live) };
}

function encodedFor(watch: UserWatch, locale: Locale) {
  let e = watch.encoded.get(locale);
  if (!e && watch.last) watch.encoded.set(locale, (e = encode(watch.last, locale)));
  return e;
}

async function subscribe(userId: string, subscriber: Subscriber): Promise<() => void> {
  let watch = watches.get(userId);
  if (!watch) {
    const repos = await getRepositories();
    // Another stream of the same user may have started the watch while the repositories were awaited.
    watch = watches.get(userId);
    if (!watch) {
      const created: UserWatch = { subscribers: new Set(), stop: () => {}, last: null, encoded: new Map() };
      watches.set(userId, created);
      try {
        created.stop = repos.notifications.watch(userId, (feed) => {
          created.last = feed;
          created.encoded.clear();
          for (const s of created.subscribers) {
            const e = encodedFor(created, s.locale)!;
            s.send(e.id, e.payload);
          }
        });
      } catch (error) {
        watches.delete(userId);
        throw error;
      }
      watch = created;
    }
  }
  const w = watch;
  w.subscribers.add(subscriber);
  const current = encodedFor(w, subscriber.locale);
  if (current) subscriber.send(current.id, current.payload);
  return () => {
    w.subscribers.delete(subscriber);
    if (w.subscribers.size === 0 && watches.get(userId) === w) {
      watches.delete(userId);
      w.stop();
    }
  };
}

function startHeartbeat() {
  if (heartbeat) return;
  heartbeat = setInterval(() => {
    for (const s of streams) s.ping();
  }, HEARTBEAT_MS);
  heartbeat.unref();
}

const perUser = new Map<string, number>();

/** How many streams are open now, for the bench and tests. */
export function openStreamCount() {
  return streams.size;
}

/**
 * The user's live notification stream (Server-Sent Events): a `feed` event with the current state at
 * once (unless `lastEventId` says the browser already has it) and after every change, a `: ping` comment
 * every 15 s, and cleanup when the browser goes away (`signal`). Null when the user already holds
 * MAX_STREAMS_PER_USER streams. Throws when the store cannot be watched.
 */
export async function openNotificationStream(
  userId: string,
  locale: Locale,
  { lastEventId, signal }: { lastEventId: string | null; signal: AbortSignal },
): Promise<ReadableStream<Uint8Array> | null> {
  if ((perUser.get(userId) ?? 0) >= MAX_STREAMS_PER_USER) return null;
  perUser.set(userId, (perUser.get(userId) ?? 0) + 1);
  let closed = false;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let unsubscribe: (() => void) | null = null;
  let lastSent = lastEventId;
  const write = (text: string) => {
    if (closed) return;
    if ((controller.desiredSize ?? 0) < -MAX_QUEUED_BYTES) return close();
    controller.enqueue(encoder.encode(text));
  };
  const entry = { ping: () => write(": ping\n\n") };
  const close = () => {
    if (closed) return;
    closed = true;
    streams.delete(entry);
    if (streams.size === 0 && heartbeat) {
      // No timer is left behind when nobody listens (and a test's fake clock gets the next one).
      clearInterval(heartbeat);
      heartbeat = null;
    }
    const n = (perUser.get(userId) ?? 1) - 1;
    if (n > 0) perUser.set(userId, n);
    else perUser.delete(userId);
    unsubscribe?.();
    signal.removeEventListener("abort", close);
    try {
      controller.close();
    } catch {
      // Already closed or errored by the consumer.
    }
  };

  const stream = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
      },
      cancel: close,
    },
    // Counted in bytes, so MAX_QUEUED_BYTES bounds what a stalled client can hold in memory.
    { highWaterMark: 0, size: (chunk) => chunk.byteLength },
  );
  write(`retry: ${RETRY_MS}\n\n`);
  streams.add(entry);
  startHeartbeat();
  signal.addEventListener("abort", close);
  try {
    unsubscribe = await subscribe(userId, {
      locale,
      send(id, payload) {
        if (id === lastSent) return;
        lastSent = id;
        write(`event: feed\nid: ${id}\ndata: ${payload}\n\n`);
      },
    });
  } catch (error) {
    close();
    throw error;
  }
  // The browser may have gone while the watch started: close() then ran before unsubscribe existed.
  if (closed) unsubscribe();
  else if (signal.aborted) close();
  return stream;
}
