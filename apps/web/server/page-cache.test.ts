import crypto from "node:crypto";
import type http from "node:http";
import { get as httpGet } from "node:http";
import zlib from "node:zlib";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { compressResponses } from "./delivery.js";
import { visitorLanguage, visitorPageCache } from "./page-cache.js";

/** the host's visitor page cache, in front of a page that counts its renders and embeds its nonce. */
let server: http.Server;
let base: string;
let renders = 0;
let clock = 1_000_000;
let holdSlowRender = false;
let releaseSlowPost: (() => void) | null = null;
let releaseSlowRender: (() => void) | null = null;
/** How many times the cache told the other server processes to empty theirs (decision 035). */
let told = 0;
const cache = visitorPageCache({ ttlMs: 5_000, maxBytes: 2_000, now: () => clock, changed: () => told++ });

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.cspNonce}'`);
    next();
  });
  app.use(compressResponses());
  app.use(cache);
  const page = (req: express.Request, res: express.Response, extra = "") => {
    renders++;
    const nonce = res.locals.cspNonce as string;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-store");
    // Streamed in pieces, as Remix writes a page; Arabic text crosses the chunk boundary.
    res.write(
      Buffer.from(`<html><script nonce="${nonce}">1</script><p>مسار ${req.originalUrl} ${extra}`).subarray(0, 45),
    );
    res.end(Buffer.from(`<html><script nonce="${nonce}">1</script><p>مسار ${req.originalUrl} ${extra}`).subarray(45));
  };
  app.get("/toast", (req, res) => {
    res.setHeader("Set-Cookie", "toast=1");
    page(req, res);
  });
  app.get("/missing", (req, res) => {
    res.status(404);
    page(req, res);
  });
  app.get("/big", (req, res) => page(req, res, "x".repeat(5_000)));
  app.get("/slow", (req, res) => {
    if (holdSlowRender) releaseSlowRender = () => page(req, res);
    else page(req, res);
  });
  app.get("/__test/notify", (_req, res) => res.type("text").send("ok"));
  app.get("*", (req, res) => page(req, res));
  app.post("/slow-post", (_req, res) => {
    releaseSlowPost = () => res.redirect(303, "/");
  });
  app.post("*", (_req, res) => res.redirect(303, "/"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  cache.clear();
  renders = 0;
  clock += 60_000;
});

async function get(path: string, cookie?: string) {
  const response = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
  const body = await response.text();
  const csp = response.headers.get("content-security-policy") ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  return { response, body, nonce, state: response.headers.get("x-page-cache") };
}

describe("visitor page cache", () => {
  it("answers a visitor's second request from the cache, with the fresh nonce in the page and the header", async () => {
    const first = await get("/courses?page=2");
    const second = await get("/courses?page=2");
    expect(renders).toBe(1);
    expect([first.state, second.state]).toEqual(["miss", "hit"]);
    expect(second.nonce).toBeTruthy();
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.body).toBe(first.body.replaceAll(first.nonce!, second.nonce!));
    expect(second.body).toContain(`nonce="${second.nonce}"`);
    expect(second.body).toContain("مسار /courses?page=2");
    expect(second.response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(second.response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers a hit gzip-spliced for a browser that accepts gzip, and as plain text for one that does not", async () => {
    const first = await get("/courses?page=3");
    const raw = (encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        httpGet(`${base}/courses?page=3`, { headers: { "accept-encoding": encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on("error", reject);
      });
    const gzipped = await raw("br;q=1, gzip;q=0.8");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers["x-page-cache"]).toBe("hit");
    const nonce = /'nonce-([^']+)'/.exec(String(gzipped.headers["content-security-policy"]))![1]!;
    expect(nonce).not.toBe(first.nonce);
    expect(zlib.gunzipSync(gzipped.body).toString("utf8")).toBe(first.body.replaceAll(first.nonce!, nonce));
    const plain = await raw("gzip;q=0");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const plainNonce = /'nonce-([^']+)'/.exec(String(plain.headers["content-security-policy"]))![1]!;
    expect(plain.body.toString("utf8")).toBe(first.body.replaceAll(first.nonce!, plainNonce));
    expect(renders).toBe(1);
  });

  it("keeps languages and URLs apart", async () => {
    await get("/courses");
    await get("/courses", "appLanguage=en");
    await get("/courses", "appLanguage=ar");
    await get("/courses?q=x");
    expect(renders).toBe(4);
    await get("/courses", "appLanguage=en");
    expect(renders).toBe(4);
  });

  it("never serves or stores pages for a session, a toast, a test fault or any other cookie", async () => {
    for (const cookie of [
      "masar_session=abc",
      "appLanguage=en; masar_session=abc",
      "masar_faults=x",
      "appLanguage=fr",
    ]) {
      await get("/", cookie);
      expect((await get("/", cookie)).state).toBeNull();
    }
    expect(renders).toBe(8);
    expect(visitorLanguage("appLanguage=en; appLanguage=ar")).toBeNull();
    expect(visitorLanguage(" appLanguage=ar ")).toBe("ar");
  });

  it("stores only plain 200 HTML without cookies, within the entry size", async () => {
    for (const path of ["/toast", "/missing", "/big"]) {
      await get(path);
      await get(path);
    }
    expect(renders).toBe(6);
  });

  it("expires after its TTL", async () => {
    await get("/about");
    clock += 4_999;
    expect((await get("/about")).state).toBe("hit");
    clock += 2;
    expect((await get("/about")).state).toBe("miss");
    expect(renders).toBe(2);
  });

  it("is emptied by any form post and by the test-only pages, and keeps no render that overlapped one", async () => {
    await get("/a");
    await fetch(`${base}/login`, { method: "POST", redirect: "manual" });
    expect((await get("/a")).state).toBe("miss");
    await get("/__test/notify");
    expect((await get("/a")).state).toBe("miss");

    holdSlowRender = true;
    const slow = get("/slow");
    await expect.poll(() => releaseSlowRender).not.toBeNull();
    await fetch(`${base}/login`, { method: "POST", redirect: "manual" });
    holdSlowRender = false;
    releaseSlowRender!();
    await slow;
    expect((await get("/slow")).state).toBe("miss");

    // A page rendered while a change is still being written may show the old data: gone when it ends.
    const post = fetch(`${base}/slow-post`, { method: "POST", redirect: "manual" });
    await expect.poll(() => releaseSlowPost).not.toBeNull();
    await get("/b");
    expect((await get("/b")).state).toBe("hit");
    releaseSlowPost!();
    await post;
    expect((await get("/b")).state).toBe("miss");
  });

  it("tells the other server processes when a post starts and when it ends, and never for a page", async () => {
    told = 0;
    await get("/about");
    await get("/about");
    expect(told).toBe(0);
    await fetch(`${base}/contact`, { method: "POST", body: "x=1" });
    // "finish" comes after the answer is handed over: wait for it.
    await expect.poll(() => told).toBe(2);
  });

  it("stays within its byte budget, dropping the least recently used pages", async () => {
    for (let i = 0; i < 40; i++) await get(`/page-${i}`);
    expect(cache.size()).toBeLessThan(40);
    expect((await get("/page-39")).state).toBe("hit");
    expect((await get("/page-0")).state).toBe("miss");
  });
});
