// Lesson files (videos, PDFs, downloads), after the same access check as the lesson.
import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { getSessionUser } from "#app/auth/session.server";
import { getFileStore } from "#app/files/index.server";
import { lessonFile } from "#app/services/player.server";
import { plainRefusal, readOnlyAction } from "#app/utils/http.server";
import { parseRange } from "#app/utils/http-range";

/**
 * A lesson's stored file (video, PDF, download), after the same access check as the lesson page:
 * enrolled students, the course's teacher and admins, and anyone for a preview lesson. Without access
 * the answer is 403 and no byte of the file. Videos seek through Range requests (206); PDFs open inline,
 * anything else downloads under a generated name.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  const viewer = user ? { uid: user.identity.uid, role: user.profile.role } : null;
  const file = await lessonFile(viewer, params.courseId ?? "", params.lessonId ?? "");
  // The player's PDF frame and a download link show the body: the reason in the reader's language.
  if (file.kind === "forbidden") return plainRefusal(request, 403, "error.forbidden");
  if (file.kind === "notFound") return plainRefusal(request, 404, "error.notFound");

  const inline = file.contentType === "application/pdf" || file.contentType.startsWith("video/");
  const name = `masar-lesson-${file.lesson.position + 1}.${file.extension}`;
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Accept-Ranges": "bytes",
    "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${name}"`,
    "X-Content-Type-Options": "nosniff",
    // Private to whoever was allowed; never transformed (compressed) on the way, which would break ranges.
    "Cache-Control": "private, no-cache, no-transform",
  });
  const range = parseRange(request.headers.get("Range"), file.size);
  if (range.kind === "invalid") {
    headers.set("Content-Range", `bytes */${file.size}`);
    return new Response(null, { status: 416, headers });
  }
  const store = await getFileStore();
  const whole = range.kind === "whole";
  const start = whole ? 0 : range.start;
  const end = whole ? file.size - 1 : range.end;
  headers.set("Content-Length", String(file.size === 0 ? 0 : end - start + 1));
  if (!whole) headers.set("Content-Range", `bytes ${start}-${end}/${file.size}`);
  const body =
    request.method === "HEAD" || file.size === 0
      ? null
      : createReadableStreamFromReadable(store.read(file.key, { start, end }));
  return new Response(body, { status: whole ? 200 : 206, headers });
}

export const action = readOnlyAction;
