import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { LocaleProvider } from "@masar/ui/locale-provider";
import { ErrorScreen } from "@masar/ui/error-screen";
import { directionOf } from "@masar/domain/locale";
import { getSessionSecret } from "#app/auth/secret.server";
import { startHeldPushes } from "#app/push/send-held.server";
import { getVapidKeys } from "#app/push/vapid.server";
import { getRepositories } from "#app/data/index.server";
import { startReminderScheduler } from "#app/services/reminders.server";
import { getConfig } from "#app/env.server";
import { createPageI18n, getLocale } from "#app/i18n/i18next.server";
import { fixedT } from "#app/i18n/translate";
import { CoalescingStream } from "#app/utils/coalesce-stream.server";
import { NO_STORE } from "#app/utils/http.server";
import { languageCookieRepair } from "#app/utils/language-cookie.server";
import { NonceProvider } from "#app/utils/nonce";
import { RequestIdProvider, requestIdScript } from "#app/utils/request-id";
import { logRequestError, requestIdFor } from "#app/utils/request-log.server";
import appStylesheet from "#app/styles/app.css?url";

const ABORT_DELAY = 5_000;
/**
 * How long a page may take to stream before React gives up on it. The pages defer nothing, so what is
 * still streaming after the shell is the page's data (the catalogue's is large); on a saturated CPU it
 * can take seconds. Cutting it at ABORT_DELAY sent truncated pages with status 200 under load (the
 * bench's 200 users: ~3% of answers), so the render is only abandoned when truly stuck.
 */
const RENDER_ABORT_MS = 30_000;

/**
 * Start-up work for server.js: parse the configuration and open (and on first start seed) the
 * database. It throws when either fails; server.js then answers every request with the start-up
 * error screen.
 */
export async function startup() {
  const config = getConfig();
  await getRepositories();
  // The generated secrets are written now, by the first server process, before the others start.
  getSessionSecret();
  getVapidKeys();
  // Pushes held back by quiet hours go out when the hours end, from every process (taken once each).
  startHeldPushes();
  // The calendar's reminders (issue 17): every process may run it; the store's log sends each once.
  startReminderScheduler();
  const { port, host, admission, pageCache, enableTestRoutes, appUrl, appUrlIsLocal } = config;
  return { port, host, admission, pageCache, enableTestRoutes, appUrl, appUrlIsLocal };
}

// http-server.js tells the cluster's other processes to empty their visitor page caches (decision 035).
export { changeChannel } from "#app/data/change-relay.server";

// http-server.js answers with these when the admission queue refuses a request (decision 030).
export { busyPage, busyText, refusalPage, refusalText } from "#app/utils/busy-page.server";

/** The "Application Error" page for a platform that could not start, in the visitor's language. */
export function renderStartupError(error: unknown, request: Request, stylesheet: string | null): string {
  const locale = getLocale(request);
  const message = error instanceof Error ? error.message : String(error);
  const url = new URL(request.url);
  const body = renderToStaticMarkup(
    <LocaleProvider locale={locale}>
      <ErrorScreen variant="startup" message={message} refreshHref={`${url.pathname}${url.search}`} />
    </LocaleProvider>,
  );
  const t = fixedT(locale);
  const dir = directionOf(locale);
  // server.js looks for the stylesheet in the build manifest, where the root's ?url import is not listed.
  stylesheet ??= appStylesheet;
  return `<!DOCTYPE html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t("app.title")}</title>${
    stylesheet ? `<link rel="stylesheet" href="${stylesheet}">` : ""
  }</head><body class="${dir}"><main>${body}</main></body></html>`;
}

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
