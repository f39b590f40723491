import {
  FieldValue,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type Transaction,
} from "firebase-admin/firestore";
import type { Enrollment } from "@masar/domain/learning";
import { clampProgress } from "@masar/domain/progress";
import type { EnrollmentRepository } from "../ports";
import { dateOf, type FirestoreContext } from "./context.server";
import { coursesOf } from "./courses.server";
import { lessonsOf } from "./lessons.server";
import { usersOf } from "./users.server";

/** A document of `enrollments`, keyed `{userId}_{courseId}` so that enrolling twice meets one document. */
const enrollmentConverter: FirestoreDataConverter<Enrollment, Enrollment> = {
  toFirestore: (enrollment: Enrollment): Enrollment => enrollment,
  fromFirestore(doc: QueryDocumentSnapshot): Enrollment {
    const d = doc.data();
    return {
      userId: d.userId,
      courseId: d.courseId,
      completedLessonIds: Array.isArray(d.completedLessonIds) ? d.completedLessonIds : [],
      enrolledAt: dateOf(d.enrolledAt),
      updatedAt: dateOf(d.updatedAt),
    };
  },
};

export const enrollmentsOf = (ctx: FirestoreContext) => ctx.collection("enrollments", enrollmentConverter);
const enrollmentRef = (ctx: FirestoreContext, userId: string, courseId: string) =>
  enrollmentsOf(ctx).doc(`${userId}_${courseId}`);

/**
 * Reads for an enrolment inside a transaction; Firestore wants every read before the first write, so
 * the payments repository reads this first and enrols (`enrollIn`) after its own write.
 */
export const readEnrollment = async (ctx: FirestoreContext, tx: Transaction, userId: string, courseId: string) =>
  (await tx.get(enrollmentRef(ctx, userId, courseId))).data() ?? null;

/** Enrols once inside the caller's transaction, given what `readEnrollment` found. */
export function enrollIn(
  ctx: FirestoreContext,
  tx: Transaction,
  userId: string,
  courseId: string,
  existing: Enrollment | null,
) {
  if (existing) return { enrollment: existing, created: false };
  const t = ctx.now();
  const enrollment: Enrollment = { userId, courseId, completedLessonIds: [], enrolledAt: t, updatedAt: t };
  tx.create(enrollmentRef(ctx, userId, courseId), enrollment);
  tx.update(usersOf(ctx).doc(userId), { subscribedCourses: FieldValue.arrayUnion(courseId), updatedAt: t });
  return { enrollment, created: true };
}

export function createEnrollmentRepository(ctx: FirestoreContext): EnrollmentRepository {
  const get = async (userId: string, courseId: string) =>
    (await enrollmentRef(ctx, userId, courseId).get()).data() ?? null;
  return {
    async enroll(userId, courseId) {
      return ctx.db.runTransaction(async (tx) =>
        enrollIn(ctx, tx, userId, courseId, await readEnrollment(ctx, tx, userId, courseId)),
      );
    },
    get,
    async listByUser(userId) {
      const snap = await enrollmentsOf(ctx).where("userId", "==", userId).orderBy("updatedAt", "desc").get();
      return snap.docs.map((d) => d.data());
    },
    async completeLesson(userId, courseId, lessonId) {
      const ref = enrollmentRef(ctx, userId, courseId);
      return ctx.db.runTransaction(async (tx) => {
        const [enrollment, lesson] = await Promise.all([tx.get(ref), tx.get(lessonsOf(ctx, courseId).doc(lessonId))]);
        const current = enrollment.data();
        if (!current || !lesson.exists) return null;
        if (current.completedLessonIds.includes(lessonId)) return current;
        const t = ctx.now();
        tx.update(ref, { completedLessonIds: FieldValue.arrayUnion(lessonId), updatedAt: t });
        return { ...current, completedLessonIds: [...current.completedLessonIds, lessonId], updatedAt: t };
      });
    },
    async progress(userId, courseId) {
      const [enrollment, course] = await Promise.all([get(userId, courseId), coursesOf(ctx).doc(courseId).get()]);
      const lessonsCount = course.data()?.lessonsCount;
      if (!enrollment || lessonsCount === undefined) return null;
      return clampProgress(enrollment.completedLessonIds.length, lessonsCount);
    },
    async countByCourse(courseId) {
      return (await enrollmentsOf(ctx).where("courseId", "==", courseId).count().get()).data().count;
    },
  };
}
