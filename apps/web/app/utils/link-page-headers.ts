import type { HeadersFunction } from "@remix-run/node";

/**
 * Headers of a page an e-mailed link opens (its address carries the link's token): no Referer leaves it,
 * not even the origin. Every page is answered no-store already (entry.server.tsx).
 */
export const linkPageHeaders: HeadersFunction = () => ({ "Referrer-Policy": "no-referrer" });
