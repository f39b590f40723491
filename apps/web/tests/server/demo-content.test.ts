/**
 * The demo catalogue as a visitor's browser loads it (issue 39, item 26), against the built server over
 * real sockets (covers are static files the host serves, not the app): every seeded course's cover, and
 * every image the catalogue pages show, answers 200 as an image.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startOwnServer, type OwnServer } from "../built-server";

let server: OwnServer;
beforeAll(async () => {
  server = await startOwnServer("demo-content");
});
afterAll(() => server?.stop());

/** GET as a visitor of the server's own origin; the body read (and dropped) so the socket is freed. */
async function get(path: string, language: "ar" | "en" = "ar") {
  const response = await fetch(`${server.base}${path}`, { headers: { Cookie: `appLanguage=${language}` } });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get("content-type") ?? "", body };
}

it("serves every seeded course's cover", async () => {
  const db = new Database(server.databasePath, { readonly: true });
  const courses = db.prepare("SELECT title_en, image, status FROM courses").all() as {
    title_en: string;
    image: string;
    status: string;
  }[];
  db.close();
  const published = courses.filter((c) => c.status === "published");
  expect(published).toHaveLength(27);
  // Each published course has a cover of its own; drafts may still be without one.
  expect(published.every((c) => c.image !== "")).toBe(true);
  expect(new Set(published.map((c) => c.image)).size).toBe(published.length);
  for (const { title_en, image } of courses.filter((c) => c.image !== "")) {
    const cover = await get(image);
    expect({ title_en, image, status: cover.status }).toEqual({ title_en, image, status: 200 });
    expect(cover.type, image).toMatch(/^image\//);
    expect(cover.body.length, image).toBeGreaterThan(0);
  }
});

it("answers 200 for every image the catalogue and home pages show, in both languages", async () => {
  const seen = new Set<string>();
  for (const language of ["ar", "en"] as const) {
    for (const path of ["/", "/courses", "/courses?faculty=science", "/courses?faculty=design"]) {
      const page = await get(path, language);
      expect(page.status, path).toBe(200);
      for (const [, src] of page.body.toString("utf8").matchAll(/<img[^>]+src="(\/[^"]+)"/g)) seen.add(src!);
    }
  }
  expect(seen.size).toBeGreaterThan(10);
  for (const src of seen) expect({ src, status: (await get(src)).status }).toEqual({ src, status: 200 });
});
