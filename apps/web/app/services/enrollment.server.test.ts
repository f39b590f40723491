import { beforeAll, describe, expect, it } from "vitest";
import { useTestStore } from "#app/testing/test-store.server";
import type { Course } from "@masar/domain/course";

// A real SQLite file of this test's own, set before the app modules read the environment.
useTestStore("enroll");

const { enroll, courseStanding } = await import("./enrollment.server");
const { myLearning } = await import("./my-learning.server");
const { getRepositories } = await import("#app/repositories.server");

const TEACHER = { uid: "t1", role: "teacher" as const };
const ADMIN = { uid: "a1", role: "admin" as const };
let free: Course;
let priced: Course;
let draft: Course;
let lessonIds: string[];

async function student(uid: string) {
  const repos = await getRepositories();
  await repos.users.ensureProfile({ uid, email: `${uid}@example.com`, displayName: uid, photoURL: null });
  return { uid, role: "student" as const };
}

async function course(en: string, price: number, status: "draft" | "published", lessons: number) {
  const repos = await getRepositories();
  const created = await repos.courses.create({
    title: { ar: `دورة ${en}`, en },
    instructorId: TEACHER.uid,
    instructor: { ar: "", en: "Dr. Teacher" },
    faculty: "science",
    level: "beginner",
    category: "physics",
    price,
    status,
  });
  for (let i = 0; i < lessons; i++) {
    await repos.lessons.add(created.id, { title: { ar: `درس ${i + 1}`, en: `Lesson ${i + 1}` }, kind: "text" });
  }
  return created;
}

const notificationsOf = async (uid: string) => (await getRepositories()).notifications.listByUser(uid);

beforeAll(async () => {
  await student(TEACHER.uid);
  free = await course("Optics", 0, "published", 3);
  priced = await course("Thermodynamics", 250, "published", 2);
  draft = await course("Acoustics", 0, "draft", 1);
  lessonIds = (await (await getRepositories()).lessons.listByCourse(free.id)).map((l) => l.id);
});

describe("enroll", () => {
  it("enrols in a free course at once, opens the first lesson and adds it to subscribedCourses", async () => {
    const mona = await student("mona");
    const outcome = await enroll(mona, free.id);
    const [announced] = await notificationsOf("mona");
    expect(outcome).toEqual({
      kind: "enrolled",
      created: true,
      lessonId: lessonIds[0],
      title: free.title,
      // The success toast names the notification it announces, so the live toast replaces it.
      notificationId: announced!.id,
    });
    expect((await (await getRepositories()).users.get("mona"))!.subscribedCourses).toEqual([free.id]);
  });

  it("notifies once, in both languages with the course title in each, pointing at the course", async () => {
    const [notification, ...others] = await notificationsOf("mona");
    expect(others).toEqual([]);
    expect(notification).toMatchObject({
      type: "enrollment",
      data: { courseId: free.id },
      read: false,
      title: "تم اشتراكك في دورة Optics",
      localized: {
        en: { title: "You are enrolled in Optics", body: "Your first lesson is ready whenever you are." },
        ar: { title: "تم اشتراكك في دورة Optics", body: "درسك الأول جاهز متى كنت مستعدًا." },
      },
    });
  });

  it("is harmless the second time: same enrolment, no second notification", async () => {
    const again = await enroll({ uid: "mona", role: "student" }, free.id);
    expect(again).toMatchObject({ kind: "enrolled", created: false, lessonId: lessonIds[0] });
    expect(await notificationsOf("mona")).toHaveLength(1);
  });

  it("enrols once and notifies once under ten concurrent requests", async () => {
    const sami = await student("sami");
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => enroll(sami, free.id)));
    expect(outcomes.filter((o) => o.kind === "enrolled" && o.created)).toHaveLength(1);
    expect(outcomes.every((o) => o.kind === "enrolled")).toBe(true);
    expect(await notificationsOf("sami")).toHaveLength(1);
    expect(await (await getRepositories()).enrollments.countByCourse(free.id)).toBe(2);
  });

  it("sends a priced course to payment without enrolling or notifying", async () => {
    const lina = await student("lina");
    expect(await enroll(lina, priced.id)).toEqual({ kind: "paymentRequired" });
    expect(await (await getRepositories()).enrollments.get("lina", priced.id)).toBeNull();
    expect(await notificationsOf("lina")).toEqual([]);
  });

  it("refuses a draft or unknown course", async () => {
    const omar = await student("omar");
    expect(await enroll(omar, draft.id)).toEqual({ kind: "unavailable" });
    expect(await enroll(omar, "no-such-course")).toEqual({ kind: "unavailable" });
    expect(await (await getRepositories()).enrollments.listByUser("omar")).toEqual([]);
  });

  it("lets the course's teacher and admins straight in, without enrolling them", async () => {
    await student(ADMIN.uid);
    expect(await enroll(TEACHER, priced.id)).toEqual({ kind: "staff", lessonId: expect.any(String) });
    expect(await enroll(ADMIN, priced.id)).toMatchObject({ kind: "staff" });
    // Another teacher is a learner like anyone else here.
    expect(await enroll({ uid: "t2", role: "teacher" }, priced.id)).toEqual({ kind: "paymentRequired" });
    expect(await (await getRepositories()).enrollments.get(TEACHER.uid, priced.id)).toBeNull();
  });
});

