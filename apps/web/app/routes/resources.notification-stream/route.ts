// Live notifications: the signed-in user's notifications as Server-Sent Events.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLocale } from "@masar/domain/locale";
import { getSessionUser } from "#app/auth/session.server";
import { getLocale } from "#app/i18n/i18next.server";
import { openNotificationStream } from "#app/services/notification-stream.server";
import { NO_STORE, methodNotAllowed, readOnlyAction } from "#app/utils/http.server";

const SSE_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform: the compression middleware leaves the stream alone, so events are not held back.
  "Cache-Control": "no-cache, no-transform",
  Connection: "keep-alive",
  "X-Accel-Buffering": "no",
};

/**
 * GET /resources/notification-stream[?lang=ar|en]: the signed-in user's notifications as Server-Sent
 * Events (app/services/notification-stream.server.ts) for a client that accepts text/event-stream.
 * Visitors get a 401, not the login page, because
 * an EventSource cannot follow a sign-in; a user with too many open streams gets a 429.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (request.method !== "GET" && request.method !== "HEAD") throw methodNotAllowed(request, ["GET", "HEAD"]);
  const user = await getSessionUser(request);
  if (!user) return Response.json({ error: "unauthorized" }, { status: 401, headers: { "Cache-Control": NO_STORE } });
  // Only an event-stream client gets the endless answer (EventSource always asks for it); anything else,
  // a link followed or a fetch, gets a 406 at once instead of a response that never ends.
  if (!/\btext\/event-stream\b/.test(request.headers.get("Accept") ?? "")) {
    return Response.json({ error: "not acceptable" }, { status: 406, headers: { "Cache-Control": NO_STORE } });
  }
  if (request.method === "HEAD") return new Response(null, { headers: SSE_HEADERS });
  const lang = new URL(request.url).searchParams.get("lang");
  const locale = isLocale(lang) ? lang : getLocale(request);
  let stream: ReadableStream<Uint8Array> | null;
  try {
    stream = await openNotificationStream(user.identity.uid, locale, {
      lastEventId: request.headers.get("Last-Event-ID"),
      signal: request.signal,
    });
  } catch (error) {
    console.error("[notifications] live stream failed", error);
    return Response.json({ error: "unavailable" }, { status: 503, headers: { "Cache-Control": NO_STORE } });
  }
  if (!stream) {
    return Response.json(
      { error: "too many streams" },
      { status: 429, headers: { "Cache-Control": NO_STORE, "Retry-After": "30" } },
    );
  }
  const headers = new Headers(SSE_HEADERS);
  if (user.refreshedCookie) headers.set("Set-Cookie", user.refreshedCookie);
  return new Response(stream, { headers });
}

export const action = readOnlyAction;
