import http from "node:http";

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export interface RawRequest {
  port: number;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent with its Content-Length. */
  body?: string | Buffer;
  /** Sent chunked (no Content-Length), one write each, after `100 Continue` when `Expect` asks for it. */
  chunks?: Buffer[];
}

/**
 * One request over a real socket, with the Host and every header as given (fetch would not send a
 * foreign Host): what a probe or a gateway sends. Resolves with the answer, or rejects when the
 * connection ends without one.
 */
export function send({ port, method = "GET", path, headers = {}, body, chunks }: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // Framing said outright: Node sends a DELETE's body unframed otherwise.
    const framing =
      body !== undefined
        ? { "Content-Length": String(Buffer.byteLength(body)) }
        : chunks
          ? { "Transfer-Encoding": "chunked" }
          : {};
    const all = { ...framing, ...headers };
    const request = http.request({ host: "127.0.0.1", port, method, path, headers: all, agent: false }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (d: Buffer) => parts.push(d));
      res.on("end", () =>
        resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(parts).toString() }),
      );
      res.on("error", reject);
    });
    request.on("error", reject);
    const write = async () => {
      for (const chunk of chunks ?? []) {
        if (!request.write(chunk)) await new Promise((r) => request.once("drain", r));
      }
      request.end();
    };
    if (body !== undefined) request.end(body);
    else if (chunks && headers.Expect === "100-continue") request.once("continue", () => void write().catch(reject));
    else void write().catch(reject);
  });
}

/** The `name=value` pairs of an answer's Set-Cookie headers, as a Cookie header. */
export function cookiesOf(answer: RawAnswer): string {
  return (answer.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
}
