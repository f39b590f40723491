import type { Repositories } from "../ports";
import { courseWithLessons, identity, type TestClock } from "./harness";

export const DAY = 24 * 60 * 60 * 1000;

/**
 * The admin console's fixed data set, built on the contract clock (day 0 = CONTRACT_START):
 * - users s1, s2, s3 (students), t1 (teacher), a1 (the only admin);
 * - Alpha (engineering, 2 lessons, 100 EGP), Beta (science, 1 lesson, 50 EGP), Gamma (design, 1
 *   lesson, archived on day 15), Delta (engineering draft, no lessons);
 * - day 0: s1 pays 100 for Alpha (enrolled); day 8: s2 pays 100 for Alpha, s1 enrols in Beta;
 *   day 9: s1 completes both Alpha lessons, s2 one; day 15: s3 enrols in Gamma, s2's payment refunded;
 *   day 16: s1 completes Beta, s3 completes Gamma; day 17: s3's 50 EGP for Beta waits (pending).
 */
export async function adminFixture(repos: Repositories, clock: TestClock) {
  const day0 = clock.now();
  const at = (day: number) => clock.set(new Date(day0.getTime() + day * DAY));
  for (const uid of ["s1", "s2", "s3", "t1", "a1"]) await repos.users.ensureProfile(identity(uid));
  await repos.users.setRole("t1", "teacher");
  await repos.users.setRole("a1", "admin");
  const course = (title: string, ar: string, over: object, lessons: number) =>
    courseWithLessons(repos, lessons, {
      title: { ar, en: title },
      instructorId: "t1",
      instructor: { ar: "", en: "T1" },
      status: "draft",
      ...over,
    });
  const alpha = await course("Alpha", "مقدمة في البرمجة", { faculty: "engineering", price: 100 }, 2);
  clock.advance();
  const beta = await course("Beta", "الفيزياء", { faculty: "science", price: 50 }, 1);
  clock.advance();
  const gamma = await course("Gamma", "التصميم", { faculty: "design" }, 1);
  clock.advance();
  const delta = await course("Delta", "مسودة", { faculty: "engineering" }, 0);
  for (const c of [alpha, beta, gamma]) await repos.courses.update(c.course.id, { status: "published" });

  const pay = async (key: string, userId: string, courseId: string, pounds: number) =>
    (
      await repos.payments.createPending({
        userId,
        courseId,
        amountPiastres: pounds * 100,
        method: "manual_transfer",
        idempotencyKey: key,
      })
    ).payment;
  const p1 = await pay("fixture-p1", "s1", alpha.course.id, 100);
  await repos.payments.decide(p1.id, "paid", "a1");
  at(8);
  const p2 = await pay("fixture-p2", "s2", alpha.course.id, 100);
  await repos.payments.decide(p2.id, "paid", "a1");
  clock.advance();
  await repos.enrollments.enroll("s1", beta.course.id);
  at(9);
  for (const lesson of alpha.lessons) await repos.enrollments.completeLesson("s1", alpha.course.id, lesson.id);
  await repos.enrollments.completeLesson("s2", alpha.course.id, alpha.lessons[0]!.id);
  at(15);
  await repos.enrollments.enroll("s3", gamma.course.id);
  clock.advance();
  await repos.courses.update(gamma.course.id, { status: "archived" });
  await repos.payments.decide(p2.id, "refunded", "a1");
  at(16);
  await repos.enrollments.completeLesson("s1", beta.course.id, beta.lessons[0]!.id);
  await repos.enrollments.completeLesson("s3", gamma.course.id, gamma.lessons[0]!.id);
  at(17);
  await pay("fixture-p3", "s3", beta.course.id, 50);
  return { day0, alpha, beta, gamma, delta, day: (n: number) => new Date(day0.getTime() + n * DAY) };
}
