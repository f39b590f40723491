import { localize, LOCALES, type Locale } from "@masar/domain/locale";
import type { Course, Lesson } from "@masar/domain/course";
import type { LessonInput } from "@masar/domain/course-schema";
import { lessonMedia, STORED_PREFIX } from "@masar/domain/lesson-media";
import type { NotificationTexts } from "@masar/domain/notification";
import type { LessonForm } from "@masar/domain/teaching-schema";
import { getRepositories } from "#app/repositories.server";
import { getFileStore } from "#app/files/index.server";
import { fixedT } from "#app/i18n/translate";
import { removeLesson } from "#app/services/course-status.server";
import { notify } from "#app/services/notify.server";
import { DEFAULT_QUIZ_SETTINGS } from "@masar/domain/practice/quiz";
import { courseForStaff } from "#app/auth/course-staff.server";
import type { Actor } from "#app/auth/actor";

/** Why a lesson form cannot be saved, as a field and a message key. */
interface LessonProblem {
  field: "link" | "file";
  key: string;
}

export type LessonChange =
  | { ok: true; lesson: Lesson }
  | { ok: false; reason: "missing" | "forbidden" }
  | { ok: false; reason: "invalid"; problem: LessonProblem };

/**
 * The lesson's stored media from the form (a text lesson's Markdown is its body, kept apart): for a
 * video, the upload (`store:<key>`) else a YouTube/Vimeo link; for a file, the upload. Editing without a
 * new upload keeps the lesson's current media when it is of the same kind.
 */
function lessonContent(
  form: LessonForm,
  upload: string | null,
  current: Pick<Lesson, "kind" | "content"> | null,
): { ok: true; content: string } | { ok: false; problem: LessonProblem } {
  // A quiz lesson's questions are its quiz's (the quiz has the lesson's id): no content of its own.
  if (form.kind === "text" || form.kind === "quiz") return { ok: true, content: "" };
  if (upload) return { ok: true, content: `${STORED_PREFIX}${upload}` };
  if (form.kind === "video" && form.link !== "") {
    const media = lessonMedia(form.link);
    return media && media.type !== "stored"
      ? { ok: true, content: form.link }
      : { ok: false, problem: { field: "link", key: "teaching.validation.videoLink" } };
  }
  if (current && current.kind === form.kind && lessonMedia(current.content))
    return { ok: true, content: current.content };
  return form.kind === "video"
    ? { ok: false, problem: { field: "link", key: "teaching.validation.videoRequired" } }
    : { ok: false, problem: { field: "file", key: "teaching.validation.fileRequired" } };
}

const inputOf = (form: LessonForm, content: string): LessonInput => ({
  title: form.title,
  section: form.section,
  kind: form.kind,
  content,
  // Only a text lesson keeps a body (a lesson changed to a video drops the text it had).
  body: form.kind === "text" ? form.body : { ar: "", en: "" },
  durationMinutes: form.durationMinutes,
  preview: form.preview,
});

/** A stored file no lesson points at any more goes from the store (a failure only leaves a stray file). */
async function forgetStored(content: string | undefined) {
  const media = content ? lessonMedia(content) : null;
  if (media?.type !== "stored") return;
  await (await getFileStore())
    .delete(media.key)
    .catch((error: unknown) => console.error("[teaching] file delete", error));
}

/** A quiz lesson without a quiz gets the default one, so students can start it before the teacher tunes it. */
async function ensureQuiz(courseId: string, lesson: Lesson) {
  if (lesson.kind !== "quiz") return;
  const quizzes = (await getRepositories()).quizzes;
  if (!(await quizzes.get(courseId, lesson.id))) await quizzes.put(courseId, lesson.id, DEFAULT_QUIZ_SETTINGS);
}

/**
 * Appends a lesson (a quiz lesson with its default quiz). In a published course its enrolled students are
 * told (spec section 3's data.courseId).
 */
export async function addLesson(
  actor: Actor,
  courseId: string,
  form: LessonForm,
  upload: string | null,
): Promise<LessonChange> {
  const found = await courseForStaff(actor, courseId);
  if (!found.ok) return found;
  const content = lessonContent(form, upload, null);
  if (!content.ok) return { ok: false, reason: "invalid", problem: content.problem };
  const lesson = await (await getRepositories()).lessons.add(courseId, inputOf(form, content.content));
  if (!lesson) return { ok: false, reason: "missing" };
  await ensureQuiz(courseId, lesson);
  if (found.course.status === "published") await tellLearners(found.course, lesson);
  return { ok: true, lesson };
}

