import { describe, expect, it } from "vitest";
import type { NotificationFeed } from "@masar/domain/notification";
import { recorder, type ContractContext } from "./harness";

export function describeNotifications(t: ContractContext) {
  describe("notifications", () => {
    it("adds with the spec's defaults", async () => {
      const n = await t.repos.notifications.add({ userId: "u1", title: "Welcome", message: "from message" });
      expect(n).toMatchObject({
        userId: "u1",
        title: "Welcome",
        body: "from message",
        localized: {},
        read: false,
        readAt: null,
        type: "general",
        data: {},
      });
      expect(n.createdAt).toEqual(t.clock.now());
      expect(await t.repos.notifications.listByUser("u1")).toEqual([n]);
      const withData = await t.repos.notifications.add({
        userId: "u1",
        title: "New lesson",
        body: "b",
        type: "course",
        data: { courseId: "c1" },
      });
      expect(withData).toMatchObject({ type: "course", data: { courseId: "c1" }, body: "b" });
      await expect(t.repos.notifications.add({ userId: "u1", title: "" })).rejects.toThrow();
    });

    it("keeps the text in each language beside the spec's title and body (decision 006)", async () => {
      const localized = {
        ar: { title: "درس جديد", body: "أُضيف درس جديد." },
        en: { title: "New lesson", body: "A lesson was added." },
      };
      const n = await t.repos.notifications.add({ userId: "u1", localized, type: "course" });
      expect(n).toMatchObject({ title: "درس جديد", body: "أُضيف درس جديد.", localized });
      const [stored] = await t.repos.notifications.listByUser("u1");
      expect(stored).toEqual(n);
      const englishOnly = await t.repos.notifications.add({ userId: "u1", localized: { en: localized.en } });
      expect(englishOnly).toMatchObject({ title: "New lesson", localized: { en: localized.en } });
      await expect(t.repos.notifications.add({ userId: "u1", localized: {} })).rejects.toThrow();
    });

    it("lists newest first with a default limit of 20 and pages before a time", async () => {
      for (let i = 0; i < 23; i++) {
        await t.repos.notifications.add({ userId: "u1", title: `n${i}` });
        t.clock.advance();
      }
      await t.repos.notifications.add({ userId: "u2", title: "other" });
      const page = await t.repos.notifications.listByUser("u1");
      const titles = (list: { title: string }[]) => list.map((n) => n.title);
      expect(titles(page)).toEqual(Array.from({ length: 20 }, (_, i) => `n${22 - i}`));
      expect(titles(await t.repos.notifications.listByUser("u1", { limit: 5 }))).toEqual([
        "n22",
        "n21",
        "n20",
        "n19",
        "n18",
      ]);
      const next = await t.repos.notifications.listByUser("u1", { before: page.at(-1)!.createdAt });
      expect(titles(next)).toEqual(["n2", "n1", "n0"]);
    });

    it("marks one read with readAt, only for its owner", async () => {
      const n = await t.repos.notifications.add({ userId: "u1", title: "t" });
      expect(await t.repos.notifications.markRead("u2", n.id)).toBe(false);
      expect((await t.repos.notifications.listByUser("u1"))[0]!.read).toBe(false);
      expect(await t.repos.notifications.markRead("u1", n.id)).toBe(true);
      const [read] = await t.repos.notifications.listByUser("u1");
      expect(read!.read).toBe(true);
      expect(read!.readAt).toBeInstanceOf(Date);
      expect(await t.repos.notifications.markRead("u1", "missing")).toBe(false);
    });

    it("marks all unread read in one go, only the user's", async () => {
      await t.repos.notifications.add({ userId: "u1", title: "a" });
      const b = await t.repos.notifications.add({ userId: "u1", title: "b" });
      await t.repos.notifications.add({ userId: "u2", title: "c" });
      await t.repos.notifications.markRead("u1", b.id);
      expect(await t.repos.notifications.unreadCount("u1")).toBe(1);
      expect(await t.repos.notifications.markAllRead("u1")).toBe(1);
      expect(await t.repos.notifications.unreadCount("u1")).toBe(0);
      expect(await t.repos.notifications.unreadCount("u2")).toBe(1);
      expect(await t.repos.notifications.markAllRead("u1")).toBe(0);
    });

    it("deletes only the user's own notification", async () => {
      const n = await t.repos.notifications.add({ userId: "u1", title: "t" });
      expect(await t.repos.notifications.delete("u2", n.id)).toBe(false);
      expect(await t.repos.notifications.listByUser("u1")).toHaveLength(1);
      expect(await t.repos.notifications.delete("u1", n.id)).toBe(true);
      expect(await t.repos.notifications.listByUser("u1")).toHaveLength(0);
      expect(await t.repos.notifications.delete("u1", n.id)).toBe(false);
    });

    it("gets one notification only for its owner", async () => {
      const n = await t.repos.notifications.add({ userId: "u1", title: "t", data: { courseId: "c1" } });
      expect(await t.repos.notifications.get("u1", n.id)).toEqual(n);
      expect(await t.repos.notifications.get("u2", n.id)).toBeNull();
      expect(await t.repos.notifications.get("u1", "missing")).toBeNull();
      await t.repos.notifications.markRead("u1", n.id);
      expect(await t.repos.notifications.get("u1", n.id)).toMatchObject({ read: true });
    });

    it("a user cannot read another user's notifications", async () => {
      await t.repos.notifications.add({ userId: "u1", title: "secret" });
      expect(await t.repos.notifications.listByUser("u2")).toEqual([]);
      expect(await t.repos.notifications.unreadCount("u2")).toBe(0);
    });

    it("watches the user's list and unread count live, newest first, without a limit", async () => {
      const feed = recorder<NotificationFeed>();
      const stop = t.repos.notifications.watch("u1", feed.onChange);
      expect(await feed.until(() => true)).toEqual({ notifications: [], unreadCount: 0 });
      for (let i = 0; i < 22; i++) {
        await t.repos.notifications.add({ userId: "u1", title: `n${i}` });
        t.clock.advance();
      }
      await t.repos.notifications.add({ userId: "u2", title: "other" });
      const full = await feed.until((f) => f.notifications.length === 22);
      expect(full.notifications[0]!.title).toBe("n21");
      expect(full.unreadCount).toBe(22);

      const afterRead = feed.next((f) => f.unreadCount === 21);
      await t.repos.notifications.markRead("u1", full.notifications[0]!.id);
      expect((await afterRead).notifications.map((n) => n.read)).toEqual([true, ...Array(21).fill(false)]);
      const afterDelete = feed.next((f) => f.notifications.length === 21);
      await t.repos.notifications.delete("u1", full.notifications[1]!.id);
      expect((await afterDelete).unreadCount).toBe(20);
      expect(feed.seen.flatMap((f) => f.notifications.map((n) => n.userId))).not.toContain("u2");
      stop();
    });

    it("delivers nothing after unsubscribing", async () => {
      const stopped = recorder<NotificationFeed>();
      const control = recorder<NotificationFeed>();
      const stop = t.repos.notifications.watch("u1", stopped.onChange);
      const stopControl = t.repos.notifications.watch("u1", control.onChange);
      await Promise.all([stopped.until(() => true), control.until(() => true)]);
      stop();
      const delivered = stopped.seen.length;
      // The still-subscribed watcher of the same list proves both changes went out, in order.
      for (const title of ["after stop", "and once more"]) {
        const seen = control.next((f) => f.notifications[0]?.title === title);
        await t.repos.notifications.add({ userId: "u1", title });
        t.clock.advance();
        await seen;
      }
      expect(stopped.seen).toHaveLength(delivered);
      stopControl();
    });
  });
}
