import type { Readable } from "node:stream";
import type { FileType } from "./file-types";

/** A stored file: the generated key, its size and the type its content was recognised as. */
export interface StoredFile {
  key: string;
  size: number;
  type: FileType;
}

export interface PutOptions {
  /** Refuse (storing nothing) past this many bytes. */
  maxBytes: number;
  /** The kinds of file accepted; anything else is refused by content. */
  accept: readonly FileType["kind"][];
}

/** An inclusive byte range, already checked against the file's size. */
interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where lesson files live (ARCHITECTURE.md, Files). Keys are generated (`<uuid>.<ext>`), never taken
 * from an upload; bytes stream in and out, never held whole in memory.
 */
export interface FileStore {
  /** Streams the bytes in; throws FileRejectedError (type or size) leaving nothing behind. */
  put(source: Readable | AsyncIterable<Uint8Array>, options: PutOptions): Promise<StoredFile>;
  /** Size and type of a stored file; null when the key is unknown or not a generated key. */
  stat(key: string): Promise<{ size: number; type: FileType } | null>;
  /** The file's bytes, or the given range of them. */
  read(key: string, range?: ByteRange): Readable;
  /** False when there was nothing to delete. */
  delete(key: string): Promise<boolean>;
}

export class FileRejectedError extends Error {
  override name = "FileRejectedError";
  constructor(public readonly reason: "type" | "size") {
    super(reason === "type" ? "This type of file is not accepted" : "The file is too large");
  }
}
