import { describe, expect, it } from "vitest";
import type { PushSubscriptionJSON } from "@masar/domain/user";
import { identity, type ContractContext } from "./harness";

const browser = (name: string, key = "k"): PushSubscriptionJSON => ({
  endpoint: `https://push.example/${name}`,
  expirationTime: null,
  keys: { p256dh: `${key}-p256dh`, auth: `${key}-auth` },
});

export function describePushSubscriptions(t: ContractContext) {
  describe("push subscriptions", () => {
    const endpoints = async (userId: string) =>
      (await t.repos.pushSubscriptions.listByUser(userId)).map((s) => s.endpoint);
    const profilePush = async (userId: string) => {
      const profile = await t.repos.users.get(userId);
      return { pushSubscription: profile!.pushSubscription, notificationEnabled: profile!.notificationEnabled };
    };

    it("keeps one subscription per browser, the latest as the profile's token (spec section 4, Push)", async () => {
      await t.repos.users.ensureProfile(identity("u1"));
      t.clock.advance();
      const first = await t.repos.pushSubscriptions.add("u1", browser("a"));
      expect(first).toEqual({ ...browser("a"), userId: "u1", createdAt: t.clock.now(), updatedAt: t.clock.now() });
      expect(await profilePush("u1")).toEqual({ pushSubscription: browser("a"), notificationEnabled: true });

      t.clock.advance();
      await t.repos.pushSubscriptions.add("u1", browser("b"));
      expect(await endpoints("u1")).toEqual([browser("b").endpoint, browser("a").endpoint]);
      expect(await profilePush("u1")).toEqual({ pushSubscription: browser("b"), notificationEnabled: true });

      // The same browser again: its keys are replaced, no second record.
      const later = t.clock.advance();
      const renewed = await t.repos.pushSubscriptions.add("u1", browser("a", "new"));
      expect(renewed).toMatchObject({ keys: browser("a", "new").keys, createdAt: first!.createdAt, updatedAt: later });
      expect(await endpoints("u1")).toEqual([browser("a").endpoint, browser("b").endpoint]);
      expect(await profilePush("u1")).toEqual({ pushSubscription: browser("a", "new"), notificationEnabled: true });
      expect((await t.repos.users.get("u1"))!.updatedAt).toEqual(later);
    });

    it("removes only the owner's subscription; removing the last one turns push off", async () => {
      await t.repos.users.ensureProfile(identity("u1"));
      await t.repos.users.ensureProfile(identity("u2"));
      await t.repos.pushSubscriptions.add("u1", browser("a"));
      t.clock.advance();
      await t.repos.pushSubscriptions.add("u1", browser("b"));
      expect(await t.repos.pushSubscriptions.remove("u2", browser("a").endpoint)).toBe(false);
      expect(await endpoints("u1")).toHaveLength(2);
      expect(await t.repos.pushSubscriptions.remove("u1", browser("b").endpoint)).toBe(true);
      expect(await t.repos.pushSubscriptions.remove("u1", browser("b").endpoint)).toBe(false);
      expect(await profilePush("u1")).toEqual({ pushSubscription: browser("a"), notificationEnabled: true });
      expect(await t.repos.pushSubscriptions.remove("u1", browser("a").endpoint)).toBe(true);
      expect(await endpoints("u1")).toEqual([]);
      expect(await profilePush("u1")).toEqual({ pushSubscription: null, notificationEnabled: false });
    });

    it("removes a gone endpoint whoever owns it", async () => {
      await t.repos.users.ensureProfile(identity("u1"));
      await t.repos.pushSubscriptions.add("u1", browser("a"));
      expect(await t.repos.pushSubscriptions.removeEndpoint(browser("a").endpoint)).toBe(true);
      expect(await t.repos.pushSubscriptions.removeEndpoint(browser("a").endpoint)).toBe(false);
      expect(await t.repos.pushSubscriptions.removeEndpoint("https://push.example/unknown")).toBe(false);
      expect(await profilePush("u1")).toEqual({ pushSubscription: null, notificationEnabled: false });
    });

    it("moves a browser to the user who saves it last", async () => {
      await t.repos.users.ensureProfile(identity("u1"));
      await t.repos.users.ensureProfile(identity("u2"));
      await t.repos.pushSubscriptions.add("u1", browser("shared"));
      t.clock.advance();
      const moved = await t.repos.pushSubscriptions.add("u2", browser("shared"));
      expect(moved).toMatchObject({ userId: "u2", createdAt: t.clock.now() });
      expect(await endpoints("u1")).toEqual([]);
      expect(await endpoints("u2")).toEqual([browser("shared").endpoint]);
      expect(await profilePush("u1")).toEqual({ pushSubscription: null, notificationEnabled: false });
      expect(await profilePush("u2")).toEqual({ pushSubscription: browser("shared"), notificationEnabled: true });
      expect(await t.repos.pushSubscriptions.remove("u1", browser("shared").endpoint)).toBe(false);
    });

    it("needs an existing user and a valid subscription", async () => {
      expect(await t.repos.pushSubscriptions.add("missing", browser("a"))).toBeNull();
      await t.repos.users.ensureProfile(identity("u1"));
      await expect(
        t.repos.pushSubscriptions.add("u1", { endpoint: "not a url", keys: { p256dh: "p", auth: "a" } }),
      ).rejects.toThrow();
      await expect(
        t.repos.pushSubscriptions.add("u1", { endpoint: "https://push.example/x", keys: { p256dh: "", auth: "a" } }),
      ).rejects.toThrow();
      expect(await endpoints("u1")).toEqual([]);
      expect(await endpoints("missing")).toEqual([]);
    });
  });
}
