import type http from "node:http";
import type { AddressInfo } from "node:net";
import type { Express } from "express";

/** An Express app listening on a free port of 127.0.0.1, for tests of the host's middleware. */
export async function listenLocally(app: Express): Promise<{ server: http.Server; base: string; close(): void }> {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    server,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}
