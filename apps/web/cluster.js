// Several HTTP server processes behind one port (node:cluster, decision 035): how many, and the primary
// that starts, relays between and stops them. server.js decides; http-server.js is each worker.
import cluster from "node:cluster";
import os from "node:os";

/** The IPC message a worker sends when it changed something the others keep (app/data/change-relay.server.ts). */
export const CHANGE_MESSAGE = "masar:change";
/** How long the primary waits for its workers to finish their requests after SIGTERM before it ends them. */
const SHUTDOWN_LIMIT_MS = 15_000;
/** A worker that ends sooner than this after it started, this many times in a row, is not started again. */
const EARLY_EXIT_MS = 10_000;
const EARLY_EXITS_TOLERATED = 3;

/**
 * How many server processes to run: WEB_CONCURRENCY (1–32) when set; one when the test-only pages are on
 * (they keep their state in the process: app/testing/*); else two, or one on a one-core machine. A value
 * that is not a whole number from 1 to 32 runs one process, whose start-up error screen names it
 * (app/env.server.ts checks the same variable).
 */
export function serverProcessCount(env, cores = os.availableParallelism()) {
  const raw = env.WEB_CONCURRENCY?.trim();
  if (raw) return /^[1-9]\d?$/.test(raw) && Number(raw) <= 32 ? Number(raw) : 1;
  if (["1", "true", "yes"].includes(env.ENABLE_TEST_ROUTES ?? "")) return 1;
  return Math.min(2, cores);
}

/** Passes each worker's change messages on to every other worker (in the primary). */
export function relayChanges() {
  cluster.on("message", (from, message) => {
    if (message?.type !== CHANGE_MESSAGE) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== from && worker.isConnected()) worker.send(message);
    }
  });
}

/** The primary: `count` workers running `script`, replaced when one dies, all stopped on SIGINT/SIGTERM. */
export function runPrimary(count, script) {
  cluster.setupPrimary({ exec: script });
  const alive = () => Object.values(cluster.workers ?? {}).filter(Boolean);
  const startedAt = new Map();
  let stopping = false;
  let earlyExits = 0;
  let grown = false;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };

  // The first process starts alone: it applies the migrations, seeds the demo data and writes the
  // generated secrets beside the database; the others start once one listens and find all of it done.
  console.log(`[masar] Starting ${count} server processes (WEB_CONCURRENCY to change)`);
  fork();
  cluster.on("listening", () => {
    if (grown) return;
    grown = true;
    for (let i = alive().length; i < count; i++) fork();
  });

  relayChanges();

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (alive().length === 0) process.exit(0);
      return;
    }
    earlyExits = lived < EARLY_EXIT_MS ? earlyExits + 1 : 0;
    console.error(`[masar] Server process ${worker.process.pid} ended (${signal ?? `code ${code}`})`);
    if (earlyExits >= EARLY_EXITS_TOLERATED) {
      console.error(`[masar] ${earlyExits} server processes ended right after starting; not starting another`);
      if (alive().length === 0) process.exit(1);
      return;
    }
    fork();
  });

  // Graceful shutdown reaches every worker: each stops accepting, finishes its in-flight requests
  // (http-server.js) and exits; the primary exits when the last has.
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log(`[masar] ${signal}: stopping ${alive().length} server processes`);
      for (const worker of alive()) worker.process.kill(signal);
      if (alive().length === 0) process.exit(0);
      setTimeout(() => {
        for (const worker of alive()) worker.process.kill("SIGKILL");
        process.exit(0);
      }, SHUTDOWN_LIMIT_MS).unref();
    });
  }
}
