import { describe, expect, it } from "vitest";
import type { ContractContext } from "./harness";

export function describeContact(t: ContractContext) {
  describe("contact messages", () => {
    it("stores validated messages, newest first", async () => {
      const mona = await t.repos.contact.create({
        userId: null,
        name: "Mona",
        email: "mona@example.com",
        subject: "Payment",
        message: "I paid by transfer yesterday.",
      });
      t.clock.advance();
      await t.repos.contact.create({
        userId: "u1",
        name: "Omar",
        email: "omar@example.com",
        subject: "Access",
        message: "I cannot open lesson 2 yet.",
      });
      const list = await t.repos.contact.list();
      expect(list.map((m) => m.name)).toEqual(["Omar", "Mona"]);
      expect(list[1]).toEqual(mona);
      expect((await t.repos.contact.list(1)).map((m) => m.name)).toEqual(["Omar"]);
      await expect(
        t.repos.contact.create({ userId: null, name: "x", email: "bad", subject: "s", message: "m" }),
      ).rejects.toThrow();
    });
  });
}
