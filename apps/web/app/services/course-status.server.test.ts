import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { demoCatalogue } from "#app/services/seed/demo-data";
import { createSqliteRepositories } from "#app/data/sqlite/index.server";
import type { Repositories } from "#app/data/ports";
import { removeLesson, setCourseStatus } from "./course-status.server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masar-course-status-"));
let repos: Repositories;
let n = 0;

beforeEach(async () => {
  await repos?.close();
  repos = createSqliteRepositories(path.join(dir, `t-${n++}.db`));
});
afterAll(async () => {
  await repos?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const draft = {
  title: { ar: "مقرر", en: "Course" },
  instructorId: "t1",
  instructor: { ar: "", en: "Dr. T" },
  faculty: "science",
  level: "beginner",
  category: "physics",
  price: 700,
} as const;
const lesson = { title: { ar: "درس", en: "Lesson" }, kind: "text", body: { ar: "", en: "x" } } as const;

describe("a published course has at least one lesson", () => {
  it("refuses to publish a course without lessons, publishes it once it has one", async () => {
    const course = await repos.courses.create(draft);
    expect(await setCourseStatus(repos, course.id, "published")).toMatchObject({ ok: false, reason: "noLessons" });
    expect((await repos.courses.getById(course.id))!.status).toBe("draft");
    await repos.lessons.add(course.id, lesson);
    expect(await setCourseStatus(repos, course.id, "published")).toMatchObject({ ok: true });
    expect((await repos.courses.getById(course.id))!.status).toBe("published");
  });

  it("refuses to remove the last lesson of a published course, allows it once unpublished", async () => {
    const course = await repos.courses.create(draft);
    const only = (await repos.lessons.add(course.id, lesson))!;
    await setCourseStatus(repos, course.id, "published");
    expect(await removeLesson(repos, course.id, only.id)).toMatchObject({ ok: false, reason: "lastLesson" });
    expect(await repos.lessons.listByCourse(course.id)).toHaveLength(1);
    await setCourseStatus(repos, course.id, "draft");
    expect(await removeLesson(repos, course.id, only.id)).toEqual({ ok: true });
  });

  it("no published demo course is without lessons (the 700 EGP course had none)", () => {
    const empty = demoCatalogue().filter((c) => c.course.status === "published" && c.lessons.length === 0);
    expect(empty.map((c) => c.course.title?.en)).toEqual([]);
  });
});
