import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOwnServer } from "../built-server";
import { hostile, methodArb, OVERSIZED, requestArb, type FuzzRequest, type RouteInfo } from "./fuzz-inputs";

/**
 * Property-based fuzzing of the built server (a server of this file's own, over real sockets, so no other
 * suite's server is disturbed): every route of the route table (read from the build, so a new route is
 * fuzzed the day it lands) gets generated path parameters, query
 * strings, methods, bodies and cookies, as a visitor and as a signed-in student. For every answer: no
 * 5xx, no markup reflected unescaped, no redirect off the site; afterwards the server is still healthy.
 *
 * Plain fetch (no cookie jar, manual redirects) so nothing a response sets leaks into the next request.
 * Each request comes from its own documentation address (X-Forwarded-For; the server trusts loopback
 * proxies), so the fuzz never spends the rate limits the other specs' sign-ups and sign-ins rely on.
 * FUZZ_RUNS sets the runs per route (default 60); a failure prints fast-check's seed and the shrunk input.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const own = await startOwnServer("fuzz");
const BASE = own.base;
afterAll(() => own.stop());
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

type BuildRoute = { path?: string; index?: boolean; parentId?: string; module: Record<string, unknown> };
const build = (await import(path.resolve(here, "../../build/server/index.js"))) as {
  routes: Record<string, BuildRoute>;
};

/** Full paths of the route table: parents' paths joined, ":param" and "*" kept for the generators. */
function routeTable(): RouteInfo[] {
  const full = (id: string): string => {
    const route = build.routes[id]!;
    const own = (route.path ?? "").replace(/^\/+/, "");
    const parent = route.parentId ? full(route.parentId) : "";
    return [parent, own].filter(Boolean).join("/");
  };
  return (
    Object.entries(build.routes)
      // The test-only pages (/__test/*) fail on purpose; in a deployment they are 404s.
      .filter(([id, route]) => id !== "root" && !(route.path ?? "").startsWith("__test"))
      .map(([id, route]) => ({
        id,
        pattern: `/${full(id)}`,
        hasLoader: typeof route.module.loader === "function",
        hasAction: typeof route.module.action === "function",
        isPage: typeof route.module.default === "function",
      }))
  );
}

const routes = routeTable();

let session = "";

/** A documentation address of the request's own (the server trusts loopback proxies). */
const ownAddress = () =>
  `10.${1 + Math.floor(Math.random() * 254)}.${1 + Math.floor(Math.random() * 254)}.${1 + Math.floor(Math.random() * 254)}`;

beforeAll(async () => {
  // A student of the fuzz's own (never the shared demo one), signed up through the real form.
  const email = `fuzz-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await fetch(`${BASE}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "X-Forwarded-For": ownAddress() },
    body: new URLSearchParams({ intent: "signup", displayName: "Fuzz", email, password: "a-good-password" }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("masar_session="));
  expect(cookie, `sign-up answered ${response.status}`).toBeTruthy();
  session = cookie!.split(";")[0]!;
});

/**
 * A body over the limit goes on a connection of its own: the server answers 413 (or its guard's
 * answer) without reading it all and closes the connection, so the client may see the reset before the
 * answer. Either is a refusal; the next request checks the server is still there.
 */
function sendOversized(input: FuzzRequest, headers: Headers): Promise<number | "reset"> {
  const body = Buffer.from(`message=${"a".repeat(3 * 1024 * 1024)}`);
  return new Promise((resolve) => {
    const request = http.request(`${BASE}${input.path}`, {
      method: input.method,
      headers: { ...Object.fromEntries(headers), "Content-Length": String(body.length), Connection: "close" },
    });
    request.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", () => resolve("reset"));
    request.end(body);
  });
}

