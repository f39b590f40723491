import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { COURSE_STATUSES } from "@masar/domain/course";
import { courseFormSchema, MAX_COVER_BYTES } from "@masar/domain/teaching-schema";
import type { Actor } from "#app/auth/actor";
import type { Course } from "@masar/domain/course";
import { readFormData } from "#app/forms/submission.server";
import { parseForm } from "#app/forms/parse";
import { getFileStore } from "#app/files/index.server";
import { readUploadForm, uploadProblemKey } from "#app/files/upload.server";
import { changeCourseStatus, setCourseCover, updateCourseDetails } from "#app/services/teaching/courses.server";
import { COVER_PATH, toCover } from "#app/services/teaching/covers.server";
import { FileRejectedError } from "#app/files/file-store";
import { toastHeader } from "#app/utils/toast.server";

const toast = async (type: "success" | "error", key: string) => ({
  headers: { "Set-Cookie": await toastHeader({ type, key }) },
});

/** The status buttons: draft, published or archived; anything else is an invalid choice. */
const statusFormSchema = z.object({
  intent: z.literal("status"),
  status: z.enum(COURSE_STATUSES, { error: "validation.invalidChoice" }),
});

/** A cover that no course shows any more goes from the store. */
async function forgetCover(image: string) {
  if (!image.startsWith(COVER_PATH)) return;
  await (await getFileStore()).delete(image.slice(COVER_PATH.length)).catch(() => false);
}

/**
 * The details page's posts, after the route checked the actor may change this course: the details
 * form, a status change, a cover upload (multipart, streamed and checked by content) or its removal.
 */
export async function detailsAction(request: Request, actor: Actor, course: Course) {
  const here = `/instructor/courses/${course.id}`;
  const type = request.headers.get("Content-Type") ?? "";
  if (type.toLowerCase().startsWith("multipart/form-data")) {
    const { upload } = await readUploadForm(request, "cover", () => ({ maxBytes: MAX_COVER_BYTES, accept: ["image"] }));
    if (!upload) return data({ cover: { key: "teaching.validation.fileRequired" } }, { status: 400 });
    if ("rejected" in upload) return data({ cover: { key: uploadProblemKey(upload.rejected) } }, { status: 400 });
    let cover;
    try {
      cover = await toCover(upload.stored);
    } catch (error) {
      if (!(error instanceof FileRejectedError)) throw error;
      return data({ cover: { key: uploadProblemKey(error.reason) } }, { status: 400 });
    }
    const changed = await setCourseCover(actor, course.id, `${COVER_PATH}${cover.key}`);
    if (!changed.ok) {
      await forgetCover(`${COVER_PATH}${cover.key}`);
      throw data(null, { status: 404 });
    }
    await forgetCover(course.image);
    return redirect(here, await toast("success", "teaching.cover.updated"));
  }
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (intent === "cover-reset") {
    await setCourseCover(actor, course.id, "");
    await forgetCover(course.image);
    return redirect(here, await toast("success", "teaching.cover.removed"));
  }
  if (intent === "status") {
    const submission = parseForm(formData, statusFormSchema);
    if (submission.status !== "success") {
      return data({ status: { key: "validation.invalidChoice" }, result: submission.reply() }, { status: 400 });
    }
    const { status } = submission.value;
    const changed = await changeCourseStatus(actor, course.id, status);
    if (!changed.ok && changed.reason === "noLessons")
      return data({ status: { key: "teaching.publishing.needsLesson" } }, { status: 400 });
    if (!changed.ok) throw data(null, { status: 404 });
    const key = { draft: "nowDraft", published: "nowPublished", archived: "nowArchived" }[status];
    return redirect(here, await toast("success", `teaching.publishing.${key}`));
  }
  const submission = parseForm(formData, courseFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const updated = await updateCourseDetails(actor, course.id, submission.value);
  if (!updated.ok && updated.reason === "invalid") {
    return data(
      { result: submission.reply({ fieldErrors: { [updated.field]: [{ key: updated.key }] } }) },
      { status: 400 },
    );
  }
  if (!updated.ok) throw data(null, { status: 404 });
  return redirect(here, await toast("success", "teaching.course.saved"));
}
