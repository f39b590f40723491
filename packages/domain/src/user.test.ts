import { describe, expect, it } from "vitest";
import { defaultProfile, roleFlags, roleOf } from "./user";
import { profileUpdateSchema } from "./user-schema";
import { contactMessageSchema } from "./contact";
import { isoDateSchema } from "./date-schema";
import { awaitsReview, canTransition } from "./payment";
import { newTaskSchema } from "./task";
import { localize, toLocale, directionOf } from "./locale";

describe("roles", () => {
  it("a missing or unknown role is student", () => {
    expect(roleOf(undefined)).toBe("student");
    expect(roleOf("superuser")).toBe("student");
    expect(roleOf("teacher")).toBe("teacher");
    expect(roleFlags(roleOf("admin"))).toEqual({ isAdmin: true, isTeacher: false, isStudent: false });
  });
  it("the default profile is a student with no subscriptions", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    const p = defaultProfile({ uid: "u1", email: "a@b.c", displayName: "A", photoURL: null }, now);
    expect(p).toMatchObject({
      role: "student",
      subscribedCourses: [],
      createdAt: now,
      updatedAt: now,
      notificationEnabled: false,
    });
  });
});

describe("profileUpdateSchema", () => {
  it("accepts a valid update and turns an empty photo into null", () => {
    expect(profileUpdateSchema.parse({ displayName: " Mona ", photoURL: "", preferredLanguage: "en" })).toEqual({
      displayName: "Mona",
      photoURL: null,
      preferredLanguage: "en",
    });
  });
  it("rejects javascript: photo URLs and short names with message keys", () => {
    const r = profileUpdateSchema.safeParse({
      displayName: "M",
      photoURL: "javascript:alert(1)",
      preferredLanguage: "xx",
    });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toContain("validation.displayNameShort");
    expect(messages).toContain("validation.photoUrl");
  });
});

describe("locale helpers", () => {
  it("falls back to the other language when a text is empty", () => {
    expect(localize({ ar: "", en: "Hello" }, "ar")).toBe("Hello");
    expect(localize({ ar: "مرحبا", en: "" }, "en")).toBe("مرحبا");
    expect(localize({ ar: "مرحبا", en: "Hello" }, "en")).toBe("Hello");
    expect(localize(undefined, "en")).toBe("");
  });
  it("defaults to Arabic RTL", () => {
    expect(toLocale("fr")).toBe("ar");
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("en")).toBe("ltr");
  });
});

describe("learning rules", () => {
  it("payment decisions are final except paid → refunded, and money received after a decline or expiry", () => {
    expect(canTransition("pending", "paid")).toBe(true);
    expect(canTransition("pending", "rejected")).toBe(true);
    expect(canTransition("pending", "declined")).toBe(true);
    expect(canTransition("pending", "expired")).toBe(true);
    expect(canTransition("paid", "refunded")).toBe(true);
    expect(canTransition("paid", "rejected")).toBe(false);
    expect(canTransition("rejected", "paid")).toBe(false);
    expect(canTransition("refunded", "paid")).toBe(false);
    // A retry on the same checkout, or a gateway that answered late: the money is not ignored.
    expect(canTransition("declined", "paid")).toBe(true);
    expect(canTransition("expired", "paid")).toBe(true);
    expect(canTransition("declined", "expired")).toBe(false);
    expect(canTransition("expired", "declined")).toBe(false);
    expect(canTransition("declined", "rejected")).toBe(false);
    expect(canTransition("expired", "refunded")).toBe(false);
    expect(canTransition("paid", "expired")).toBe(false);
  });
  it("only a pending payment may be cancelled, and a cancelled one is final", () => {
    expect(canTransition("pending", "cancelled")).toBe(true);
    for (const from of ["paid", "rejected", "refunded"] as const) expect(canTransition(from, "cancelled")).toBe(false);
    for (const to of ["paid", "rejected", "refunded", "pending"] as const)
      expect(canTransition("cancelled", to)).toBe(false);
    expect(awaitsReview({ method: "manual_transfer", status: "pending" })).toBe(true);
    expect(awaitsReview({ method: "manual_transfer", status: "cancelled" })).toBe(false);
    expect(awaitsReview({ method: "paymob", status: "pending" })).toBe(false);
  });
  it("all-day dates are real calendar dates", () => {
    expect(isoDateSchema.safeParse("2026-02-28").success).toBe(true);
    expect(isoDateSchema.safeParse("2026-02-30").success).toBe(false);
    expect(isoDateSchema.safeParse("2026-2-3").success).toBe(false);
  });
  it("timed tasks need an end after the start", () => {
    const base = { userId: "u", title: "Revise", date: "2026-05-01", allDay: false };
    expect(newTaskSchema.safeParse({ ...base, startsAt: new Date(2), endsAt: new Date(1) }).success).toBe(false);
    expect(newTaskSchema.safeParse({ ...base, startsAt: new Date(1), endsAt: new Date(2) }).success).toBe(true);
  });
  it("contact messages give message keys for bad fields", () => {
    const r = contactMessageSchema.safeParse({ name: "A", email: "nope", subject: "Hi", message: "short" });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => `${String(i.path[0])}:${i.message}`).sort()).toEqual([
      "email:validation.email",
      "message:validation.messageShort",
      "name:validation.nameShort",
      "subject:validation.subjectShort",
    ]);
  });
});