describe("courseStanding", () => {
  it("tells visitors, strangers, enrolled students and staff apart", async () => {
    const lessons = await (await getRepositories()).lessons.listByCourse(free.id);
    expect((await courseStanding(null, free, lessons)).access).toBe("visitor");
    expect((await courseStanding({ uid: "lina", role: "student" }, free, lessons)).access).toBe("none");
    expect(await courseStanding({ uid: "mona", role: "student" }, free, lessons)).toEqual({
      access: "enrolled",
      progress: { completedLessons: 0, totalLessons: 3 },
      lessonId: lessonIds[0],
      underReview: false,
      next: { number: 1, title: { ar: "درس 1", en: "Lesson 1" } },
    });
    expect((await courseStanding(TEACHER, free, lessons)).access).toBe("staff");
    expect((await courseStanding(TEACHER, free, lessons)).next).toBeNull();
  });

  it("names an enrolled student's next lesson by its place in the course, none once every lesson is done", async () => {
    const repos = await getRepositories();
    const lessons = await repos.lessons.listByCourse(free.id);
    const sami = await student("sami");
    await enroll(sami, free.id);
    await repos.enrollments.completeLesson(sami.uid, free.id, lessonIds[0]);
    expect((await courseStanding(sami, free, lessons)).next).toEqual({
      number: 2,
      title: { ar: "درس 2", en: "Lesson 2" },
    });
    for (const id of lessonIds.slice(1)) await repos.enrollments.completeLesson(sami.uid, free.id, id);
    const done = await courseStanding(sami, free, lessons);
    expect(done.next).toBeNull();
    expect(done.lessonId).not.toBeNull();
  });
});

describe("myLearning", () => {
  it("lists unfinished courses first, then finished ones, with progress and the next lesson", async () => {
    const repos = await getRepositories();
    const rana = await student("rana");
    const short = await course("Waves", 0, "published", 1);
    await enroll(rana, free.id);
    await enroll(rana, short.id);
    const [onlyLesson] = await repos.lessons.listByCourse(short.id);
    await repos.enrollments.completeLesson("rana", short.id, onlyLesson!.id);
    await repos.enrollments.completeLesson("rana", free.id, lessonIds[0]);

    const mine = await myLearning("rana");
    expect(mine.inProgress.map((i) => [i.course.id, i.percent, i.next?.id])).toEqual([[free.id, 33, lessonIds[1]]]);
    expect(mine.completed.map((i) => [i.course.id, i.percent, i.completed, i.next])).toEqual([
      [short.id, 100, true, null],
    ]);
    expect(mine.inProgress[0]!.course.progress).toEqual({ completedLessons: 1, totalLessons: 3 });
  });

  it("continues where the student left off: the most recently opened unfinished course and lesson", async () => {
    const repos = await getRepositories();
    const yara = await student("yara");
    const other = await course("Optics II", 0, "published", 2);
    await enroll(yara, free.id);
    await enroll(yara, other.id);
    expect((await myLearning("yara")).resume).toBeNull();
    await repos.enrollments.recordVisit("yara", free.id, lessonIds[2]!);
    const mine = await myLearning("yara");
    expect(mine.resume?.item.course.id).toBe(free.id);
    expect(mine.resume?.lesson).toEqual({ id: lessonIds[2], number: 3, title: { ar: "درس 3", en: "Lesson 3" } });
    expect(mine.inProgress.map((i) => i.course.id)).toEqual([free.id, other.id]);
    // The course page's Continue opens the same lesson.
    expect(await enroll(yara, free.id)).toMatchObject({ kind: "enrolled", created: false, lessonId: lessonIds[2] });
  });

  it("leaves out courses that are no longer published, and is empty for a new student", async () => {
    const repos = await getRepositories();
    const gone = await course("Gone", 0, "published", 1);
    await enroll(await student("hadi"), gone.id);
    await repos.courses.update(gone.id, { status: "draft" });
    expect(await myLearning("hadi")).toEqual({ inProgress: [], completed: [], resume: null });
  });
});
