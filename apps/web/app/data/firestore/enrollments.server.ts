import {
  FieldValue,
  type DocumentReference,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type Transaction,
} from "firebase-admin/firestore";
import { enrollmentProgress, videoSecondsSchema, type Enrollment, type VideoPosition } from "@masar/domain/enrollment";
import type { EnrollmentRepository } from "../ports";
import { dateOf, type FirestoreContext } from "./context.server";
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
      lastLessonId: typeof d.lastLessonId === "string" ? d.lastLessonId : null,
      enrolledAt: dateOf(d.enrolledAt),
      updatedAt: dateOf(d.updatedAt),
    };
  },
};

/** A document of `videoPositions`, keyed `{userId}_{courseId}_{lessonId}`. */
interface PositionDoc {
  userId: string;
  courseId: string;
  lessonId: string;
  seconds: number;
  updatedAt: Date;
}

const positionConverter: FirestoreDataConverter<PositionDoc, PositionDoc> = {
  toFirestore: (p: PositionDoc): PositionDoc => p,
  fromFirestore(doc: QueryDocumentSnapshot): PositionDoc {
    const d = doc.data();
    return {
      userId: d.userId,
      courseId: d.courseId,
      lessonId: d.lessonId,
      seconds: typeof d.seconds === "number" ? d.seconds : 0,
      updatedAt: dateOf(d.updatedAt),
    };
  },
};

export const enrollmentsOf = (ctx: FirestoreContext) => ctx.collection("enrollments", enrollmentConverter);
const enrollmentRef = (ctx: FirestoreContext, userId: string, courseId: string) =>
  enrollmentsOf(ctx).doc(`${userId}_${courseId}`);
const positionsOf = (ctx: FirestoreContext) => ctx.collection("videoPositions", positionConverter);
const positionRef = (ctx: FirestoreContext, userId: string, courseId: string, lessonId: string) =>
  positionsOf(ctx).doc(`${userId}_${courseId}_${lessonId}`);

/**
 * Reads for an enrolment inside a transaction; Firestore wants every read before the first write, so
 * the payments repository reads this first and enrols (`enrollIn`) after its own write.
 */
export const readEnrollment = async (ctx: FirestoreContext, tx: Transaction, userId: string, courseId: string) =>
  (await tx.get(enrollmentRef(ctx, userId, courseId))).data() ?? null;

/**
 * A refunded purchase's enrolment waits in `endedEnrollments` (same id): no query of `enrollments` sees
 * it, and a later purchase brings it back with its progress.
 */
const endedRef = (ctx: FirestoreContext, userId: string, courseId: string) =>
  ctx.collection("endedEnrollments", enrollmentConverter).doc(`${userId}_${courseId}`);

/** The ended enrolment a new purchase would revive, read inside the transaction before any write. */
export const readEndedEnrollment = async (ctx: FirestoreContext, tx: Transaction, userId: string, courseId: string) =>
  (await tx.get(endedRef(ctx, userId, courseId))).data() ?? null;

/** Enrols once inside the caller's transaction, given what `readEnrollment` (and `readEndedEnrollment`) found. */
export function enrollIn(
  ctx: FirestoreContext,
  tx: Transaction,
  userId: string,
  courseId: string,
  existing: Enrollment | null,
  ended: Enrollment | null = null,
) {
  if (existing) return { enrollment: existing, created: false };
  const t = ctx.now();
  const enrollment: Enrollment = {
    userId,
    courseId,
    completedLessonIds: ended?.completedLessonIds ?? [],
    lastLessonId: ended?.lastLessonId ?? null,
    enrolledAt: t,
    updatedAt: t,
  };
  tx.create(enrollmentRef(ctx, userId, courseId), enrollment);
  if (ended) tx.delete(endedRef(ctx, userId, courseId));
  tx.update(usersOf(ctx).doc(userId), { subscribedCourses: FieldValue.arrayUnion(courseId), updatedAt: t });
  return { enrollment, created: true };
}

/** Ends an enrolment's access inside the caller's transaction (a refund), keeping its progress aside. */
export function endEnrollmentIn(ctx: FirestoreContext, tx: Transaction, existing: Enrollment | null) {
  if (!existing) return false;
  const t = ctx.now();
  tx.set(endedRef(ctx, existing.userId, existing.courseId), { ...existing, updatedAt: t });
  tx.delete(enrollmentRef(ctx, existing.userId, existing.courseId));
  tx.update(usersOf(ctx).doc(existing.userId), {
    subscribedCourses: FieldValue.arrayRemove(existing.courseId),
    updatedAt: t,
  });
  return true;
}

/** What points at a lesson (completions, last lesson, video positions), read inside a removal's transaction. */
export async function readLessonTraces(ctx: FirestoreContext, tx: Transaction, courseId: string, lessonId: string) {
  const enrollments = enrollmentsOf(ctx).where("courseId", "==", courseId);
  const [completed, last, positions] = await Promise.all([
    tx.get(enrollments.where("completedLessonIds", "array-contains", lessonId)),
    tx.get(enrollments.where("lastLessonId", "==", lessonId)),
    tx.get(positionsOf(ctx).where("courseId", "==", courseId).where("lessonId", "==", lessonId)),
  ]);
  const byRef = new Map<string, { ref: DocumentReference<Enrollment, Enrollment>; data: Enrollment }>();
  for (const d of [...completed.docs, ...last.docs]) byRef.set(d.ref.path, { ref: d.ref, data: d.data() });
  return { enrollments: [...byRef.values()], positions: positions.docs.map((d) => d.ref) };
}