export async function updateLesson(
  actor: Actor,
  courseId: string,
  lessonId: string,
  form: LessonForm,
  upload: string | null,
): Promise<LessonChange> {
  const found = await courseForStaff(actor, courseId);
  if (!found.ok) return found;
  const repos = await getRepositories();
  const current = await repos.lessons.get(courseId, lessonId);
  if (!current) return { ok: false, reason: "missing" };
  const content = lessonContent(form, upload, current);
  if (!content.ok) return { ok: false, reason: "invalid", problem: content.problem };
  const lesson = await repos.lessons.update(courseId, lessonId, inputOf(form, content.content));
  if (!lesson) return { ok: false, reason: "missing" };
  await ensureQuiz(courseId, lesson);
  if (current.content !== lesson.content) await forgetStored(current.content);
  return { ok: true, lesson };
}

export type LessonRemoval =
  | { ok: true }
  | { ok: false; reason: "missing" | "forbidden" }
  | { ok: false; reason: "lastLesson"; key: string };

/**
 * Removes a lesson (not the last one of a published course), its stored file and its quiz (the attempts at
 * it stay, as their frozen question versions do).
 */
export async function deleteLesson(actor: Actor, courseId: string, lessonId: string): Promise<LessonRemoval> {
  const found = await courseForStaff(actor, courseId);
  if (!found.ok) return found;
  const repos = await getRepositories();
  const lesson = await repos.lessons.get(courseId, lessonId);
  if (!lesson) return { ok: false, reason: "missing" };
  const removed = await removeLesson(repos, courseId, lessonId);
  if (removed.ok) {
    await forgetStored(lesson.content);
    await repos.quizzes.remove(courseId, lessonId);
  }
  return removed;
}

export type ReorderResult = { ok: true } | { ok: false; reason: "missing" | "forbidden" | "stale" };

/** Puts the lessons in the given order; "stale" when the list is not exactly the course's lessons. */
export async function reorderLessons(actor: Actor, courseId: string, lessonIds: string[]): Promise<ReorderResult> {
  const found = await courseForStaff(actor, courseId);
  if (!found.ok) return found;
  return (await (await getRepositories()).lessons.reorder(courseId, lessonIds))
    ? { ok: true }
    : { ok: false, reason: "stale" };
}

/** Moves one lesson a place earlier or later (the keyboard alternative to dragging). */
export async function moveLesson(
  actor: Actor,
  courseId: string,
  lessonId: string,
  direction: "up" | "down",
): Promise<ReorderResult> {
  const found = await courseForStaff(actor, courseId);
  if (!found.ok) return found;
  const repos = await getRepositories();
  const ids = (await repos.lessons.listByCourse(courseId)).map((l) => l.id);
  const from = ids.indexOf(lessonId);
  if (from < 0) return { ok: false, reason: "missing" };
  const to = direction === "up" ? from - 1 : from + 1;
  if (to < 0 || to >= ids.length) return { ok: true };
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return (await repos.lessons.reorder(courseId, ids)) ? { ok: true } : { ok: false, reason: "stale" };
}

/** "New lesson in …" in both languages, each with the titles in that language. */
function newLessonTexts(course: Pick<Course, "title">, lesson: Pick<Lesson, "title">): NotificationTexts {
  const texts: NotificationTexts = {};
  for (const locale of LOCALES as readonly Locale[]) {
    const t = fixedT(locale);
    texts[locale] = {
      title: t("teaching.notify.newLessonTitle", { course: localize(course.title, locale) }),
      body: t("teaching.notify.newLessonBody", { lesson: localize(lesson.title, locale) }),
    };
  }
  return texts;
}

/**
 * Tells every enrolled student of the course. A failed notification is logged, never undoing the lesson
 * the teacher saved (spec section 8: messaging failures are only logged).
 */
async function tellLearners(course: Course, lesson: Lesson) {
  const enrollments = await (await getRepositories()).enrollments.listByCourse(course.id);
  const localized = newLessonTexts(course, lesson);
  for (const { userId } of enrollments) {
    await notify({
      userId,
      localized,
      kind: "lessons",
      type: "lesson",
      data: { courseId: course.id, lessonId: lesson.id },
    }).catch((error: unknown) => console.error("[teaching] new-lesson notification failed", error));
  }
}

/** A course's lessons in order, for its staff (the caller holds the course from `requireCourseStaff`). */
export async function lessonsOf(course: Pick<Course, "id">): Promise<Lesson[]> {
  return (await getRepositories()).lessons.listByCourse(course.id);
}

/** One lesson of a course, for its staff; null when the course has no such lesson. */
export async function lessonOf(course: Pick<Course, "id">, lessonId: string): Promise<Lesson | null> {
  return (await getRepositories()).lessons.get(course.id, lessonId);
}
