// The admin console's figures: server time of its figure pages with a large history (the bench
// seeds HISTORY_LEARNERS generated learners: about 10,000 enrolments and 8,500 payments over six months),
// and the JavaScript a first visit to /admin-statistics loads, chart chunk included (it arrives after
// hydration). Also checks that the chart library's chunk loads on no other admin page.
import { firstLoadJs, kib, table } from "./measure.mjs";

export const HISTORY_LEARNERS = 3700;
const WARMUP = 5;
const RUNS = 40;

/** Server time as a browser's request sees it on the same machine: one request at a time, ms. */
async function serverTime(url, cookie) {
  const once = async () => {
    const start = performance.now();
    const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
    return performance.now() - start;
  };
  for (let i = 0; i < WARMUP; i++) await once();
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push(await once());
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(RUNS / 2)], p95: times[Math.floor(RUNS * 0.95)], min: times[0] };
}

/** `cookie`: the admin's session (the bench signs each account in once). */
export async function adminScenario(base, browser, cookie) {
  const paths = [
    "/admin-dashboard",
    "/admin-statistics",
    "/admin-statistics?period=term",
    // The longest range the screen draws (53 weeks, 13 months).
    `/admin-statistics?period=custom&from=${isoDaysAgo(369)}&to=${isoDaysAgo(0)}`,
  ];
  const rows = [];
  for (const path of paths) rows.push({ path, ...(await serverTime(`${base}${path}`, cookie)) });
  const stats = await firstLoadJs(browser, `${base}/admin-statistics`, cookie);
  const dashboard = await firstLoadJs(browser, `${base}/admin-dashboard`, cookie);
  const chart = (urls) => urls.filter((u) => /bar-chart/.test(u));
  return {
    rows,
    statisticsJs: { scripts: stats.scripts, gzip: stats.gzip, chart: chart(stats.urls) },
    dashboardJs: { scripts: dashboard.scripts, gzip: dashboard.gzip, chart: chart(dashboard.urls) },
  };
}

function isoDaysAgo(days) {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

export function printAdmin(result) {
  console.log(`\nAdmin console, ${HISTORY_LEARNERS} generated learners' history (goal: ≤ 50 ms server time each)\n`);
  console.log(
    table(
      ["route (admin)", "p50 ms", "p95 ms", "min ms"],
      result.rows.map((r) => [r.path, r.p50.toFixed(1), r.p95.toFixed(1), r.min.toFixed(1)]),
    ),
  );
  const s = result.statisticsJs;
  const d = result.dashboardJs;
  console.log(
    `\n  /admin-statistics first-load JS: ${kib(s.gzip)} KiB gzip in ${s.scripts} scripts (goal ≤ 200 KB), chart chunk: ${s.chart.join(", ") || "none"}`,
  );
  console.log(
    `  /admin-dashboard first-load JS: ${kib(d.gzip)} KiB gzip; chart chunk loaded there: ${d.chart.length ? d.chart.join(", ") : "no"}`,
  );
}
