import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { prepareSplice, spliceGzip } from "./gzip-splice.js";

const OLD = "b2xkLW5vbmNlLTEyMzQ1Ng==";
const NEW = "bmV3LW5vbmNlLTk4NzY1NA==";

describe("a cached page gzip-spliced with a fresh nonce", () => {
  it("decompresses to the page with every nonce replaced", () => {
    const page =
      `<!DOCTYPE html><html lang="ar"><head><script nonce="${OLD}">x()</script></head><body>` +
      "<p>مسار — دورات جامعية</p>".repeat(2_000) +
      `<script nonce="${OLD}" type="module">import("/a.js")</script><script nonce="${OLD}">y()</script></body></html>`;
    const prepared = prepareSplice(page, OLD)!;
    const sent = spliceGzip(prepared, NEW);
    expect(zlib.gunzipSync(sent).toString("utf8")).toBe(page.replaceAll(OLD, NEW));
    // Each response is small like a page compressed for it, not the page's size.
    expect(sent.length).toBeLessThan(Buffer.byteLength(page) / 10);
  });

  it("handles a nonce at the very start and end, and adjacent nonces", () => {
    const page = `${OLD}a${OLD}${OLD}b${OLD}`;
    const sent = spliceGzip(prepareSplice(page, OLD)!, NEW);
    expect(zlib.gunzipSync(sent).toString("utf8")).toBe(page.replaceAll(OLD, NEW));
  });

  it("gives a different body for every nonce, each complete", () => {
    const prepared = prepareSplice(`<script nonce="${OLD}"></script>`, OLD)!;
    const a = zlib.gunzipSync(spliceGzip(prepared, "AAAA")).toString();
    const b = zlib.gunzipSync(spliceGzip(prepared, "BBBB")).toString();
    expect([a, b]).toEqual(['<script nonce="AAAA"></script>', '<script nonce="BBBB"></script>']);
  });

  it("needs a nonce to splice at", () => {
    expect(prepareSplice("<p>no scripts</p>", "")).toBeNull();
  });
});
