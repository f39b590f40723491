import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { nodeArgumentsOf, serverArgs, serverRssMb } from "./server-command.mjs";

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/web");

describe("the bench's server command (decision 034)", () => {
  it("takes the Node options and script of the start script, and refuses one that does not run the built host", () => {
    expect(nodeArgumentsOf("node ./build/host.js")).toEqual(["./build/host.js"]);
    expect(nodeArgumentsOf("node --max-semi-space-size=64 --enable-source-maps ./build/host.js")).toEqual([
      "--max-semi-space-size=64",
      "--enable-source-maps",
      "./build/host.js",
    ]);
    expect(() => nodeArgumentsOf("tsx server/index.ts")).toThrow(/node/);
    expect(() => nodeArgumentsOf("node --max-semi-space-size=64")).toThrow(/build\/host\.js/);
    expect(() => nodeArgumentsOf("node server/index.ts")).toThrow(/build\/host\.js/);
  });

  it("starts the server with the young generation npm start gives it", () => {
    const args = serverArgs(web);
    expect(args.at(-1)).toBe("./build/host.js");
    expect(args).toContainEqual(expect.stringMatching(/^--max-semi-space-size=\d+$/));
  });
});

describe("serverRssMb", () => {
  it("counts the processes under the server too (the cluster's workers)", async () => {
    const own = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync("/proc/self/status", "utf8"))![1]) / 1024;
    const alone = serverRssMb(process.pid);
    expect(alone).toBeGreaterThanOrEqual(own() * 0.9);
    // A child that holds 64 MiB: the figure grows by about that much.
    const child = spawn(process.execPath, [
      "-e",
      "globalThis.b = Buffer.alloc(64 * 1024 * 1024, 1); console.log('ready'); setInterval(() => {}, 1000)",
    ]);
    try {
      await new Promise((resolve) => child.stdout.once("data", resolve));
      expect(serverRssMb(process.pid) - alone).toBeGreaterThan(60);
    } finally {
      child.kill("SIGKILL");
    }
  });
});
