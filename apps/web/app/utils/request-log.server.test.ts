import { describe, expect, it, vi } from "vitest";
import { logRequestError, requestIdFor } from "./request-log.server";

const request = (method = "GET", path = "/x") => new Request(`http://localhost${path}`, { method });

describe("logRequestError", () => {
  it("logs an expected 4xx as one line without a stack", () => {
    const log = vi.fn();
    // The shape Remix gives its own errors (a POST to a page without an action).
    const internal = {
      status: 405,
      statusText: "Method Not Allowed",
      internal: true,
      data: null,
      error: new Error('You made a POST request to "/about" but did not provide an `action`'),
    };
    expect(logRequestError(internal, request("POST", "/about"), log)).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]).toHaveLength(1);
    expect(log.mock.calls[0]![0]).toMatch(/^\[masar\] 405 POST \/about: You made a POST request/);
    expect(log.mock.calls[0]![0]).not.toMatch(/\n\s+at /);
  });

  it("logs a thrown 4xx Response as one line", () => {
    const log = vi.fn();
    logRequestError(new Response(null, { status: 415, statusText: "Unsupported Media Type" }), request("POST"), log);
    expect(log.mock.calls[0]).toEqual(["[masar] 415 POST /x: Unsupported Media Type"]);
  });

  it("logs an unexpected error with its stack and the request's id", () => {
    const log = vi.fn();
    const req = request();
    const error = new Error("database is locked");
    const id = logRequestError(error, req, log);
    expect(id).toBe(requestIdFor(req));
    expect(log).toHaveBeenCalledWith(`[masar] 500 GET /x request ${id}:`, error);
  });
});

describe("requestIdFor", () => {
  it("is stable for one request and differs between requests", () => {
    const a = request();
    expect(requestIdFor(a)).toBe(requestIdFor(a));
    expect(requestIdFor(a)).not.toBe(requestIdFor(request()));
  });
});
