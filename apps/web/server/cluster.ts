// Several HTTP server processes behind one port (node:cluster, decision 035): how many, the primary that
// starts, relays between and stops them, and the change transport each worker gives the app. index.ts
// decides; http-server.ts is each worker.
import cluster from "node:cluster";
import os from "node:os";
import type { ChangeMessage, ChangeTransport } from "#app/host.server";

/** The IPC message a worker sends when it changed something the others keep (app/data/change-relay.server.ts). */
const CHANGE_MESSAGE = "masar:change";

type Env = Record<string, string | undefined>;
type ChangeEnvelope = ChangeMessage & { type: typeof CHANGE_MESSAGE };

const isChangeEnvelope = (message: unknown): message is ChangeEnvelope =>
  typeof message === "object" &&
  message !== null &&
  (message as ChangeEnvelope).type === CHANGE_MESSAGE &&
  typeof (message as ChangeEnvelope).channel === "string" &&
  typeof (message as ChangeEnvelope).topic === "string";
/** How long the primary waits for its workers to finish their requests after SIGTERM before it ends them. */
const SHUTDOWN_LIMIT_MS = 15_000;
/** A worker that ends before it listens is replaced after a pause that doubles each time, up to this. */
const MAX_RESTART_DELAY_MS = 30_000;
/** Early ends in a row after which, with no worker left, the primary gives up (the port is taken, ...). */
const EARLY_EXITS_TOLERATED = 3;

/**
 * Why the processes could not share what they must (so one runs), or null. An in-memory database is one
 * per process; with Firestore, a session secret or VAPID keys left unset are generated per process
 * (there is no file beside a database to share them through), so sessions and pushes would work on one
 * process and fail on the other.
 */
export function unsharedSettings(env: Env): string | null {
  if (env.DATABASE_PATH === ":memory:") return "DATABASE_PATH=:memory: is a database per process";
  if (env.DATA_BACKEND === "firestore" && !(env.SESSION_SECRET && env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY))
    return "with Firestore, SESSION_SECRET, VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set for several processes";
  return null;
}

/**
 * How many server processes to run: WEB_CONCURRENCY (1–32) when set; one when the test-only pages are on
 * (they keep their state in the process: app/testing/*) or when the settings leave a secret or the
 * database to each process (`unsharedSettings`); else two, or one on a one-core machine. A value that is
 * not a whole number from 1 to 32 runs one process, whose start-up error screen names it
 * (app/env.server.ts checks the same variable).
 */
export function serverProcessCount(env: Env, cores = os.availableParallelism()): number {
  if (unsharedSettings(env)) return 1;
  const raw = env.WEB_CONCURRENCY;
  if (raw) return /^[1-9]\d?$/.test(raw.trim()) && Number(raw) <= 32 ? Number(raw) : 1;
  if (["1", "true", "yes"].includes(env.ENABLE_TEST_ROUTES ?? "")) return 1;
  return Math.min(2, cores);
}

/** A message to a process that may just have died: the failure is the exit, handled there. */
const ignoreClosed = () => {};

/**
 * A worker's side of the change relay, for the app (`startup`): its changes go to the primary, which
 * passes them on; the others' come back from it. Null outside a cluster's worker.
 */
export function workerChangeTransport(): ChangeTransport | null {
  if (!cluster.isWorker) return null;
  return {
    send({ channel, topic }) {
      // A primary that has just gone cannot relay; this process ends with it (cluster's disconnect).
      if (process.connected) process.send?.({ type: CHANGE_MESSAGE, channel, topic }, undefined, {}, () => {});
    },
    receive(deliver) {
      process.on("message", (message) => {
        if (isChangeEnvelope(message)) deliver({ channel: message.channel, topic: message.topic });
      });
    },
  };
}

/** Passes each worker's change messages on to every other worker (in the primary). */
function relayChanges() {
  cluster.on("message", (from, message) => {
    if (!isChangeEnvelope(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== from && worker.isConnected()) worker.send(message, ignoreClosed);
    }
  });
}

/**
 * The primary: `count` workers (each runs this process's script, and serves as it is not the primary),
 * replaced when one dies, all stopped on SIGINT/SIGTERM.
 */
export function runPrimary(count: number): void {
  const alive = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
  const listened = new Set<number>();
  let stopping = false;
  let earlyExits = 0;
  let grown = false;

  // A send to a worker that has just died fails with EPIPE on the worker object: its exit is handled below.
  cluster.on("fork", (worker) => worker.on("error", (error) => console.error(`[masar] server process: ${error}`)));

  // The first process starts alone: it applies the migrations, seeds the demo data and writes the
  // generated secrets beside the database; the others start once one listens and find all of it done.
  console.log(`[masar] Starting ${count} server processes (WEB_CONCURRENCY to change)`);
  cluster.fork();
  cluster.on("listening", (worker) => {
    listened.add(worker.id);
    earlyExits = 0;
    if (grown || stopping) return;
    grown = true;
    for (let i = alive().length; i < count; i++) cluster.fork();
  });

  relayChanges();

  cluster.on("exit", (worker, code, signal) => {
    const early = !listened.delete(worker.id);
    if (stopping) {
      if (alive().length === 0) process.exit(0);
      return;
    }
    console.error(`[masar] Server process ${worker.process.pid} ended (${signal ?? `code ${code}`})`);
    if (early) earlyExits++;
    if (earlyExits >= EARLY_EXITS_TOLERATED && alive().length === 0) {
      console.error(`[masar] ${earlyExits} server processes ended before they listened; stopping`);
      process.exit(1);
    }
    const delay = early ? Math.min(MAX_RESTART_DELAY_MS, 1_000 * 2 ** (earlyExits - 1)) : 0;
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, delay);
  });

  // Graceful shutdown reaches every worker: each stops accepting, finishes its in-flight requests
  // (http-server.ts) and exits; the primary exits when the last has. After the time limit it ends what
  // is left, with an exit code that says so. A repeated signal changes nothing: Ctrl-C under npm reaches
  // this process twice (from the terminal and from npm).
  const forceStop = () => {
    for (const worker of alive()) worker.process.kill("SIGKILL");
    process.exit(1);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log(`[masar] ${signal}: stopping ${alive().length} server processes`);
      for (const worker of alive()) worker.process.kill(signal as NodeJS.Signals);
      if (alive().length === 0) process.exit(0);
      setTimeout(forceStop, SHUTDOWN_LIMIT_MS).unref();
    });
  }
}
