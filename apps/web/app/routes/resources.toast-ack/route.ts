// Flash toasts: the page reports the toasts it has shown, so their cookies go.
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "@masar/domain/zod";
import { bodyProblemResponse, readSubmission } from "#app/forms/submission.server";
import { NO_STORE, postOnlyLoader, requirePost } from "#app/utils/http.server";
import { MAX_PENDING_TOASTS, TOAST_COOKIE_NAME } from "#app/utils/flash-toast";
import { clearToastHeader } from "#app/utils/toast.server";

const schema = z.object({
  // One name arrives as a single value, several as a list: always a list here.
  name: z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.string().regex(TOAST_COOKIE_NAME)).min(1).max(MAX_PENDING_TOASTS),
  ),
});

/**
 * The page has shown these flash toasts: their cookies go (decision 028). Open to visitors too (the
 * sign-out toast is a visitor's): it only ever removes cookies of the browser that asks, by exact name,
 * so a toast set meanwhile under another name stays. Cross-site posts are refused in the host (server/).
 */
export async function action({ request }: ActionFunctionArgs) {
  requirePost(request);
  const submission = await readSubmission(request, schema);
  if (submission.status !== "success") throw bodyProblemResponse(request, "broken");
  const headers = new Headers({ "Cache-Control": NO_STORE });
  for (const name of submission.value.name) headers.append("Set-Cookie", await clearToastHeader(name));
  return new Response(null, { status: 204, headers });
}

export const loader = postOnlyLoader;
