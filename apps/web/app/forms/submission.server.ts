import type { $ZodType } from "zod/v4/core";
import { getLocale } from "#app/i18n/i18next.server";
import { fixedT } from "#app/i18n/translate";
import { readBoundedBody } from "#app/utils/bounded-body.server";
import { parseForm } from "./parse";

/**
 * The largest form body an action reads. The longest text a form sends (a lesson's 100,000 characters,
 * Arabic, percent-encoded) stays under it; file uploads stream through their own parser and limit.
 */
export const FORM_MAX_BYTES = 2 * 1024 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export type BodyProblem = "unsupported" | "broken" | "tooLarge";
const STATUS: Record<BodyProblem, number> = { unsupported: 415, broken: 400, tooLarge: 413 };
const MESSAGE: Record<BodyProblem, string> = {
  unsupported: "error.invalidRequest",
  broken: "error.invalidRequest",
  tooLarge: "error.requestTooLarge",
};

/**
 * The 4xx answer for a body an action cannot read: JSON with the localised message, so both the page's
 * error boundary (document posts) and a fetcher show words, not a status line. Thrown, not returned:
 * every action that reads its form is covered without handling it.
 */
export function bodyProblemResponse(request: Request, problem: BodyProblem): Response {
  const key = MESSAGE[problem];
  return Response.json(
    { error: { key, message: fixedT(getLocale(request))(key) } },
    { status: STATUS[problem], headers: { "Cache-Control": "no-store" } },
  );
}

/**
 * The posted form. Anything an action cannot read as a form is a 4xx Response thrown at the caller:
 * a body that is not a form (JSON, text, XML, no Content-Type) → 415, a broken form (truncated
 * multipart, a stream that fails) → 400, more than `maxBytes` → 413. Never a 500. An empty form is a
 * form: the schema answers it with field errors.
 */
export async function readFormData(request: Request, { maxBytes = FORM_MAX_BYTES } = {}): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  const mediaType = type.split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(mediaType)) throw bodyProblemResponse(request, "unsupported");
  let body: Uint8Array<ArrayBuffer> | null;
  try {
    body = await readBoundedBody(request, maxBytes);
  } catch {
    throw bodyProblemResponse(request, "broken");
  }
  if (body === null) throw bodyProblemResponse(request, "tooLarge");
  try {
    return await new Response(body, { headers: { "Content-Type": type } }).formData();
  } catch {
    throw bodyProblemResponse(request, "broken");
  }
}

/**
 * Reads a form post and validates it with the form's schema: field errors are the schema's (the
 * action answers 400 with them); a body that is no form at all is readFormData's 4xx.
 */
export async function readSubmission<Schema extends $ZodType>(request: Request, schema: Schema) {
  return parseForm(await readFormData(request), schema);
}
