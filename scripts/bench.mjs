#!/usr/bin/env node
// `npm run bench`: measures, never asserts. Prints the JavaScript a first visit to /courses loads
// (raw and gzip) and the server's throughput and p99 latency on /courses with 1,000 published courses.
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
const rssMb = () => {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
};

try {
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
} finally {
  server.kill("SIGTERM");
  fs.rmSync(dir, { recursive: true, force: true });
}
