import { randomUUID } from "node:crypto";
import { Readable, Transform } from "node:stream";
import { FileRejectedError, type PutOptions } from "./file-store";
import { SNIFF_BYTES, sniff, type FileType } from "./file-types";

/**
 * Reads just enough of an upload to recognise its type, then gives the whole upload back as one
 * stream (the head first): the key can be named before any byte is written, by either store.
 */
export async function recognise(
  source: Readable | AsyncIterable<Uint8Array>,
  options: PutOptions,
): Promise<{ key: string; type: FileType; body: Readable }> {
  const iterator = source[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let length = 0;
  while (length < SNIFF_BYTES) {
    const { value, done } = await iterator.next();
    if (done) break;
    const chunk = Buffer.from(value as Uint8Array);
    head.push(chunk);
    length += chunk.length;
  }
  const type = sniff(Buffer.concat(head));
  if (!type || !options.accept.includes(type.kind)) {
    await iterator.return?.();
    throw new FileRejectedError("type");
  }
  const rest = { [Symbol.asyncIterator]: () => iterator };
  async function* all() {
    yield* head;
    for await (const chunk of rest) yield Buffer.from(chunk as Uint8Array);
  }
  return { key: `${randomUUID()}.${type.extension}`, type, body: Readable.from(all()) };
}

/** Counts the bytes going through; fails the stream (FileRejectedError "size") past the limit. */
export function sizeLimit(maxBytes: number) {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) callback(new FileRejectedError("size"));
      else callback(null, chunk);
    },
  });
  return { counter, size: () => size };
}
