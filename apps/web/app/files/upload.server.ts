import {
  unstable_composeUploadHandlers,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import { bodyProblemResponse, readFormData } from "#app/forms/submission.server";
import { FileRejectedError, type PutOptions, type StoredFile } from "./file-store";
import { getFileStore } from "./index.server";

/** A file field's outcome: stored, refused (by content or size), or no file chosen. */
export type UploadOutcome = { stored: StoredFile } | { rejected: "type" | "size" } | null;

/** The text fields of a multipart form stay small; only the named file field streams to the store. */
const TEXT_PART_BYTES = 2 * 1024 * 1024;

/**
 * Reads a form that may carry one file. The file streams into the file store as it arrives (never
 * whole in memory), named by the store, typed by its content; the other fields are read as usual.
 * Which options apply can depend on an earlier field (`optionsFor` sees the fields read so far: put
 * the file input last in the form). A refused file is drained so the rest of the form is still read,
 * and reported instead of thrown, so the form can show it beside the field. A body that is no form is
 * readFormData's 4xx.
 */
export async function readUploadForm(
  request: Request,
  field: string,
  optionsFor: (fields: Map<string, string>) => PutOptions | null,
): Promise<{ formData: FormData; upload: UploadOutcome }> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    return { formData: await readFormData(request), upload: null };
  }
  const store = await getFileStore();
  const seen = new Map<string, string>();
  let upload: UploadOutcome = null;
  const memory = unstable_createMemoryUploadHandler({ maxPartSize: TEXT_PART_BYTES });
  const fileHandler = async ({
    name,
    filename,
    data,
  }: {
    name: string;
    filename?: string;
    data: AsyncIterable<Uint8Array>;
  }) => {
    if (name !== field) return undefined;
    const iterator = data[Symbol.asyncIterator]();
    // The store may stop reading early (a refused type); this source never closes the part for it.
    const source = {
      [Symbol.asyncIterator]: () => ({
        next: () => iterator.next(),
        return: async () => ({ done: true as const, value: undefined }),
      }),
    };
    const options = optionsFor(seen);
    try {
      // An empty file input still sends a part, with no file name and no bytes: no file chosen.
      if (!filename || !options) throw new FileRejectedError("type");
      upload = { stored: await store.put(source, options) };
    } catch (error) {
      if (!(error instanceof FileRejectedError)) throw error;
      if (filename) upload = { rejected: error.reason };
    }
    for (let next = await iterator.next(); !next.done; next = await iterator.next());
    return upload && "stored" in upload ? upload.stored.key : "";
  };
  const textHandler = async (part: Parameters<typeof memory>[0]) => {
    const value = await memory(part);
    if (typeof value === "string") seen.set(part.name, value);
    return value;
  };
  try {
    const formData = await unstable_parseMultipartFormData(
      request,
      unstable_composeUploadHandlers(fileHandler, textHandler),
    );
    formData.delete(field);
    return { formData, upload };
  } catch (error) {
    // A stored file whose form then broke belongs to nothing.
    const outcome = upload as UploadOutcome;
    if (outcome && "stored" in outcome) await store.delete(outcome.stored.key);
    if (error instanceof Response) throw error;
    console.error("[upload] unreadable form", error);
    throw bodyProblemResponse(request, "broken");
  }
}

/** The message key for a refused file. */
export function uploadProblemKey(reason: "type" | "size"): string {
  return reason === "type" ? "teaching.validation.fileType" : "teaching.validation.fileSize";
}
