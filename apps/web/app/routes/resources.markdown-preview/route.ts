// The lesson editor's Markdown preview, rendered as students will see it.
import type { ActionFunctionArgs } from "@remix-run/node";
import { roleFlags } from "@masar/domain/user";
import { requireUser } from "#app/auth/session.server";
import { readFormData } from "#app/forms/submission.server";
import { jsonRefusal, postOnlyLoader, requirePost } from "#app/utils/http.server";
import { renderMarkdown } from "#app/utils/markdown.server";

/**
 * The lesson editor's preview: the Markdown rendered and sanitised exactly as students will see it, on
 * the server (the renderer never ships to the browser). Teachers and admins only.
 */
export async function action({ request }: ActionFunctionArgs) {
  requirePost(request);
  const user = await requireUser(request);
  const flags = roleFlags(user.profile.role);
  if (!flags.isTeacher && !flags.isAdmin) return jsonRefusal(request, 403, "error.forbidden");
  const markdown = (await readFormData(request)).get("body");
  const text = typeof markdown === "string" ? markdown.slice(0, 100_000) : "";
  return Response.json({ html: renderMarkdown(text) }, { headers: { "Cache-Control": "no-store" } });
}

export const loader = postOnlyLoader;
