import { describe, expect, it } from "vitest";
import type { ContractContext } from "./harness";

const PHYSICS = { ar: "الفيزياء", en: "Physics" };
const AI = { ar: "الذكاء الاصطناعي", en: "Artificial intelligence" };

export function describeCategories(t: ContractContext) {
  describe("course categories", () => {
    it("adds entries under new ids only, lists them all by id, and reads one", async () => {
      expect(await t.repos.categories.list()).toEqual([]);
      const physics = await t.repos.categories.create("physics", PHYSICS);
      expect(physics).toMatchObject({ id: "physics", name: PHYSICS, retired: false });
      expect(physics!.createdAt).toEqual(t.clock.now());
      t.clock.advance();
      await t.repos.categories.create("ai", AI);
      // A taken id changes nothing.
      expect(await t.repos.categories.create("physics", { ar: "أخرى", en: "Other" })).toBeNull();
      expect((await t.repos.categories.list()).map((c) => [c.id, c.name.en])).toEqual([
        ["ai", "Artificial intelligence"],
        ["physics", "Physics"],
      ]);
      expect(await t.repos.categories.get("physics")).toEqual(physics);
      expect(await t.repos.categories.get("missing")).toBeNull();
    });

    it("renames and retires an entry, and brings it back; unknown ids answer null", async () => {
      await t.repos.categories.create("ai", AI);
      t.clock.advance();
      const renamed = await t.repos.categories.rename("ai", { ar: "ذكاء اصطناعي", en: "AI" });
      expect(renamed).toMatchObject({ id: "ai", name: { ar: "ذكاء اصطناعي", en: "AI" }, retired: false });
      expect(renamed!.updatedAt).toEqual(t.clock.now());
      expect(await t.repos.categories.setRetired("ai", true)).toMatchObject({ retired: true, name: { en: "AI" } });
      expect((await t.repos.categories.get("ai"))!.retired).toBe(true);
      expect(await t.repos.categories.setRetired("ai", false)).toMatchObject({ retired: false });
      expect(await t.repos.categories.rename("missing", AI)).toBeNull();
      expect(await t.repos.categories.setRetired("missing", true)).toBeNull();
      expect(await t.repos.categories.list()).toHaveLength(1);
    });

    it("ensures a list: adds what is missing, leaves what exists as it is (renamed, retired)", async () => {
      await t.repos.categories.create("physics", { ar: "فيزياء", en: "Physics (renamed)" });
      await t.repos.categories.setRetired("physics", true);
      await t.repos.categories.ensure([
        { id: "physics", name: PHYSICS },
        { id: "ai", name: AI },
      ]);
      await t.repos.categories.ensure([{ id: "ai", name: { ar: "x", en: "x" } }]);
      const list = await t.repos.categories.list();
      expect(list.map((c) => [c.id, c.name.en, c.retired])).toEqual([
        ["ai", "Artificial intelligence", false],
        ["physics", "Physics (renamed)", true],
      ]);
    });
  });
}
