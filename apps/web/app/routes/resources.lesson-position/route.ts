// The player's remembered video position, saved while a student watches.
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { videoSecondsSchema } from "@masar/domain/enrollment";
import { getSessionUser } from "#app/auth/session.server";
import { saveVideoPosition } from "#app/services/player.server";
import { readFormData } from "#app/forms/submission.server";
import { parseForm } from "#app/forms/parse";
import { postOnlyLoader, requirePost } from "#app/utils/http.server";

const positionSchema = z.object({
  courseId: z.string().min(1).max(200),
  lessonId: z.string().min(1).max(200),
  seconds: videoSecondsSchema,
});

export const loader = postOnlyLoader;

/**
 * The player's video position, saved every few seconds of play, on pause and when the page is left
 * (fetch with keepalive). Only the signed-in student's own enrolment is written (the session's user,
 * never an id from the form); anything else is refused without a trace.
 */
export async function action({ request }: ActionFunctionArgs) {
  requirePost(request);
  const user = await getSessionUser(request);
  const headers = { "Cache-Control": "no-store" };
  if (!user) return new Response(null, { status: 401, headers });
  const form = await readFormData(request, { maxBytes: 4096 });
  const submission = parseForm(form, positionSchema);
  if (submission.status !== "success") return new Response(null, { status: 400, headers });
  const { courseId, lessonId, seconds } = submission.value;
  const saved = await saveVideoPosition(
    { uid: user.identity.uid, role: user.profile.role },
    courseId,
    lessonId,
    seconds,
  );
  return new Response(null, { status: saved ? 204 : 403, headers });
}
