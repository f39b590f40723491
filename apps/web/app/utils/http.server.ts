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
