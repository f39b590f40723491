#!/usr/bin/env node
// `npm run bench`: measures, never asserts. Builds the app, seeds 1,000 published courses, starts the
// production server and prints, part by part:
//   bundle   first-load chunks of the catalogue routes and the biggest modules in them, from the build;
//            then the same pages, the player, /my-learning and /study-progress as Chromium loads them
//            (scripts/bench/first-load.mjs): the figures the first-load goals are read against
//   pages    one row for every route in scripts/bench/routes.mjs and every kind of user who opens it
//            (visitor, student, teacher, admin): first-load JavaScript (gzip), HTML bytes as sent,
//            p50/p99 and requests/s at 50 connections, and the static-file baseline (the /courses HTML
//            served as a file by the same process) measured in the same run; the player's video bytes
//   vitals   mobile first visits of /, /courses, /course/{id} in ar and en under Lighthouse's throttling
//   lighthouse the same pages through Lighthouse 12 itself (npx; LIGHTHOUSE_RUNS runs of each page)
//   load     the load scenario (LOAD_USERS virtual users for LOAD_SECONDS; scripts/bench/load.mjs)
//   admin    server time of /admin-dashboard and /admin-statistics over a generated history of
//            about 10,000 enrolments, and /admin-statistics' first-load JS (scripts/bench/admin.mjs)
//   filter   the catalogue at 10,000 courses: keystroke to painted result in Chromium
//   streams  notification streams held open at once (scripts/bench/streams.mjs; STREAM_COUNT)
//   calendar /study-progress' first-load JS and a 300-item month view (scripts/bench/calendar.mjs)
//   practice saving a draft answer at 50 connections (scripts/bench/practice.mjs); the quiz page's first
//            load is a row of "pages"
// `npm run bench` runs them all; `npm run bench -- pages vitals` runs those named. BENCH_SECONDS (per
// row, default 5), LOAD_USERS and LOAD_SECONDS change the run's size. Figures also go to .bench/
// (git-ignored) so runs can be compared.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright";
import { chromiumLaunchOptions } from "./chromium.mjs";
import { bundleReport, printBundle } from "./bench/bundle.mjs";
import { browserFirstLoads, printBrowserFirstLoads } from "./bench/first-load.mjs";
import { calendarScenario, printCalendar } from "./bench/calendar.mjs";
import { filterKeystrokes, printFilter } from "./bench/filter.mjs";
import { loadScenario, printLoad } from "./bench/load.mjs";
import { CONNECTIONS, SECONDS, kib, table, throughput, wireBytes } from "./bench/measure.mjs";
import { serverArgs, serverRssMb } from "./bench/server-command.mjs";
import { serverProcessCount } from "../apps/web/server/cluster.ts";
import { measurePages, printPages } from "./bench/pages.mjs";
import { playerContext, printVideoBytes, videoBytes } from "./bench/player.mjs";
import { answerSaves, practiceContext, printAnswerSaves } from "./bench/practice.mjs";
import { adminScenario, HISTORY_LEARNERS, printAdmin } from "./bench/admin.mjs";
import { printStreams, streamScenario } from "./bench/streams.mjs";
import { pageVitals, printVitals } from "./bench/vitals.mjs";
import { lighthousePage, printLighthouse } from "./bench/lighthouse.mjs";
import { printRun, printWaterfall, summarise } from "./bench/vitals-detail.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const web = path.join(root, "apps/web");
const PORT = 3300;
const COURSES = 1000;
const FILTER_COURSES = 10_000;
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
const ACCOUNTS = {
  student: ["student@masar.local", "masar-student-2025"],
  teacher: ["teacher@masar.local", "masar-teacher-2025"],
  admin: ["admin@masar.local", "masar-admin-2025"],
};

const run = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { stdio: "inherit", ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
};
const seed = (courses, extra = []) =>
  run("npx", ["tsx", "scripts/seed.ts", "--courses", String(courses), ...extra], {
    cwd: web,
    env: { ...env, INIT_CWD: web },
  });

console.log("Building the web app...");
run("npx", ["turbo", "run", "build", "--filter=@masar/web", "--output-logs=errors-only"], {
  cwd: root,
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
});
console.log(`Seeding ${COURSES} published courses...`);
// The demo's history plus HISTORY_LEARNERS more learners: the admin console's figures at about 10,000 enrolments.
seed(COURSES - 27, ["--history", String(HISTORY_LEARNERS)]);

