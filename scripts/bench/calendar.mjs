// Issue 17's calendar figures (printed, never asserted): the first-load JavaScript of /study-progress
// (goal ≤ 120 KiB gzip) and how long the server takes to answer a month view holding 300 items, beside
// the same view of an empty month. The 300 items are the signed-in student's own tasks, added through
// the page's own form, in a month of their own (March 2030) so no demo event is counted.
import { firstLoadJs, kib } from "./measure.mjs";

const ITEMS = 300;
const MONTH = "2030-03";
const EMPTY_MONTH = "2030-05";
const RUNS = 40;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Milliseconds from request to the whole HTML, one request at a time (RUNS of them, after 5 warm-ups). */
async function renderTimes(url, cookie) {
  const times = [];
  for (let i = 0; i < RUNS + 5; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const html = await response.text();
    if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
    if (i >= 5) times.push(performance.now() - start);
    if (i === 0 && !html.includes('data-slot="month-grid"')) throw new Error(`${url}: no month grid`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

/** Adds the tasks through the calendar's form (no JavaScript, as a browser without scripts posts it). */
async function addTasks(base, cookie) {
  for (let i = 0; i < ITEMS; i++) {
    const day = String((i % 31) + 1).padStart(2, "0");
    const body = new URLSearchParams({
      intent: "create",
      title: `مراجعة ${i + 1} · Revision ${i + 1}`,
      date: `${MONTH}-${day}`,
      time: i % 3 === 0 ? "18:30" : "",
      notes: "",
      courseId: "",
    });
    const response = await fetch(`${base}/study-progress?view=month&date=${MONTH}-01`, {
      method: "POST",
      body,
      headers: { cookie, origin: base },
      redirect: "manual",
    });
    if (response.status !== 302) throw new Error(`adding task ${i + 1}: HTTP ${response.status}`);
  }
}

export async function calendarScenario(browser, base, cookie) {
  const js = await firstLoadJs(browser, `${base}/study-progress`, cookie);
  await addTasks(base, cookie);
  const full = await renderTimes(`${base}/study-progress?view=month&date=${MONTH}-15`, cookie);
  const empty = await renderTimes(`${base}/study-progress?view=month&date=${EMPTY_MONTH}-15`, cookie);
  return { js: { scripts: js.scripts, raw: js.raw, gzip: js.gzip }, items: ITEMS, full, empty };
}

export function printCalendar(result) {
  console.log(`\nCalendar (/study-progress, demo student):`);
  console.log(`  first-load JS: ${kib(result.js.gzip)} KiB gzip in ${result.js.scripts} scripts (goal ≤ 120 KiB)`);
  console.log(
    `  month view with ${result.items} items: p50 ${result.full.p50.toFixed(1)} ms, p95 ${result.full.p95.toFixed(1)} ms, p99 ${result.full.p99.toFixed(1)} ms` +
      ` (empty month: p50 ${result.empty.p50.toFixed(1)} ms, p95 ${result.empty.p95.toFixed(1)} ms, p99 ${result.empty.p99.toFixed(1)} ms;` +
      ` whole request on 127.0.0.1, goal < 20 ms to render)`,
  );
}