/** Writes the removal of a lesson's traces (plain values, no transforms: one write per document). */
export function forgetLesson(tx: Transaction, traces: Awaited<ReturnType<typeof readLessonTraces>>, lessonId: string) {
  for (const { ref, data } of traces.enrollments) {
    tx.update(ref, {
      completedLessonIds: data.completedLessonIds.filter((id) => id !== lessonId),
      lastLessonId: data.lastLessonId === lessonId ? null : data.lastLessonId,
    });
  }
  for (const ref of traces.positions) tx.delete(ref);
}

/** Firestore's gRPC status for a create that met an existing document. */
const ALREADY_EXISTS = 6;

export function createEnrollmentRepository(ctx: FirestoreContext): EnrollmentRepository {
  const get = async (userId: string, courseId: string) =>
    (await enrollmentRef(ctx, userId, courseId).get()).data() ?? null;
  /**
   * Runs a change to an enrolment once both it and the lesson (of that course) exist; null otherwise.
   * `change` returns the fields to write, or null to write nothing.
   */
  const withLesson = (
    userId: string,
    courseId: string,
    lessonId: string,
    change: (current: Enrollment) => Partial<Enrollment> | null,
  ) => {
    const ref = enrollmentRef(ctx, userId, courseId);
    return ctx.db.runTransaction(async (tx) => {
      const [enrollment, lesson] = await Promise.all([tx.get(ref), tx.get(lessonsOf(ctx, courseId).doc(lessonId))]);
      const current = enrollment.data();
      if (!current || !lesson.exists) return null;
      const fields = change(current);
      if (!fields) return current;
      tx.update(ref, fields);
      return { ...current, ...fields };
    });
  };
  return {
    async enroll(userId, courseId) {
      try {
        return await ctx.db.runTransaction(async (tx) => {
          const [existing, ended] = await Promise.all([
            readEnrollment(ctx, tx, userId, courseId),
            readEndedEnrollment(ctx, tx, userId, courseId),
          ]);
          return enrollIn(ctx, tx, userId, courseId, existing, ended);
        });
      } catch (error) {
        // A concurrent enrol created it first: that one is the enrolment.
        const existing = (error as { code?: number }).code === ALREADY_EXISTS ? await get(userId, courseId) : null;
        if (existing) return { enrollment: existing, created: false };
        throw error;
      }
    },
    get,
    async listByUser(userId) {
      const snap = await enrollmentsOf(ctx).where("userId", "==", userId).orderBy("updatedAt", "desc").get();
      return snap.docs.map((d) => d.data());
    },
    completeLesson(userId, courseId, lessonId) {
      return withLesson(userId, courseId, lessonId, (current) =>
        current.completedLessonIds.includes(lessonId)
          ? current.lastLessonId === lessonId
            ? null
            : { lastLessonId: lessonId }
          : {
              completedLessonIds: [...current.completedLessonIds, lessonId],
              lastLessonId: lessonId,
              updatedAt: ctx.now(),
            },
      );
    },
    uncompleteLesson(userId, courseId, lessonId) {
      return withLesson(userId, courseId, lessonId, (current) =>
        current.completedLessonIds.includes(lessonId)
          ? { completedLessonIds: current.completedLessonIds.filter((id) => id !== lessonId), updatedAt: ctx.now() }
          : null,
      );
    },
    recordVisit(userId, courseId, lessonId) {
      return withLesson(userId, courseId, lessonId, () => ({ lastLessonId: lessonId, updatedAt: ctx.now() }));
    },
    async progress(userId, courseId) {
      const [enrollment, lessons] = await Promise.all([get(userId, courseId), lessonsOf(ctx, courseId).get()]);
      if (!enrollment) return null;
      return enrollmentProgress(
        enrollment,
        lessons.docs.map((d) => d.id),
      );
    },
    async savePosition(userId, courseId, lessonId, seconds) {
      const parsed = videoSecondsSchema.safeParse(seconds);
      if (!parsed.success) return false;
      return ctx.db.runTransaction(async (tx) => {
        const [enrollment, lesson] = await Promise.all([
          tx.get(enrollmentRef(ctx, userId, courseId)),
          tx.get(lessonsOf(ctx, courseId).doc(lessonId)),
        ]);
        if (!enrollment.exists || !lesson.exists) return false;
        tx.set(
          positionRef(ctx, userId, courseId, lessonId),
          {
            userId,
            courseId,
            lessonId,
            seconds: parsed.data,
            updatedAt: ctx.now(),
          },
          { merge: true },
        );
        return true;
      });
    },
    async getPosition(userId, courseId, lessonId): Promise<VideoPosition | null> {
      const doc = (await positionRef(ctx, userId, courseId, lessonId).get()).data();
      return doc ? { lessonId, seconds: doc.seconds, updatedAt: doc.updatedAt } : null;
    },
    async countByCourse(courseId) {
      return (await enrollmentsOf(ctx).where("courseId", "==", courseId).count().get()).data().count;
    },
    async listByCourse(courseId) {
      const snap = await enrollmentsOf(ctx).where("courseId", "==", courseId).orderBy("enrolledAt", "desc").get();
      return snap.docs.map((d) => d.data());
    },
    async userIdsByCourse(courseId) {
      return (await enrollmentsOf(ctx).where("courseId", "==", courseId).get()).docs.map((d) => d.data().userId);
    },
  };
}
