// The lesson editor's Markdown preview, rendered as students will see it.
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { roleFlags } from "@masar/domain/user";
import { requireUser } from "#app/auth/session.server";
import { readSubmission } from "#app/forms/submission.server";
import { jsonRefusal, postOnlyLoader, requirePost } from "#app/utils/http.server";
import { renderMarkdown } from "#app/utils/markdown.server";

// Nothing to refuse: an empty or missing body previews as nothing, a longer one as its first 100,000 characters.
const previewFormSchema = z.object({
  body: z.unknown().transform((body) => (typeof body === "string" ? body.slice(0, 100_000) : "")),
});

/**
 * The lesson editor's preview: the Markdown rendered and sanitised exactly as students will see it, on
 * the server (the renderer never ships to the browser). Teachers and admins only.
 */
export async function action({ request }: ActionFunctionArgs) {
  requirePost(request);
  const user = await requireUser(request);
  const flags = roleFlags(user.profile.role);
  if (!flags.isTeacher && !flags.isAdmin) return jsonRefusal(request, 403, "error.forbidden");
  const submission = await readSubmission(request, previewFormSchema);
  const text = submission.status === "success" ? submission.value.body : "";
  return Response.json({ html: renderMarkdown(text) }, { headers: { "Cache-Control": "no-store" } });
}

export const loader = postOnlyLoader;
