import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A built server of a test's own: stopping or filling it leaves every other server alone. */
export interface OwnServer {
  process: ChildProcess;
  port: number;
  base: string;
  /** Its SQLite file. */
  databasePath: string;
  /** Everything the server has printed so far (stdout and stderr). */
  output: () => string;
  /** Kills it if it still runs and removes its database. */
  stop: () => void;
}

export async function freePort() {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts the built server (`build/host.js`) in production mode on a fresh database in a temporary directory and a
 * free port (or `port`), with `env` on top, and resolves once `/healthz` answers 200 (the end-to-end
 * specs' own servers and the request-level suite, tests/server/).
 */
export async function startOwnServer(name: string, env: Record<string, string> = {}, port?: number) {
  const chosen = port ?? (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `masar-${name}-`));
  const databasePath = path.join(dir, "masar.db");
  let output = "";
  const child = spawn(process.execPath, ["build/host.js"], {
    cwd: webRoot,
    env: {
      ...process.env,
      PORT: String(chosen),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      DATABASE_PATH: databasePath,
      // Its public origin is the address the tests use (payment redirects come back to it).
      APP_URL: `http://127.0.0.1:${chosen}`,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const base = `http://127.0.0.1:${chosen}`;
  // /healthz answers any Host; the rest only the configured origin's.
  const server: OwnServer = {
    process: child,
    port: chosen,
    base,
    databasePath,
    output: () => output,
    stop: () => {
      if (child.exitCode === null) child.kill("SIGKILL");
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  // Up when /healthz answers 200; an exit or a minute without it is a failure that says why.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server ${name} exited (${child.exitCode}):\n${output}`);
    const status = await fetch(`${base}/healthz`).then(
      (r) => r.status,
      () => null,
    );
    if (status === 200) return server;
    if (Date.now() > deadline) {
      server.stop();
      throw new Error(`server ${name} did not answer /healthz in 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
