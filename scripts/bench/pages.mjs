// The bench's page table: one row per route in routes.mjs and per kind of user who opens it.
import { firstLoadJs, kib, table, throughput, wireBytes } from "./measure.mjs";
import { routes } from "./routes.mjs";

/** Measures every route (skipping those whose path the run's context cannot give). */
export async function measurePages(browser, base, ctx, cookies) {
  const rows = [];
  for (const entry of routes) {
    if (!entry.path(ctx)) continue;
    for (const who of entry.as) {
      const url = `${base}${entry.path(ctx)}`;
      const session = cookies[who];
      const js = await firstLoadJs(browser, url, session);
      const html = await wireBytes(url, session);
      const speed = await throughput(url, session);
      rows.push({ route: entry.name, who, status: html.status, js, html: { ...html, body: undefined }, ...speed });
      console.log(`  measured ${entry.name} (${who})`);
    }
  }
  return rows;
}

export function printPages(rows, staticRow, header) {
  console.log(header);
  const served = (r) => [kib(r.html.wire), r.html.encoding, kib(r.html.raw), r.p50, r.p99, r.rps.toFixed(0), r.errors];
  console.log(
    table(
      [
        "route",
        "as",
        "status",
        "JS gz KiB",
        "scripts",
        "HTML KiB sent",
        "enc",
        "HTML KiB raw",
        "p50 ms",
        "p99 ms",
        "req/s",
        "errors",
      ],
      [
        ...rows.map((r) => [r.route, r.who, r.status, kib(r.js.gzip), r.js.scripts, ...served(r)]),
        ["static file (= /courses HTML)", "-", staticRow.status, "-", "-", ...served(staticRow)],
      ],
    ),
  );
}
