// Course cover images: a published course's for anyone, a draft's for its teacher and admins.
import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { STORED_KEY } from "@masar/domain/lesson-media";
import { getSessionUser } from "#app/auth/session.server";
import { getFileStore } from "#app/files/index.server";
import { coverAccess } from "#app/services/teaching/covers.server";
import { plainRefusal, readOnlyAction } from "#app/utils/http.server";

/**
 * A course's cover image. Only a key some course shows as its cover is served (decision 021): a
 * published course's to anyone, public and immutable (a new cover gets a new key); a draft's only to its
 * teacher and admins, never cached by others. Any other stored file (a lesson's, a payment receipt,
 * even an image) is a 404, as is an unknown key.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const key = params.key ?? "";
  const notFound = () => plainRefusal(request, 404, "error.notFound");
  if (!STORED_KEY.test(key)) return notFound();
  const user = await getSessionUser(request);
  const access = await coverAccess(key, user && { uid: user.identity.uid, role: user.profile.role });
  if (!access) return notFound();
  const store = await getFileStore();
  const stat = await store.stat(key);
  if (!stat || stat.type.kind !== "image") return notFound();
  return new Response(createReadableStreamFromReadable(store.read(key)), {
    headers: {
      "Content-Type": stat.type.contentType,
      "Content-Length": String(stat.size),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": access === "public" ? "public, max-age=31536000, immutable" : "private, no-cache",
    },
  });
}

export const action = readOnlyAction;
