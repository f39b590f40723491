// Types for server-timing.js (plain ESM: server.js imports it without a build step).
import type { RequestHandler } from "express";

export function serverTiming(options?: { now?: () => bigint }): RequestHandler;
