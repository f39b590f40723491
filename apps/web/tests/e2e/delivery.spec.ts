import http from "node:http";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";
import { PORT } from "./origin";

/**
 * How the built server delivers: HTML compressed, build assets precompressed and immutable, and the
 * catalogue index (what /courses filters in the browser) compressed once and immutable by version.
 */
function get(path: string, acceptEncoding = "br, gzip") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get(`http://127.0.0.1:${PORT}${path}`, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const wire = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const body =
            encoding === "br" ? zlib.brotliDecompressSync(wire) : encoding === "gzip" ? zlib.gunzipSync(wire) : wire;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString() });
        });
      })
      .on("error", reject);
  });
}

test("a visitor page answered from the page cache keeps its keep-alive connection", async () => {
  // A page answered at once used to close its connection (the guard for unread request bodies took a
  // bodiless GET for one): every cached page then cost a new TCP connection.
  await get("/about");
  const again = await get("/about");
  expect(again.headers["x-page-cache"]).toBe("hit");
  expect(again.headers.connection).not.toBe("close");
});

test("pages are compressed; their scripts arrive precompressed with immutable caching", async () => {
  const home = await get("/");
  // A visitor page another test rendered moments ago comes from the page cache, gzip-spliced with its
  // own nonce (server/page-cache.ts); a fresh render is compressed with brotli.
  expect(home.headers["content-encoding"]).toBe(home.headers["x-page-cache"] === "hit" ? "gzip" : "br");
  expect((await get("/", "gzip")).headers["content-encoding"]).toBe("gzip");
  const script = /\/assets\/[\w.-]+\.js/.exec(home.body)?.[0];
  expect(script).toBeTruthy();
  for (const [accept, encoding] of [
    ["br, gzip", "br"],
    ["gzip", "gzip"],
  ]) {
    const asset = await get(script!, accept);
    expect(asset.headers["content-encoding"]).toBe(encoding);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-type"]).toMatch(/^application\/javascript/);
  }
  expect((await get(script!, "identity")).body).toBe((await get(script!)).body);
});

test("the catalogue index is compressed once and immutable under its version", async () => {
  const catalogue = await get("/courses");
  const href = /href="(\/resources\/catalogue\?v=[\w-]+)"/.exec(catalogue.body)?.[1];
  expect(href).toBeTruthy();
  const index = await get(href!);
  expect(index.status).toBe(200);
  expect(index.headers["content-encoding"]).toMatch(/^(br|gzip)$/);
  expect(index.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  const courses = JSON.parse(index.body) as { id: string; titles: { ar: string; en: string } }[];
  expect(courses).toHaveLength(27);
  expect(courses[0].titles.ar).toBeTruthy();
  // Another version's name never keeps today's catalogue.
  expect((await get("/resources/catalogue?v=old")).headers["cache-control"]).toBe("no-cache");
});

test("asked through single fetch (.data), the catalogue index answers its data, not bytes Remix cannot decode", async () => {
  const data = await get("/resources/catalogue.data");
  expect(data.status).toBe(200);
  expect(data.headers["content-type"]).toMatch(/^text\/x-script/);
  // The turbo-stream encoding carries the courses' ids as plain strings.
  const index = JSON.parse((await get("/resources/catalogue")).body) as { id: string }[];
  expect(data.body).toContain(index[0]!.id);
});
