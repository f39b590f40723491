// Types for delivery.js (plain ESM: server.js imports it without a build step).
import type { RequestHandler, Router } from "express";

export function compressResponses(): RequestHandler;
export function staticAssets(clientDir: string): Router;
