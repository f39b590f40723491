#!/usr/bin/env node
// `npm run bench`: measures, never asserts. Prints the JavaScript a first visit to /courses loads
// (raw and gzip), the server's throughput and p99 latency on /courses with 1,000 published courses, and
// a load scenario: 200 concurrent virtual users for 60 s over visitor and signed-in pages.
// `npm run bench -- load` runs the load scenario only (LOAD_USERS, LOAD_SECONDS override its size).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { chromium } from "playwright";
import { chromiumLaunchOptions } from "./chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const web = path.join(root, "apps/web");
const PORT = 3300;
const COURSES = 1000;
const only = process.argv.slice(2);
const wants = (part) => only.length === 0 || only.includes(part);
const LOAD_USERS = Number(process.env.LOAD_USERS ?? 200);
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masar-bench-"));
const env = {
  ...process.env,
  DATABASE_PATH: path.join(dir, "masar.db"),
  PORT: String(PORT),
  HOST: "127.0.0.1",
  NODE_ENV: "production",
};

const run = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { stdio: "inherit", ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
};

console.log("Building the web app...");
run("npx", ["turbo", "run", "build", "--filter=@masar/web", "--output-logs=errors-only"], {
  cwd: root,
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
});
console.log(`Seeding ${COURSES} published courses...`);
run("npx", ["tsx", "app/scripts/seed.ts", "--courses", String(COURSES - 27)], {
  cwd: web,
  env: { ...env, INIT_CWD: web },
});

const server = spawn(process.execPath, ["server.js"], { cwd: web, env, stdio: ["ignore", "pipe", "inherit"] });
await new Promise((resolve, reject) => {
  server.stdout.on("data", (d) => d.toString().includes("Listening") && resolve());
  server.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
});
const base = `http://127.0.0.1:${PORT}`;
const loadBefore = os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(" ");
const rssMb = () => {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
};

/** Signs the demo student in through the real form; returns the session cookie. */
async function signIn() {
  const body = new URLSearchParams({ intent: "login", email: "student@masar.local", password: "masar-student-2025" });
  const response = await fetch(`${base}/login`, { method: "POST", body, redirect: "manual" });
  const session = response.headers.getSetCookie().find((c) => c.startsWith("masar_session="));
  if (!session) throw new Error(`sign-in failed: HTTP ${response.status}`);
  return session.split(";")[0];
}

/**
 * 200 virtual users (one connection each) for 60 s; each walks the visitor pages, then the same as a
 * signed-in student (home, profile, catalogue, course pages), and round again. Errors count connection errors,
 * timeouts (10 s) and every non-2xx answer.
 */
