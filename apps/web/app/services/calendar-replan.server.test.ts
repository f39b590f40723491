import { beforeAll, describe, expect, it } from "vitest";
import { useTestStore } from "#app/testing/test-store.server";

// A real SQLite file of this test's own, set before the app modules read the environment.
useTestStore("replan");

const { behindPlans, planCourseExam, replanFromToday } = await import("./calendar-tasks.server");
const { getRepositories } = await import("#app/repositories.server");
const { courseWithLessons } = await import("#app/data/contract/harness");

/** 10:00 in Cairo (UTC+2) on a date. */
const at = (date: string) => new Date(`${date}T08:00:00Z`);
let courseId = "";
const lessonIds: string[] = [];

beforeAll(async () => {
  const repos = await getRepositories();
  for (const uid of ["s1", "s2"]) {
    await repos.users.ensureProfile({ uid, email: `${uid}@example.com`, displayName: uid, photoURL: null });
  }
  const { course, lessons } = await courseWithLessons(repos, 5);
  courseId = course.id;
  lessonIds.push(...lessons.map((l) => l.id));
  await repos.enrollments.enroll("s1", courseId);
  await repos.enrollments.enroll("s2", courseId);
  await repos.enrollments.completeLesson("s1", courseId, lessonIds[0]!);
});

const lessonTasks = async (userId: string) =>
  (await (await getRepositories()).tasks.listByUser(userId, { from: "2026-01-01", to: "2026-12-31" }))
    .filter((t) => t.lessonId)
    .map((t) => ({ lessonId: t.lessonId, date: t.date, done: t.done }));

describe("falling behind an exam plan and re-planning from today", () => {
  it("finds the missed lessons whatever dates are shown and makes the kept plan again from today", async () => {
    // Monday 23 Nov, exam Tuesday 1 Dec, one lesson a day, Friday off: Mon to Thu, one lesson each.
    const plan = await planCourseExam(
      "s1",
      { courseId, examDate: "2026-12-01", perDay: 1, offDays: [5] },
      at("2026-11-23"),
    );
    expect(plan.ok && plan.items.map((i) => i.date)).toEqual(["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26"]);
    expect(await behindPlans("s1", [courseId], at("2026-11-23"))).toEqual([]);
    // Thursday: Monday's lesson was studied, Tuesday's and Wednesday's were not.
    await (await getRepositories()).enrollments.completeLesson("s1", courseId, lessonIds[1]!);
    expect(await behindPlans("s1", [courseId], at("2026-11-26"))).toEqual([
      { courseId, count: 2, examDate: "2026-12-01" },
    ]);
    // Another student's plan and another user's missed tasks are never counted.
    expect(await behindPlans("s2", [courseId], at("2026-11-26"))).toEqual([]);

    const again = await replanFromToday("s1", courseId, at("2026-11-26"));
    // Thursday, (Friday off), Saturday, Sunday; Monday is the review day.
    expect(again.ok && again.items.map((i) => [i.lessonId, i.date])).toEqual([
      [lessonIds[2], "2026-11-26"],
      [lessonIds[3], "2026-11-28"],
      [lessonIds[4], "2026-11-29"],
    ]);
    expect(await lessonTasks("s1")).toEqual([
      { lessonId: lessonIds[1], date: "2026-11-23", done: true },
      { lessonId: lessonIds[2], date: "2026-11-26", done: false },
      { lessonId: lessonIds[3], date: "2026-11-28", done: false },
      { lessonId: lessonIds[4], date: "2026-11-29", done: false },
    ]);
    expect(await behindPlans("s1", [courseId], at("2026-11-26"))).toEqual([]);
  });

  it("offers no re-plan once the review day has come, and says why when asked anyway", async () => {
    // Monday 30 Nov, the exam is tomorrow: the three lessons are past and no study day is left.
    expect(await behindPlans("s1", [courseId], at("2026-11-30"))).toEqual([{ courseId, count: 3, examDate: null }]);
    expect(await replanFromToday("s1", courseId, at("2026-11-30"))).toMatchObject({ ok: false, reason: "noDays" });
    // Nothing changed.
    expect((await lessonTasks("s1")).map((t) => t.date)).toEqual([
      "2026-11-23",
      "2026-11-26",
      "2026-11-28",
      "2026-11-29",
    ]);
  });

  it("needs a kept plan of the user's own", async () => {
    expect(await replanFromToday("s2", courseId, at("2026-11-26"))).toEqual({ ok: false, reason: "noPlan" });
    expect(await lessonTasks("s2")).toEqual([]);
    expect(await replanFromToday("s1", "no-such-course", at("2026-11-26"))).toEqual({ ok: false, reason: "noPlan" });
  });
});
