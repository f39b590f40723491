// The load scenario: LOAD_USERS virtual users (one connection each) for LOAD_SECONDS; each walks
// the visitor pages, then the same as a signed-in student (home, profile, catalogue, course pages), and
// round again. Errors count connection errors, timeouts (10 s) and every non-2xx answer.
//
// Where each user starts its round (LOAD_START): "spread" (the default) starts user i at page i of the
// round, so the users are spread evenly over it, as independent people browsing are; "together" starts
// every user at the first page at the same instant, which is what autocannon does by itself. Together,
// the server's FIFO admission (decision 030) keeps the 200 in step for the whole run: they ask for the
// same expensive signed-in page in the same millisecond and the last of them waits 200 of its renders
// (decision 034). Both are printed with the start named; the goal is read against "spread".
import autocannon from "autocannon";
import { ACCEPT_ENCODING } from "./measure.mjs";

export const LOAD_USERS = Number(process.env.LOAD_USERS ?? 200);
export const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
export const LOAD_START = process.env.LOAD_START === "together" ? "together" : "spread";

/** The round as user `index` walks it: from its own page on, then around (the same pages, in order). */
export function roundFrom(requests, index) {
  const at = index % requests.length;
  return [...requests.slice(at), ...requests.slice(0, at)];
}

/** autocannon's `setupClient` (called once per connection, before its first request; its documented
 * per-client API) that gives the n-th connection the round from its n-th page. */
export function spreadOver(requests) {
  let users = 0;
  return (client) => client.setRequests(roundFrom(requests, users++));
}

export async function loadScenario(base, courseIds, cookie, start = LOAD_START) {
  const ids = courseIds.slice(0, 6);
  const visitor = ["/", "/courses", ...ids.map((id) => `/course/${id}`), "/courses?page=2"];
  const member = ["/", "/profile", "/courses", ...ids.map((id) => `/course/${id}`)];
  const requests = [
    // A request's own headers replace the defaults in autocannon: each carries all of its own.
    ...visitor.map((path) => ({ method: "GET", path, headers: { "accept-encoding": ACCEPT_ENCODING } })),
    ...member.map((path) => ({ method: "GET", path, headers: { "accept-encoding": ACCEPT_ENCODING, cookie } })),
  ];
  const result = await autocannon({
    url: base,
    connections: LOAD_USERS,
    duration: LOAD_SECONDS,
    timeout: 10,
    workers: 0,
    requests,
    // autocannon calls this once per connection, before its first request (its documented per-client API).
    setupClient: start === "spread" ? spreadOver(requests) : undefined,
  });
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(", ");
  return {
    users: LOAD_USERS,
    start,
    seconds: LOAD_SECONDS,
    pages: requests.length,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.non2xx,
    connectionErrors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    codes,
  };
}

export function printLoad(load) {
  console.log(
    `\n  load: ${load.users} virtual users (visitor and signed-in pages in turn, starting ${load.start === "spread" ? "spread over the round" : "together"}) over ${load.pages} pages for ${load.seconds} s: ` +
      `${load.rps.toFixed(1)} req/s, latency p50 ${load.p50} ms, p99 ${load.p99} ms, max ${load.max} ms; ` +
      `errors ${load.errors} (connection ${load.connectionErrors}, timeouts ${load.timeouts}, non-2xx ${load.non2xx}); statuses ${load.codes}`,
  );
}
