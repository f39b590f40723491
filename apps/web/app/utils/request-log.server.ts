import { isRouteErrorResponse } from "@remix-run/react";
import { randomUUID } from "node:crypto";

const ids = new WeakMap<Request, string>();

/** One id per request, the same for handleError's log line and the error screen of that request. */
export function requestIdFor(request: Request): string {
  let id = ids.get(request);
  if (!id) {
    id = randomUUID().slice(0, 8);
    ids.set(request, id);
  }
  return id;
}

/** The status an error stands for: a route error response or a thrown Response keeps its own, anything else is 500. */
function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof Response) return error.status;
  return 500;
}

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const inner = (error as { error?: unknown }).error;
    return inner instanceof Error ? inner.message : error.statusText;
  }
  if (error instanceof Response) return error.statusText;
  return error instanceof Error ? error.message : String(error);
}

/**
 * How a failed request is logged: an expected 4xx (a wrong method, an unknown route, a bad body) is one
 * line, no stack; anything else is a 5xx with its stack and the request id the user sees on the error
 * screen. Returns the id when one was logged.
 */
export function logRequestError(error: unknown, request: Request, log = console.error): string | null {
  const status = statusOf(error);
  const where = `${request.method} ${new URL(request.url).pathname}`;
  if (status < 500) {
    log(`[masar] ${status} ${where}: ${describe(error).split("\n")[0]}`);
    return null;
  }
  const id = requestIdFor(request);
  log(`[masar] ${status} ${where} request ${id}:`, error);
  return id;
}
