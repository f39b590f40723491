import type http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { admissionGate, busyLanguage, bypassesAdmission, type AdmissionGate } from "./admission.js";

/**
 * the host's admission gate in front of handlers that hold their answer until the test lets them go,
 * so which request runs, waits or is refused is decided by the test, never by how fast the machine is.
 */

type Held = { path: string; finish: () => void };

let server: http.Server | null = null;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

async function start(options: {
  concurrency: number;
  queueLimit: number;
  waitTimeoutMs?: number;
  holdLimitMs?: number;
}) {
  const started: string[] = [];
  const held: Held[] = [];
  const refusals: string[] = [];
  const gate: AdmissionGate = admissionGate({
    waitTimeoutMs: 60_000,
    ...options,
    refuse: (req, res, why) => {
      refusals.push(`${req.path} ${why}`);
      res.status(503).set("Retry-After", "5").type("text").send(`busy ${why}`);
    },
  });
  const app = express();
  app.use(gate);
  // Every handler records that it started and answers only when released.
  app.all("*", (req, res) => {
    started.push(`${req.method} ${req.path}`);
    held.push({ path: req.path, finish: () => res.type("text").send(`done ${req.path}`) });
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  const until = async (check: () => boolean) => {
    // The server runs in this process: yielding to the event loop lets it take the request.
    for (let i = 0; i < 2_000 && !check(); i++) await new Promise((r) => setTimeout(r, 1));
    expect(check()).toBe(true);
  };
  /**
   * Sends a request and waits until the gate has either started, queued or refused it; the answer is
   * wrapped, so awaiting `send` does not wait for it.
   */
  const send = async (path: string, init?: RequestInit) => {
    const before = { ...gate.stats() };
    const seen = started.length;
    const response = fetch(`${base}${path}`, init);
    await until(() => {
      const now = gate.stats();
      return started.length > seen || now.queued > before.queued || now.refusedFull > before.refusedFull;
    });
    response.catch(() => {});
    return { response };
  };
  const release = (path: string) => {
    const index = held.findIndex((h) => h.path === path);
    expect(index, `${path} is running`).toBeGreaterThanOrEqual(0);
    held.splice(index, 1)[0]!.finish();
  };
  return { gate, started, refusals, send, release, until };
}

describe("admission gate", () => {
  it("runs at most `concurrency` requests and starts the waiting ones in arrival order", async () => {
    const { gate, started, send, release, until } = await start({ concurrency: 2, queueLimit: 10 });
    const answers: Promise<Response>[] = [];
    for (const path of ["/a", "/b", "/c", "/d", "/e"]) answers.push((await send(path)).response);
    expect(started).toEqual(["GET /a", "GET /b"]);
    expect(gate.stats()).toMatchObject({ active: 2, waiting: 3 });

    release("/b");
    await until(() => started.length === 3);
    release("/a");
    await until(() => started.length === 4);
    release("/c");
    await until(() => started.length === 5);
    expect(started).toEqual(["GET /a", "GET /b", "GET /c", "GET /d", "GET /e"]);
    release("/d");
    release("/e");
    const bodies = await Promise.all(answers.map(async (r) => `${(await r).status} ${await (await r).text()}`));
    expect(bodies).toEqual(["200 done /a", "200 done /b", "200 done /c", "200 done /d", "200 done /e"]);
    expect(gate.stats()).toMatchObject({ active: 0, waiting: 0, admitted: 5, queued: 3 });
  });

  it("refuses at once, with 503 and Retry-After, a request beyond the queue's bound", async () => {
    const { gate, refusals, send, release } = await start({ concurrency: 1, queueLimit: 2 });
    const first = (await send("/first")).response;
    await send("/w1");
    await send("/w2");
    const refused = await (await send("/over")).response;
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(await refused.text()).toBe("busy full");
    expect(refusals).toEqual(["/over full"]);
    expect(gate.stats()).toMatchObject({ active: 1, waiting: 2, refusedFull: 1 });
    release("/first");
    expect((await first).status).toBe(200);
  });

  it("lets bodies, the health check, the event stream and lesson files pass while the gate is full", async () => {
    const { gate, started, send, release, until } = await start({ concurrency: 1, queueLimit: 0 });
    await send("/page");
    const passing = [
      ["POST", "/login"],
      ["PUT", "/anything"],
      ["GET", "/healthz"],
      ["GET", "/resources/notification-stream"],
      ["GET", "/resources/lesson-file/c1/l1"],
      ["GET", "/resources/course-cover/abc"],
    ] as const;
    for (const [method, path] of passing) await send(path, { method, ...(method === "GET" ? {} : { body: "x=1" }) });
    await until(() => started.length === 1 + passing.length);
    expect(gate.stats()).toMatchObject({ active: 1, waiting: 0, refusedFull: 0 });
    // A page and a data request still queue (here: are refused, the queue holds none).
    expect((await (await send("/courses.data")).response).status).toBe(503);
    expect((await (await send("/resources/notifications")).response).status).toBe(503);
    release("/page");
  });

  it("answers 503 to a request that waited longer than the wait limit, and starts the next one", async () => {
    const { gate, started, refusals, send, release, until } = await start({
      concurrency: 1,
      queueLimit: 5,
      waitTimeoutMs: 50,
    });
    await send("/slow");
    const response = await (await send("/late")).response;
    expect(response.status).toBe(503);
    expect(await response.text()).toBe("busy timeout");
    expect(refusals).toEqual(["/late timeout"]);
    expect(gate.stats()).toMatchObject({ waiting: 0, refusedTimeout: 1 });
    release("/slow");
    const next = (await send("/next")).response;
    await until(() => started.includes("GET /next"));
    release("/next");
    expect((await next).status).toBe(200);
  });

  it("drops a waiting request whose client left, and gives a slot back when a running one's client leaves", async () => {
    const { gate, started, send, until } = await start({ concurrency: 1, queueLimit: 5 });
    const running = new AbortController();
    const gone = new AbortController();
    await send("/running", { signal: running.signal });
    await send("/gone", { signal: gone.signal });
    await send("/kept");
    gone.abort();
    await until(() => gate.stats().abandoned === 1);
    running.abort();
    await until(() => started.length === 2);
    expect(started).toEqual(["GET /running", "GET /kept"]);
  });

  it("takes a slot back from a request that holds it past the hold limit", async () => {
    const { gate, started, send, until } = await start({ concurrency: 1, queueLimit: 5, holdLimitMs: 50 });
    await send("/stuck");
    await send("/after");
    await until(() => started.length === 2);
    expect(gate.stats()).toMatchObject({ active: 1, waiting: 0 });
  });
});

describe("bypassesAdmission", () => {
  const req = (method: string, path: string) => ({ method, path }) as Parameters<typeof bypassesAdmission>[0];
  it("passes requests with bodies and the streaming, byte-serving and health routes; gates pages and data", () => {
    expect(bypassesAdmission(req("POST", "/login"))).toBe(true);
    expect(bypassesAdmission(req("DELETE", "/x"))).toBe(true);
    expect(bypassesAdmission(req("GET", "/healthz"))).toBe(true);
    expect(bypassesAdmission(req("GET", "/resources/notification-stream"))).toBe(true);
    expect(bypassesAdmission(req("GET", "/resources/lesson-file/a/b"))).toBe(true);
    expect(bypassesAdmission(req("HEAD", "/resources/course-cover/k"))).toBe(true);
    for (const path of ["/", "/courses", "/courses.data", "/_root.data", "/resources/notifications", "/healthz/x"])
      expect(bypassesAdmission(req("GET", path)), path).toBe(false);
    expect(bypassesAdmission(req("HEAD", "/profile"))).toBe(false);
  });
});

describe("busyLanguage", () => {
  it("reads the language cookie, and falls back to Arabic for anything else", () => {
    expect(busyLanguage("appLanguage=en")).toBe("en");
    expect(busyLanguage("a=1; appLanguage=en; b=2")).toBe("en");
    expect(busyLanguage("appLanguage=ar")).toBe("ar");
    expect(busyLanguage("appLanguage=english")).toBe("ar");
    expect(busyLanguage("xappLanguage=en")).toBe("ar");
    expect(busyLanguage("appLanguage=%E0")).toBe("ar");
    expect(busyLanguage(undefined)).toBe("ar");
  });
});
