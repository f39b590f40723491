import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    cspNonce?: string;
    /** The client IP (express req.ip, proxies on loopback trusted). */
    clientAddress?: string;
    /** True for a single-fetch `.data` request (Remix strips the suffix before loaders see the URL). */
    singleFetch?: boolean;
  }
}
