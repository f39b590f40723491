import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenLocally } from "./listen-locally";
import { compressResponses, staticAssets } from "./delivery.js";
import { precompress } from "../scripts/precompress";

/** the host's delivery: compression of dynamic responses and precompressed build assets. */
let dir: string;
let listening: Awaited<ReturnType<typeof listenLocally>> | undefined;
let base: string;
const script = `export const x = ${JSON.stringify("مسار ".repeat(800))};\n`;
const page = `<!doctype html><html><body>${"<p>مسار Masar</p>".repeat(400)}</body></html>`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "masar-delivery-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "assets/root-abc123.js"), script);
  fs.writeFileSync(path.join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  // A file with no extension is never looked for: its path is a page's (the router answers it).
  fs.writeFileSync(path.join(dir, "page"), "a file that shadows a page");
  expect(precompress(dir).files).toBe(1);
  const app = express();
  app.use(compressResponses());
  app.use(staticAssets(dir));
  app.get("/page", (_req, res) => res.type("html").send(page));
  // A live stream: the first event must arrive while the response is still open.
  for (const [route, cacheControl] of [
    ["/stream", "no-cache, no-transform"],
    ["/stream-without-no-transform", "no-cache"],
  ] as const) {
    app.get(route, (_req, res) => {
      res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": cacheControl });
      res.write(`data: ${"x".repeat(2000)}\n\n`);
    });
  }
  listening = await listenLocally(app);
  base = listening.base;
});

afterAll(() => {
  listening?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The raw answer: headers and the bytes as sent, and decoded. */
function get(url: string, acceptEncoding?: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; wire: Buffer; body: string }>((resolve, reject) => {
    http
      .get(`${base}${url}`, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const wire = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const body =
            encoding === "br" ? zlib.brotliDecompressSync(wire) : encoding === "gzip" ? zlib.gunzipSync(wire) : wire;
          resolve({ headers: res.headers, wire, body: body.toString() });
        });
      })
      .on("error", reject);
  });
}

/** The first chunk of a response that does not end. */
function firstChunk(url: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; chunk: string }>((resolve, reject) => {
    const req = http.get(`${base}${url}`, { headers: { "accept-encoding": "br, gzip" } }, (res) => {
      res.once("data", (c: Buffer) => {
        resolve({ headers: res.headers, chunk: c.toString() });
        req.destroy();
      });
    });
    req.on("error", (error) => (req.destroyed ? undefined : reject(error)));
  });
}

describe("build assets", () => {
  it("are served precompressed to browsers that take brotli or gzip, with immutable caching", async () => {
    for (const [accept, encoding] of [
      ["br, gzip, deflate", "br"],
      ["gzip, deflate", "gzip"],
      ["br;q=0, gzip", "gzip"],
      [undefined, undefined],
    ] as const) {
      const { headers, wire, body } = await get("/assets/root-abc123.js", accept);
      expect(headers["content-encoding"], String(accept)).toBe(encoding);
      expect(headers["content-type"]).toBe("application/javascript; charset=UTF-8");
      expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(headers.vary).toMatch(/Accept-Encoding/i);
      expect(body).toBe(script);
      if (encoding) expect(wire.length).toBeLessThan(Buffer.byteLength(script) / 4);
    }
  });

  it("small files are served as they are, cached for an hour", async () => {
    const { headers } = await get("/favicon.svg", "br, gzip");
    expect(headers["content-encoding"]).toBeUndefined();
    expect(headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("paths without an extension go to the pages, not to the disk", async () => {
    const { body } = await get("/page");
    expect(body.toString()).toBe(page);
  });
});

describe("dynamic responses", () => {
  it("HTML is compressed with brotli or gzip", async () => {
    for (const encoding of ["br", "gzip"]) {
      const { headers, wire, body } = await get("/page", encoding);
      expect(headers["content-encoding"]).toBe(encoding);
      expect(body).toBe(page);
      expect(wire.length).toBeLessThan(Buffer.byteLength(page) / 4);
    }
    expect((await get("/page")).headers["content-encoding"]).toBeUndefined();
  });

  it("an event stream goes out as written, event by event, never held in a compression buffer", async () => {
    for (const route of ["/stream", "/stream-without-no-transform"]) {
      const { headers, chunk } = await firstChunk(route);
      expect(headers["content-encoding"], route).toBeUndefined();
      expect(chunk.startsWith("data: xxx")).toBe(true);
    }
  });
});
