import net from "node:net";
import { afterAll, beforeAll, expect, it as test } from "vitest";
import { freePort, startOwnServer, type OwnServer } from "../built-server";

/**
 * The production server's own guards, on a server of this file's own (a free port, a fresh database),
 * so stopping it leaves the suite's shared server alone: bodies over the limit are refused before
 * they are read, and SIGTERM lets the request in flight finish before the process exits. The tests run
 * in order on that one server: the SIGTERM test stops it, so it stays last.
 */

const PORT = await freePort();
const BASE = `http://127.0.0.1:${PORT}`;

let own: OwnServer;

beforeAll(async () => {
  own = await startOwnServer("robustness", {}, PORT);
}, 120_000);

afterAll(() => own.stop());

test("a declared body over the server's limit is a 413 before it is read", async () => {
  // The length is declared, the body never sent: the answer must not wait for it.
  const response = await new Promise<number>((resolve, reject) => {
    const socket = net.connect(PORT, "127.0.0.1", () =>
      socket.write(
        `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${64 * 1024 * 1024}\r\n\r\n`,
      ),
    );
    socket.once("data", (d) => {
      resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(String(d))?.[1]));
      socket.destroy();
    });
    socket.once("error", reject);
  });
  expect(response).toBe(413);
});

test("a path that starts with an encoded slash or backslash moves to a single-slash path", async () => {
  // GET /%5c was a 500 (the router read "/\\" as another host); found by the fuzz suite.
  for (const [path, target] of [
    ["/%5c", "/"],
    ["/%5C%5Cevil.example?x=1", "/evil.example?x=1"],
    ["/%2f%2fevil.example", "/evil.example"],
  ]) {
    const response = await fetch(`${BASE}${path}`, { redirect: "manual" });
    expect(response.status, path).toBe(301);
    expect(response.headers.get("Location"), path).toBe(target);
  }
});

test("the server's own refusals answer in the reader's language, as a page or as text", async () => {
  // An address Express cannot decode was its English "Bad Request" page and a stack trace in the log.
  for (const [language, words] of [
    ["ar", "تعذّرت قراءة الطلب"],
    ["en", "The request could not be read"],
  ] as const) {
    const response = await fetch(`${BASE}/course/%E0%A4%A`, { headers: { cookie: `appLanguage=${language}` } });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-language")).toBe(language);
    const html = await response.text();
    expect(html).toContain(`<html lang="${language}"`);
    expect(html).toContain(words);
  }
  expect(own.output()).not.toMatch(/URIError: URI malformed\n\s+at /);

  // A cross-site post: its reason in the reader's language, as text (nothing to render for a post).
  const crossSite = await fetch(`${BASE}/contact`, {
    method: "POST",
    headers: { origin: "https://evil.example", cookie: "appLanguage=ar" },
    body: new URLSearchParams({ name: "x" }),
  });
  expect(crossSite.status).toBe(403);
  expect(await crossSite.text()).toContain("من موقع آخر");

  // The gateway's callback proves itself by its HMAC, not its origin: it reaches the route, which
  // refuses a forged one itself (not the origin guard's 403).
  const callback = await fetch(`${BASE}/resources/paymob-callback?hmac=forged`, {
    method: "POST",
    headers: { origin: "https://accept.paymob.com", "content-type": "application/json" },
    body: JSON.stringify({ type: "TRANSACTION", obj: {} }),
  });
  expect(callback.status).not.toBe(403);
  expect(await callback.json()).toHaveProperty("outcome");
});

test("SIGTERM finishes the request in flight, then the process exits cleanly", async () => {
  // A sign-up whose body is half sent when the signal lands: the request is certainly in flight.
  const body = new URLSearchParams({
    intent: "signup",
    displayName: "Late Leaver",
    email: `late-${Date.now()}@example.com`,
    password: "a-good-password",
  }).toString();
  const half = Math.floor(body.length / 2);
  const socket = net.connect(PORT, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  let answer = "";
  socket.on("data", (d) => (answer += d));
  const closed = new Promise((resolve) => socket.once("close", resolve));
  socket.write(
    `POST /login HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, half)}`,
  );
  // Give the server a moment to read the headers: the connection must be one it has taken, not one
  // waiting in the kernel's queue when the listener closes.
  await new Promise((r) => setTimeout(r, 200));
  const exited = new Promise<number | null>((resolve) => own.process.once("exit", (code) => resolve(code)));
  own.process.kill("SIGTERM");
  // The rest of the body goes out only once the server has begun its shutdown.
  await expect.poll(() => own.output()).toContain("SIGTERM: finishing in-flight requests");
  socket.write(body.slice(half));
  await closed;
  expect(answer).toMatch(/^HTTP\/1\.1 302 /);
  expect(answer).toMatch(/\r\nset-cookie: masar_session=/i);
  expect(await exited, own.output()).toBe(0);
  await expect(fetch(`${BASE}/healthz`)).rejects.toThrow();
});
