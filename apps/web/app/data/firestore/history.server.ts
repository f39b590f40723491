import { randomUUID } from "node:crypto";
import type { WriteBatch } from "firebase-admin/firestore";
import { defaultProfile } from "@masar/domain/user";
import type { Enrollment } from "@masar/domain/enrollment";
import type { Payment } from "@masar/domain/payment";
import type { HistoryImport } from "../ports";
import { toPounds } from "@masar/domain/money";
import { COLLECTIONS, hashId, type FirestoreContext } from "./context.server";
import { usersOf } from "./users.server";

/** Firestore's limit of writes in one batch. */
const BATCH_WRITES = 500;

/**
 * Writes back-dated records in batches (Firestore has no multi-thousand-document transaction): each
 * document whole, with the times given. Ended enrolments go to `endedEnrollments`, as a refund leaves them.
 */
export async function importHistory(ctx: FirestoreContext, history: HistoryImport): Promise<void> {
  const writes: ((batch: WriteBatch) => void)[] = [];
  const subscribed = new Map<string, string[]>();
  for (const e of history.enrollments) {
    if (!e.endedAt) subscribed.set(e.userId, [...(subscribed.get(e.userId) ?? []), e.courseId]);
  }
  for (const s of history.students) {
    const profile = {
      ...defaultProfile({ uid: s.uid, email: s.email, displayName: s.displayName, photoURL: null }, s.createdAt),
      subscribedCourses: subscribed.get(s.uid) ?? [],
      // Their addresses count as verified since they joined.
      emailVerified: true,
    };
    writes.push((b) => b.set(usersOf(ctx).doc(s.uid), profile));
  }
  for (const e of history.enrollments) {
    const done = e.completions.map((c) => c.completedAt.getTime());
    const enrollment: Enrollment = {
      userId: e.userId,
      courseId: e.courseId,
      completedLessonIds: e.completions.map((c) => c.lessonId),
      lastLessonId: e.completions.at(-1)?.lessonId ?? null,
      enrolledAt: e.enrolledAt,
      updatedAt: e.endedAt ?? new Date(Math.max(e.enrolledAt.getTime(), ...done)),
    };
    // The enrolment converter writes the object as it is: plain references serve both collections.
    const collection = COLLECTIONS[e.endedAt ? "endedEnrollments" : "enrollments"];
    writes.push((b) => b.set(ctx.db.collection(collection).doc(`${e.userId}_${e.courseId}`), enrollment));
  }
  for (const p of history.payments) {
    const key = `history:${randomUUID()}`;
    const decidedAt = (p.status === "refunded" ? p.refundedAt : p.paidAt) ?? null;
    const id = hashId(key);
    const payment: Omit<Payment, "id"> & { amount: number; paidAt?: Date } = {
      userId: p.userId,
      courseId: p.courseId,
      amountPiastres: p.amountPiastres,
      currency: "EGP",
      method: p.method,
      providerReference: null,
      receiptKey: null,
      idempotencyKey: key,
      status: p.status,
      note: null,
      gatewayCode: null,
      flag: null,
      transactionId: null,
      decidedBy: decidedAt ? "history" : null,
      decidedAt,
      createdAt: p.createdAt,
      updatedAt: decidedAt ?? p.createdAt,
      // As the payments repository stores it: pounds beside piastres, and when the money came in.
      amount: toPounds(p.amountPiastres),
      ...(p.paidAt ? { paidAt: p.paidAt } : {}),
    };
    writes.push((b) => b.set(ctx.db.collection(COLLECTIONS.payments).doc(id), payment));
  }
  for (let i = 0; i < writes.length; i += BATCH_WRITES) {
    const batch = ctx.db.batch();
    for (const write of writes.slice(i, i + BATCH_WRITES)) write(batch);
    await batch.commit();
  }
}
