// Paymob's server-to-server transaction callback, which decides card payments.
import type { ActionFunctionArgs } from "@remix-run/node";
import { handleProcessedCallback } from "#app/services/payment-callback.server";
import { readBoundedBody } from "#app/utils/bounded-body.server";
import { NO_STORE, postOnlyLoader, requirePost } from "#app/utils/http.server";

/** Paymob's bodies are a few kilobytes; anything far larger is not Paymob. */
const MAX_BODY_BYTES = 64 * 1024;

export const loader = postOnlyLoader;

/**
 * Paymob's transaction processed callback (server to server, no session): the service verifies the
 * HMAC before reading anything. 401 bad signature, 404 unknown order, 200 once handled (Paymob retries
 * anything else).
 */
export async function action({ request }: ActionFunctionArgs) {
  requirePost(request);
  const headers = { "Cache-Control": NO_STORE };
  const bytes = await readBoundedBody(request, MAX_BODY_BYTES).catch(() => new Uint8Array());
  if (bytes === null) return Response.json({ outcome: "ignored" }, { status: 413, headers });
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(bytes).toString("utf8"));
  } catch {
    return Response.json({ outcome: "ignored" }, { status: 400, headers });
  }
  const answer = await handleProcessedCallback(body, new URL(request.url).searchParams.get("hmac"));
  return Response.json({ outcome: answer.outcome }, { status: answer.status, headers });
}
