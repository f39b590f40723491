import type { $ZodType } from "zod/v4/core";
import { parseForm } from "./parse";

/** The posted form, or an empty one when the body is not a form (JSON, text, a broken multipart stream). */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

/**
 * Reads a form post and validates it with the form's schema. A body that is not a form validates as an
 * empty form: the action answers 400 with the localised field errors, never a 500.
 */
export async function readSubmission<Schema extends $ZodType>(request: Request, schema: Schema) {
  return parseForm(await readFormData(request), schema);
}
