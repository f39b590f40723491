import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

const SITE = "https://masar.example";

/**
 * Pieces an attacker strings together: slashes and backslashes, dot segments (plain and encoded),
 * encoded separators, schemes, credentials, control and Unicode characters that parsers drop or fold.
 */
const piece = fc.constantFrom(
  "/",
  "\\",
  "//",
  ".",
  "..",
  "%2e",
  "%2E%2e",
  "%2f",
  "%5c",
  "%09",
  "%00",
  "evil.example",
  "evil.example:8080",
  "@",
  ":",
  "?",
  "#",
  "http:",
  "https:",
  "javascript:",
  "\t",
  "\n",
  "\r",
  "\u0000",
  "\u001f",
  " ",
  "\u3002",
  "\uff0f",
  "\u2215",
  "\u200b",
  "\ufeff",
  "ا",
  "a",
);
const crafted = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(""));
const anyText = fc.string({ unit: "grapheme", maxLength: 40 });
const input = fc.oneof(
  crafted,
  crafted.map((s) => `/${s}`),
  anyText,
  anyText.map((s) => `/${s}`),
);

describe("safeRedirect (property)", () => {
  it("always answers a path whose resolved origin is the site's, wherever the browser resolves it", () => {
    fc.assert(
      fc.property(input, (value) => {
        const result = safeRedirect(value, "/fallback");
        expect(result.startsWith("/")).toBe(true);
        // The browser resolves Location against the page's URL with the same WHATWG parser.
        expect(new URL(result, SITE).origin).toBe(SITE);
        expect(new URL(result, `${SITE}/deep/path/page`).origin).toBe(SITE);
        // Already safe: a second pass (the login form carries it on) keeps it as it is.
        expect(safeRedirect(result, "/fallback")).toBe(result);
      }),
      { numRuns: 5000 },
    );
  });
});
