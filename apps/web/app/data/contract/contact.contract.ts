import { describe, expect, it } from "vitest";
import { ADMIN_PAGE_SIZE, adminMessageQuerySchema } from "@masar/domain/admin";
import type { ContractContext } from "./harness";

const inbox = (query: Record<string, string> = {}) => adminMessageQuerySchema.parse(query);

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

    it("pages the inbox newest first, by state and by every word of a search, Arabic-aware", async () => {
      const sent = [];
      for (let i = 0; i < ADMIN_PAGE_SIZE + 3; i++) {
        t.clock.advance();
        sent.push(
          await t.repos.contact.create({
            userId: null,
            name: i === 4 ? "أحمد سالم" : `Sender ${i}`,
            email: `sender${i}@example.com`,
            subject: i % 2 ? "Payment question" : "Access to lessons",
            message:
              i === 7 ? "My transfer receipt is attached; please check the payment." : "Please help me with this.",
          }),
        );
      }
      const newest = [...sent].reverse().map((m) => m.id);
      const first = await t.repos.contact.search(inbox());
      expect(first).toMatchObject({ total: ADMIN_PAGE_SIZE + 3, page: 1, pageSize: ADMIN_PAGE_SIZE });
      expect(first.items.map((m) => m.id)).toEqual(newest.slice(0, ADMIN_PAGE_SIZE));
      const second = await t.repos.contact.search(inbox({ page: "2" }));
      expect(second.items.map((m) => m.id)).toEqual(newest.slice(ADMIN_PAGE_SIZE));
      expect((await t.repos.contact.search(inbox({ page: "9" }))).items).toEqual([]);

      // Every word, in any order, across the name, address, subject and message; Arabic letters folded.
      const ids = async (q: string, state = "all") =>
        (await t.repos.contact.search(inbox({ q, state }))).items.map((m) => m.id);
      expect(await ids("receipt payment")).toEqual([sent[7]!.id]);
      expect(await ids("PAYMENT transfer")).toEqual([sent[7]!.id]);
      expect(await ids("احمد")).toEqual([sent[4]!.id]);
      expect(await ids("sender4@example")).toEqual([sent[4]!.id]);
      expect(await ids("receipt access")).toEqual([]);

      // Handled ones leave "waiting" and join "handled"; back to waiting, they return.
      await t.repos.contact.markHandled(sent[7]!.id, "a1");
      await t.repos.contact.markHandled(sent[4]!.id, "a1");
      expect(await ids("", "handled")).toEqual([sent[7]!.id, sent[4]!.id]);
      expect((await t.repos.contact.search(inbox())).total).toBe(ADMIN_PAGE_SIZE + 1);
      expect(await t.repos.contact.countUnhandled()).toBe(ADMIN_PAGE_SIZE + 1);
      const back = await t.repos.contact.markUnhandled(sent[7]!.id);
      expect(back).toMatchObject({ id: sent[7]!.id, handledAt: null, handledBy: null });
      expect(await ids("receipt", "waiting")).toEqual([sent[7]!.id]);
      expect(await ids("", "handled")).toEqual([sent[4]!.id]);
      expect(await t.repos.contact.countUnhandled()).toBe(ADMIN_PAGE_SIZE + 2);
      // Idempotent, and nothing for a message that does not exist.
      expect(await t.repos.contact.markUnhandled(sent[7]!.id)).toMatchObject({ handledAt: null });
      expect(await t.repos.contact.markUnhandled("missing")).toBeNull();
    });
  });
}
