// Types for admission.js (plain ESM: server.js imports it without a build step).
import type { Request, RequestHandler, Response } from "express";

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

export interface AdmissionStats {
  active: number;
  waiting: number;
  admitted: number;
  queued: number;
  refusedFull: number;
  refusedTimeout: number;
  abandoned: number;
}

export type AdmissionGate = RequestHandler & { stats(): AdmissionStats };

export function bypassesAdmission(req: Pick<Request, "method" | "path">): boolean;
export function admissionGate(options: AdmissionGateOptions): AdmissionGate;
export function busyLanguage(cookieHeader: string | undefined | null): "ar" | "en";
