import { describe, expect, it } from "vitest";
import { cardAction, progressPercent } from "./course";
import { enrollmentProgress, videoSecondsSchema } from "./enrollment";

describe("enrollmentProgress", () => {
  it("counts only completions of lessons the course still has, each once", () => {
    expect(enrollmentProgress({ completedLessonIds: ["a", "gone", "a"] }, ["a", "b", "c"])).toEqual({
      completedLessons: 1,
      totalLessons: 3,
    });
    expect(enrollmentProgress({ completedLessonIds: ["gone"] }, [])).toEqual({ completedLessons: 0, totalLessons: 0 });
  });
  it("clamps to the lesson count when only the count is known", () => {
    expect(enrollmentProgress({ completedLessonIds: ["a", "b", "c"] }, 2)).toEqual({
      completedLessons: 2,
      totalLessons: 2,
    });
  });
  it("drives the card's label through enrol → partial → complete → undo", () => {
    const lessons = ["a", "b", "c"];
    const steps: [string[], number, string][] = [
      [[], 0, "continue"],
      [["a"], 33, "continue"],
      [["a", "b"], 67, "continue"],
      [["a", "b", "c"], 100, "review"],
      [["a", "c"], 67, "continue"],
    ];
    for (const [done, percent, label] of steps) {
      const progress = enrollmentProgress({ completedLessonIds: done }, lessons);
      expect(progressPercent(progress)).toBe(percent);
      expect(cardAction(progress, true)).toBe(label);
    }
  });
});

describe("videoSecondsSchema", () => {
  it("accepts a place in a video and refuses anything else", () => {
    expect(videoSecondsSchema.parse("12.5")).toBe(12.5);
    expect(videoSecondsSchema.parse(0)).toBe(0);
    for (const bad of [-1, "x", Number.NaN, Number.POSITIVE_INFINITY, 86_401]) {
      expect(videoSecondsSchema.safeParse(bad).success).toBe(false);
    }
  });
});
