// One process of Masar's production server (server.js starts one or several): Express serving the Remix
// build, with security headers, a same-origin check for form posts, and the start-up error screen when
// configuration or the database fail.
import crypto from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import express from "express";
import { admissionGate, busyLanguage } from "./admission.js";
import { compressResponses, staticAssets } from "./delivery.js";
import { visitorPageCache } from "./page-cache.js";
import { serverTiming } from "./server-timing.js";

process.env.NODE_ENV ??= "production";
const here = path.dirname(fileURLToPath(import.meta.url));
const build = await import("./build/server/index.js");
const { startup, renderStartupError, busyPage, busyText, refusalPage, refusalText, changeChannel } = build.entry.module;

const PAYMOB_CALLBACK = "/resources/paymob-callback";

// The server's own refusals (issue 11), in the reader's language: made once per language at start.
const refusals = Object.fromEntries(
  ["ar", "en"].map((language) => [
    language,
    Object.fromEntries(
      ["invalidRequest", "requestTooLarge", "crossSite"].map((why) => [
        why,
        { page: refusalPage(language, why), text: refusalText(language, why) },
      ]),
    ),
  ]),
);

/**
 * Answers `status` in the reader's language: `page(language)` to a page request, `text(language)` to a
 * single-fetch request or a post (the browser shows its own error screen or toast for those).
 */
function answerInLanguage(req, res, status, page, text) {
  const language = busyLanguage(req.headers.cookie);
  res.status(status).set({ "Cache-Control": "no-store", "Content-Language": language });
  const wantsPage = (req.method === "GET" || req.method === "HEAD") && !req.path.endsWith(".data");
  if (wantsPage) res.type("html").send(page(language));
  else res.type("text").send(text(language));
}

/** A server-level refusal (`refusals`) with its status. */
function refuse(req, res, status, why) {
  answerInLanguage(
    req,
    res,
    status,
    (language) => refusals[language][why].page,
    (language) => refusals[language][why].text,
  );
}

let failure = null;
let settings;
try {
  settings = await startup();
} catch (error) {
  failure = error;
  console.error("[masar] Start-up failed; every request will get the Application Error screen.");
  console.error(error);
}

const lenientPort = Number.parseInt(process.env.PORT ?? "", 10);
const port = settings?.port ?? (lenientPort > 0 && lenientPort < 65536 ? lenientPort : 3000);
const host = settings?.host ?? process.env.HOST ?? "127.0.0.1";
const production = process.env.NODE_ENV === "production";
const MAX_BODY_BYTES = 32 * 1024 * 1024;
const SHUTDOWN_GRACE_MS = 10_000;
let shuttingDown = false;

/** Paymob's origin when real keys are set (the local sandbox is same-origin and needs no exception). */
const paymobOrigin = (() => {
  if (!process.env.PAYMOB_SECRET_KEY) return null;
  try {
    return new URL(process.env.PAYMOB_BASE_URL || "https://accept.paymob.com").origin;
  } catch {
    return null;
  }
})();

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", "loopback");
// First, so a page's Server-Timing trailer counts from its arrival to its last compressed byte (decision 033).
app.use(serverTiming());

// Security headers on every response; a fresh nonce for the inline scripts of each page.
app.use((req, res, next) => {
  const nonce = crypto.randomBytes(16).toString("base64");
  res.locals.cspNonce = nonce;
  // A lesson's PDF is shown in a frame of the player (same origin); every other page is never framed.
  const framedBySelf = req.path.startsWith("/resources/lesson-file/");
  res.setHeader(
    "Content-Security-Policy",
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "media-src 'self' https:",
      "object-src 'none'",
      // Lesson PDFs, and external lesson videos through the privacy-enhanced players only (issue 13).
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
      "base-uri 'self'",
      // The payment page's form leaves for Paymob's checkout when real keys are configured.
      `form-action 'self'${paymobOrigin ? ` ${paymobOrigin}` : ""}`,
      framedBySelf ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
      "manifest-src 'self'",
      "worker-src 'self'",
    ].join("; "),
  );
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", framedBySelf ? "SAMEORIGIN" : "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  if (production) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  next();
});

