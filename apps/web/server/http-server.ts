// One process of Masar's production server (index.ts starts one or several): Express serving the Remix
// build behind the security headers (security-headers.ts), the request guards (request-guards.ts), the
// admission gate and the visitor page cache, or the start-up error screen when configuration or the
// database fail; and its graceful shutdown. It reaches the app only through the build's `host` interface
// (app/host.server.tsx).
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { createRequestHandler } from "@remix-run/express";
import express from "express";
import type * as AppHost from "#app/host.server";
import { admissionGate } from "./admission.js";
import { workerChangeTransport } from "./cluster.js";
import { compressResponses, staticAssets } from "./delivery.js";
import { visitorPageCache } from "./page-cache.js";
import {
  answerInLanguage,
  configuredHost,
  refusalsFrom,
  requestGuards,
  sameOriginPosts,
  undecodableAddresses,
} from "./request-guards.js";
import { paymobOriginOf, securityHeaders } from "./security-headers.js";
import { serverTiming } from "./server-timing.js";

const PAYMOB_CALLBACK = "/resources/paymob-callback";
const MAX_BODY_BYTES = 32 * 1024 * 1024;
const SHUTDOWN_GRACE_MS = 10_000;

/** Starts this process's HTTP server on the app's build (build/server beside the bundled host). */
export async function serve(): Promise<void> {
  process.env.NODE_ENV ??= "production";
  // The build runs this file bundled as build/host.js, beside the Remix build's server/ and client/.
  const buildDir = path.dirname(fileURLToPath(import.meta.url));
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const appHost = (build.entry.module as unknown as { host: typeof AppHost }).host;
  const { startup, renderStartupError, refusalPage, refusalText, changeChannel } = appHost;

  // The server's own refusals, in the reader's language: made once per language at start.
  const refuse = refusalsFrom({ refusalPage, refusalText });

  let failure: unknown = null;
  let settings: AppHost.HostSettings | undefined;
  try {
    settings = await startup({ changes: workerChangeTransport() });
  } catch (error) {
    failure = error;
    console.error("[masar] Start-up failed; every request will get the Application Error screen.");
    console.error(error);
  }

  const lenientPort = Number.parseInt(process.env.PORT ?? "", 10);
  const port = settings?.port ?? (lenientPort > 0 && lenientPort < 65536 ? lenientPort : 3000);
  const host = settings?.host ?? process.env.HOST ?? "127.0.0.1";
  const production = process.env.NODE_ENV === "production";
  let shuttingDown = false;

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  // First, so a page's Server-Timing trailer counts from its arrival to its last compressed byte (decision 033).
  app.use(serverTiming());

  // Security headers on every response; a fresh nonce for the inline scripts of each page.
  app.use(securityHeaders({ production, paymobOrigin: paymobOriginOf(process.env) }));

  // Compressed responses; precompressed build assets (delivery.ts).
  app.use(compressResponses());

  const stylesheet = (() => {
    const css = build.assets?.routes?.root?.css?.[0];
    return css ? (css.startsWith("/") ? css : `/${css}`) : null;
  })();

  const assets = staticAssets(path.join(buildDir, "client"));
  if (failure || !settings) {
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
    // Only the configured origin is answered, before any handler, the build's files included:
    // another Host is sent there (pages) or refused with 421 in the reader's language.
    app.use(configuredHost({ origin: settings.appUrl, local: settings.appUrlIsLocal, refuse }));

    app.use(assets);

    // Bodies over the limit, addresses that read as another host; keep-alive connections closed where an
    // unread body or the shutdown asks for it (request-guards.ts).
    app.use(requestGuards({ maxBodyBytes: MAX_BODY_BYTES, shuttingDown: () => shuttingDown, refuse }));

    // Cross-site form posts are refused; the gateway's callback proves itself with its HMAC instead.
    app.use(sameOriginPosts({ exempt: PAYMOB_CALLBACK, refuse }));

    // Test-only (ENABLE_TEST_ROUTES): each request runs with its cookie header in an AsyncLocalStorage
    // that app/testing/faults.server.ts reads, so an injected fault fails the asking request only. The
    // instance lives on globalThis because the Remix bundle is a separate module graph.
    const testRoutes = settings.enableTestRoutes;
    if (testRoutes) {
      const { AsyncLocalStorage } = await import("node:async_hooks");
      const shared = globalThis as unknown as Record<symbol, unknown>;
      const faults = (shared[Symbol.for("masar.testFaults")] ??= new AsyncLocalStorage()) as InstanceType<
        typeof AsyncLocalStorage
      >;
      app.use((req, _res, next) => faults.run({ cookie: req.headers.cookie }, next));
    }

    // Page and data requests render a few at a time, the rest wait their turn (admission.ts, decision 030).
    // In front of the page cache: a visitor's cached page takes its turn in arrival order too, so a queue
    // of signed-in renders is not left to carry all the waiting (decision 030 has the figures).
    const { concurrency, queueLimit, waitTimeoutMs } = settings.admission;
    const admission = concurrency === null ? null : admissionFor(appHost, { concurrency, queueLimit, waitTimeoutMs });
    if (admission) app.use(admission);
    // Test-only: /__test/hold reports the gate's counts (app/testing/hold.server.ts).
    if (admission && testRoutes)
      (globalThis as unknown as Record<symbol, unknown>)[Symbol.for("masar.admission")] = admission;

    // Visitors' pages rendered moments ago are answered again with a fresh nonce (page-cache.ts);
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

    // An address Express cannot decode: a 400 in the reader's language, not Express's English page.
    app.use(undecodableAddresses(refuse));
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
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
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
}

/** The admission gate with its 503 answer: the busy page in the visitor's language, made once at start. */
function admissionFor(
  { busyPage, busyText }: typeof AppHost,
  { concurrency, queueLimit, waitTimeoutMs }: { concurrency: number; queueLimit: number; waitTimeoutMs: number },
) {
  const pages = { ar: busyPage("ar"), en: busyPage("en") };
  const texts = { ar: busyText("ar"), en: busyText("en") };
  // Refusals come in floods: one log line per burst, not one per request.
  let refused = { full: 0, timeout: 0 };
  let logTimer: NodeJS.Timeout | null = null;
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
