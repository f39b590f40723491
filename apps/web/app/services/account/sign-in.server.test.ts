import { beforeAll, describe, expect, it } from "vitest";
import { useTestStore } from "#app/testing/test-store.server";

// A real SQLite file of this test's own, set before the app modules read the environment.
useTestStore("account");

const { login, signUp, minutesUntil, MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ADDRESS } = await import(
  "./sign-in.server"
);
const { getRepositories } = await import("#app/repositories.server");

describe("sign-up and login", () => {
  beforeAll(async () => {
    expect(
      (await signUp({ displayName: "Mona", email: "mona@example.com", password: "correct-horse" }, "10.0.0.1", "en"))
        .ok,
    ).toBe(true);
  });

  it("creates the default student profile and refuses a second account for the e-mail", async () => {
    const profile = await (await getRepositories()).users.getByEmail("MONA@example.com");
    expect(profile).toMatchObject({ displayName: "Mona", role: "student", subscribedCourses: [] });
    expect(
      await signUp({ displayName: "Other", email: "Mona@Example.com", password: "another-pass" }, "10.0.0.1", "en"),
    ).toEqual({ ok: false, reason: "taken" });
  });

  it("stores an argon2id hash, never the password", async () => {
    const credential = await (await getRepositories()).credentials.getByEmail("mona@example.com");
    expect(credential!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(credential!.passwordHash).not.toContain("correct-horse");
  });

  it("accepts the right password and refuses a wrong one", async () => {
    expect(await login("mona@example.com", "correct-horse", "10.0.0.2")).toMatchObject({
      ok: true,
      identity: { email: "mona@example.com" },
    });
    expect(await login("mona@example.com", "wrong", "10.0.0.2")).toEqual({ ok: false, reason: "invalid" });
    expect(await login("nobody@example.com", "whatever", "10.0.0.2")).toEqual({ ok: false, reason: "invalid" });
  });

  it("throttles an account after repeated failures, even with the right password, from any address", async () => {
    await signUp({ displayName: "Omar", email: "omar@example.com", password: "omar-password" }, "10.0.0.3", "en");
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      expect((await login("omar@example.com", "wrong", `10.0.1.${i}`)).ok).toBe(false);
    }
    const blocked = await login("omar@example.com", "omar-password", "10.0.2.1");
    expect(blocked).toMatchObject({ ok: false, reason: "throttled" });
    expect((blocked as { retryAfterMinutes: number }).retryAfterMinutes).toBeGreaterThanOrEqual(1);
    expect((blocked as { retryAfterMinutes: number }).retryAfterMinutes).toBeLessThanOrEqual(15);
  });

  it("throttles an address after repeated failures across accounts", async () => {
    await signUp({ displayName: "Sara", email: "sara@example.com", password: "sara-password" }, "10.0.0.4", "en");
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) await login(`guess-${i}@example.com`, "wrong", "10.9.9.9");
    expect(await login("sara@example.com", "sara-password", "10.9.9.9")).toMatchObject({
      ok: false,
      reason: "throttled",
    });
    expect(await login("sara@example.com", "sara-password", "10.9.9.10")).toMatchObject({ ok: true });
  }, 30_000);

  it("a success resets the account's failures", async () => {
    await signUp({ displayName: "Nour", email: "nour@example.com", password: "nour-password" }, "10.0.0.5", "en");
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT - 1; i++) await login("nour@example.com", "wrong", "10.0.3.1");
    expect((await login("nour@example.com", "nour-password", "10.0.3.1")).ok).toBe(true);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT - 1; i++) await login("nour@example.com", "wrong", "10.0.3.1");
    expect((await login("nour@example.com", "nour-password", "10.0.3.1")).ok).toBe(true);
  });
});

describe("minutesUntil", () => {
  it("rounds up to whole minutes, at least one", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(minutesUntil(new Date(now + 61_000), now)).toBe(2);
    expect(minutesUntil(new Date(now + 1_000), now)).toBe(1);
    expect(minutesUntil(new Date(now - 5_000), now)).toBe(1);
  });
});
