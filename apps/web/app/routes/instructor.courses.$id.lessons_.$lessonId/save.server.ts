import type { SubmissionResult } from "@conform-to/react";
import type { LessonKind } from "@masar/domain/course";
import { lessonFormSchema, MAX_DOCUMENT_BYTES, MAX_VIDEO_BYTES } from "@masar/domain/teaching-schema";
import type { PutOptions } from "#app/files/file-store";
import { getFileStore } from "#app/files/index.server";
import { readUploadForm, uploadProblemKey } from "#app/files/upload.server";
import type { FormMessages } from "#app/forms/messages";
import { parseForm } from "#app/forms/parse";
import { addLesson, updateLesson } from "#app/services/teaching/lessons.server";
import type { Actor } from "#app/auth/actor";

/** What each lesson kind may upload (decision 013): videos up to 500 MB, documents and archives up to 50 MB. */
function uploadOptions(kind: string | undefined): PutOptions | null {
  if ((kind as LessonKind) === "video") return { maxBytes: MAX_VIDEO_BYTES, accept: ["video"] };
  if ((kind as LessonKind) === "file") return { maxBytes: MAX_DOCUMENT_BYTES, accept: ["document", "archive"] };
  return null;
}

export type LessonSave =
  | { ok: true; lessonId: string; created: boolean; redirectTo: string }
  | { ok: false; status: 400 | 404; result: SubmissionResult<FormMessages> | null };

/**
 * Saves the lesson form (new when `lessonId` is "new"), after the route checked the actor may change the
 * course. The upload, if any, streams to the file store while the form is read (the file input comes
 * last, after the lesson's kind); a form that is then refused leaves no file behind.
 */
export async function saveLesson(
  request: Request,
  actor: Actor,
  courseId: string,
  lessonId: string,
): Promise<LessonSave> {
  const { formData, upload } = await readUploadForm(request, "file", (fields) => uploadOptions(fields.get("kind")));
  const stored = upload && "stored" in upload ? upload.stored.key : null;
  const drop = async () => {
    if (stored) await (await getFileStore()).delete(stored);
  };
  const submission = parseForm(formData, lessonFormSchema);
  if (submission.status !== "success") {
    await drop();
    return { ok: false, status: 400, result: submission.reply() };
  }
  if (upload && "rejected" in upload) {
    return {
      ok: false,
      status: 400,
      result: submission.reply({ fieldErrors: { file: [{ key: uploadProblemKey(upload.rejected) }] } }),
    };
  }
  const saved =
    lessonId === "new"
      ? await addLesson(actor, courseId, submission.value, stored)
      : await updateLesson(actor, courseId, lessonId, submission.value, stored);
  if (!saved.ok) {
    await drop();
    if (saved.reason !== "invalid") return { ok: false, status: 404, result: null };
    return {
      ok: false,
      status: 400,
      result: submission.reply({ fieldErrors: { [saved.problem.field]: [{ key: saved.problem.key }] } }),
    };
  }
  const created = lessonId === "new";
  // A new quiz lesson goes on to its quiz, where its questions are chosen; every other save, to the list.
  const redirectTo =
    created && saved.lesson.kind === "quiz"
      ? `/instructor/courses/${courseId}/quizzes/${saved.lesson.id}`
      : `/instructor/courses/${courseId}/lessons`;
  return { ok: true, lessonId: saved.lesson.id, created, redirectTo };
}
