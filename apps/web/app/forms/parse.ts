import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";
import { messagesFromIssues } from "./messages";

/** One parser for the browser and the server: the same schema, errors as structured messages. */
export function parseForm<Schema extends $ZodType>(formData: FormData | URLSearchParams, schema: Schema) {
  return parseWithZod(formData, { schema, formatError: messagesFromIssues });
}
