import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { nodeOptionsOf, serverArgs } from "./server-command.mjs";

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/web");

describe("the bench's server command (decision 034)", () => {
  it("takes the Node options of the start script, and refuses a script that is not node server.js", () => {
    expect(nodeOptionsOf("node ./server.js")).toEqual([]);
    expect(nodeOptionsOf("node --max-semi-space-size=64 --enable-source-maps ./server.js")).toEqual([
      "--max-semi-space-size=64",
      "--enable-source-maps",
    ]);
    expect(() => nodeOptionsOf("tsx server.ts")).toThrow(/node/);
    expect(() => nodeOptionsOf("node --max-semi-space-size=64")).toThrow(/server\.js/);
  });

  it("starts the server with the young generation npm start gives it", () => {
    const args = serverArgs(web);
    expect(args.at(-1)).toBe("server.js");
    expect(args).toContainEqual(expect.stringMatching(/^--max-semi-space-size=\d+$/));
  });
});