// The static baseline: the visitor /courses HTML as a file, served by the same process (build/client).
const staticName = "__bench-static.html";
const staticFile = path.join(web, "build/client", staticName);
let server = null;
async function startServer() {
  server = spawn(process.execPath, serverArgs(web), { cwd: web, env, stdio: ["ignore", "pipe", "inherit"] });
  // Ready when every server process listens (`npm start` runs two on this machine: decision 035).
  const processes = serverProcessCount(env);
  await new Promise((resolve, reject) => {
    let listening = 0;
    server.stdout.on("data", (d) => {
      listening += d.toString().split("Listening").length - 1;
      if (listening >= processes) resolve();
    });
    server.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  console.log(`Server: ${processes} process${processes === 1 ? "" : "es"} (WEB_CONCURRENCY to change)`);
}
async function stopServer() {
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
  server = null;
}
await startServer();
const base = `http://127.0.0.1:${PORT}`;
const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
const loadBefore = loadavg();
const rssMb = () => serverRssMb(server.pid);

/** Signs a demo account in through the real form; returns the session cookie. */
async function signIn([email, password]) {
  const body = new URLSearchParams({ intent: "login", email, password });
  const response = await fetch(`${base}/login`, { method: "POST", body, redirect: "manual" });
  const session = response.headers.getSetCookie().find((c) => c.startsWith("masar_session="));
  if (!session) throw new Error(`sign-in of ${email} failed: HTTP ${response.status}`);
  return session.split(";")[0];
}

const report = { at: new Date().toISOString(), commit: gitCommit(), courses: COURSES, connections: CONNECTIONS };
try {
  if (wants("bundle")) {
    report.bundle = bundleReport(path.join(web, "build/client"), path.join(web, "build/bundle-stats.json"));
    printBundle(report.bundle, kib, table);
  }
  const courses = (await wireBytes(`${base}/courses`)).body.toString();
  const courseIds = [...new Set([...courses.matchAll(/href="\/course\/([^"/?#]+)"/g)].map((m) => m[1]))];
  if (courseIds.length === 0) throw new Error("no course links on /courses");
  const cookies = { visitor: undefined };
  for (const [who, account] of Object.entries(ACCOUNTS)) cookies[who] = await signIn(account);
  const ctx = {
    courseId: courseIds[0],
    courseIds,
    ...(await playerContext(base, cookies.student)),
    ...(await practiceContext(base, cookies.student)),
  };
  // The pages the vitals and lighthouse parts measure: a visitor's way in.
  const pages = { "/": "/", "/courses": "/courses", "/course/{id}": `/course/${ctx.courseId}` };

  if (wants("bundle")) {
    // The manifest misses chunks a page fetches right after hydration: the goals are read in Chromium.
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      report.bundleBrowser = await browserFirstLoads(browser, base, ctx, cookies, path.join(web, "build/client"));
    } finally {
      await browser.close();
    }
    printBrowserFirstLoads(report.bundleBrowser);
  }

  if (wants("pages")) {
    const rssBefore = rssMb();
    const browser = await chromium.launch(chromiumLaunchOptions);
    const rows = await measurePages(browser, base, ctx, cookies);
    if (ctx.playerPath) report.playerVideo = await videoBytes(browser, `${base}${ctx.playerPath}`, cookies.student);
    await browser.close();
    fs.writeFileSync(staticFile, courses);
    const staticHtml = await wireBytes(`${base}/${staticName}`);
    const staticSpeed = await throughput(`${base}/${staticName}`);
    const coursesRow = rows.find((r) => r.route === "/courses" && r.who === "visitor");
    report.pages = rows.map(({ js, ...r }) => ({ ...r, js: { scripts: js.scripts, raw: js.raw, gzip: js.gzip } }));
    report.static = { html: { ...staticHtml, body: undefined }, ...staticSpeed };
    report.staticRatio = coursesRow ? coursesRow.rps / staticSpeed.rps : null;
    report.rss = { before: rssBefore, after: rssMb() };
    printPages(
      rows,
      { status: staticHtml.status, html: staticHtml, ...staticSpeed },
      `\nMasar benchmark, ${COURSES} published courses, ${CONNECTIONS} connections × ${SECONDS} s per row\n` +
        "(2 cores; figures, not pass/fail; JS = gzip -9 of the scripts a first visit loads)\n",
    );
    if (report.staticRatio !== null)
      console.log(`\n  /courses (visitor) ÷ static file throughput: ${(report.staticRatio * 100).toFixed(0)}%`);
    console.log(
      `  server memory (RSS): ${report.rss.before.toFixed(0)} MiB before, ${report.rss.after.toFixed(0)} MiB after`,
    );
    if (report.playerVideo) printVideoBytes(report.playerVideo, kib);
  }

  if (wants("admin")) {
    const browser = await chromium.launch(chromiumLaunchOptions);
    report.admin = await adminScenario(base, browser, cookies.admin);
    await browser.close();
    printAdmin(report.admin);
  }

  if (wants("vitals")) {
    const browser = await chromium.launch(chromiumLaunchOptions);
    report.vitals = [];
    // VITALS_REPEAT runs each page N times in turn (one line each, the waterfall of runs whose LCP is
    // over VITALS_SLOW_MS, then min/median/max); VITALS_ROUTES ("/course/{id},/") and VITALS_LOCALES
    // ("en") pick the pages.
    const repeat = Math.max(1, Number(process.env.VITALS_REPEAT ?? 1));
    const slowMs = Number(process.env.VITALS_SLOW_MS ?? 4000);
    const pick = (name, all) => (process.env[name] ? process.env[name].split(",").map((s) => s.trim()) : all);
    const routes = pick("VITALS_ROUTES", ["/", "/courses", "/course/{id}"]);
    const locales = pick("VITALS_LOCALES", ["ar", "en"]);
    for (let i = 0; i < repeat; i++)
      for (const route of routes)
        for (const locale of locales) {
          const row = { route, locale, ...(await pageVitals(browser, `${base}${pages[route]}`, locale)) };
          report.vitals.push(row);
          if (repeat > 1 || process.env.VITALS_SLOW_MS) {
            printRun(row, i);
            if (row.lcp > slowMs) printWaterfall(row);
          }
        }
    await browser.close();
    printVitals(report.vitals, table);
    if (repeat > 1) summarise(report.vitals, table);
  }

  if (wants("lighthouse")) {
    report.lighthouse = [];
    const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
    for (let i = 0; i < runs; i++)
      for (const [route, path] of Object.entries(pages))
        for (const locale of ["ar", "en"]) {
          const row = { route, locale, ...(await lighthousePage(`${base}${path}`, locale)) };
          report.lighthouse.push(row);
          console.log(
            `  lighthouse ${route} (${locale}) run ${i + 1}: score ${row.score}, LCP ${row.lcp.toFixed(0)} ms, TBT ${row.tbt.toFixed(0)} ms, CLS ${row.cls.toFixed(3)}`,
          );
        }
    printLighthouse(report.lighthouse, table);
  }

  if (wants("calendar")) {
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      report.calendar = await calendarScenario(browser, base, cookies.student);
    } finally {
      await browser.close();
    }
    printCalendar(report.calendar);
  }

  if (wants("practice") && ctx.saves) {
    report.practice = await answerSaves(base, cookies.student, ctx.saves);
    printAnswerSaves(report.practice);
  }
  if (wants("load")) {
    const load = await loadScenario(base, courseIds, cookies.student);
    report.load = { ...load, rssAfter: rssMb() };
    printLoad(load);
    console.log(`  server memory (RSS) after the load scenario: ${report.load.rssAfter.toFixed(0)} MiB`);
  }
  if (wants("filter")) {
    // Another process's writes reach a SQLite server only through a restart (decision 009).
    await stopServer();
    console.log(`Seeding up to ${FILTER_COURSES} published courses...`);
    seed(FILTER_COURSES - COURSES);
    await startServer();
    const browser = await chromium.launch(chromiumLaunchOptions);
    report.filter = { courses: FILTER_COURSES, ...(await filterKeystrokes(browser, base)) };
    await browser.close();
    printFilter(report.filter, FILTER_COURSES);
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
  server?.kill("SIGTERM");
  fs.rmSync(staticFile, { force: true });
  fs.rmSync(dir, { recursive: true, force: true });
}

function gitCommit() {
  const r = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : null;
}
