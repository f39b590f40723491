import { describe, expect, it } from "vitest";
import { defaultNotificationPreferences } from "@masar/domain/notification-preferences";
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
        emailVerified: false,
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

    it("keeps notification preferences and the answered push offer, defaults first", async () => {
      const { profile } = await t.repos.users.ensureProfile(identity("u1"));
      expect(profile.notificationPreferences).toEqual(defaultNotificationPreferences());
      expect(profile.pushOfferAnswered).toBe(false);
      const preferences = {
        push: { payments: true, lessons: false, reminders: true, announcements: false, review: false },
        quietHours: { start: "23:00", end: "07:00" },
      };
      const later = t.clock.advance();
      const updated = await t.repos.users.updateProfile("u1", { notificationPreferences: preferences });
      expect(updated).toMatchObject({ notificationPreferences: preferences, pushOfferAnswered: false });
      expect(updated!.updatedAt).toEqual(later);
      // Other profile changes leave them alone.
      await t.repos.users.updateProfile("u1", { displayName: "Mona", pushOfferAnswered: true });
      expect(await t.repos.users.get("u1")).toMatchObject({
        displayName: "Mona",
        notificationPreferences: preferences,
        pushOfferAnswered: true,
      });
      await t.repos.users.updateProfile("u1", { notificationPreferences: { ...preferences, quietHours: null } });
      expect((await t.repos.users.get("u1"))!.notificationPreferences.quietHours).toBeNull();
      expect((await t.repos.users.getByEmail("u1@example.com"))!.pushOfferAnswered).toBe(true);
    });

    it("sets the role", async () => {
      await t.repos.users.ensureProfile(identity("u1"));
      expect((await t.repos.users.setRole("u1", "teacher"))!.role).toBe("teacher");
      expect((await t.repos.users.get("u1"))!.role).toBe("teacher");
      expect(await t.repos.users.setRole("missing", "admin")).toBeNull();
    });
  });
}
