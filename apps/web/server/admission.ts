// Admission of page and data requests (decision 030). Node interleaves every
// request it has started: 200 pages begun at once share the one core like processor sharing, so a page
// that needs 6 ms of CPU finishes only after the others' slices, seconds later, while the cheap ones
// slip through. The gate lets only `concurrency` requests run at once and keeps the rest waiting in
// arrival order: each page then takes its own few milliseconds once it starts, and every request waits
// about as long as the queue in front of it — the same mean latency, a far shorter tail.
//
// The queue is bounded twice: beyond `queueLimit` waiting requests, and after `waitTimeoutMs` in it, a
// request is answered 503 with Retry-After and the localised "busy" page (`refuse`) instead of waiting
// without end. Requests that carry a body (form posts, uploads) are never queued nor refused: one whose
// body trickles in would hold its slot while the client types it out, and a submission must never be
// dropped for load. Long-lived or byte-serving routes (the notification stream, lesson files, covers)
// and the health check pass by too (`bypass`).
import { AsyncResource } from "node:async_hooks";
import type { NextFunction, Request, RequestHandler, Response } from "express";

export interface AdmissionGateOptions {
  /** How many requests run at once (at least 1). */
  concurrency: number;
  /** How many may wait beyond those; one more is refused at once. */
  queueLimit: number;
  /** How long one may wait before it is refused, in ms. */
  waitTimeoutMs: number;
  /** A running request's slot is taken back after this long at the latest, in ms (30,000). */
  holdLimitMs?: number;
  /** Answers a refused request ("full": the queue was full; "timeout": it waited too long). */
  refuse: (req: Request, res: Response, why: "full" | "timeout") => void;
  /** Requests that pass without waiting (bypassesAdmission). */
  bypass?: (req: Request) => boolean;
}

interface AdmissionStats {
  active: number;
  waiting: number;
  admitted: number;
  queued: number;
  refusedFull: number;
  refusedTimeout: number;
  abandoned: number;
}

export type AdmissionGate = RequestHandler & { stats(): AdmissionStats };

interface Waiting {
  req: Request;
  res: Response;
  next: NextFunction;
  done: boolean;
  timer: NodeJS.Timeout | null;
}

/** Paths that never wait: they stream for minutes, serve bytes without rendering, or report health. */
const BYPASS_PREFIXES = ["/resources/notification-stream", "/resources/lesson-file/", "/resources/course-cover/"];

/** Whether a request passes the gate without waiting (and without counting against it). */
export function bypassesAdmission(req: Pick<Request, "method" | "path">): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return true;
  const path = req.path;
  if (path === "/healthz") return true;
  // Build assets are served before the gate; a path with an extension that reaches it is a 404.
  return BYPASS_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * Express middleware admitting at most `concurrency` requests at once in arrival order.
 * A slot is given back when the response ends (not when the client has read it: a slow reader must not
 * hold the render slot), when the connection closes, or after `holdLimitMs` at the latest, so a stuck
 * request cannot block the site for good.
 */
export function admissionGate({
  concurrency,
  queueLimit,
  waitTimeoutMs,
  holdLimitMs = 30_000,
  refuse,
  bypass = bypassesAdmission,
}: AdmissionGateOptions): AdmissionGate {
  if (!(concurrency >= 1)) throw new RangeError("admissionGate: concurrency must be at least 1");
  let active = 0;
  /** Waiting requests, oldest first; `head` skips the ones already taken (cheaper than shift()). */
  let queue: (Waiting | undefined)[] = [];
  let head = 0;
  let waiting = 0;
  const counts = { admitted: 0, queued: 0, refusedFull: 0, refusedTimeout: 0, abandoned: 0 };

  const pump = () => {
    while (active < concurrency && waiting > 0) {
      const entry = queue[head];
      queue[head++] = undefined;
      if (head > 1024 && head * 2 > queue.length) {
        queue = queue.slice(head);
        head = 0;
      }
      if (!entry || entry.done) continue;
      waiting--;
      entry.done = true;
      clearTimeout(entry.timer ?? undefined);
      admit(entry.req, entry.res, entry.next);
    }
  };

  const admit = (req: Request, res: Response, next: NextFunction) => {
    active++;
    counts.admitted++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(holdTimer);
      active--;
      pump();
    };
    const holdTimer = setTimeout(release, holdLimitMs);
    holdTimer.unref?.();
    const end = res.end;
    res.end = function (this: Response, ...args: Parameters<Response["end"]>) {
      const result = end.apply(this, args as never);
      release();
      return result;
    } as Response["end"];
    res.once("close", release);
    next();
  };

  const middleware = ((req: Request, res: Response, next: NextFunction) => {
    if (bypass(req)) return next();
    if (active < concurrency && waiting === 0) return admit(req, res, next);
    if (waiting >= queueLimit) {
      counts.refusedFull++;
      return refuse(req, res, "full");
    }
    // Bound to this request's async context: it starts later, from whichever request frees the slot.
    const entry: Waiting = { req, res, next: AsyncResource.bind(next), done: false, timer: null };
    entry.timer = setTimeout(() => {
      if (entry.done) return;
      entry.done = true;
      waiting--;
      counts.refusedTimeout++;
      refuse(req, res, "timeout");
    }, waitTimeoutMs);
    entry.timer.unref?.();
    // A client that gives up while waiting leaves the queue: its turn would render for no one.
    res.once("close", () => {
      if (entry.done) return;
      entry.done = true;
      waiting--;
      counts.abandoned++;
      clearTimeout(entry.timer ?? undefined);
    });
    queue.push(entry);
    waiting++;
    counts.queued++;
  }) as AdmissionGate;

  middleware.stats = () => ({ active, waiting, ...counts });
  return middleware;
}

/** The language of the busy page: the language cookie's when it names one, Arabic otherwise. */
export function busyLanguage(cookieHeader: string | undefined | null): "ar" | "en" {
  const match = /(?:^|;\s*)appLanguage=(ar|en)(?:;|\s*$)/.exec(cookieHeader ?? "");
  return match ? (match[1] as "ar" | "en") : "ar";
}
