import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { createSqliteRepositories } from "./index.server";

const here = path.dirname(fileURLToPath(import.meta.url));

it("a write acknowledged by the SQLite adapter survives kill -9 of its process", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masar-durable-"));
  const file = path.join(dir, "masar.db");
  const child = spawn(process.execPath, ["--import", "tsx", path.join(here, "durability-child.ts"), file], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const acknowledged: string[] = [];
  await new Promise<void>((resolve, reject) => {
    let buffer = "";
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`child exited early with ${code}`)));
    child.stdout.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split("\n");
      buffer = lines.pop()!;
      for (const line of lines) if (line.startsWith("ACK ")) acknowledged.push(line.slice(4));
      if (acknowledged.length >= 50) {
        child.removeAllListeners("exit");
        child.kill("SIGKILL");
        child.on("exit", () => resolve());
      }
    });
  });
  expect(child.signalCode).toBe("SIGKILL");

  const repos = createSqliteRepositories(file);
  const stored = new Set((await repos.notifications.listByUser("durable", { limit: 100_000 })).map((n) => n.id));
  await repos.close();
  fs.rmSync(dir, { recursive: true, force: true });
  expect(acknowledged.length).toBeGreaterThanOrEqual(50);
  for (const id of acknowledged) expect(stored.has(id), id).toBe(true);
}, 60_000);
