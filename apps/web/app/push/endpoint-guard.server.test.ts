import { describe, expect, it } from "vitest";

process.env.WEB_PUSH_ALLOWED_ORIGINS = "https://127.0.0.1:8443";
const { isAllowedPushEndpoint } = await import("./endpoint-guard.server");

describe("the push endpoint guard (SSRF)", () => {
  it.each([
    "https://fcm.googleapis.com/fcm/send/abc:def",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAA",
    "https://web.push.apple.com/QGx",
    "https://wns2-par02p.notify.windows.com/w/?token=x",
    "https://127.0.0.1:8443/push/1",
  ])("allows %s", (endpoint) => expect(isAllowedPushEndpoint(endpoint)).toBe(true));

  it.each([
    "http://fcm.googleapis.com/fcm/send/abc",
    "https://fcm.googleapis.com:8443/fcm/send/abc",
    "https://evilfcm.googleapis.com.attacker.example/x",
    "https://notify.windows.com.attacker.example/x",
    "https://169.254.169.254/latest/meta-data",
    "https://127.0.0.1/push",
    "https://127.0.0.1:9443/push",
    "https://user:pw@fcm.googleapis.com/x",
    "https://localhost:8443/push",
    "not a url",
    "",
  ])("refuses %s", (endpoint) => expect(isAllowedPushEndpoint(endpoint)).toBe(false));
});
