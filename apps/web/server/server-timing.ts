// Server-Timing for pages (decision 033): how long the server spent on a document, from the moment the request reached Express to its last byte, compressed.
//
// A header cannot carry that figure: the headers leave with the page's first bytes, while the page still
// streams. It goes out as an HTTP/1.1 trailer instead, after the last chunk. Clients that read trailers
// (Node's http, `npm run bench -- calendar`) get `render;dur=<ms>`; browsers ignore trailers. Responses
// sent whole with a Content-Length (a cached visitor page, an uncompressed `res.send`) cannot carry a
// trailer and go without it.
//
// Every other response (data, a saved answer's 204, a redirect) is answered when its head leaves: it
// carries `Server-Timing: app;dur=<ms>` as a header, the time from its arrival to its head — for these
// small answers nearly all of it. The bench reads it to tell the server's time from the time a
// response waited on a machine shared with the load generator.

import type { RequestHandler, Response } from "express";

/**
 * Express middleware; mount it first (before compression), so the `end` it wraps is the one the
 * compressor calls after writing the last compressed bytes. `now` is the clock in nanoseconds (tests
 * give their own).
 */
export function serverTiming({ now = process.hrtime.bigint }: { now?: () => bigint } = {}): RequestHandler {
  return (_req, res, next) => {
    const start = now();
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      if (!isDocument(res) && !res.hasHeader("Server-Timing")) {
        res.setHeader("Server-Timing", `app;dur=${(Number(now() - start) / 1e6).toFixed(1)}`);
      }
      return writeHead.apply(this, args as never);
    } as Response["writeHead"];
    const end = res.end;
    res.end = function (this: Response, ...args: Parameters<Response["end"]>) {
      // Chunked encoding is decided with the headers, which a streamed page has sent by now.
      if (res.headersSent && res.chunkedEncoding && isDocument(res)) {
        const ms = Number(now() - start) / 1e6;
        res.addTrailers({ "Server-Timing": `render;dur=${ms.toFixed(1)}` });
      }
      return end.apply(this, args as never);
    } as Response["end"];
    next();
  };
}

const isDocument = (res: Response) => /^text\/html/i.test(String(res.getHeader("Content-Type") ?? ""));
