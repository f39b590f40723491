import http from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import { describe, expect, it } from "vitest";
import { roundFrom, spreadOver } from "./load.mjs";

describe("the load scenario's users (decision 034)", () => {
  it("walk the same round, each from its own page", () => {
    expect(roundFrom(["a", "b", "c"], 0)).toEqual(["a", "b", "c"]);
    expect(roundFrom(["a", "b", "c"], 1)).toEqual(["b", "c", "a"]);
    expect(roundFrom(["a", "b", "c"], 5)).toEqual(["c", "a", "b"]);
  });

  it("start spread over the round when autocannon opens their connections", async () => {
    // Each connection's first request, by the connection's socket.
    const first = new Map<object, string>();
    const server = http.createServer((req, res) => {
      if (!first.has(req.socket)) first.set(req.socket, req.url ?? "");
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const requests = ["/a", "/b", "/c"].map((path) => ({ method: "GET" as const, path }));
    try {
      await autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: 3,
        amount: 30,
        workers: 0,
        requests,
        setupClient: spreadOver(requests),
      });
    } finally {
      server.close();
    }
    expect([...first.values()].sort()).toEqual(["/a", "/b", "/c"]);
  });
});