async function loadScenario() {
  const html = await (await fetch(`${base}/courses`)).text();
  const ids = [...new Set([...html.matchAll(/href="\/course\/([^"/?#]+)"/g)].map((m) => m[1]))].slice(0, 6);
  if (ids.length === 0) throw new Error("no course links on /courses");
  const cookie = await signIn();
  const visitor = ["/", "/courses", ...ids.map((id) => `/course/${id}`), "/courses?page=2"];
  const member = ["/", "/profile", "/courses", ...ids.map((id) => `/course/${id}`)];
  const requests = [
    ...visitor.map((path) => ({ method: "GET", path })),
    ...member.map((path) => ({ method: "GET", path, headers: { cookie } })),
  ];
  const result = await autocannon({
    url: base,
    connections: LOAD_USERS,
    duration: LOAD_SECONDS,
    timeout: 10,
    workers: 0,
    requests,
  });
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(", ");
  return { result, codes, paths: requests.length };
}

try {
  if (!wants("pages")) {
    const { result, codes, paths } = await loadScenario();
    printLoad(result, codes, paths);
  } else {
    // 1. JavaScript loaded by a first visit to /courses.
    const browser = await chromium.launch(chromiumLaunchOptions);
    const page = await browser.newPage();
    const scripts = new Map();
    page.on("response", async (response) => {
      if (!new URL(response.url()).pathname.endsWith(".js")) return;
      try {
        scripts.set(response.url(), await response.body());
      } catch {
        /* redirects have no body */
      }
    });
    const started = performance.now();
    await page.goto(`${base}/courses`, { waitUntil: "networkidle" });
    const loadMs = performance.now() - started;
    const html = await (await fetch(`${base}/courses`)).arrayBuffer();
    await browser.close();
    const raw = [...scripts.values()].reduce((n, b) => n + b.length, 0);
    const gz = [...scripts.values()].reduce((n, b) => n + zlib.gzipSync(b, { level: 9 }).length, 0);
    const htmlGz = zlib.gzipSync(Buffer.from(html), { level: 9 }).length;

    // 2. Throughput and latency of /courses.
    const rssBefore = rssMb();
    const result = await autocannon({ url: `${base}/courses`, connections: 10, duration: 10, workers: 0 });
    const rssAfter = rssMb();

    const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
    console.log("\nMasar benchmark (2 cores; figures, not pass/fail)");
    console.log(`  first visit /courses: ${scripts.size} scripts, JavaScript ${kb(raw)} raw, ${kb(gz)} gzip`);
    console.log(
      `  first visit /courses: HTML ${kb(html.byteLength)} raw, ${kb(htmlGz)} gzip; load to network idle ${loadMs.toFixed(0)} ms`,
    );
    console.log(
      `  /courses with ${COURSES} courses, 10 connections, 10 s: ${result.requests.average.toFixed(1)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
    );
    console.log(`  server memory (RSS): ${rssBefore.toFixed(0)} MiB before load, ${rssAfter.toFixed(0)} MiB after`);
    for (const line of await benchMyLearning()) console.log(line);

    if (wants("load")) {
      const { result: load, codes, paths } = await loadScenario();
      printLoad(load, codes, paths);
      console.log(`  server memory (RSS) after the load scenario: ${rssMb().toFixed(0)} MiB`);
    }
  }
} finally {
  server.kill("SIGTERM");
  fs.rmSync(dir, { recursive: true, force: true });
}

function printLoad(result, codes, paths) {
  const errors = result.errors + result.non2xx;
  console.log(
    `\n  load: ${LOAD_USERS} virtual users (visitor and signed-in pages in turn) over ${paths} pages for ${LOAD_SECONDS} s: ` +
      `${result.requests.average.toFixed(1)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `max ${result.latency.max} ms; errors ${errors} (connection ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}); statuses ${codes}`,
  );
  console.log(
    `  machine load average before/after: ${loadBefore} / ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
}

/**
 * /my-learning as the demo student (issue 13): the JavaScript a first visit loads (gzip) and the
 * server's time for the page (10 connections, 5 s). Its own function so the figures stay easy to move.
 */
async function benchMyLearning() {
  const cookie = await signIn();
  const browser = await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext();
  const [name, value] = cookie.split("=");
  await context.addCookies([{ name, value, url: base }]);
  const page = await context.newPage();
  const scripts = [];
  page.on("response", async (response) => {
    if (!new URL(response.url()).pathname.endsWith(".js")) return;
    scripts.push(await response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(`${base}/my-learning`, { waitUntil: "networkidle" });
  await browser.close();
  const gz = scripts.reduce((n, b) => n + zlib.gzipSync(b, { level: 9 }).length, 0);
  const timed = await autocannon({
    url: `${base}/my-learning`,
    headers: { cookie },
    connections: 10,
    duration: 5,
    workers: 0,
  });
  return [
    `  first visit /my-learning (signed in): ${scripts.length} scripts, JavaScript ${(gz / 1024).toFixed(1)} KiB gzip`,
    `  /my-learning server time, 10 connections, 5 s: ${timed.requests.average.toFixed(1)} req/s, latency p50 ${timed.latency.p50} ms, p99 ${timed.latency.p99} ms, errors ${timed.errors + timed.non2xx}`,
  ];
}
