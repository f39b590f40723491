// The server's own answers to requests the app never sees: each in the reader's language,
// and the guards that give them (an oversized body, an address that reads as another host, a
// cross-site post, an address Express cannot decode).
import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import { busyLanguage } from "./admission.js";

type Language = "ar" | "en";
/** Why the server itself refused a request: each has a page and a text in both languages. */
export type RefusalReason = "invalidRequest" | "requestTooLarge" | "crossSite" | "misdirected";
/** Answers a refused request with `status` and the reason's page or text in the reader's language. */
export type Refuse = (req: Request, res: Response, status: number, why: RefusalReason) => void;

/**
 * Answers `status` in the reader's language: `page(language)` to a page request, `text(language)` to a
 * single-fetch request or a post (the browser shows its own error screen or toast for those).
 */
export function answerInLanguage(
  req: Request,
  res: Response,
  status: number,
  page: (language: Language) => string,
  text: (language: Language) => string,
): void {
  const language = busyLanguage(req.headers.cookie);
  res.status(status).set({ "Cache-Control": "no-store", "Content-Language": language });
  const wantsPage = (req.method === "GET" || req.method === "HEAD") && !req.path.endsWith(".data");
  if (wantsPage) res.type("html").send(page(language));
  else res.type("text").send(text(language));
}

/**
 * `refuse(req, res, status, why)` for the server-level refusals, their pages and texts made once per
 * language at start by the app's `refusalPage` and `refusalText`.
 */
export function refusalsFrom({
  refusalPage,
  refusalText,
}: {
  refusalPage: (language: Language, why: RefusalReason) => string;
  refusalText: (language: Language, why: RefusalReason) => string;
}): Refuse {
  const reasons: RefusalReason[] = ["invalidRequest", "requestTooLarge", "crossSite", "misdirected"];
  const refusals = Object.fromEntries(
    (["ar", "en"] as const).map((language) => [
      language,
      Object.fromEntries(
        reasons.map((why) => [why, { page: refusalPage(language, why), text: refusalText(language, why) }]),
      ),
    ]),
  ) as Record<Language, Record<RefusalReason, { page: string; text: string }>>;
  return (req, res, status, why) =>
    answerInLanguage(
      req,
      res,
      status,
      (language) => refusals[language][why].page,
      (language) => refusals[language][why].text,
    );
}

/**
 * A declared body over `maxBodyBytes` is refused before anything reads it (forms are bounded again while
 * they stream, app/forms/submission.server.ts); during shutdown every answer closes its connection so
 * keep-alive clients move on.
 */
export function requestGuards({
  maxBodyBytes,
  shuttingDown,
  refuse,
}: {
  maxBodyBytes: number;
  shuttingDown: () => boolean;
  refuse: Refuse;
}): RequestHandler {
  return (req, res, next) => {
    if (shuttingDown()) res.set("Connection", "close");
    // An answer sent before the body was read (a redirect, a 405, a 413) closes the connection: the
    // unread rest of the body would otherwise sit in front of the next request on it, which then fails.
    // A request without a body has nothing unread, though Node marks it complete only after the
    // 'request' event: a page answered at once (the page cache) must keep its connection.
    const hasBody = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      if (hasBody && !req.complete && !res.headersSent) res.setHeader("Connection", "close");
      return writeHead.apply(this, args as never);
    } as Response["writeHead"];
    // A path that starts with an encoded slash or backslash ("/%5c") reads as another host to the
    // router's URL parsing (it was a 500): it moves to the same path with a single leading slash.
    const path = req.originalUrl.split("?")[0];
    const leading = /^(?:\/|\\|%2f|%5c)+/i.exec(path)?.[0] ?? "/";
    if (leading !== "/") {
      const query = req.originalUrl.slice(path.length);
      res.redirect(301, `/${path.slice(leading.length)}${query}`);
      return;
    }
    if (Number(req.get("content-length")) > maxBodyBytes) {
      res.set("Connection", "close");
      refuse(req, res, 413, "requestTooLarge");
      return;
    }
    next();
  };
}

/**
 * Cross-site form posts are refused: a state-changing request must come from this origin. `exempt` is a
 * path that proves itself otherwise (the gateway's server-to-server callback, by its HMAC).
 */
export function sameOriginPosts({ exempt, refuse }: { exempt: string; refuse: Refuse }): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    if (req.path === exempt) return next();
    const origin = req.get("origin");
    const site = req.get("sec-fetch-site");
    const expected = `${req.protocol}://${req.get("host")}`;
    if ((origin && origin !== expected && origin !== "null") || origin === "null" || site === "cross-site") {
      refuse(req, res, 403, "crossSite");
      return;
    }
    next();
  };
}

/**
 * An address Express cannot decode (broken percent-escapes, "/course/%E0%A4%A") fails in its param
 * decoding before the app sees it: a 400 in the reader's language and one log line, not Express's
 * English page and a stack trace. Express error middleware, last.
 */
export function undecodableAddresses(refuse: Refuse): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (!(error instanceof URIError) || res.headersSent) return next(error);
    console.warn(`[masar] 400 ${req.method} ${JSON.stringify(req.originalUrl.slice(0, 200))}: ${error.message}`);
    refuse(req, res, 400, "invalidRequest");
  };
}

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Requests for a host other than the configured origin's: a page is sent to the same path at
 * the configured origin, anything else is answered 421 (Misdirected Request) in the reader's language,
 * before any handler runs. Nothing the app builds comes from the Host header any more; this keeps a
 * foreign Host from reaching it at all. With no APP_URL (the demo, development) the configured origin is
 * the listening one, which every loopback name reaches on its port. /healthz answers every host, for
 * probes that address the process directly.
 */
export function configuredHost({
  origin,
  local,
  refuse,
}: {
  origin: string;
  local: boolean;
  refuse: Refuse;
}): RequestHandler {
  const expected = new URL(origin);
  const port = expected.port || (expected.protocol === "https:" ? "443" : "80");
  const accepts = (host: string) => {
    if (host === expected.host) return true;
    if (!local) return false;
    const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host);
    return match !== null && LOOPBACK_NAMES.has(match[1]) && (match[2] ?? "80") === port;
  };
  return (req, res, next) => {
    if (req.path === "/healthz" || accepts(String(req.headers.host ?? "").toLowerCase())) {
      next();
      return;
    }
    if (req.method === "GET" || req.method === "HEAD") {
      res.set("Cache-Control", "no-store").redirect(301, `${expected.origin}${req.originalUrl}`);
      return;
    }
    res.set("Connection", "close");
    refuse(req, res, 421, "misdirected");
  };
}
