// A practice quiz's answer, saved by the quiz page's script on every change (the draft; checking posts the page's form).
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getSessionUser } from "#app/auth/session.server";
import { parseForm } from "#app/forms/parse";
import { readFormData } from "#app/forms/submission.server";
import { saveAnswer } from "#app/services/practice/attempts.server";
import { postOnlyLoader, requirePost } from "#app/utils/http.server";

const id = z.string().trim().min(1).max(200);
const draftSchema = z.object({
  courseId: id,
  lessonId: id,
  attemptId: id,
  questionId: id,
  option: z.array(z.string().max(40)).max(10).default([]),
  value: z.string().max(10).default(""),
  text: z.string().max(500).default(""),
});

export const loader = postOnlyLoader;

const STATUS = { notFound: 404, closed: 409, locked: 409, invalid: 400 } as const;

/**
 * Saves the signed-in student's draft answer to a question of her own open attempt: 204, or a JSON
 * refusal the page shows beside the question. Repeating a save is harmless (one answer per question).
 */
export async function action({ request }: ActionFunctionArgs) {
  requirePost(request);
  const headers = { "Cache-Control": "no-store" };
  const user = await getSessionUser(request);
  if (!user) return Response.json({ error: "signIn" }, { status: 401, headers });
  const submission = parseForm(await readFormData(request, { maxBytes: 8192 }), draftSchema);
  if (submission.status !== "success") return Response.json({ error: "invalid" }, { status: 400, headers });
  const { courseId, lessonId, attemptId, questionId, option, value, text } = submission.value;
  const saved = await saveAnswer(
    { uid: user.identity.uid, role: user.profile.role },
    { courseId, lessonId, attemptId, questionId },
    { options: option, value, text },
    false,
  );
  if (saved.kind === "saved") return new Response(null, { status: 204, headers });
  return Response.json({ error: saved.kind }, { status: STATUS[saved.kind], headers });
}
