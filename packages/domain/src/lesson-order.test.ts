import { describe, expect, it } from "vitest";
import { isLessonOrder } from "./lesson-order";

describe("isLessonOrder", () => {
  const current = ["a", "b", "c"];

  it("accepts every permutation of the course's lessons, including the same order", () => {
    expect(isLessonOrder(current, ["a", "b", "c"])).toBe(true);
    expect(isLessonOrder(current, ["c", "a", "b"])).toBe(true);
    expect(isLessonOrder([], [])).toBe(true);
  });

  it("rejects a list missing a lesson or with one too many", () => {
    expect(isLessonOrder(current, ["a", "b"])).toBe(false);
    expect(isLessonOrder(current, ["a", "b", "c", "d"])).toBe(false);
  });

  it("rejects a duplicate even when the length matches", () => {
    expect(isLessonOrder(current, ["a", "a", "b"])).toBe(false);
  });

  it("rejects an id that is not one of the course's lessons", () => {
    expect(isLessonOrder(current, ["a", "b", "other"])).toBe(false);
    expect(isLessonOrder([], ["a"])).toBe(false);
  });
});
