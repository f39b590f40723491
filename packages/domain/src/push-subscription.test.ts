import { describe, expect, it } from "vitest";
import { pushProfileFields, type StoredPushSubscription } from "./push-subscription";

const sub = (endpoint: string, updatedAt: number): StoredPushSubscription => ({
  userId: "u1",
  endpoint,
  expirationTime: null,
  keys: { p256dh: `p-${endpoint}`, auth: `a-${endpoint}` },
  createdAt: new Date(0),
  updatedAt: new Date(updatedAt),
});

describe("pushProfileFields", () => {
  it("has no token and push off without subscriptions", () => {
    expect(pushProfileFields([])).toEqual({ pushSubscription: null, notificationEnabled: false });
  });

  it("shows the most recently saved subscription as the token, whatever the list order", () => {
    const expected = {
      pushSubscription: {
        endpoint: "https://b",
        expirationTime: null,
        keys: { p256dh: "p-https://b", auth: "a-https://b" },
      },
      notificationEnabled: true,
    };
    expect(pushProfileFields([sub("https://a", 1), sub("https://b", 3), sub("https://c", 2)])).toEqual(expected);
    expect(pushProfileFields([sub("https://b", 3), sub("https://a", 1)])).toEqual(expected);
  });

  it("keeps only the browser's fields in the token", () => {
    expect(Object.keys(pushProfileFields([sub("https://a", 1)]).pushSubscription!)).toEqual([
      "endpoint",
      "expirationTime",
      "keys",
    ]);
  });
});
