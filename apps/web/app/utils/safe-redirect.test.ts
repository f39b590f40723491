import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each([
    ["/profile", "/profile"],
    ["/course/abc?x=1#top", "/course/abc?x=1#top"],
    ["/admin-dashboard", "/admin-dashboard"],
  ])("keeps same-site path %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
  it.each([
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "evil",
    "",
    null,
    undefined,
    42,
    "/\u0000x",
    "/%09/evil.example",
  ])("refuses %j", (input) => {
    const out = safeRedirect(input, "/fallback");
    expect(out === "/fallback" || (out.startsWith("/") && !out.startsWith("//"))).toBe(true);
    if (
      typeof input !== "string" ||
      !input.startsWith("/") ||
      input.startsWith("//") ||
      input.startsWith("/\\") ||
      input.includes("\u0000")
    ) {
      expect(out).toBe("/fallback");
    }
  });
});
