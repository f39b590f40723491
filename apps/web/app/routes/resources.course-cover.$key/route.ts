import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { STORED_KEY } from "@masar/domain/lesson-media";
import { getFileStore } from "#app/files/index.server";
import { readOnlyAction } from "#app/utils/http.server";

/**
 * A course's cover image, public like the catalogue that shows it. Only stored images are served (a
 * lesson's files, which may be paid content, are never images and never come through here); keys are
 * generated UUIDs, and a new cover gets a new key, so the bytes under a key never change.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const key = params.key ?? "";
  const store = await getFileStore();
  const stat = STORED_KEY.test(key) ? await store.stat(key) : null;
  if (!stat || stat.type.kind !== "image") {
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(createReadableStreamFromReadable(store.read(key)), {
    headers: {
      "Content-Type": stat.type.contentType,
      "Content-Length": String(stat.size),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}

export const action = readOnlyAction;
