import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createPageI18n, getLocale } from "#app/i18n/i18next.server";
import { CoalescingStream } from "#app/utils/coalesce-stream.server";
import { NO_STORE } from "#app/utils/http.server";
import { languageCookieRepair } from "#app/utils/language-cookie.server";
import { NonceProvider } from "#app/utils/nonce";
import { RequestIdProvider, requestIdScript } from "#app/utils/request-id";
import { logRequestError, requestIdFor } from "#app/utils/request-log.server";

const ABORT_DELAY = 5_000;
/**
 * How long a page may take to stream before React gives up on it. The pages defer nothing, so what is
 * still streaming after the shell is the page's data (the catalogue's is large); on a saturated CPU it
 * can take seconds. Cutting it at ABORT_DELAY sent truncated pages with status 200 under load (the
 * bench's 200 users: ~3% of answers), so the render is only abandoned when truly stuck.
 */
const RENDER_ABORT_MS = 30_000;

// The host (server/) reaches the app through this one interface: start-up, and the pages it answers
// with itself.
export * as host from "#app/host.server";

/**
 * Headers every page and every single-fetch data response gets: each depends on the session (the root
 * loader reads it for the header's user menu), so no cache may keep one; a language cookie the server
 * cannot use is replaced, so the browser stops sending it.
 */
function sessionDependentHeaders(request: Request, headers: Headers) {
  headers.set("Cache-Control", NO_STORE);
  const repair = languageCookieRepair(request.headers.get("Cookie"));
  if (repair) headers.append("Set-Cookie", repair);
}

export function handleDataRequest(response: Response, { request }: { request: Request }) {
  // Redirects made with Response.redirect() have immutable headers: answer with a copy.
  const copy = new Response(response.body, response);
  sessionDependentHeaders(request, copy.headers);
  return copy;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  sessionDependentHeaders(request, responseHeaders);
  // A page that failed on the server shows the id its log line carries (handleError ran first).
  const requestId = responseStatusCode >= 500 ? requestIdFor(request) : null;
  if (requestId) responseHeaders.set("X-Request-Id", requestId);
  const locale = getLocale(request);
  // Only the messages the page's loaders sent, as the browser will have them: SSR and hydration agree.
  const instance = createPageI18n(locale, Object.values(remixContext.staticHandlerContext.loaderData ?? {}));
  const nonce = typeof loadContext.cspNonce === "string" ? loadContext.cspNonce : "";
  const readyEvent =
    isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode ? "onAllReady" : "onShellReady";

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const respond = () => {
      shellRendered = true;
      const body = new CoalescingStream();
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RequestIdProvider value={requestId}>
          <I18nextProvider i18n={instance}>
            <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
          </I18nextProvider>
        </RequestIdProvider>
      </NonceProvider>,
      {
        nonce,
        ...(requestId ? { bootstrapScriptContent: requestIdScript(requestId) } : {}),
        onShellReady() {
          if (readyEvent === "onShellReady") respond();
        },
        onAllReady() {
          clearTimeout(timer);
          if (readyEvent === "onAllReady") respond();
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, Remix catches the rejection and calls handleError; after it, only we see it.
          if (shellRendered) logRequestError(error, request);
        },
      },
    );
    // React starts rendering on a later tick, so the callbacks above never see `timer` uninitialised.
    const timer = setTimeout(abort, RENDER_ABORT_MS);
  });
}

/** Expected 4xx: one line. Anything else: the stack with the request id the error screen shows. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  logRequestError(error, request);
}
