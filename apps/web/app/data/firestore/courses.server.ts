import type {
  DocumentData,
  DocumentReference,
  FirestoreDataConverter,
  Query,
  QueryDocumentSnapshot,
  QuerySnapshot,
} from "firebase-admin/firestore";
import { localizedFromStored, tagsFromStored, type Course } from "@masar/domain/course";
import { courseInputSchema } from "@masar/domain/course-schema";
import type { CourseRepository } from "../ports";
import { catalogueSnapshot } from "./catalogue-snapshot.server";
import { dateOf, type FirestoreContext } from "./context.server";
import { attemptsOf } from "./attempts.server";
import { lessonsOf } from "./lessons.server";
import { questionsOf, versionRefsOf } from "./questions.server";
import { quizzesOf } from "./quizzes.server";
import { reviewCardsOf } from "./reviews.server";

/** A document of `courses` (its lessons are a subcollection). */
type CourseDoc = Omit<Course, "id">;

const courseConverter: FirestoreDataConverter<Course, CourseDoc> = {
  toFirestore: ({ id: _id, ...fields }: Course): CourseDoc => fields,
  fromFirestore(doc: QueryDocumentSnapshot): Course {
    const d = doc.data();
    return {
      id: doc.id,
      title: { ar: d.title?.ar ?? "", en: d.title?.en ?? "" },
      description: { ar: d.description?.ar ?? "", en: d.description?.en ?? "" },
      instructorId: d.instructorId,
      // Written before names had two scripts: one string, read under its script's side.
      instructor: localizedFromStored(d.instructor),
      faculty: d.faculty,
      level: d.level,
      category: d.category,
      image: d.image ?? "",
      // Courses written before tags had two languages hold plain strings: read both shapes.
      tags: tagsFromStored(d.tags),
      price: typeof d.price === "number" ? d.price : 0,
      status: d.status,
      // The spec lets a course carry `lessons` instead of `lessonsCount`.
      lessonsCount:
        typeof d.lessonsCount === "number" ? d.lessonsCount : Array.isArray(d.lessons) ? d.lessons.length : 0,
      createdAt: dateOf(d.createdAt),
      updatedAt: dateOf(d.updatedAt),
    };
  },
};

export const coursesOf = (ctx: FirestoreContext) => ctx.collection("courses", courseConverter);

type Read = <A, D extends DocumentData>(query: Query<A, D>) => Promise<QuerySnapshot<A, D>>;

/**
 * The course's practice documents, which go with it: its questions with every version, its quizzes, the
 * attempts at them and the students' review cards (each with its history inside). `read` runs the queries
 * (inside the caller's transaction, or not).
 */
export async function readPracticeRefs(ctx: FirestoreContext, courseId: string, read: Read) {
  const [questions, quizzes, attempts, reviewCards] = await Promise.all([
    read(questionsOf(ctx, courseId)),
    read(quizzesOf(ctx, courseId)),
    read(attemptsOf(ctx).where("courseId", "==", courseId)),
    // Their references only: a card's fields and history are not needed to delete it.
    read(reviewCardsOf(ctx).where("courseId", "==", courseId).select()),
  ]);
  const refs: DocumentReference[] = [];
  for (const q of questions.docs) refs.push(...versionRefsOf(ctx, courseId, q.data()), q.ref);
  refs.push(
    ...quizzes.docs.map((d) => d.ref),
    ...attempts.docs.map((d) => d.ref),
    ...reviewCards.docs.map((d) => d.ref),
  );
  return refs;
}

export function createCourseRepository(ctx: FirestoreContext): CourseRepository {
  const courses = coursesOf(ctx);
  const list = async (query: Query<Course, CourseDoc>) =>
    (await query.orderBy("createdAt", "desc").get()).docs.map((d) => d.data());
  const get = async (id: string) => (await courses.doc(id).get()).data() ?? null;
  return {
    async listPublished() {
      return list(courses.where("status", "==", "published"));
    },
    ...catalogueSnapshot(ctx, courses.where("status", "==", "published")),
    async listAll() {
      return list(courses);
    },
    getById: get,
    async listByInstructor(instructorId) {
      return list(courses.where("instructorId", "==", instructorId));
    },
    async create(input) {
      const ref = courses.doc();
      const t = ctx.now();
      const course: Course = {
        ...courseInputSchema.parse(input),
        id: ref.id,
        lessonsCount: 0,
        createdAt: t,
        updatedAt: t,
      };
      await ref.create(course);
      ctx.coursesChanged();
      return course;
    },
    async update(id, patch) {
      const current = await get(id);
      if (!current) return null;
      const fields = courseInputSchema.parse({ ...current, ...patch });
      await courses.doc(id).update({ ...fields, updatedAt: ctx.now() });
      ctx.coursesChanged();
      return get(id);
    },
    async renameInstructor(instructorId, name) {
      const t = ctx.now();
      const stale = (await courses.where("instructorId", "==", instructorId).get()).docs.filter((d) => {
        const current = d.data().instructor;
        return current.ar !== name.ar || current.en !== name.en;
      });
      // One batch is one atomic write of at most 500 documents: a teacher's courses fit in one.
      for (let i = 0; i < stale.length; i += 450) {
        const batch = ctx.db.batch();
        for (const d of stale.slice(i, i + 450)) batch.update(d.ref, { instructor: name, updatedAt: t });
        await batch.commit();
      }
      if (stale.length > 0) ctx.coursesChanged();
      return stale.length;
    },
    async delete(id) {
      const ref = courses.doc(id);
      if (!(await ref.get()).exists) return false;
      const [lessons, practice] = await Promise.all([
        lessonsOf(ctx, id).get(),
        readPracticeRefs(ctx, id, (query) => query.get()),
      ]);
      const batch = ctx.db.batch();
      lessons.docs.forEach((l) => batch.delete(l.ref));
      practice.forEach((ref) => batch.delete(ref));
      batch.delete(ref);
      await batch.commit();
      ctx.coursesChanged();
      return true;
    },
    async counts() {
      const snap = await courses.where("status", "==", "published").get();
      return { courses: snap.size, instructors: new Set(snap.docs.map((d) => d.get("instructorId"))).size };
    },
  };
}
