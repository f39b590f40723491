import { describe, expect, it } from "vitest";
import {
  badgeText,
  localizeNotification,
  notificationFeed,
  notificationHref,
  notificationText,
  type Notification,
} from "./notification";
import { newNotificationSchema, notificationFromStored, notificationTextsFromStored } from "./notification-schema";

const toDate = (v: unknown) => (v instanceof Date ? v : null);

describe("badgeText", () => {
  it("caps at 9+", () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe("1");
    expect(badgeText(9)).toBe("9");
    expect(badgeText(10)).toBe("9+");
    expect(badgeText(250)).toBe("9+");
  });
  it("formats digits for the locale", () => {
    const ar = new Intl.NumberFormat("ar-EG");
    expect(badgeText(3, (n) => ar.format(n))).toBe("٣");
    expect(badgeText(12, (n) => ar.format(n))).toBe("٩+");
  });
});

describe("notificationHref", () => {
  it("opens a certificate it names, before its course", () => {
    expect(notificationHref({ courseId: "algebra", certificateId: "Xy_9-abc" })).toBe("/certificates/Xy_9-abc");
    expect(notificationHref({ courseId: "algebra", certificateId: "../admin" })).toBe("/course/algebra");
  });
  it("opens a payment's receipt, whatever course it also names", () => {
    expect(notificationHref({ courseId: "algebra", paymentId: "3f2c-91" })).toBe("/receipts/3f2c-91");
  });
  it("opens the course of other notifications, and of payment ones stored without a payment id", () => {
    expect(notificationHref({ courseId: "linear-algebra" })).toBe("/course/linear-algebra");
  });
  it("opens the review session for a review reminder (a flag, never a stored address)", () => {
    expect(notificationHref({ review: true })).toBe("/review");
    expect(notificationHref({ review: "true", href: "//evil.example" })).toBeNull();
  });
  it("leads nowhere without a usable id", () => {
    expect(notificationHref(undefined)).toBeNull();
    expect(notificationHref({})).toBeNull();
    expect(notificationHref({ courseId: 42, paymentId: null })).toBeNull();
    expect(notificationHref({ paymentId: "../admin", courseId: "a/b" })).toBeNull();
    expect(notificationHref({ paymentId: "//evil.example" })).toBeNull();
  });
});

describe("newNotificationSchema", () => {
  it("defaults type and data and falls back to message for body", () => {
    expect(newNotificationSchema.parse({ userId: "u", title: "Hi", message: "from message" })).toEqual({
      userId: "u",
      title: "Hi",
      body: "from message",
      type: "general",
      data: {},
      localized: {},
    });
  });
  it("prefers body over message", () => {
    expect(newNotificationSchema.parse({ userId: "u", title: "Hi", body: "b", message: "m" }).body).toBe("b");
  });
  it("rejects a missing title", () => {
    expect(newNotificationSchema.safeParse({ userId: "u", title: " " }).success).toBe(false);
    expect(newNotificationSchema.safeParse({ userId: "u" }).success).toBe(false);
    expect(newNotificationSchema.safeParse({ userId: "u", localized: {} }).success).toBe(false);
  });
  it("fills the spec's title and body from the default language when only texts per language are given", () => {
    const parsed = newNotificationSchema.parse({
      userId: "u",
      localized: { en: { title: "Welcome", body: "Start here" }, ar: { title: "مرحبًا", body: "ابدأ هنا" } },
    });
    expect(parsed).toMatchObject({ title: "مرحبًا", body: "ابدأ هنا" });
    expect(parsed.localized).toEqual({
      ar: { title: "مرحبًا", body: "ابدأ هنا" },
      en: { title: "Welcome", body: "Start here" },
    });
  });
  it("falls back to English for the spec's fields when Arabic is missing, and leaves absent languages out", () => {
    const parsed = newNotificationSchema.parse({ userId: "u", localized: { ar: undefined, en: { title: "Hi" } } });
    expect(parsed).toMatchObject({ title: "Hi", body: "" });
    expect(parsed.localized).toEqual({ en: { title: "Hi", body: "" } });
    expect(Object.keys(parsed.localized)).toEqual(["en"]);
  });
  it("keeps an explicit title and body beside the texts per language", () => {
    const parsed = newNotificationSchema.parse({
      userId: "u",
      title: "T",
      message: "M",
      localized: { en: { title: "E", body: "EB" } },
    });
    expect(parsed).toMatchObject({ title: "T", body: "M", localized: { en: { title: "E", body: "EB" } } });
  });
  it("rejects an empty title in one language", () => {
    expect(newNotificationSchema.safeParse({ userId: "u", title: "T", localized: { en: { title: "" } } }).success).toBe(
      false,
    );
  });
});

describe("notificationTextsFromStored", () => {
  it("keeps each well-formed language and drops a malformed one", () => {
    expect(notificationTextsFromStored({ ar: { title: "أ", body: "ب" }, en: { title: 5 } })).toEqual({
      ar: { title: "أ", body: "ب" },
    });
    expect(notificationTextsFromStored(undefined)).toEqual({});
    expect(notificationTextsFromStored("{}")).toEqual({});
  });
});

describe("notificationText and localizeNotification", () => {
  const both = {
    title: "مرحبًا",
    body: "ابدأ",
    localized: { ar: { title: "مرحبًا", body: "ابدأ" }, en: { title: "Welcome", body: "Start" } },
  };

  it("gives each reader their own language", () => {
    expect(notificationText(both, "en")).toEqual({ title: "Welcome", body: "Start" });
    expect(notificationText(both, "ar")).toEqual({ title: "مرحبًا", body: "ابدأ" });
  });

  it("falls back to the spec's title and body when the reader's language is missing", () => {
    const arabicOnly = { title: "مرحبًا", body: "ابدأ", localized: { ar: { title: "مرحبًا", body: "ابدأ" } } };
    expect(notificationText(arabicOnly, "en")).toEqual({ title: "مرحبًا", body: "ابدأ" });
    expect(notificationText({ title: "Legacy", body: "", localized: {} }, "ar")).toEqual({ title: "Legacy", body: "" });
  });

  it("localises a whole notification, keeping its other fields", () => {
    const n = { ...both, id: "n1", read: true };
    expect(localizeNotification(n, "en")).toEqual({ ...n, title: "Welcome", body: "Start" });
  });
});

describe("notificationFeed", () => {
  it("counts the unread ones of the list", () => {
    const n = (read: boolean): Notification => ({
      id: String(Math.random()),
      userId: "u",
      title: "t",
      body: "",
      localized: {},
      read,
      readAt: null,
      createdAt: new Date(0),
      type: "general",
      data: {},
    });
    const list = [n(false), n(true), n(false)];
    expect(notificationFeed(list)).toEqual({ notifications: list, unreadCount: 2 });
    expect(notificationFeed([])).toEqual({ notifications: [], unreadCount: 0 });
  });
});

describe("notificationFromStored", () => {
  it("accepts message and isRead as fallbacks", () => {
    const n = notificationFromStored("n1", { userId: "u", title: "T", message: "M", isRead: true }, toDate);
    expect(n.body).toBe("M");
    expect(n.read).toBe(true);
    expect(n.type).toBe("general");
    expect(n.data).toEqual({});
  });
  it("read wins over isRead when both exist", () => {
    expect(notificationFromStored("n", { read: false, isRead: true }, toDate).read).toBe(false);
  });
});
