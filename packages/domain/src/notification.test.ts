import { describe, expect, it } from "vitest";
import { badgeText } from "./notification";
import { newNotificationSchema, notificationFromStored } from "./notification-schema";

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

describe("newNotificationSchema", () => {
  it("defaults type and data and falls back to message for body", () => {
    expect(newNotificationSchema.parse({ userId: "u", title: "Hi", message: "from message" })).toEqual({
      userId: "u",
      title: "Hi",
      body: "from message",
      type: "general",
      data: {},
    });
  });
  it("prefers body over message", () => {
    expect(newNotificationSchema.parse({ userId: "u", title: "Hi", body: "b", message: "m" }).body).toBe("b");
  });
  it("rejects a missing title", () => {
    expect(newNotificationSchema.safeParse({ userId: "u", title: " " }).success).toBe(false);
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
