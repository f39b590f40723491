import { describe, expect, it } from "vitest";
import type { ContractContext } from "./harness";

export function describeAnnouncements(t: ContractContext) {
  describe("announcements", () => {
    const sent = (courseId: string, en: string, audience = 3) => ({
      courseId,
      title: { ar: "", en },
      body: { ar: "نص", en: `About ${en}` },
      audience,
    });

    it("keeps each course's announcements as sent, newest first, a limited page with the total", async () => {
      const first = await t.repos.announcements.add(sent("c1", "Welcome"));
      expect(first).toMatchObject({ courseId: "c1", title: { ar: "", en: "Welcome" }, audience: 3 });
      expect(first.createdAt).toEqual(t.clock.now());
      t.clock.advance();
      const second = await t.repos.announcements.add(sent("c1", "Exam room", 0));
      // Sent in the same millisecond: still newest first.
      const third = await t.repos.announcements.add(sent("c1", "Slides"));
      await t.repos.announcements.add(sent("c2", "Other course"));

      const all = await t.repos.announcements.listByCourse("c1", 10);
      expect(all.total).toBe(3);
      expect(all.items.map((a) => a.id)).toEqual([third.id, second.id, first.id]);
      expect(all.items[2]).toEqual(first);
      const page = await t.repos.announcements.listByCourse("c1", 2);
      expect(page).toEqual({ items: all.items.slice(0, 2), total: 3 });
      expect(await t.repos.announcements.listByCourse("none", 5)).toEqual({ items: [], total: 0 });
    });

    it("refuses an announcement without a title or with a negative audience", async () => {
      await expect(t.repos.announcements.add({ ...sent("c1", ""), title: { ar: " ", en: "" } })).rejects.toThrow();
      await expect(t.repos.announcements.add(sent("c1", "x", -1))).rejects.toThrow();
      expect((await t.repos.announcements.listByCourse("c1", 5)).total).toBe(0);
    });
  });
}
