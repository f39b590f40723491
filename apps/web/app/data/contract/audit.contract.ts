import { describe, expect, it } from "vitest";
import type { AuditEntry } from "../ports";
import type { ContractContext } from "./harness";

/** The admins' audit list: entries stamped by the adapter, newest first, by target, in pages. */
export function describeAudit(t: ContractContext) {
  describe("audit", () => {
    const entry = (over: Partial<Omit<AuditEntry, "id" | "at">> = {}): Omit<AuditEntry, "id" | "at"> => ({
      actorId: "a1",
      actorName: "Admin One",
      action: "user.deactivated",
      targetId: "u1",
      targetLabel: "Mona (mona@example.com)",
      detail: null,
      ...over,
    });

    it("records with the adapter's clock and a new id", async () => {
      const recorded = await t.repos.audit.record(entry({ detail: "spam" }));
      expect(recorded).toEqual({ ...entry({ detail: "spam" }), id: expect.any(String), at: t.clock.now() });
      const other = await t.repos.audit.record(entry());
      expect(other.id).not.toBe(recorded.id);
      expect((await t.repos.audit.list({ limit: 10, offset: 0 })).items).toContainEqual(recorded);
    });

    it("lists newest first, all or one target's, a page at a time", async () => {
      const a = await t.repos.audit.record(entry());
      t.clock.advance();
      const b = await t.repos.audit.record(
        entry({ action: "user.role-changed", targetId: "u2", targetLabel: "Omar", detail: "teacher" }),
      );
      t.clock.advance();
      const c = await t.repos.audit.record(entry({ action: "user.reactivated" }));
      t.clock.advance();
      const d = await t.repos.audit.record(
        entry({ actorId: "system", actorName: "", action: "user.deleted", targetId: "u3", targetLabel: "u3" }),
      );
      expect(await t.repos.audit.list({ limit: 10, offset: 0 })).toEqual({ items: [d, c, b, a], total: 4 });
      expect(await t.repos.audit.list({ limit: 2, offset: 1 })).toEqual({ items: [c, b], total: 4 });
      expect(await t.repos.audit.list({ targetId: "u1", limit: 10, offset: 0 })).toEqual({ items: [c, a], total: 2 });
      expect(await t.repos.audit.list({ targetId: "u1", limit: 1, offset: 1 })).toEqual({ items: [a], total: 2 });
      expect(await t.repos.audit.list({ targetId: "nobody", limit: 10, offset: 0 })).toEqual({ items: [], total: 0 });
    });
  });
}
