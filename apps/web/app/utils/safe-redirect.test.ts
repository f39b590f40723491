import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each([
    ["/profile", "/profile"],
    ["/course/abc?x=1#top", "/course/abc?x=1#top"],
    ["/admin-dashboard", "/admin-dashboard"],
    // An encoded tab stays an ordinary same-site path segment; the browser never treats it as a host.
    ["/%09/evil.example", "/%09/evil.example"],
    // Dot segments are resolved, but can never leave the site.
    ["/a/../../evil.example", "/evil.example"],
  ])("keeps same-site path %s", (input, expected) => {
    expect(safeRedirect(input, "/fallback")).toBe(expected);
  });

  it.each([
    "//evil.example",
    "//evil.example/path",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "evil",
    "",
    null,
    undefined,
    42,
    "/\u0000x",
    "/\t/evil.example",
    "/\n/evil.example",
    // Start with one slash but normalise to "//host": dot segments, encoded dots, backslashes.
    "/a/..//evil.example",
    "/.//evil.example",
    "/%2e//evil.example",
    "/%2e%2e//evil.example",
    "/./\\evil.example",
    "/a/..\\/evil.example",
  ])("refuses %j with the fallback", (input) => {
    expect(safeRedirect(input, "/fallback")).toBe("/fallback");
  });

  it("falls back to / by default", () => {
    expect(safeRedirect("//evil.example")).toBe("/");
  });
});
