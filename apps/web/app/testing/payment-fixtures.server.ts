import type { Repositories } from "#app/data/ports";

let made = 0;

/** A fresh student and a published priced course, for the payment tests on a real store. */
export async function studentAndPricedCourse(repos: Repositories, price = 350) {
  const uid = `s${++made}`;
  await repos.users.ensureProfile({ uid, email: `${uid}@example.com`, displayName: "Nour Hassan", photoURL: null });
  const course = await repos.courses.create({
    title: { ar: "دورة", en: "Course" },
    instructorId: "t1",
    instructor: { ar: "", en: "T" },
    faculty: "engineering",
    level: "beginner",
    category: "programming",
    price,
    status: "published",
  });
  return { uid, courseId: course.id };
}

let transfers = 0;

/** A pending manual transfer of 350 EGP by the student for the course (each call a new attempt). */
export async function pendingTransferOf(repos: Repositories, uid: string, courseId: string) {
  const n = ++transfers;
  const { payment } = await repos.payments.createPending({
    userId: uid,
    courseId,
    amountPiastres: 35_000,
    method: "manual_transfer",
    providerReference: `TR-${uid}-${n}`,
    receiptKey: null,
    idempotencyKey: `manual:${uid}:${courseId}:${n}`,
  });
  return payment;
}
