// The calendar's figures (printed, never asserted): the first-load JavaScript of /study-progress
// (goal ≤ 120 KiB gzip) and how long the server takes to render a month view holding 300 items, beside
// the same view of an empty month: the goal ("renders on the server in under 20 ms") is read against the
// server's own Server-Timing figure; the whole request as a client sees it is printed beside it. The 300 items are the signed-in student's own tasks, added through
// the page's own form, in a month of their own (March 2030) so no demo event is counted.
import http from "node:http";
import zlib from "node:zlib";
import { firstLoadJs, kib } from "./measure.mjs";

const ITEMS = 300;
const MONTH = "2030-03";
const EMPTY_MONTH = "2030-05";
const RUNS = 100;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** One GET of a page as a browser asks for it (brotli), on a kept-alive connection; the body decoded. */
function getPage(url, cookie, agent) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const request = http.get(
      url,
      { agent, headers: { cookie, "accept-encoding": "gzip, deflate, br" } },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          const wire = Buffer.concat(chunks);
          const encoding = response.headers["content-encoding"];
          const html = (
            encoding === "br" ? zlib.brotliDecompressSync(wire) : encoding === "gzip" ? zlib.gunzipSync(wire) : wire
          ).toString();
          // The server's own time, from the request's arrival to its last byte (server-timing.js, decision 033).
          const render = /render;dur=([\d.]+)/.exec(response.trailers["server-timing"] ?? "");
          resolve({
            status: response.statusCode,
            html,
            whole: performance.now() - start,
            render: render ? +render[1] : NaN,
          });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

/**
 * Two figures for RUNS requests one at a time (after 5 warm-ups): the whole request as this client sees
 * it (connection, headers, body, brotli decoding), and the server's render, its Server-Timing trailer.
 */
async function renderTimes(url, cookie) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const whole = [];
  const render = [];
  try {
    for (let i = 0; i < RUNS + 5; i++) {
      const page = await getPage(url, cookie, agent);
      if (page.status !== 200) throw new Error(`${url}: HTTP ${page.status}`);
      if (i === 0 && !page.html.includes('data-slot="month-grid"')) throw new Error(`${url}: no month grid`);
      if (Number.isNaN(page.render)) throw new Error(`${url}: no Server-Timing render trailer`);
      if (i >= 5) {
        whole.push(page.whole);
        render.push(page.render);
      }
    }
  } finally {
    agent.destroy();
  }
  return { ...summary(whole), render: summary(render) };
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

const figures = ({ p50, p95, p99 }) => `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`;

export function printCalendar(result) {
  console.log(`\nCalendar (/study-progress, demo student):`);
  console.log(`  first-load JS: ${kib(result.js.gzip)} KiB gzip in ${result.js.scripts} scripts (goal ≤ 120 KiB)`);
  console.log(
    `  month view with ${result.items} items, rendered on the server (Server-Timing, arrival to last byte): ${figures(result.full.render)}` +
      ` (goal < 20 ms); empty month: ${figures(result.empty.render)}`,
  );
  console.log(
    `  the same, whole request on 127.0.0.1 (this client's connection, headers, body and decoding): ${figures(result.full)}; empty month: ${figures(result.empty)}`,
  );
}
