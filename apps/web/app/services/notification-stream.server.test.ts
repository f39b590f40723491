import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masar-stream-"));
process.env.DATABASE_PATH = path.join(dir, "masar.db");
process.env.SEED_DEMO = "0";

const { openNotificationStream, openStreamCount, MAX_STREAMS_PER_USER, HEARTBEAT_MS } = await import(
  "./notification-stream.server"
);
const { getRepositories } = await import("#app/repositories.server");
const repos = await getRepositories();

afterAll(async () => {
  await repos.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Event {
  event?: string;
  id?: string;
  data?: string;
  comment?: string;
  retry?: string;
}

/** Reads a stream's events one at a time, as an EventSource would parse them. */
function reader(stream: ReadableStream<Uint8Array>) {
  const r = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return async function next(): Promise<Event | null> {
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event: Event = {};
        for (const line of block.split("\n")) {
          if (line.startsWith(":")) event.comment = line.slice(1).trim();
          else {
            const at = line.indexOf(": ");
            (event as Record<string, string>)[line.slice(0, at)] = line.slice(at + 2);
          }
        }
        return event;
      }
      const { value, done } = await r.read();
      if (done) return null;
      buffer += decoder.decode(value, { stream: true });
    }
  };
}

const feedOf = (e: Event | null) =>
  JSON.parse(e!.data!) as { unreadCount: number; notifications: { title: string; read: boolean }[] };

async function open(userId: string, locale: "ar" | "en" = "en", lastEventId: string | null = null) {
  const abort = new AbortController();
  const stream = await openNotificationStream(userId, locale, { lastEventId, signal: abort.signal });
  return { abort, next: reader(stream!) };
}

describe("the live notification stream", () => {
  it("sends the state at once, then every add, read and delete, in the reader's language", async () => {
    const { abort, next } = await open("s1", "ar");
    expect((await next())!.retry).toBe("3000");
    expect(feedOf(await next())).toEqual({ unreadCount: 0, notifications: [] });
    const n = await repos.notifications.add({
      userId: "s1",
      localized: { ar: { title: "درس جديد", body: "" }, en: { title: "New lesson", body: "" } },
    });
    const added = await next();
    expect(added!.event).toBe("feed");
    expect(feedOf(added)).toMatchObject({ unreadCount: 1, notifications: [{ title: "درس جديد", read: false }] });
    await repos.notifications.markRead("s1", n.id);
    expect(feedOf(await next())).toMatchObject({ unreadCount: 0, notifications: [{ read: true }] });
    await repos.notifications.delete("s1", n.id);
    expect(feedOf(await next()).notifications).toEqual([]);
    abort.abort();
    expect(await next()).toBeNull();
  });

  it("never sends one user's notifications on another's stream", async () => {
    const mine = await open("s2");
    const theirs = await open("s3");
    await mine.next();
    await theirs.next();
    await mine.next();
    await theirs.next();
    await repos.notifications.add({ userId: "s3", title: "for s3" });
    await repos.notifications.add({ userId: "s2", title: "for s2" });
    expect(feedOf(await mine.next()).notifications.map((n) => n.title)).toEqual(["for s2"]);
    expect(feedOf(await theirs.next()).notifications.map((n) => n.title)).toEqual(["for s3"]);
    mine.abort.abort();
    theirs.abort.abort();
  });

  it("resumes from Last-Event-ID without resending the state the browser has", async () => {
    await repos.notifications.add({ userId: "s4", title: "one" });
    const first = await open("s4");
    await first.next();
    const state = await first.next();
    first.abort.abort();
    const resumed = await open("s4", "en", state!.id!);
    await resumed.next(); // retry
    await repos.notifications.add({ userId: "s4", title: "two" });
    // The first event after resuming is the change, not the state already shown.
    expect(feedOf(await resumed.next()).notifications.map((n) => n.title)).toEqual(["two", "one"]);
    resumed.abort.abort();
  });

  it("caps the streams per user, frees them on disconnect, and pings idle streams", async () => {
    vi.useFakeTimers({ toFake: ["setInterval"] });
    const before = openStreamCount();
    const all = await Promise.all(Array.from({ length: MAX_STREAMS_PER_USER }, () => open("s5")));
    expect(openStreamCount()).toBe(before + MAX_STREAMS_PER_USER);
    const refused = await openNotificationStream("s5", "en", {
      lastEventId: null,
      signal: new AbortController().signal,
    });
    expect(refused).toBeNull();
    await all[0]!.next();
    await all[0]!.next();
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect((await all[0]!.next())!.comment).toBe("ping");
    vi.useRealTimers();
    for (const s of all) s.abort.abort();
    expect(openStreamCount()).toBe(before);
    const again = await openNotificationStream("s5", "en", { lastEventId: null, signal: new AbortController().signal });
    expect(again).not.toBeNull();
    await again!.cancel();
  });
});
