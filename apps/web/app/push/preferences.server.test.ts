import { beforeEach, describe, expect, it } from "vitest";
import { useTestStore } from "#app/testing/test-store.server";
import type { NotificationKind, NotificationPreferences } from "@masar/domain/notification-preferences";

// A real SQLite file of this test's own, set before the app modules read the environment.
useTestStore("push-prefs");

const { sendPush } = await import("./send.server");
const { sendHeldPushes } = await import("./send-held.server");
const { getRepositories } = await import("#app/repositories.server");

const utc = (iso: string) => new Date(`${iso}Z`);
// 00:30 in Cairo (winter, UTC+2): inside 23:00–07:00; the window ends at 05:00 UTC.
const NIGHT = utc("2026-01-10T22:30:00");
const EVENING = utc("2026-01-10T18:00:00");
const MORNING = utc("2026-01-11T05:00:00");

let n = 0;
/**
 * A user with one browser subscription outside the allowed push services: the sender then answers
 * "refused" for it, which shows that it tried to send (no network, no test hook in the sender).
 */
async function user(preferences?: Partial<NotificationPreferences>) {
  const repos = await getRepositories();
  const uid = `prefs-${++n}`;
  await repos.users.ensureProfile({ uid, email: `${uid}@example.com`, displayName: uid, photoURL: null });
  await repos.pushSubscriptions.add(uid, { endpoint: `https://push.invalid/${uid}`, keys: { p256dh: "p", auth: "a" } });
  if (preferences) {
    const current = (await repos.users.get(uid))!.notificationPreferences;
    await repos.users.updateProfile(uid, { notificationPreferences: { ...current, ...preferences } });
  }
  return uid;
}

async function notification(userId: string) {
  return (await getRepositories()).notifications.add({ userId, title: "t" });
}

async function push(userId: string, kind: NotificationKind, now: Date) {
  return sendPush(await notification(userId), kind, { now });
}

const everything = { payments: true, lessons: true, reminders: true, announcements: true, review: true };

beforeEach(async () => {
  // Each case starts with nothing held (an earlier case's leftovers would be taken here).
  await sendHeldPushes(utc("2100-01-01T00:00:00"));
});

describe("push preferences", () => {
  it("sends every kind by default, day and night", async () => {
    const uid = await user();
    expect(await push(uid, "lessons", NIGHT)).toEqual(["refused"]);
    expect(await push(uid, "payments", EVENING)).toEqual(["refused"]);
  });

  it("sends nothing for a kind turned off, and still sends the others", async () => {
    const uid = await user({ push: { ...everything, lessons: false } });
    expect(await push(uid, "lessons", EVENING)).toEqual(["off"]);
    expect(await push(uid, "announcements", EVENING)).toEqual(["refused"]);
    expect(await (await getRepositories()).deferredPushes.listByUser(uid)).toEqual([]);
  });

  it("holds a push during quiet hours and sends it once when they end", async () => {
    const uid = await user({ quietHours: { start: "23:00", end: "07:00" } });
    expect(await push(uid, "announcements", EVENING)).toEqual(["refused"]);
    const held = await notification(uid);
    expect(await sendPush(held, "reminders", { now: NIGHT })).toEqual(["held"]);
    const repos = await getRepositories();
    expect(await repos.deferredPushes.listByUser(uid)).toEqual([
      { notificationId: held.id, userId: uid, kind: "reminders", dueAt: MORNING },
    ]);

    expect(await sendHeldPushes(utc("2026-01-11T04:59:59"))).toEqual([]);
    expect(await sendHeldPushes(MORNING)).toEqual([{ notificationId: held.id, outcomes: ["refused"] }]);
    // Sent once: the next round, in this process or another, finds nothing.
    expect(await sendHeldPushes(utc("2026-01-11T05:01:00"))).toEqual([]);
  });

  it("drops a held push whose notification was deleted or read, and respects a kind turned off meanwhile", async () => {
    const uid = await user({ quietHours: { start: "23:00", end: "07:00" } });
    const repos = await getRepositories();
    const [deleted, read, muted] = [await notification(uid), await notification(uid), await notification(uid)];
    for (const item of [deleted, read, muted]) {
      expect(await sendPush(item, "lessons", { now: NIGHT })).toEqual(["held"]);
    }
    await repos.notifications.delete(uid, deleted.id);
    await repos.notifications.markRead(uid, read.id);
    const profile = (await repos.users.get(uid))!;
    await repos.users.updateProfile(uid, {
      notificationPreferences: { ...profile.notificationPreferences, push: { ...everything, lessons: false } },
    });
    const results = await sendHeldPushes(MORNING);
    // SQLite drops a deleted notification's held push with it; the read one is skipped; the muted one is off.
    expect(results).toEqual(
      expect.arrayContaining([
        { notificationId: read.id, outcomes: "skipped" },
        { notificationId: muted.id, outcomes: ["off"] },
      ]),
    );
    expect(results.find((r) => r.notificationId === deleted.id)?.outcomes ?? "skipped").toBe("skipped");
  });

  it("a user without subscriptions is never held", async () => {
    const repos = await getRepositories();
    await repos.users.ensureProfile({ uid: "nosub", email: "nosub@example.com", displayName: "n", photoURL: null });
    expect(await sendPush(await notification("nosub"), "lessons", { now: NIGHT })).toEqual([]);
  });
});
