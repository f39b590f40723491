#!/usr/bin/env node
// `npm run bench`: measures, never asserts. Builds the app, seeds 1,000 published courses, starts the
// production server and prints one table for every route in scripts/bench/routes.mjs (visitor and
// signed-in where both apply): first-load JavaScript (gzip), HTML bytes as sent (compressed when the
// server compresses), p50/p99 and requests/s at 50 connections, and the static-file baseline (the
// /courses HTML served as a file by the same process) measured in the same run. Then issue 11's load
// scenario. Figures are also written to .bench/ (git-ignored) so runs can be compared.
//   npm run bench -- pages   the table only        npm run bench -- load   the load scenario only
//   npm run bench -- streams issue 15's 2,000 notification streams (scripts/bench/streams.mjs; STREAM_COUNT)
//   npm run bench -- calendar issue 17's /study-progress first-load JS and a 300-item month (scripts/bench/calendar.mjs)
// BENCH_SECONDS (per row, default 5), LOAD_USERS and LOAD_SECONDS change the run's size.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright";
import { chromiumLaunchOptions } from "./chromium.mjs";
import { calendarScenario, printCalendar } from "./bench/calendar.mjs";
import { loadScenario, printLoad } from "./bench/load.mjs";
import { CONNECTIONS, SECONDS, firstLoadJs, kib, table, throughput, wireBytes } from "./bench/measure.mjs";
import { playerContext, printVideoBytes, videoBytes } from "./bench/player.mjs";
import { routes } from "./bench/routes.mjs";
import { printStreams, streamScenario } from "./bench/streams.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const web = path.join(root, "apps/web");
const PORT = 3300;
const COURSES = 1000;
const only = process.argv.slice(2);
const wants = (part) => only.length === 0 || only.includes(part);
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

// The static baseline: the visitor /courses HTML as a file, served by the same process (build/client).
const staticName = "__bench-static.html";
const staticFile = path.join(web, "build/client", staticName);
const server = spawn(process.execPath, ["server.js"], { cwd: web, env, stdio: ["ignore", "pipe", "inherit"] });
await new Promise((resolve, reject) => {
  server.stdout.on("data", (d) => d.toString().includes("Listening") && resolve());
  server.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
});
const base = `http://127.0.0.1:${PORT}`;
const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
const loadBefore = loadavg();
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, "utf8"))[1]) / 1024;

/** Signs the demo student in through the real form; returns the session cookie. */
async function signIn() {
  const body = new URLSearchParams({ intent: "login", email: "student@masar.local", password: "masar-student-2025" });
  const response = await fetch(`${base}/login`, { method: "POST", body, redirect: "manual" });
  const session = response.headers.getSetCookie().find((c) => c.startsWith("masar_session="));
  if (!session) throw new Error(`sign-in failed: HTTP ${response.status}`);
  return session.split(";")[0];
}

const report = { at: new Date().toISOString(), commit: gitCommit(), courses: COURSES, connections: CONNECTIONS };
try {
  const courses = (await wireBytes(`${base}/courses`)).body.toString();
  const courseIds = [...new Set([...courses.matchAll(/href="\/course\/([^"/?#]+)"/g)].map((m) => m[1]))];
  if (courseIds.length === 0) throw new Error("no course links on /courses");
  const cookie = await signIn();
  const ctx = { courseId: courseIds[0], courseIds, ...(await playerContext(base, cookie)) };

  if (wants("pages")) {
    const rssBefore = rssMb();
    const browser = await chromium.launch(chromiumLaunchOptions);
    const rows = [];
    for (const entry of routes) {
      if (!entry.path(ctx)) continue;
      for (const who of entry.as) {
        const url = `${base}${entry.path(ctx)}`;
        const session = who === "student" ? cookie : undefined;
        const js = await firstLoadJs(browser, url, session);
        const html = await wireBytes(url, session);
        const speed = await throughput(url, session);
        rows.push({ route: entry.name, who, status: html.status, js, html: { ...html, body: undefined }, ...speed });
        console.log(`  measured ${entry.name} (${who})`);
      }
    }
    if (ctx.playerPath) report.playerVideo = await videoBytes(browser, `${base}${ctx.playerPath}`, cookie);
    await browser.close();
    fs.writeFileSync(staticFile, courses);
    const staticHtml = await wireBytes(`${base}/${staticName}`);
    const staticSpeed = await throughput(`${base}/${staticName}`);
    const coursesRow = rows.find((r) => r.route === "/courses" && r.who === "visitor");
    report.pages = rows.map(({ js, ...r }) => ({ ...r, js: { scripts: js.scripts, raw: js.raw, gzip: js.gzip } }));
    report.static = { html: { ...staticHtml, body: undefined }, ...staticSpeed };
    report.staticRatio = coursesRow ? coursesRow.rps / staticSpeed.rps : null;
    report.rss = { before: rssBefore, after: rssMb() };

    console.log(`\nMasar benchmark, ${COURSES} published courses, ${CONNECTIONS} connections × ${SECONDS} s per row`);
    console.log("(2 cores; figures, not pass/fail; JS = gzip -9 of the scripts a first visit loads)\n");
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
          ...rows.map((r) => [
            r.route,
            r.who,
            r.status,
            kib(r.js.gzip),
            r.js.scripts,
            kib(r.html.wire),
            r.html.encoding,
            kib(r.html.raw),
            r.p50,
            r.p99,
            r.rps.toFixed(0),
            r.errors,
          ]),
          [
            "static file (= /courses HTML)",
            "-",
            staticHtml.status,
            "-",
            "-",
            kib(staticHtml.wire),
            staticHtml.encoding,
            kib(staticHtml.raw),
            staticSpeed.p50,
            staticSpeed.p99,
            staticSpeed.rps.toFixed(0),
            staticSpeed.errors,
          ],
        ],
      ),
    );
    if (report.staticRatio !== null)
      console.log(`\n  /courses (visitor) ÷ static file throughput: ${(report.staticRatio * 100).toFixed(0)}%`);
    console.log(
      `  server memory (RSS): ${report.rss.before.toFixed(0)} MiB before, ${report.rss.after.toFixed(0)} MiB after`,
    );
    if (report.playerVideo) printVideoBytes(report.playerVideo, kib);
  }

  if (wants("calendar")) {
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      report.calendar = await calendarScenario(browser, base, cookie);
    } finally {
      await browser.close();
    }
    printCalendar(report.calendar);
  }
  if (wants("load")) {
    const load = await loadScenario(base, courseIds, cookie);
    report.load = { ...load, rssAfter: rssMb() };
    printLoad(load);
    console.log(`  server memory (RSS) after the load scenario: ${report.load.rssAfter.toFixed(0)} MiB`);
  }
  if (wants("streams")) {
    report.streams = await streamScenario(web, process.env);
    printStreams(report.streams);
  }
  report.loadavg = { before: loadBefore, after: loadavg() };
  console.log(`  machine load average before/after: ${report.loadavg.before} / ${report.loadavg.after}`);

  const out = path.join(root, ".bench");
  fs.mkdirSync(out, { recursive: true });
  const name = `bench-${report.at.replace(/[:.]/g, "-")}.json`;
  fs.writeFileSync(path.join(out, name), JSON.stringify(report, null, 2));
  fs.writeFileSync(path.join(out, "latest.json"), JSON.stringify(report, null, 2));
  console.log(`  figures written to .bench/${name}`);
} finally {
  server.kill("SIGTERM");
  fs.rmSync(staticFile, { force: true });
  fs.rmSync(dir, { recursive: true, force: true });
}

function gitCommit() {
  const r = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : null;
}
