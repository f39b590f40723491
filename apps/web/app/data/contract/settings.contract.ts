import { describe, expect, it } from "vitest";
import type { ContractContext } from "./harness";

export function describeSettings(t: ContractContext) {
  describe("settings", () => {
    it("is null until set; a set replaces the whole value and records who and when", async () => {
      expect(await t.repos.settings.get("transfer")).toBeNull();
      const first = await t.repos.settings.set(
        "transfer",
        { instapay: "masar@instapay", bank: { iban: "EG00" } },
        "a1",
      );
      expect(first).toEqual({
        key: "transfer",
        value: { instapay: "masar@instapay", bank: { iban: "EG00" } },
        updatedBy: "a1",
        updatedAt: t.clock.now(),
      });
      expect(await t.repos.settings.get("transfer")).toEqual(first);
      const at = t.clock.advance();
      const second = await t.repos.settings.set("transfer", { wallet: "010" }, "a2");
      expect(second).toEqual({ key: "transfer", value: { wallet: "010" }, updatedBy: "a2", updatedAt: at });
      expect(await t.repos.settings.get("transfer")).toEqual(second);
      expect(await t.repos.settings.get("other")).toBeNull();
    });
  });
}
