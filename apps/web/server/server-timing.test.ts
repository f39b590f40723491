import http from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenLocally } from "./listen-locally";
import { compressResponses } from "./delivery.js";
import { serverTiming } from "./server-timing.js";

/** the host's Server-Timing trailer: a page's time from the request to its last byte (decision 033). */
let listening: Awaited<ReturnType<typeof listenLocally>> | undefined;
let base: string;
// A clock the test moves: 2.5 ms pass between the request's arrival and its last byte.
let clock = 0n;
const page = `<!doctype html><html><body>${"<p>مسار Masar</p>".repeat(400)}</body></html>`;

beforeAll(async () => {
  const app = express();
  app.use(serverTiming({ now: () => clock }));
  app.use(compressResponses());
  // A streamed page, as Remix sends one: no Content-Length, written in pieces, ended later.
  app.get("/streamed", (_req, res) => {
    res.type("html");
    res.write(page.slice(0, 100));
    setImmediate(() => {
      res.write(page.slice(100));
      clock += 2_500_000n;
      res.end();
    });
  });
  app.get("/whole", (_req, res) => res.type("html").send(page));
  app.get("/data", (_req, res) => {
    res.type("json");
    res.write("[1,");
    res.end("2]");
  });
  // A saved answer: no body, its head sent at the end, 1.2 ms after the request arrived.
  app.post("/saved", (_req, res) => {
    clock += 1_200_000n;
    res.status(204).end();
  });
  listening = await listenLocally(app);
  base = listening.base;
});

afterAll(() => {
  listening?.close();
});

function get(url: string, acceptEncoding?: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; trailers: NodeJS.Dict<string>; bytes: number }>(
    (resolve, reject) => {
      http
        .get(`${base}${url}`, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (res) => {
          let bytes = 0;
          res.on("data", (c: Buffer) => (bytes += c.length));
          res.on("end", () => resolve({ headers: res.headers, trailers: res.trailers, bytes }));
        })
        .on("error", reject);
    },
  );
}

describe("Server-Timing trailer", () => {
  it("ends a streamed page with the time from the request to its last byte, compressed or not", async () => {
    for (const encoding of ["br", "gzip", undefined]) {
      const start = clock;
      const res = await get("/streamed", encoding);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers["server-timing"]).toBeUndefined();
      expect(res.trailers["server-timing"]).toBe("render;dur=2.5");
      expect(clock - start).toBe(2_500_000n);
    }
  });

  it("ends a compressed whole page with it too", async () => {
    const res = await get("/whole", "br");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.trailers["server-timing"]).toMatch(/^render;dur=\d+\.\d$/);
  });

  it("leaves a page with a Content-Length, and what is not a page, without it (and intact)", async () => {
    const whole = await get("/whole");
    expect(whole.headers["content-length"]).toBe(String(Buffer.byteLength(page)));
    expect(whole.bytes).toBe(Buffer.byteLength(page));
    expect(whole.trailers["server-timing"]).toBeUndefined();
    const data = await get("/data", "br");
    expect(data.trailers["server-timing"]).toBeUndefined();
  });

  it("gives what is not a page its time to the head as a header, and a page none", async () => {
    const saved = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.request(`${base}/saved`, { method: "POST" }, (res) =>
        res.resume().on("end", () => resolve(res)),
      );
      req.on("error", reject).end();
    });
    expect(saved.statusCode).toBe(204);
    expect(saved.headers["server-timing"]).toBe("app;dur=1.2");
    expect((await get("/data", "br")).headers["server-timing"]).toMatch(/^app;dur=\d+\.\d$/);
    expect((await get("/whole")).headers["server-timing"]).toBeUndefined();
    expect((await get("/streamed", "gzip")).headers["server-timing"]).toBeUndefined();
  });
});
