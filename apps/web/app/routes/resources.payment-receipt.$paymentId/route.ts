import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { getSessionUser } from "#app/auth/session.server";
import { getFileStore } from "#app/files/index.server";
import { receiptFileOf } from "#app/services/payment-admin.server";
import { readOnlyAction } from "#app/utils/http.server";

/**
 * A transfer's uploaded receipt (image or PDF), for its student and admins only; anyone else gets the
 * same 404 as for a payment that does not exist, so ids reveal nothing.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  const plain = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
  if (!user) return new Response("Unauthorized", { status: 401, headers: plain });
  const key = await receiptFileOf({ uid: user.identity.uid, role: user.profile.role }, params.paymentId ?? "");
  const store = await getFileStore();
  const stat = key ? await store.stat(key) : null;
  if (!key || !stat) return new Response("Not Found", { status: 404, headers: plain });
  return new Response(request.method === "HEAD" ? null : createReadableStreamFromReadable(store.read(key)), {
    headers: {
      "Content-Type": stat.type.contentType,
      "Content-Length": String(stat.size),
      "Content-Disposition": `inline; filename="receipt.${stat.type.extension}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}

export const action = readOnlyAction;
