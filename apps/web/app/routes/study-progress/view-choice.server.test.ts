import { describe, expect, it } from "vitest";
import { defaultView, viewCookie, VIEW_COOKIE } from "./view-choice.server";

const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const FIREFOX_ANDROID = "Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0";
const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const SAFARI_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15";
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const ANDROID_TABLET =
  "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

const view = (headers: Record<string, string>) => defaultView(new Headers(headers));

describe("the calendar's default view", () => {
  it("is the view the user picked on this browser, whatever the device says", () => {
    for (const picked of ["month", "week", "agenda"] as const) {
      expect(view({ Cookie: `${VIEW_COOKIE}=${picked}`, "Sec-CH-UA-Mobile": "?1", "User-Agent": CHROME_ANDROID })).toBe(
        picked,
      );
      expect(view({ Cookie: `a=1; ${VIEW_COOKIE}=${picked}; b=2`, "User-Agent": CHROME_WINDOWS })).toBe(picked);
    }
  });

  it("ignores a remembered value that is no view, and cookies that only end with the name", () => {
    expect(view({ Cookie: `${VIEW_COOKIE}=grid`, "User-Agent": SAFARI_IPHONE })).toBe("agenda");
    expect(view({ Cookie: `${VIEW_COOKIE}=monthly`, "User-Agent": SAFARI_IPHONE })).toBe("agenda");
    expect(view({ Cookie: `x${VIEW_COOKIE}=month`, "User-Agent": SAFARI_IPHONE })).toBe("agenda");
  });

  it("follows the browser's mobile hint before its User-Agent", () => {
    expect(view({ "Sec-CH-UA-Mobile": "?1", "User-Agent": CHROME_WINDOWS })).toBe("agenda");
    expect(view({ "Sec-CH-UA-Mobile": "?0", "User-Agent": CHROME_ANDROID })).toBe("month");
  });

  it("shows phones the agenda and desktops the month by their User-Agent when there is no hint", () => {
    for (const agent of [SAFARI_IPHONE, FIREFOX_ANDROID, CHROME_ANDROID])
      expect(view({ "User-Agent": agent })).toBe("agenda");
    for (const agent of [CHROME_WINDOWS, SAFARI_MAC, FIREFOX_LINUX])
      expect(view({ "User-Agent": agent })).toBe("month");
  });

  it("renders both (CSS picks) when the browser cannot be told", () => {
    expect(view({})).toBe("both");
    expect(view({ "User-Agent": "curl/8.5.0" })).toBe("both");
    expect(view({ "User-Agent": ANDROID_TABLET })).toBe("both");
    expect(view({ "Sec-CH-UA-Mobile": "maybe", "User-Agent": "" })).toBe("both");
  });

  it("remembers a pick for a year on every path (the page's data requests too)", () => {
    expect(viewCookie("agenda", false)).toBe(`${VIEW_COOKIE}=agenda; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`);
    expect(viewCookie("month", true)).toMatch(/; Secure$/);
  });
});
