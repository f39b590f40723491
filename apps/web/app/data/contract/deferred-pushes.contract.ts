import { beforeEach, describe, expect, it } from "vitest";
import type { DeferredPush } from "../ports";
import type { ContractContext } from "./harness";

const at = (iso: string) => new Date(iso);

export function describeDeferredPushes(t: ContractContext) {
  /** Ids of the notifications a case holds pushes for: a held push belongs to a stored notification. */
  const ids = new Map<string, string>();
  const push = (name: string, dueAt: string, userId = "u1"): DeferredPush => ({
    notificationId: ids.get(name)!,
    userId,
    kind: "lessons",
    dueAt: at(dueAt),
  });
  const stored = async (userId: string, ...names: string[]) => {
    for (const name of names) ids.set(name, (await t.repos.notifications.add({ userId, title: name })).id);
  };

  describe("deferred pushes", () => {
    beforeEach(async () => {
      ids.clear();
      await stored("u1", "n1", "n2", "a", "b", "c", ...Array.from({ length: 10 }, (_, i) => `r${i}`));
      await stored("u2", "n3");
    });

    it("holds pushes until due and gives each one once, earliest first", async () => {
      await t.repos.deferredPushes.defer(push("n2", "2026-01-02T05:00:00Z"));
      await t.repos.deferredPushes.defer(push("n1", "2026-01-02T05:00:00Z"));
      await t.repos.deferredPushes.defer(push("n3", "2026-01-03T05:00:00Z", "u2"));
      expect(await t.repos.deferredPushes.takeDue(at("2026-01-02T04:59:59Z"))).toEqual([]);
      expect(await t.repos.deferredPushes.takeDue(at("2026-01-02T05:00:00Z"))).toEqual(
        [push("n1", "2026-01-02T05:00:00Z"), push("n2", "2026-01-02T05:00:00Z")].sort((x, y) =>
          x.notificationId.localeCompare(y.notificationId),
        ),
      );
      // Taken means gone: a second call (another process, a restart) finds nothing more due.
      expect(await t.repos.deferredPushes.takeDue(at("2026-01-02T06:00:00Z"))).toEqual([]);
      expect(await t.repos.deferredPushes.listByUser("u2")).toEqual([push("n3", "2026-01-03T05:00:00Z", "u2")]);
      expect(await t.repos.deferredPushes.takeDue(at("2026-02-01T00:00:00Z"))).toEqual([
        push("n3", "2026-01-03T05:00:00Z", "u2"),
      ]);
    });

    it("takes at most the limit, and the rest on the next call", async () => {
      for (const id of ["a", "b", "c"]) await t.repos.deferredPushes.defer(push(id, "2026-01-02T05:00:00Z"));
      const now = at("2026-01-02T06:00:00Z");
      const first = await t.repos.deferredPushes.takeDue(now, 2);
      const second = await t.repos.deferredPushes.takeDue(now, 2);
      expect(first).toHaveLength(2);
      expect([...first, ...second].map((p) => p.notificationId).sort()).toEqual(
        ["a", "b", "c"].map((name) => ids.get(name)).sort(),
      );
    });

    it("keeps one held push per notification, due at the later time", async () => {
      expect(await t.repos.deferredPushes.listByUser("u1")).toEqual([]);
      await t.repos.deferredPushes.defer(push("n1", "2026-01-02T05:00:00Z"));
      await t.repos.deferredPushes.defer(push("n1", "2026-01-03T05:00:00Z"));
      await t.repos.deferredPushes.defer(push("n1", "2026-01-02T01:00:00Z"));
      expect(await t.repos.deferredPushes.listByUser("u1")).toEqual([push("n1", "2026-01-03T05:00:00Z")]);
      expect(await t.repos.deferredPushes.listByUser("nobody")).toEqual([]);
    });

    it("gives each push to one of several callers taking at once", async (ctx) => {
      const skip = t.unsupported("concurrent-transactions");
      if (skip) ctx.skip(skip);
      for (let i = 0; i < 10; i++) await t.repos.deferredPushes.defer(push(`r${i}`, "2026-01-02T05:00:00Z"));
      const now = at("2026-01-02T06:00:00Z");
      const takes = await Promise.all([1, 2, 3].map(() => t.repos.deferredPushes.takeDue(now)));
      const ids = takes.flat().map((p) => p.notificationId);
      expect(ids).toHaveLength(10);
      expect(new Set(ids).size).toBe(10);
    });
  });
}