// Compressed responses; precompressed build assets (delivery.js).
app.use(compressResponses());

const stylesheet = (() => {
  const css = build.assets?.routes?.root?.css?.[0];
  return css ? (css.startsWith("/") ? css : `/${css}`) : null;
})();

const assets = staticAssets(path.join(here, "build/client"));
if (failure) {
  app.use(assets);
  app.all("*", (req, res) => {
    const message = failure instanceof Error ? failure.message : String(failure);
    if (req.path === "/healthz") {
      res.status(503).json({ ok: false, status: "startup-failed" });
      return;
    }
    const request = new Request(`http://${req.headers.host ?? "localhost"}${req.originalUrl}`, {
      headers: { cookie: req.headers.cookie ?? "" },
    });
    res
      .status(503)
      .type("html")
      .setHeader("Cache-Control", "no-store")
      .send(renderStartupError(failure, request, stylesheet));
    console.error(`[masar] ${req.method} ${req.originalUrl} -> 503 (start-up failed: ${message.split("\n")[0]})`);
  });
} else {
  app.use(assets);

  // Robustness (issue 11): a declared body over the limit is refused before anything reads it (forms are
  // bounded again while they stream, app/forms/submission.server.ts); during shutdown every answer
  // closes its connection so keep-alive clients move on.
  app.use((req, res, next) => {
    if (shuttingDown) res.set("Connection", "close");
    // An answer sent before the body was read (a redirect, a 405, a 413) closes the connection: the
    // unread rest of the body would otherwise sit in front of the next request on it, which then fails.
    // A request without a body has nothing unread, though Node marks it complete only after the
    // 'request' event: a page answered at once (the page cache) must keep its connection (issue 19).
    const hasBody = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
    const writeHead = res.writeHead;
    res.writeHead = function (...args) {
      if (hasBody && !req.complete && !res.headersSent) res.setHeader("Connection", "close");
      return writeHead.apply(this, args);
    };
    // A path that starts with an encoded slash or backslash ("/%5c") reads as another host to the
    // router's URL parsing (it was a 500): it moves to the same path with a single leading slash.
    const path = req.originalUrl.split("?")[0];
    const leading = /^(?:\/|\\|%2f|%5c)+/i.exec(path)?.[0] ?? "/";
    if (leading !== "/") {
      const query = req.originalUrl.slice(path.length);
      res.redirect(301, `/${path.slice(leading.length)}${query}`);
      return;
    }
    if (Number(req.get("content-length")) > MAX_BODY_BYTES) {
      res.set("Connection", "close");
      refuse(req, res, 413, "requestTooLarge");
      return;
    }
    next();
  });

  // Cross-site form posts are refused: a state-changing request must come from this origin.
  // The gateway's server-to-server callback is exempt: it proves itself with its HMAC, not an origin.
  app.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    if (req.path === PAYMOB_CALLBACK) return next();
    const origin = req.get("origin");
    const site = req.get("sec-fetch-site");
    const expected = `${req.protocol}://${req.get("host")}`;
    if ((origin && origin !== expected && origin !== "null") || origin === "null" || site === "cross-site") {
      refuse(req, res, 403, "crossSite");
      return;
    }
    next();
  });

  // Test-only (ENABLE_TEST_ROUTES): each request runs with its cookie header in an AsyncLocalStorage
  // that app/testing/faults.server.ts reads, so an injected fault fails the asking request only. The
  // instance lives on globalThis because the Remix bundle is a separate module graph.
  const testRoutes = ["1", "true", "yes"].includes(process.env.ENABLE_TEST_ROUTES ?? "");
  if (testRoutes) {
    const { AsyncLocalStorage } = await import("node:async_hooks");
    const faults = (globalThis[Symbol.for("masar.testFaults")] ??= new AsyncLocalStorage());
    app.use((req, _res, next) => faults.run({ cookie: req.headers.cookie }, next));
  }

  // Page and data requests render a few at a time, the rest wait their turn (admission.js, decision 030).
  // In front of the page cache: a visitor's cached page takes its turn in arrival order too, so a queue
  // of signed-in renders is not left to carry all the waiting (decision 030 has the figures).
  const admission = settings.admission.concurrency === null ? null : admissionFor(settings.admission);
  if (admission) app.use(admission);
  // Test-only: /__test/hold reports the gate's counts (app/testing/hold.server.ts).
  if (admission && testRoutes) globalThis[Symbol.for("masar.admission")] = admission;

  // Visitors' pages rendered moments ago are answered again with a fresh nonce (page-cache.js);
  // PAGE_CACHE=0 turns it off. A change made here empties the other processes' caches too (decision 035).
  if (settings.pageCache) {
    const others = changeChannel("page-cache", () => pageCache.clear());
    const pageCache = visitorPageCache({
      ttlMs: settings.pageCache.ttlMs,
      changed: () => others.publish("clear"),
    });
    app.use(pageCache);
  }

  app.all(
    "*",
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV,
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce,
        clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
        // Remix strips ".data" before a loader sees the URL; a loader that answers with raw bytes needs
        // to know it is being asked through single fetch, which decodes the body itself.
        singleFetch: req.path.endsWith(".data"),
      }),
    }),
  );

  // An address Express cannot decode (broken percent-escapes, "/course/%E0%A4%A") fails in its param
  // decoding before the app sees it: a 400 in the reader's language and one log line, not Express's
  // English page and a stack trace.
  app.use((error, req, res, next) => {
    if (!(error instanceof URIError) || res.headersSent) return next(error);
    console.warn(`[masar] 400 ${req.method} ${JSON.stringify(req.originalUrl.slice(0, 200))}: ${error.message}`);
    refuse(req, res, 400, "invalidRequest");
  });
}

