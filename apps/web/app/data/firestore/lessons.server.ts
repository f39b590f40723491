import type { FirestoreDataConverter, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { localizedFromStored, type Lesson } from "@masar/domain/course";
import { lessonInputSchema } from "@masar/domain/course-schema";
import { isLessonOrder } from "@masar/domain/lesson-order";
import type { LessonRepository } from "../ports";
import { COLLECTIONS, type FirestoreContext } from "./context.server";
import { coursesOf } from "./courses.server";
import { forgetLesson, readLessonTraces } from "./enrollments.server";

/** A document of `courses/{courseId}/lessons`; the course id is the parent's. */
type LessonDoc = Omit<Lesson, "id" | "courseId">;

const lessonConverter: FirestoreDataConverter<Lesson, LessonDoc> = {
  toFirestore({ id: _id, courseId: _courseId, ...fields }: Lesson): LessonDoc {
    return fields;
  },
  fromFirestore(doc: QueryDocumentSnapshot): Lesson {
    const d = doc.data();
    return {
      id: doc.id,
      courseId: doc.ref.parent.parent?.id ?? "",
      position: d.position,
      title: { ar: d.title?.ar ?? "", en: d.title?.en ?? "" },
      section: d.section ? { ar: d.section.ar ?? "", en: d.section.en ?? "" } : null,
      kind: d.kind,
      ...contentAndBody(d.kind, d.content, d.body),
      durationMinutes: d.durationMinutes ?? 0,
      preview: d.preview === true,
    };
  },
};

/**
 * A lesson written before text lessons had a body in both languages kept its Markdown in `content`: read
 * as the body, under its script's language (as the SQLite migration files it), with no media.
 */
function contentAndBody(kind: unknown, content: unknown, body: unknown): Pick<Lesson, "content" | "body"> {
  const text = typeof content === "string" ? content : "";
  if (body === undefined && kind === "text") return { content: "", body: localizedFromStored(text) };
  return { content: text, body: localizedFromStored(body ?? null) };
}

export const lessonsOf = (ctx: FirestoreContext, courseId: string) =>
  ctx.db.collection(COLLECTIONS.courses).doc(courseId).collection(COLLECTIONS.lessons).withConverter(lessonConverter);

export function createLessonRepository(ctx: FirestoreContext): LessonRepository {
  const courses = coursesOf(ctx);
  const get = async (courseId: string, lessonId: string) =>
    (await lessonsOf(ctx, courseId).doc(lessonId).get()).data() ?? null;
  return {
    async listByCourse(courseId) {
      return (await lessonsOf(ctx, courseId).orderBy("position").get()).docs.map((d) => d.data());
    },
    get,
    async add(courseId, input) {
      const fields = lessonInputSchema.parse(input);
      const courseRef = courses.doc(courseId);
      const ref = lessonsOf(ctx, courseId).doc();
      const added = await ctx.db.runTransaction(async (tx) => {
        const course = (await tx.get(courseRef)).data();
        if (!course) return null;
        const lesson: Lesson = { ...fields, id: ref.id, courseId, position: course.lessonsCount };
        tx.create(ref, lesson);
        tx.update(courseRef, { lessonsCount: lesson.position + 1, updatedAt: ctx.now() });
        return lesson;
      });
      if (added) ctx.coursesChanged();
      return added;
    },
    async update(courseId, lessonId, patch) {
      const current = await get(courseId, lessonId);
      if (!current) return null;
      await lessonsOf(ctx, courseId)
        .doc(lessonId)
        .update(lessonInputSchema.parse({ ...current, ...patch }));
      return get(courseId, lessonId);
    },
    async remove(courseId, lessonId) {
      const removed = await ctx.db.runTransaction(async (tx) => {
        const all = (await tx.get(lessonsOf(ctx, courseId).orderBy("position"))).docs.map((d) => d.data());
        const target = all.find((l) => l.id === lessonId);
        if (!target) return false;
        // Every read comes before the first write: what else points at the lesson goes with it.
        const traces = await readLessonTraces(ctx, tx, courseId, lessonId);
        const lessons = lessonsOf(ctx, courseId);
        forgetLesson(tx, traces, lessonId);
        tx.delete(lessons.doc(lessonId));
        for (const l of all)
          if (l.position > target.position) tx.update(lessons.doc(l.id), { position: l.position - 1 });
        tx.update(courses.doc(courseId), { lessonsCount: all.length - 1, updatedAt: ctx.now() });
        return true;
      });
      if (removed) ctx.coursesChanged();
      return removed;
    },
    async reorder(courseId, lessonIds) {
      const lessons = lessonsOf(ctx, courseId);
      return ctx.db.runTransaction(async (tx) => {
        const current = (await tx.get(lessons.orderBy("position"))).docs.map((d) => d.id);
        if (!isLessonOrder(current, lessonIds)) return false;
        lessonIds.forEach((id, i) => tx.update(lessons.doc(id), { position: i }));
        return true;
      });
    },
  };
}
