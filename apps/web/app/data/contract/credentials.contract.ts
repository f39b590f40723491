import { describe, expect, it } from "vitest";
import { EmailTakenError } from "../ports";
import type { ContractContext } from "./harness";

export function describeCredentials(t: ContractContext) {
  describe("credentials", () => {
    it("stores credentials with unique e-mails, case-insensitive", async () => {
      await t.repos.credentials.create({ uid: "u1", email: " Mona@Example.com ", passwordHash: "$argon2id$x" });
      expect(await t.repos.credentials.getByEmail("mona@example.com")).toEqual({
        uid: "u1",
        email: "Mona@Example.com",
        passwordHash: "$argon2id$x",
      });
      await expect(
        t.repos.credentials.create({ uid: "u2", email: "MONA@example.com", passwordHash: "h" }),
      ).rejects.toBeInstanceOf(EmailTakenError);
      expect(await t.repos.credentials.getByEmail("nobody@example.com")).toBeNull();
    });

    it("finds a credential by uid", async () => {
      await t.repos.credentials.create({ uid: "u1", email: "mona@example.com", passwordHash: "h1" });
      await t.repos.credentials.create({ uid: "u2", email: "omar@example.com", passwordHash: "h2" });
      expect(await t.repos.credentials.getByUid("u2")).toEqual({
        uid: "u2",
        email: "omar@example.com",
        passwordHash: "h2",
      });
      expect(await t.repos.credentials.getByUid("missing")).toBeNull();
    });
  });
}
