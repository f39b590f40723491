/**
 * A request body read up to a limit (forms, the push subscription's JSON). Over the limit, the answer
 * must still reach the client (decision 036): cancelling the body's stream destroys the socket under it, so
 * the 413 was never written (an empty reply, or a reset after `100 Continue`). Instead the rest is read
 * and dropped, up to DRAIN_MAX_BYTES, before the caller answers, whether its length was declared or it
 * came chunked; a body longer still is left unread and its connection closed after the answer
 * (server/request-guards.ts marks it `Connection: close`).
 */
const DRAIN_MAX_BYTES = 32 * 1024 * 1024;

/** The body's bytes, or null when it is longer than `limit` (declared or streamed). */
export async function readBoundedBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  // A declared length past what is drained is refused unread (server/request-guards.ts refuses it earlier);
  // under that, the body is read to its end like a chunked one: answered before the client has sent
  // it all, the connection's close would reach a client still writing as a reset.
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > DRAIN_MAX_BYTES) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        while (size <= DRAIN_MAX_BYTES) {
          const next = await reader.read();
          if (next.done) break;
          size += next.value.byteLength;
        }
        return null;
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