/** Sends one generated request and checks the three properties of its answer. */
async function check(input: FuzzRequest) {
  const headers = new Headers(input.headers);
  const cookies = [input.signedIn ? session : "", input.cookie].filter(Boolean).join("; ");
  if (cookies) headers.set("Cookie", cookies);
  if (input.body === OVERSIZED) {
    const status = await sendOversized(input, headers);
    if (status !== "reset") expect(status, `${input.method} ${input.path} with 3 MiB`).toBeLessThan(500);
    expect((await fetch(`${BASE}/healthz`)).status).toBe(200);
    return;
  }
  // A form is sent whole with its length, as browsers do, not streamed in chunks: the server may answer
  // before reading a body (a redirect, a 405) and close, and a client still streaming then sees a reset.
  let body = input.body ?? undefined;
  if (body instanceof FormData) {
    const encoded = new Request(BASE, { method: "POST", body });
    headers.set("Content-Type", encoded.headers.get("Content-Type")!);
    body = new Uint8Array(await encoded.arrayBuffer());
  }
  let response: Response;
  try {
    response = await fetch(`${BASE}${input.path}`, {
      method: input.method,
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    // A route that answers without reading a body (a 405, a redirect) closes the connection after its
    // answer (server/request-guards.ts); a client still writing a large body then sees EPIPE or a reset before
    // it reads the answer. A refusal either way, as with the oversized body; the server must be up.
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (body === undefined || (code !== "EPIPE" && code !== "ECONNRESET")) throw error;
    expect((await fetch(`${BASE}/healthz`)).status).toBe(200);
    return;
  }
  const text = input.method === "HEAD" ? "" : await response.text();
  const what = `${input.method} ${input.path} → ${response.status}`;
  expect(response.status, `${what}\n${text.slice(0, 500)}`).toBeLessThan(500);
  for (const target of [response.headers.get("Location"), response.headers.get("X-Remix-Redirect")]) {
    if (target) expect(new URL(target, BASE).origin, `${what} redirects to ${target}`).toBe(BASE);
  }
  const type = response.headers.get("Content-Type") ?? "";
  // A single-fetch redirect travels in the body: its target must be on the site too.
  if (type.includes("text/x-script")) {
    for (const match of text.matchAll(/"redirect","([^"]*)"/g)) {
      expect(new URL(JSON.parse(`"${match[1]}"`), BASE).origin, `${what} redirects to ${match[1]}`).toBe(BASE);
    }
  }
  // Markup we sent must never come back as markup in a page: escaped text is fine, a live tag is not.
  // (Data answers are JSON or turbo-stream, sent with nosniff: a browser never renders them as HTML.)
  if (type.includes("text/html")) {
    expect(text.includes(`<${hostile.tag}`), `${what} reflects <${hostile.tag}> unescaped`).toBe(false);
    // Inside a script the page's data is JSON with "<" escaped: quotes there are string content, not markup.
    const markup = text.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
    // An attribute break-out: a quote then our handler, where the quote is not escaped (\" in JSON is).
    expect(/(?<![\\&\w;])["']\s*onfz9q=/.test(markup), `${what} reflects an event handler unescaped`).toBe(false);
  }
}

describe("fuzz: generated inputs to every route of the route table", () => {
  it("the route table has the pages, the resource routes, the calendar and the admin console", () => {
    const patterns = routes.map((r) => r.pattern);
    expect(patterns).toEqual(
      expect.arrayContaining(["/login", "/resources/language", "/course/:id", "/study-progress", "/admin-statistics"]),
    );
  });

  for (const route of routes) {
    it(`${route.pattern} (${route.id})`, async () => {
      await fc.assert(
        fc.asyncProperty(requestArb(route, methodArb(route)), (input) => check(input)),
        { numRuns: RUNS, interruptAfterTimeLimit: 90_000 },
      );
    }, 120_000);
  }

  it("the server is healthy afterwards", async () => {
    const health = await fetch(`${BASE}/healthz`);
    expect(health.status).toBe(200);
    const home = await fetch(`${BASE}/`, { headers: { Cookie: session } });
    expect(home.status).toBe(200);
  });
});
