/**
 * The test-only clock (app/utils/clock.server.ts, decision 037) on a built server: a request carrying
 * `masar_test_clock` is served at that instant (the calendar's today, in Cairo), the others at the
 * server's own; without ENABLE_TEST_ROUTES the cookie moves nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../demo-users";
import { startOwnServer, type OwnServer } from "../built-server";
import { cookiesOf, send } from "./http";

const PINNED = Date.parse("2028-02-29T23:30:00+02:00");
let testing: OwnServer;
let deployed: OwnServer;

beforeAll(async () => {
  [testing, deployed] = await Promise.all([
    startOwnServer("clock-test", { ENABLE_TEST_ROUTES: "1", TEST_CLOCK: "2028-02-28T12:00:00+02:00" }),
    startOwnServer("clock-deployed"),
  ]);
}, 120_000);
afterAll(() => {
  testing?.stop();
  deployed?.stop();
});

async function today(server: OwnServer, clock?: number) {
  const host = `127.0.0.1:${server.port}`;
  const clockCookie = clock === undefined ? "" : `masar_test_clock=${clock}`;
  // Signed in at the pinned instant too: a session made now would have ended by 2028.
  const login = await send({
    port: server.port,
    method: "POST",
    path: "/login",
    headers: {
      Host: host,
      Origin: `http://${host}`,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(clockCookie ? { Cookie: clockCookie } : {}),
    },
    body: new URLSearchParams({ intent: "login", ...DEMO.student }).toString(),
  });
  expect(login.status).toBe(302);
  const cookie = [cookiesOf(login), clockCookie].filter(Boolean).join("; ");
  const page = await send({
    port: server.port,
    path: "/study-progress?view=agenda",
    headers: { Host: host, Cookie: cookie },
  });
  expect(page.status, `${clock} → ${page.headers.location}`).toBe(200);
  return /data-today="(\d{4}-\d{2}-\d{2})"/.exec(page.text)?.[1];
}

describe("the test clock", () => {
  it("a request with the cookie is served at its instant; the others at TEST_CLOCK's, running on", async () => {
    expect(await today(testing, PINNED)).toBe("2028-02-29");
    expect(await today(testing)).toBe("2028-02-28");
  });

  it("a deployment ignores the cookie", async () => {
    const cairo = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Cairo" }).format(new Date());
    const before = cairo();
    const served = await today(deployed, PINNED);
    // Either side of a midnight that falls during the request.
    expect([before, cairo()]).toContain(served);
  });
});
