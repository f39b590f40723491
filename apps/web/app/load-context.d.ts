import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    cspNonce?: string;
    /** The client IP (express req.ip, proxies on loopback trusted). */
    clientAddress?: string;
  }
}
