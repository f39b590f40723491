import { getLocale } from "#app/i18n/i18next.server";
import { fixedT } from "#app/i18n/translate";

/** Responses that depend on who asks (the session, the language cookie) are never stored by a cache. */
export const NO_STORE = "no-store";

/**
 * 405 with the `Allow` header for a method a resource route does not take, and the localised words for
 * whoever reads the body. Thrown from the route's loader or action: Remix passes a thrown Response of a
 * resource route through untouched, and logs nothing for it.
 */
export function methodNotAllowed(request: Request, allow: readonly string[]): Response {
  return Response.json(
    { error: { key: "error.methodNotAllowed", message: fixedT(getLocale(request))("error.methodNotAllowed") } },
    { status: 405, headers: { Allow: allow.join(", "), "Cache-Control": NO_STORE } },
  );
}

/** The loader of a resource route that only takes POST: a GET (or HEAD) is a 405, not a 400 stack trace. */
export function postOnlyLoader({ request }: { request: Request }): never {
  throw methodNotAllowed(request, ["POST"]);
}

/** In a POST-only action: PUT, PATCH, DELETE and the rest are a 405. */
export function requirePost(request: Request): void {
  if (request.method !== "POST") throw methodNotAllowed(request, ["POST"]);
}

/** The action of a resource route that only reads (GET, HEAD): any other method is a 405. */
export function readOnlyAction({ request }: { request: Request }): never {
  throw methodNotAllowed(request, ["GET", "HEAD"]);
}

/**
 * A resource route's refusal in the reader's language. Files and feeds are opened by a browser tab or
 * a frame (the player's PDF, a download link, a receipt), so they get the sentence as plain text; the
 * routes that scripts call get it as `{ error: { key, message } }`, the shape of methodNotAllowed.
 */
export type RefusalKey = "error.notFound" | "error.forbidden" | "error.signInRequired" | "error.gone";

export function plainRefusal(request: Request, status: 401 | 403 | 404 | 410, key: RefusalKey): Response {
  return new Response(fixedT(getLocale(request))(key), {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": NO_STORE },
  });
}

export function jsonRefusal(request: Request, status: 401 | 403 | 404, key: RefusalKey): Response {
  return Response.json(
    { error: { key, message: fixedT(getLocale(request))(key) } },
    { status, headers: { "Cache-Control": NO_STORE } },
  );
}

const REFUSAL_BY_STATUS: Record<number, RefusalKey> = { 401: "error.signInRequired", 403: "error.forbidden" };

/**
 * Runs a page route's guard (requireCourseStaff, ...) inside a resource route. Those guards throw
 * `data()` for a page's error boundary; a resource route has none, and Remix answers a thrown `data()`
 * there with `{"message":"Unexpected Server Error"}` under the right status. Here it becomes a Response
 * with the guard's own localised error, or the status's sentence when the guard gave none.
 */
export async function resourceGuard<T>(request: Request, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (thrown) {
    if (!isThrownData(thrown)) throw thrown;
    const init = typeof thrown.init === "number" ? { status: thrown.init } : (thrown.init ?? {});
    const status = init.status ?? 500;
    if (thrown.data !== null && thrown.data !== undefined) {
      throw Response.json(thrown.data, { ...init, headers: { "Cache-Control": NO_STORE, ...init.headers } });
    }
    throw jsonRefusal(request, status as 401 | 403 | 404, REFUSAL_BY_STATUS[status] ?? "error.notFound");
  }
}

/** Remix's `data()` value (DataWithResponseInit), told by its brand: the class is not exported to apps. */
function isThrownData(value: unknown): value is { data: unknown; init: number | ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/**
 * A CSV export as a download, the one answer of every export (payments, learners, statistics): the
 * document comes from `csvTable`/`toCsv` (UTF-8 with a BOM, headed in the reader's language), private
 * to the person who asked and never sniffed into anything else.
 */
export function csvDownload(csv: string, filename: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": attachment(filename, filename),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * `Content-Disposition: attachment` for a download named in any language: `fallback` (ASCII, for old
 * clients) as `filename`, and the real name as RFC 5987's `filename*` (UTF-8, percent-encoded), which
 * every current browser prefers.
 */
export function attachment(filename: string, fallback: string): string {
  const ascii = fallback.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
