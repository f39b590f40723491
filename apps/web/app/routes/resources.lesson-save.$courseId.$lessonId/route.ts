// The lesson editor's save with a file, sent by script so the upload shows its progress.
import type { ActionFunctionArgs } from "@remix-run/node";
import { requireCourseStaff } from "#app/auth/course-staff.server";
import { saveLesson } from "#app/routes/instructor.courses.$id.lessons_.$lessonId/save.server";
import { postOnlyLoader, requirePost, resourceGuard } from "#app/utils/http.server";
import { toastHeader } from "#app/utils/toast.server";

/**
 * The lesson form sent by script when it carries a file, so the page can show the upload's progress
 * (XMLHttpRequest's upload events): the same checks and the same save as the editor's own action, with
 * the outcome as JSON instead of a page. The editor's action stays the way without JavaScript.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  requirePost(request);
  const { actor, course } = await resourceGuard(request, () => requireCourseStaff(request, params.courseId!));
  const saved = await saveLesson(request, actor, course.id, params.lessonId!);
  if (!saved.ok) return Response.json({ ok: false, result: saved.result }, { status: saved.status });
  const key = saved.created ? "teaching.lessons.added" : "teaching.lessons.saved";
  return Response.json(
    { ok: true, redirectTo: saved.redirectTo },
    { headers: { "Set-Cookie": await toastHeader({ type: "success", key }) } },
  );
}

export const loader = postOnlyLoader;
