/**
 * Test-only pages for the admin console's end-to-end specs (ENABLE_TEST_ROUTES=1): each spec makes the
 * courses it acts on, so archiving or deleting never touches the shared demo catalogue.
 */
import { data } from "@remix-run/node";
import { personNames } from "@masar/domain/course";
import { zonedInstant } from "@masar/domain/zoned-time";
import { getRepositories } from "#app/repositories.server";
import { now } from "#app/utils/clock.server";

/**
 * /__test/admin-course?title=T[&status=draft|archived][&lessons=N][&price=P][&instructorLatin=L]: a
 * course (free, or P pounds) with N text lessons (1 to 5, one by default), taught by the demo teacher
 * (shown under the Latin-script name L alone when given: a teacher who gave no Arabic name), named T in
 * both languages, published unless `status` says otherwise (a draft or archived course never shows in
 * the catalogue, whose spec counts the demo courses); the page shows its id (data-testid=test-course-id).
 */
export async function createTestCourse(request: Request) {
  const title = new URL(request.url).searchParams.get("title")?.trim();
  if (!title || title.length > 120)
    throw data({ error: "title is required (at most 120 characters)" }, { status: 400 });
  const repos = await getRepositories();
  const teacher = await repos.users.get("demo-teacher");
  if (!teacher) throw data({ error: "the demo teacher is missing" }, { status: 409 });
  const latin = new URL(request.url).searchParams.get("instructorLatin")?.trim().slice(0, 80);
  const course = await repos.courses.create({
    title: { ar: title, en: title },
    description: { ar: title, en: title },
    instructorId: teacher.uid,
    instructor: latin ? { ar: "", en: latin } : personNames(teacher.displayName, null),
    faculty: "design",
    level: "beginner",
    category: "testing",
    // Whole pounds, 0 to 5000 (free unless `price` says otherwise).
    price: Math.min(5000, Math.max(0, Math.trunc(Number(new URL(request.url).searchParams.get("price")) || 0))),
    status: "draft",
  });
  const lessons = Math.min(5, Math.max(1, Number(new URL(request.url).searchParams.get("lessons")) || 1));
  for (let n = 1; n <= lessons; n++) {
    const title = { ar: new Intl.NumberFormat("ar-EG").format(n), en: String(n) };
    await repos.lessons.add(course.id, { title, kind: "text", body: { ar: `# ${n}`, en: `# ${n}` } });
  }
  const status = new URL(request.url).searchParams.get("status") ?? "published";
  if (status !== "draft") {
    await repos.courses.update(course.id, { status: status === "archived" ? "archived" : "published" });
  }
  return { courseId: course.id };
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /__test/admin-history?key=K[&day=YYYY-MM-DD]: a small history written through the port's bulk import,
 * in an archived 150 EGP course with two lessons made for it (taught by the demo teacher). Students are
 * `hist-K-1`, `hist-K-2`, `hist-K-3`.
 * - With `day` (a Cairo day far from anything else the suite writes, so the statistics over it are the
 *   test's alone), 10:00 Cairo on each day named: 1 enrols and pays on day+1, completes lesson 1 on
 *   day+2; 2 enrols and pays on day+2, completes lesson 1 on day+3, refunded on day+9 (enrolment ended);
 *   3 enrols and pays on day+8, completes both lessons on day+9 and day+10.
 * - Without `day`, a second ago: 1 enrols and pays; 2 leaves a transfer waiting for review.
 */
export async function createTestHistory(request: Request) {
  const params = new URL(request.url).searchParams;
  const key = params.get("key") ?? "";
  const day = params.get("day");
  if (!/^[a-z0-9-]{1,40}$/.test(key) || (day !== null && !DAY_PATTERN.test(day)))
    throw data({ error: "key ([a-z0-9-]) is required; day is YYYY-MM-DD" }, { status: 400 });
  // Archived from the start: its history counts in the statistics, the catalogue never lists it.
  const { courseId } = await createTestCourse(
    new Request(`http://test/?status=archived&title=${encodeURIComponent(`History ${key}`)}`),
  );
  const repos = await getRepositories();
  await repos.courses.update(courseId, { price: 150 });
  const second = await repos.lessons.add(courseId, {
    title: { ar: "٢", en: "2" },
    kind: "text",
    body: { ar: "# ٢", en: "# 2" },
  });
  const [l1, l2] = [(await repos.lessons.listByCourse(courseId))[0]!.id, second!.id];
  const uid = (i: number) => `hist-${key}-${i}`;
  const students = [1, 2, 3].map((i) => ({
    uid: uid(i),
    email: `${uid(i)}@example.com`,
    displayName: `History ${i}`,
    createdAt: new Date(now().getTime() - 1000),
  }));
  const paid = (i: number, at: Date, refundedAt?: Date) => ({
    userId: uid(i),
    courseId,
    amountPiastres: 15_000,
    method: "paymob" as const,
    status: refundedAt ? ("refunded" as const) : ("paid" as const),
    createdAt: at,
    paidAt: at,
    refundedAt,
  });
  if (day === null) {
    const at = new Date(now().getTime() - 1000);
    await repos.admin.importHistory({
      students: students.slice(0, 2),
      enrollments: [{ userId: uid(1), courseId, enrolledAt: at, completions: [] }],
      payments: [
        paid(1, at),
        // A transfer waiting for an admin: the dashboard counts what an admin can act on.
        {
          userId: uid(2),
          courseId,
          amountPiastres: 15_000,
          method: "manual_transfer",
          status: "pending",
          createdAt: at,
        },
      ],
    });
    return { courseId };
  }
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const on = (n: number) => zonedInstant(y, m, d + n, 10, 0);
  for (const s of students) s.createdAt = on(0);
  await repos.admin.importHistory({
    students,
    enrollments: [
      { userId: uid(1), courseId, enrolledAt: on(1), completions: [{ lessonId: l1, completedAt: on(2) }] },
      {
        userId: uid(2),
        courseId,
        enrolledAt: on(2),
        endedAt: on(9),
        completions: [{ lessonId: l1, completedAt: on(3) }],
      },
      {
        userId: uid(3),
        courseId,
        enrolledAt: on(8),
        completions: [
          { lessonId: l1, completedAt: on(9) },
          { lessonId: l2, completedAt: on(10) },
        ],
      },
    ],
    payments: [paid(1, on(1)), paid(2, on(2), on(9)), paid(3, on(8))],
  });
  return { courseId };
}
