// Browser push: this browser's push subscription stored or removed.
import type { ActionFunctionArgs } from "@remix-run/node";
import { getSessionUser } from "#app/auth/session.server";
import { getLocale } from "#app/i18n/i18next.server";
import { fixedT } from "#app/i18n/translate";
import { subscribeToPush, unsubscribeFromPush } from "#app/services/push-subscriptions.server";
import { readBoundedBody } from "#app/utils/bounded-body.server";
import { NO_STORE, methodNotAllowed } from "#app/utils/http.server";

const ALLOW = ["POST", "DELETE"];
/** A subscription is a few hundred bytes; anything much larger is not one. */
const MAX_BODY_BYTES = 8 * 1024;

const reply = (body: object, status: number) => Response.json(body, { status, headers: { "Cache-Control": NO_STORE } });

/** The JSON body, or the status that refuses it (415 not JSON, 413 too large, 400 malformed). */
async function readJson(request: Request): Promise<{ body: unknown } | { status: number }> {
  if (!/^application\/json\b/i.test(request.headers.get("Content-Type") ?? "")) return { status: 415 };
  let bytes: Uint8Array | null;
  try {
    bytes = await readBoundedBody(request, MAX_BODY_BYTES);
  } catch {
    return { status: 400 };
  }
  if (bytes === null) return { status: 413 };
  try {
    return { body: JSON.parse(Buffer.from(bytes).toString("utf8")) };
  } catch {
    return { status: 400 };
  }
}

/**
 * POST /resources/push-subscription (the browser's PushSubscription.toJSON()) stores this browser's
 * subscription; DELETE with `{endpoint}` removes it. Always the signed-in user's own (visitors: 401).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (!ALLOW.includes(request.method)) throw methodNotAllowed(request, ALLOW);
  const user = await getSessionUser(request);
  if (!user) return reply({ ok: false, error: "unauthorized" }, 401);
  const locale = getLocale(request);
  const read = await readJson(request);
  if ("status" in read) {
    const key = read.status === 413 ? "error.requestTooLarge" : "error.invalidRequest";
    return reply({ ok: false, error: "invalid", message: fixedT(locale)(key) }, read.status);
  }
  const result =
    request.method === "POST"
      ? await subscribeToPush(user.identity.uid, read.body, locale)
      : await unsubscribeFromPush(user.identity.uid, read.body);
  if (result.ok) return reply(result, request.method === "POST" ? 201 : 200);
  const status = result.error === "notFound" ? 404 : 400;
  return reply({ ...result, message: fixedT(locale)(`pushErrors.${result.error}`) }, status);
}

export function loader({ request }: { request: Request }): never {
  throw methodNotAllowed(request, ALLOW);
}
