/**
 * The public origin and bounded bodies (decision 036), against the built server over real sockets: the
 * public origin comes from configuration only (a foreign Host is refused before any handler and reaches
 * no outbound call), and a body over its limit gets a 413 in the reader's language, whether its length
 * is declared or chunked.
 */
import net from "node:net";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxStoreBeside } from "#app/payments/sandbox-store.server";
import messagesAr from "#app/i18n/locales/ar/common";
import messagesEn from "#app/i18n/locales/en/common";
import { freePort, startOwnServer, type OwnServer } from "../built-server";
import { cookiesOf, send } from "./http";

let server: OwnServer;
/** Another port on this machine: a payment call steered by the Host header would arrive here. */
let listener: net.Server;
let knocks = 0;
let elsewhere: number;
let port: number;
let appHost: string;
let student: string;
let admin: string;
let paidCourse: string;

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

beforeAll(async () => {
  listener = net.createServer((socket) => {
    knocks++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  elsewhere = (listener.address() as net.AddressInfo).port;
  port = await freePort();
  appHost = `masar.test:${port}`;
  // A deployment's name for itself (no DNS needed: every request here goes to 127.0.0.1 with its Host).
  server = await startOwnServer("hosts", { APP_URL: `http://${appHost}` }, port);
  const studentEmail = `host-${Date.now()}@example.com`;
  const signUp = await send({
    port,
    method: "POST",
    path: "/login",
    headers: {
      Host: appHost,
      Origin: `http://${appHost}`,
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": "10.30.0.1",
    },
    body: form({
      intent: "signup",
      displayName: "Host Test",
      email: studentEmail,
      password: "a-good-password",
    }),
  });
  expect(signUp.status).toBe(302);
  student = cookiesOf(signUp);
  const signIn = await send({
    port,
    method: "POST",
    path: "/login",
    headers: { Host: appHost, Origin: `http://${appHost}`, "Content-Type": "application/x-www-form-urlencoded" },
    body: form({ intent: "login", email: "admin@masar.local", password: "masar-admin-2025" }),
  });
  expect(signIn.status).toBe(302);
  admin = cookiesOf(signIn);
  const db = new Database(server.databasePath);
  // The new student's address counts as proved, as its link would make it: paying waits for that (issue 38).
  db.prepare("UPDATE users SET email_verified_at = ? WHERE email = ?").run(Date.now(), studentEmail);
  paidCourse = (
    db.prepare("SELECT id FROM courses WHERE status = 'published' AND price > 0 LIMIT 1").get() as { id: string }
  ).id;
  db.close();
}, 90_000);

afterAll(() => {
  server?.stop();
  listener?.close();
});

describe("the public origin is configuration, never the Host header", () => {
  it("a page asked for at another host is sent to the configured origin", async () => {
    for (const host of [`127.0.0.1:${elsewhere}`, "evil.example", `127.0.0.1:${port}`]) {
      const answer = await send({ port, path: "/courses?q=x", headers: { Host: host } });
      expect(answer.status, host).toBe(301);
      expect(answer.headers.location).toBe(`http://${appHost}/courses?q=x`);
    }
    // The build's files too: nothing is answered for another host.
    expect((await send({ port, path: "/favicon.svg", headers: { Host: "evil.example" } })).status).toBe(301);
    // Probes that address the process directly still get their answer.
    expect((await send({ port, path: "/healthz", headers: { Host: `127.0.0.1:${port}` } })).status).toBe(200);
  });

  it("a payment posted with another Host is refused with 421 in the reader's language and calls nobody", async () => {
    for (const [language, text] of [
      ["ar", messagesAr.error.misdirected],
      ["en", messagesEn.error.misdirected],
    ] as const) {
      const answer = await send({
        port,
        method: "POST",
        path: `/payment/${paidCourse}`,
        headers: {
          Host: `127.0.0.1:${elsewhere}`,
          Origin: `http://127.0.0.1:${elsewhere}`,
          Cookie: `${student}; appLanguage=${language}`,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: form({ intent: "online", attempt: crypto.randomUUID() }),
      });
      expect(answer.status).toBe(421);
      expect(answer.text).toBe(text);
    }
    expect(knocks).toBe(0);
  });

  it("the intention's callback and return addresses are APP_URL's, and the sandbox is called in process", async () => {
    const answer = await send({
      port,
      method: "POST",
      path: `/payment/${paidCourse}`,
      headers: {
        Host: appHost,
        Origin: `http://${appHost}`,
        Cookie: student,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: form({ intent: "online", attempt: crypto.randomUUID() }),
    });
    expect(answer.status).toBe(302);
    const checkout = new URL(answer.headers.location!);
    expect(checkout.origin).toBe(`http://${appHost}`);
    expect(checkout.pathname).toBe("/paymob-sandbox/unifiedcheckout/");
    // masar.test resolves nowhere: had the server called its sandbox over the network, there would be no intention.
    const intention = sandboxStoreBeside(server.databasePath).getIntention(checkout.searchParams.get("clientSecret")!);
    expect(intention?.request.notification_url).toBe(`http://${appHost}/resources/paymob-callback`);
    expect(intention?.request.redirection_url).toMatch(
      new RegExp(`^http://${appHost}/payment/${paidCourse}/result\\?`),
    );
    expect(knocks).toBe(0);
  });
});

describe("a body over its limit is answered 413 in the reader's language, never a dropped connection", () => {
  const json = (language: string, extra: Record<string, string> = {}, who = student) => ({
    Host: appHost,
    Origin: `http://${appHost}`,
    Cookie: `${who}; appLanguage=${language}`,
    "Content-Type": "application/json",
    ...extra,
  });
  const big = (bytes: number) => Buffer.alloc(bytes, "a");

  it("the push subscription's JSON (8 KB): declared and chunked, POST and DELETE", async () => {
    const cases = [
      { method: "POST", language: "ar", body: big(9_000) },
      { method: "DELETE", language: "en", body: big(9_000) },
      { method: "POST", language: "en", chunks: [big(4_000), big(4_000), big(4_000)] },
      { method: "DELETE", language: "ar", chunks: [big(4_000), big(4_000), big(4_000)], expect: true },
    ];
    for (const c of cases) {
      const answer = await send({
        port,
        method: c.method,
        path: "/resources/push-subscription",
        headers: json(c.language, c.expect ? { Expect: "100-continue" } : {}),
        body: c.body,
        chunks: c.chunks,
      });
      expect(answer.status, JSON.stringify({ ...c, body: undefined, chunks: undefined })).toBe(413);
      expect(JSON.parse(answer.text).message).toBe(
        (c.language === "ar" ? messagesAr : messagesEn).error.requestTooLarge,
      );
    }
  });

  it("a form action (2 MB): declared and chunked, with and without 100 Continue", async () => {
    // The staff pages as the admin: a student is refused before the body is read.
    const headers = (language: string, extra: Record<string, string> = {}) => ({
      ...json(language, extra, admin),
      "Content-Type": "application/x-www-form-urlencoded",
    });
    const chunks = Array.from({ length: 40 }, () => big(64 * 1024));
    const cases = [
      { path: "/login", language: "ar", body: big(3 * 1024 * 1024) },
      { path: "/login", language: "en", chunks },
      { path: "/resources/markdown-preview", language: "en", chunks, expect: true },
      { path: "/admin-subscriptions", language: "ar", chunks, expect: true },
    ];
    for (const c of cases) {
      const answer = await send({
        port,
        method: "POST",
        path: c.path,
        headers: headers(c.language, c.expect ? { Expect: "100-continue" } : {}),
        body: c.body,
        chunks: c.chunks,
      });
      const label = `${c.path} ${c.body ? "declared" : "chunked"}`;
      expect(answer.status, label).toBe(413);
      const words = (c.language === "ar" ? messagesAr : messagesEn).error.requestTooLarge;
      // A resource route answers JSON; a page's action, its error page: both in the reader's language.
      if (String(answer.headers["content-type"]).startsWith("application/json")) {
        expect(JSON.parse(answer.text).error.message, label).toBe(words);
      } else {
        expect(answer.text, label).toContain(words);
        expect(answer.text, label).toContain(`lang="${c.language}"`);
      }
    }
  });
});
