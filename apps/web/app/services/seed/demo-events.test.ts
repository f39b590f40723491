import { afterAll, describe, expect, it } from "vitest";
import { addDays } from "@masar/domain/calendar-date";
import { createSqliteRepositories } from "#app/data/sqlite/index.server";
import { seedDemo } from "./seed.server";

describe("demo calendar", () => {
  const repos = createSqliteRepositories(":memory:");
  afterAll(() => repos.close());

  it("gives the demo student's courses events this week and next month, and the student own tasks", async () => {
    const today = "2026-12-30";
    await seedDemo(repos, () => {}, undefined, today);
    const enrolled = (await repos.enrollments.listByUser("demo-student")).map((e) => e.courseId);
    expect(enrolled.length).toBeGreaterThan(0);
    const week = await repos.courseEvents.listByCourses(enrolled, { from: today, to: addDays(today, 7) });
    expect(week.map((e) => e.kind)).toEqual(expect.arrayContaining(["live", "deadline"]));
    const later = await repos.courseEvents.listByCourses(enrolled, {
      from: addDays(today, 28),
      to: addDays(today, 40),
    });
    expect(later.map((e) => e.kind)).toContain("exam");
    const tasks = await repos.tasks.listByUser("demo-student", { from: today, to: addDays(today, 7) });
    expect(tasks).toHaveLength(2);
  });
});
