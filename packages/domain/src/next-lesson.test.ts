import { describe, expect, it } from "vitest";
import { nextLesson, resumeLesson } from "./next-lesson";

const lessons = ["a", "b", "c", "d"].map((id) => ({ id }));
const ids = (l: { id: string } | null) => l?.id ?? null;

describe("nextLesson", () => {
  it("starts at the first lesson before anything was opened", () => {
    expect(ids(nextLesson(lessons, { completedLessonIds: [] }))).toBe("a");
    expect(ids(nextLesson(lessons, { completedLessonIds: [], lastLessonId: null }))).toBe("a");
  });

  it("returns to the last lesson opened while it is unfinished", () => {
    expect(ids(nextLesson(lessons, { completedLessonIds: ["a"], lastLessonId: "c" }))).toBe("c");
  });

  it("moves past the last lesson once it is done, then wraps to the gaps left behind", () => {
    expect(ids(nextLesson(lessons, { completedLessonIds: ["a", "b"], lastLessonId: "b" }))).toBe("c");
    expect(ids(nextLesson(lessons, { completedLessonIds: ["c", "d"], lastLessonId: "d" }))).toBe("a");
  });

  it("ignores a last lesson that was removed from the course", () => {
    expect(ids(nextLesson(lessons, { completedLessonIds: ["a"], lastLessonId: "gone" }))).toBe("b");
  });

  it("is null when every lesson is done or there are none", () => {
    expect(nextLesson(lessons, { completedLessonIds: ["a", "b", "c", "d"], lastLessonId: "b" })).toBeNull();
    expect(nextLesson([], { completedLessonIds: [] })).toBeNull();
  });
});

describe("resumeLesson", () => {
  it("is the next lesson while some are unfinished", () => {
    expect(ids(resumeLesson(lessons, { completedLessonIds: ["a"], lastLessonId: "a" }))).toBe("b");
  });

  it("reopens the last lesson when all are done, else the first", () => {
    const all = ["a", "b", "c", "d"];
    expect(ids(resumeLesson(lessons, { completedLessonIds: all, lastLessonId: "c" }))).toBe("c");
    expect(ids(resumeLesson(lessons, { completedLessonIds: all, lastLessonId: null }))).toBe("a");
    expect(resumeLesson([], { completedLessonIds: [] })).toBeNull();
  });
});
