import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSqliteRepositories } from "#app/data/sqlite/index.server";
import { DEFAULT_QUIZ_SETTINGS } from "@masar/domain/practice/quiz";
import { DEMO_INSTRUCTORS, DEMO_USERS } from "./demo-data";
import { demoQuestions } from "./demo-questions";
import { seedDemo } from "./seed.server";

describe("the seeded demo's practice (issue 32)", () => {
  const repos = createSqliteRepositories(":memory:");
  const now = new Date("2026-12-30T10:00:00Z");
  beforeAll(async () => {
    await seedDemo(repos, () => {}, undefined, "2026-12-30", now);
  }, 60_000);
  afterAll(() => repos.close());

  it("gives every course its category's bank and every published course a quiz that draws from it", async () => {
    const courses = await repos.courses.listAll();
    expect(courses).toHaveLength(29);
    for (const course of courses) {
      const bank = await repos.questions.listByCourse(course.id);
      expect(
        bank.map((q) => q.stem),
        course.title.en,
      ).toEqual(demoQuestions(course.category).map((q) => q.stem));
      const quizLessons = (await repos.lessons.listByCourse(course.id)).filter((l) => l.kind === "quiz");
      expect(quizLessons, course.title.en).toHaveLength(course.status === "published" ? 1 : 0);
      for (const lesson of quizLessons) {
        expect(await repos.quizzes.get(course.id, lesson.id)).toMatchObject(DEFAULT_QUIZ_SETTINGS);
      }
    }
  });

  it("files every demo course under an entry of the managed category list, named in both languages", async () => {
    const list = await repos.categories.list();
    const ids = new Set(list.map((c) => c.id));
    for (const course of await repos.courses.listAll()) expect(ids, course.title.en).toContain(course.category);
    for (const category of list) expect(category.name.ar && category.name.en, category.id).toBeTruthy();
    expect(await repos.courses.listPublished()).toHaveLength(27);
  });

  it("keeps the demo student's story: Programming Basics done with a passed quiz, Calculus I at 2 of 7", async () => {
    const courses = await repos.courses.listPublished();
    const byTitle = (en: string) => courses.find((c) => c.title.en === en)!;
    const progress = (en: string) => repos.enrollments.progress("demo-student", byTitle(en).id);
    expect(await progress("Programming Basics with Python")).toEqual({ completedLessons: 4, totalLessons: 4 });
    expect(await progress("Calculus I")).toEqual({ completedLessons: 2, totalLessons: 7 });

    const basics = byTitle("Programming Basics with Python");
    const attempts = await repos.attempts.listByUser("demo-student", basics.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ state: "submitted", result: { percent: 80, passed: true } });
    expect(Object.keys(attempts[0]!.answers)).toHaveLength(10);
    expect(attempts[0]!.submittedAt!.getTime()).toBeLessThan(now.getTime());
    expect(await repos.attempts.listByUser("demo-student", byTitle("Calculus I").id)).toEqual([]);
    // Her two misses are review cards, due by now (the session has questions after `npm start`).
    const wrong = Object.values(attempts[0]!.answers).filter((a) => !a.grade.correct);
    const due = await repos.reviews.listDue("demo-student", { through: "9999-12-31", courseIds: [basics.id] });
    expect(due.map((c) => c.questionId).sort()).toEqual(wrong.map((a) => a.questionId).sort());
    expect(due.every((c) => c.dueDate <= now.toISOString().slice(0, 10))).toBe(true);
  });

  it("leaves every demo account verified, the generated students too", async () => {
    const uids = [...DEMO_USERS.map((u) => `demo-${u.role}`), ...DEMO_INSTRUCTORS.map((i) => i.uid)];
    for (const uid of uids) expect((await repos.users.get(uid))!.emailVerified, uid).toBe(true);
    const students = await repos.admin.searchUsers({ q: "", role: "student", page: 1 });
    expect(students.items.length).toBeGreaterThan(1);
    expect((await Promise.all(students.items.map((s) => repos.users.get(s.uid)))).every((p) => p!.emailVerified)).toBe(
      true,
    );
  });
});
