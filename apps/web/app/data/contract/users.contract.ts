import { describe, expect, it } from "vitest";
import { identity, type ContractContext } from "./harness";

export function describeUsers(t: ContractContext) {
  describe("users", () => {
    it("creates the default profile once (spec section 4)", async () => {
      const first = await t.repos.users.ensureProfile(identity("u1"));
      expect(first.created).toBe(true);
      expect(first.profile).toMatchObject({
        uid: "u1",
        email: "u1@example.com",
        role: "student",
        subscribedCourses: [],
        notificationEnabled: false,
        pushSubscription: null,
      });
      expect(first.profile.createdAt).toEqual(t.clock.now());
      expect(await t.repos.users.get("u1")).toEqual(first.profile);
      const second = await t.repos.users.ensureProfile({ ...identity("u1"), displayName: "changed" });
      expect(second.created).toBe(false);
      expect(second.profile.displayName).toBe("U1");
      expect(await t.repos.users.count()).toBe(1);
    });

    it("gets by uid and by e-mail case-insensitively", async () => {
      await t.repos.users.ensureProfile(identity("u1", "Mona@Example.com"));
      expect((await t.repos.users.get("u1"))!.email).toBe("Mona@Example.com");
      expect((await t.repos.users.getByEmail("mona@example.com"))!.uid).toBe("u1");
      expect(await t.repos.users.get("missing")).toBeNull();
      expect(await t.repos.users.getByEmail("missing@example.com")).toBeNull();
    });

    it("updates profile fields and updatedAt", async () => {
      const { profile } = await t.repos.users.ensureProfile(identity("u1"));
      const later = t.clock.advance();
      const updated = await t.repos.users.updateProfile("u1", {
        displayName: "Mona",
        preferredLanguage: "en",
        photoURL: "https://x/y.png",
      });
      expect(updated).toMatchObject({ displayName: "Mona", preferredLanguage: "en", photoURL: "https://x/y.png" });
      expect(updated!.updatedAt).toEqual(later);
      expect(updated!.createdAt).toEqual(profile.createdAt);
      const cleared = await t.repos.users.updateProfile("u1", { photoURL: null });
      expect(cleared).toMatchObject({ photoURL: null, displayName: "Mona", preferredLanguage: "en" });
      expect(await t.repos.users.updateProfile("missing", { displayName: "x" })).toBeNull();
    });

    it("sets the role", async () => {
      await t.repos.users.ensureProfile(identity("u1"));
      expect((await t.repos.users.setRole("u1", "teacher"))!.role).toBe("teacher");
      expect((await t.repos.users.get("u1"))!.role).toBe("teacher");
      expect(await t.repos.users.setRole("missing", "admin")).toBeNull();
    });
  });
}
