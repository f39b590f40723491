import net from "node:net";
import { expect, test } from "@playwright/test";
import { axe } from "./axe";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * The admission gate (server/admission.ts, decision 030) on a server of this spec's own: one request renders
 * at a time and one may wait (ADMISSION_CONCURRENCY=1, ADMISSION_QUEUE=1), on a fresh database and a
 * free port, so filling it and stopping it leave the suite's shared server alone. A request is kept in
 * flight by the test-only /__test/hold (app/testing/hold.server.ts) until the test lets it go: what runs,
 * waits or is refused is decided by the test, never by timing.
 */

let own: OwnServer;
let base = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  own = await startOwnServer("admission", {
    ENABLE_TEST_ROUTES: "1",
    ADMISSION_CONCURRENCY: "1",
    ADMISSION_QUEUE: "1",
    // The longest wait there is: the request left waiting must still be waiting when the test releases
    // it, after two browser pages and two axe runs, which took more than the default 10 s in CI.
    ADMISSION_TIMEOUT_MS: "60000",
  });
  base = own.base;
});

test.afterAll(() => own.stop());

/** A request that stays in flight until released (its answer, not awaited). */
function hold(key: string) {
  const answer = fetch(`${base}/__test/hold?key=${key}`);
  answer.catch(() => {});
  return answer;
}
const post = (form: Record<string, string>) =>
  fetch(`${base}/__test/hold`, { method: "POST", body: new URLSearchParams(form) });
/** Which keys are held and the gate's counts; a post, so it passes the full gate. */
const state = async () =>
  (await (await post({ intent: "state" })).json()) as {
    held: string[];
    reading: number;
    admission: { waiting: number };
  };

test("a full queue answers the busy page in the visitor's language; bodies and the health check pass", async ({
  page,
}) => {
  const held = hold("a");
  await expect.poll(async () => (await state()).held).toEqual(["a"]);
  const waiting = fetch(`${base}/about`);
  await expect.poll(async () => (await state()).admission.waiting).toBe(1);

  const arabic = await fetch(`${base}/courses?q=%3Cb%3E&page=2`);
  expect(arabic.status).toBe(503);
  expect(arabic.headers.get("retry-after")).toBe("5");
  expect(arabic.headers.get("cache-control")).toBe("no-store");
  const arabicPage = await arabic.text();
  expect(arabicPage).toContain('<html lang="ar" dir="rtl">');
  expect(arabicPage).toContain("الموقع مشغول الآن");
  expect(arabicPage).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css">/);
  // "Try again" loads the same address, escaped.
  expect(arabicPage).toContain('href="/courses?q=%3Cb%3E&amp;page=2"');

  const english = await fetch(`${base}/profile`, { headers: { cookie: "appLanguage=en" } });
  expect(english.status).toBe(503);
  expect(await english.text()).toContain("The site is busy");
  const data = await fetch(`${base}/courses.data`, { headers: { cookie: "appLanguage=en" } });
  expect(data.status).toBe(503);
  expect(await data.text()).toMatch(/^Too many pages are being opened at once/);

  expect((await fetch(`${base}/healthz`)).status).toBe(200);

  // What a browser shows, in both languages, and it passes axe.
  for (const [language, heading] of [
    ["ar", "الموقع مشغول الآن"],
    ["en", "The site is busy"],
  ] as const) {
    await page.context().addCookies([{ name: "appLanguage", value: language, url: base }]);
    const response = await page.goto(`${base}/my-learning`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("link", { name: language === "ar" ? "حاول مرة أخرى" : "Try again" })).toHaveAttribute(
      "href",
      "/my-learning",
    );
    await axe(page, `busy page (${language})`);
  }

  expect((await post({ intent: "release", key: "a" })).status).toBe(200);
  expect(await (await held).text()).toBe("released a");
  expect((await waiting).status).toBe(200);
  expect((await fetch(`${base}/courses`)).status).toBe(200);
  expect((await state()).admission).toMatchObject({ active: 0, waiting: 0 });
});

test("SIGTERM finishes the request in flight and the one waiting, then the process exits", async () => {
  const held = hold("s");
  await expect.poll(async () => (await state()).held).toEqual(["s"]);
  const waiting = fetch(`${base}/about`);
  await expect.poll(async () => (await state()).admission.waiting).toBe(1);

  // The release is a post whose body is half sent when the signal lands: after SIGTERM the server takes
  // no new connection, so it must already be one the server has taken (a post passes the gate).
  const body = new URLSearchParams({ intent: "release", key: "s" }).toString();
  const half = Math.floor(body.length / 2);
  const socket = net.connect(Number(new URL(base).port), "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  let answer = "";
  socket.on("data", (d) => (answer += d));
  socket.write(
    `POST /__test/hold HTTP/1.1\r\nHost: ${new URL(base).host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, half)}`,
  );
  // The server has taken that connection once the post is reading its body.
  await expect.poll(async () => (await state()).reading).toBe(1);

  const exited = new Promise<number | null>((resolve) => own.process.once("exit", (code) => resolve(code)));
  own.process.kill("SIGTERM");
  await expect.poll(() => own.output()).toContain("SIGTERM: finishing in-flight requests");
  socket.write(body.slice(half));

  expect(await (await held).text()).toBe("released s");
  const page = await waiting;
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("<html");
  expect(await exited, own.output()).toBe(0);
  expect(answer).toMatch(/^HTTP\/1\.1 200 /);
});
