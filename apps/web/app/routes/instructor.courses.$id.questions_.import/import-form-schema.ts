import { z } from "zod";

/** The formats the bank reads (the import service's ImportFormat). */
export const IMPORT_FORMATS = ["gift", "aiken"] as const;

/** The largest file (and pasted text) an import takes. */
export const MAX_IMPORT_BYTES = 1024 * 1024;

/**
 * The import form: the format, and the questions pasted (a file, if chosen, is read by the server in
 * their place). "preview" only parses; "commit" adds them when the text parses without an error.
 */
export const importFormSchema = z.object({
  intent: z.enum(["preview", "commit"]).catch("preview"),
  format: z.enum(IMPORT_FORMATS).default("gift"),
  text: z.string().max(MAX_IMPORT_BYTES).default(""),
});
