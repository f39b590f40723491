import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";
import { validationMessage } from "@masar/domain/zod";
import { messagesFromIssues } from "./messages";

/** One parser for the browser and the server: the same schema, errors as structured messages. */
export function parseForm<Schema extends $ZodType>(formData: FormData | URLSearchParams, schema: Schema) {
  // The error map is also zod's global one (set by @masar/domain/zod); passing it here keeps a form's
  // messages keys even for a schema built from plain "zod".
  return parseWithZod(formData, { schema, formatError: messagesFromIssues, error: validationMessage });
}
