import { describe, expect, it } from "vitest";
import type { AccountToken } from "../ports";
import type { ContractContext } from "./harness";

const HOUR = 60 * 60 * 1000;

/** Tokens sent by e-mail: stored by hash, single use, expiring by the adapter's clock. */
export function describeAccountTokens(t: ContractContext) {
  describe("account tokens", () => {
    const inHours = (n: number) => new Date(t.clock.now().getTime() + n * HOUR);
    const token = (over: Partial<Omit<AccountToken, "createdAt">> = {}): Omit<AccountToken, "createdAt"> => ({
      kind: "verify-email",
      userId: "u1",
      email: "u1@example.com",
      expiresAt: inHours(1),
      ...over,
    });

    it("peeks without consuming, then consumes once", async () => {
      const made = token();
      await t.repos.accountTokens.create("hash-1", made);
      const stored = { ...made, createdAt: t.clock.now() };
      expect(await t.repos.accountTokens.peek("hash-1", "verify-email")).toEqual(stored);
      expect(await t.repos.accountTokens.peek("hash-1", "verify-email")).toEqual(stored);
      expect(await t.repos.accountTokens.consume("hash-1", "verify-email")).toEqual(stored);
      expect(await t.repos.accountTokens.consume("hash-1", "verify-email")).toBeNull();
      expect(await t.repos.accountTokens.peek("hash-1", "verify-email")).toBeNull();
      expect(await t.repos.accountTokens.peek("missing", "verify-email")).toBeNull();
      expect(await t.repos.accountTokens.consume("missing", "verify-email")).toBeNull();
    });

    it("refuses a token of another kind, leaving it for its own", async () => {
      await t.repos.accountTokens.create("hash-1", token({ kind: "reset-password" }));
      expect(await t.repos.accountTokens.peek("hash-1", "verify-email")).toBeNull();
      expect(await t.repos.accountTokens.consume("hash-1", "change-email")).toBeNull();
      expect(await t.repos.accountTokens.consume("hash-1", "reset-password")).toMatchObject({ kind: "reset-password" });
    });

    it("expires by the adapter's clock", async () => {
      await t.repos.accountTokens.create("hash-1", token());
      await t.repos.accountTokens.create("hash-2", token());
      t.clock.advance(HOUR - 1);
      expect(await t.repos.accountTokens.peek("hash-1", "verify-email")).not.toBeNull();
      t.clock.advance(1);
      expect(await t.repos.accountTokens.peek("hash-1", "verify-email")).toBeNull();
      expect(await t.repos.accountTokens.consume("hash-2", "verify-email")).toBeNull();
    });

    it("of requests racing with one token, exactly one gets it", async () => {
      await t.repos.accountTokens.create("hash-1", token({ kind: "reset-password" }));
      const results = await Promise.all(
        Array.from({ length: 5 }, () => t.repos.accountTokens.consume("hash-1", "reset-password")),
      );
      expect(results.filter((r) => r !== null)).toHaveLength(1);
    });

    it("revokes the user's tokens of one kind, or of every kind", async () => {
      await t.repos.accountTokens.create("verify-1", token());
      await t.repos.accountTokens.create("reset-1", token({ kind: "reset-password" }));
      await t.repos.accountTokens.create("change-1", token({ kind: "change-email", email: "new@example.com" }));
      await t.repos.accountTokens.create("verify-2", token({ userId: "u2", email: "u2@example.com" }));
      await t.repos.accountTokens.revokeByUser("u1", "reset-password");
      expect(await t.repos.accountTokens.peek("reset-1", "reset-password")).toBeNull();
      expect(await t.repos.accountTokens.peek("verify-1", "verify-email")).not.toBeNull();
      expect(await t.repos.accountTokens.peek("change-1", "change-email")).not.toBeNull();
      await t.repos.accountTokens.revokeByUser("u1");
      expect(await t.repos.accountTokens.peek("verify-1", "verify-email")).toBeNull();
      expect(await t.repos.accountTokens.peek("change-1", "change-email")).toBeNull();
      expect(await t.repos.accountTokens.peek("verify-2", "verify-email")).not.toBeNull();
    });
  });
}
