// A manual transfer's uploaded receipt, for its student and admins.
import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { getSessionUser } from "#app/auth/session.server";
import { getFileStore } from "#app/files/index.server";
import { receiptFileOf } from "#app/services/payment-admin.server";
import { plainRefusal, readOnlyAction } from "#app/utils/http.server";

/**
 * A transfer's uploaded receipt (image or PDF), for its student and admins only; anyone else gets the
 * same 404 as for a payment that does not exist, so ids reveal nothing.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  if (!user) return plainRefusal(request, 401, "error.signInRequired");
  const key = await receiptFileOf({ uid: user.identity.uid, role: user.profile.role }, params.paymentId ?? "");
  const store = await getFileStore();
  const stat = key ? await store.stat(key) : null;
  if (!key || !stat) return plainRefusal(request, 404, "error.notFound");
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
