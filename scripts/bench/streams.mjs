// The stream scenario: STREAM_COUNT (2,000) notification streams held open at once on one server
// process (STREAM_USERS users × 10 streams each, the per-user cap), then notifications created for random
// users through the server (an admin asking /__test/notify, so the change happens in the process that
// holds the streams, as a real approval would). Prints the delivery latency from the request that
// creates a notification to each of its user's streams receiving it (p50/p99) and the server's RSS.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { serverArgs } from "./server-command.mjs";

export const STREAM_COUNT = Number(process.env.STREAM_COUNT ?? 2000);
const PER_USER = 10;
const NOTIFICATIONS = Number(process.env.STREAM_NOTIFICATIONS ?? 300);
const PORT = 3302;

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

function request(base, method, pathname, { cookie, body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${pathname}`,
      { method, agent, headers: { ...headers, ...(cookie ? { cookie } : {}) } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function signUp(base, n) {
  const body = new URLSearchParams({
    intent: "signup",
    displayName: `Bench ${n}`,
    email: `bench-${n}@example.com`,
    password: "a-good-password",
  }).toString();
  const res = await request(base, "POST", "/login", {
    body,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      // One address per user: the sign-up limit is per address (the server trusts loopback's header).
      "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
  });
  const session = (res.headers["set-cookie"] ?? []).find((c) => c.startsWith("masar_session="));
  if (!session) throw new Error(`sign-up ${n} failed: HTTP ${res.statusCode}`);
  return session.split(";")[0];
}

async function signIn(base, email, password) {
  const body = new URLSearchParams({ intent: "login", email, password }).toString();
  const res = await request(base, "POST", "/login", {
    body,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  const session = (res.headers["set-cookie"] ?? []).find((c) => c.startsWith("masar_session="));
  if (!session) throw new Error(`sign-in failed: HTTP ${res.statusCode}`);
  return session.split(";")[0];
}

/** Opens one stream; `onTitle` hears every notification title that arrives first on it. */
function openStream(base, cookie, onTitle) {
  return new Promise((resolve, reject) => {
    const seen = new Set();
    const req = http.request(
      `${base}/resources/notification-stream?lang=en`,
      { agent: streamAgent, headers: { cookie, accept: "text/event-stream" } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream HTTP ${res.statusCode}`));
        res.setEncoding("utf8");
        let buffer = "";
        res.on("data", (chunk) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split("\n").find((l) => l.startsWith("data: "));
            if (!data) continue;
            const first = JSON.parse(data.slice(6)).notifications[0];
            if (first && !seen.has(first.id)) {
              seen.add(first.id);
              onTitle(first.title);
            }
          }
        });
        resolve(req);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function streamScenario(web, baseEnv) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masar-bench-streams-"));
  const env = {
    ...baseEnv,
    DATABASE_PATH: path.join(dir, "masar.db"),
    PORT: String(PORT),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    ENABLE_TEST_ROUTES: "1",
  };
  const server = spawn(process.execPath, serverArgs(web), { cwd: web, env, stdio: ["ignore", "pipe", "inherit"] });
  const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, "utf8"))[1]) / 1024;
  const streams = [];
  try {
    await new Promise((resolve, reject) => {
      server.stdout.on("data", (d) => d.toString().includes("Listening") && resolve());
      server.on("exit", (code) => reject(new Error(`stream bench server exited with ${code}`)));
    });
    const base = `http://127.0.0.1:${PORT}`;
    const users = Math.ceil(STREAM_COUNT / PER_USER);
    console.log(`Streams: signing up ${users} users...`);
    const cookies = [];
    for (let i = 0; i < users; i += 8) {
      cookies.push(
        ...(await Promise.all(Array.from({ length: Math.min(8, users - i) }, (_, k) => signUp(base, i + k)))),
      );
    }
    const admin = await signIn(base, "admin@masar.local", "masar-admin-2025");
    const rssIdle = rssMb();

    const sent = new Map(); // title -> { at, user }
    const latencies = [];
    let delivered = 0;
    console.log(`Streams: opening ${STREAM_COUNT}...`);
    for (let i = 0; i < STREAM_COUNT; i += 100) {
      await Promise.all(
        Array.from({ length: Math.min(100, STREAM_COUNT - i) }, (_, k) =>
          openStream(base, cookies[Math.floor((i + k) / PER_USER)], (title) => {
            const s = sent.get(title);
            if (!s) return;
            latencies.push(performance.now() - s.at);
            delivered++;
          }).then((req) => streams.push(req)),
        ),
      );
    }
    const rssOpen = rssMb();

    console.log(`Streams: ${NOTIFICATIONS} notifications to random users...`);
    let expected = 0;
    for (let n = 0; n < NOTIFICATIONS; n++) {
      const user = Math.floor(Math.random() * users);
      const title = `Bench notification ${n}`;
      const streamsOfUser = Math.min(PER_USER, STREAM_COUNT - user * PER_USER);
      expected += streamsOfUser;
      sent.set(title, { at: performance.now(), user });
      const query = new URLSearchParams({ to: `bench-${user}@example.com`, title, redirectTo: "/" });
      await request(base, "GET", `/__test/notify?${query}`, { cookie: admin });
    }
    const deadline = performance.now() + 10_000;
    while (delivered < expected && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const rssAfter = rssMb();
    latencies.sort((a, b) => a - b);
    return {
      streams: streams.length,
      users,
      notifications: NOTIFICATIONS,
      expected,
      delivered,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies[latencies.length - 1],
      rss: { idle: rssIdle, open: rssOpen, after: rssAfter },
    };
  } finally {
    for (const req of streams) req.destroy();
    server.kill("SIGTERM");
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function printStreams(r) {
  console.log(
    `\nLive notifications: ${r.streams} open streams (${r.users} users × 10), ${r.notifications} notifications to random users`,
  );
  console.log(`  delivered ${r.delivered} of ${r.expected} stream events`);
  console.log(
    `  delivery latency p50 ${r.p50?.toFixed(1)} ms, p99 ${r.p99?.toFixed(1)} ms, max ${r.max?.toFixed(1)} ms`,
  );
  console.log(
    `  server memory (RSS): ${r.rss.idle.toFixed(0)} MiB before the streams, ${r.rss.open.toFixed(0)} MiB with them open, ${r.rss.after.toFixed(0)} MiB after delivery`,
  );
}
