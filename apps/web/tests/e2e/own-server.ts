import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "@playwright/test";

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** A built server of a spec's own: stopping or filling it leaves the suite's shared server alone. */
export interface OwnServer {
  process: ChildProcess;
  port: number;
  base: string;
  /** Everything the server has printed so far (stdout and stderr). */
  output: () => string;
  /** Kills it if it still runs and removes its database. */
  stop: () => void;
}

async function freePort() {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts `server.js` in production mode on a fresh database in a temporary directory and a free port
 * (or `port`), with `env` on top, and resolves once `/healthz` answers 200.
 */
export async function startOwnServer(name: string, env: Record<string, string> = {}, port?: number) {
  const chosen = port ?? (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `masar-${name}-`));
  let output = "";
  const child = spawn(process.execPath, ["server.js"], {
    cwd: webRoot,
    env: {
      ...process.env,
      PORT: String(chosen),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      DATABASE_PATH: path.join(dir, "masar.db"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const base = `http://127.0.0.1:${chosen}`;
  await expect
    .poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
  const server: OwnServer = {
    process: child,
    port: chosen,
    base,
    output: () => output,
    stop: () => {
      if (child.exitCode === null) child.kill("SIGKILL");
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return server;
}