/** The admission gate with its 503 answer: the busy page in the visitor's language, made once at start. */
function admissionFor({ concurrency, queueLimit, waitTimeoutMs }) {
  const pages = { ar: busyPage("ar"), en: busyPage("en") };
  const texts = { ar: busyText("ar"), en: busyText("en") };
  // Refusals come in floods: one log line per burst, not one per request.
  let refused = { full: 0, timeout: 0 };
  let logTimer = null;
  const logRefusals = () => {
    logTimer = null;
    console.warn(
      `[masar] busy: ${refused.full} requests refused with the queue full, ${refused.timeout} after waiting ${waitTimeoutMs} ms (503)`,
    );
    refused = { full: 0, timeout: 0 };
  };
  return admissionGate({
    concurrency,
    queueLimit,
    waitTimeoutMs,
    refuse: (req, res, why) => {
      refused[why]++;
      logTimer ??= setTimeout(logRefusals, 5_000).unref();
      res.set("Retry-After", "5");
      answerInLanguage(
        req,
        res,
        503,
        (language) => pages[language](req.originalUrl),
        (language) => texts[language],
      );
    },
  });
}

const server = app.listen(port, host, () => {
  console.log(
    `[masar] Listening on http://${host === "127.0.0.1" ? "localhost" : host}:${port} (process ${process.pid})`,
  );
});
// A client that trickles its headers or body is cut off instead of holding a socket (slowloris);
// responses (the notification stream) are not limited by these.
server.headersTimeout = 15_000;
server.requestTimeout = 30_000;
server.keepAliveTimeout = 5_000;

// Graceful shutdown: stop accepting, let in-flight requests finish, close idle keep-alive sockets at
// once and every socket after the grace period (a long-lived stream would otherwise hold the exit).
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`[masar] ${signal}: finishing in-flight requests`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, SHUTDOWN_GRACE_MS).unref();
  });
}
