import { describe, expect, it } from "vitest";
import { groupBySection, isNearEnd, neighbours, resumeAt, startingLesson } from "./player";

const A = { ar: "الفصل الأول", en: "Part one" };
const lessons = [
  { id: "1", section: A, preview: false },
  { id: "2", section: { ...A }, preview: true },
  { id: "3", section: null, preview: false },
  { id: "4", section: { ar: "الفصل الثاني", en: "Part two" }, preview: true },
  { id: "5", section: A, preview: false },
];

describe("groupBySection", () => {
  it("groups runs of the same section in order, never merging runs apart", () => {
    expect(groupBySection(lessons).map((g) => [g.section?.en ?? null, g.lessons.map((l) => l.id)])).toEqual([
      ["Part one", ["1", "2"]],
      [null, ["3"]],
      ["Part two", ["4"]],
      ["Part one", ["5"]],
    ]);
    expect(groupBySection([])).toEqual([]);
  });
});

describe("neighbours", () => {
  it("gives the previous and next lesson, none past the ends", () => {
    expect(neighbours(lessons, "1")).toEqual({ previous: null, next: lessons[1] });
    expect(neighbours(lessons, "3")).toEqual({ previous: lessons[1], next: lessons[3] });
    expect(neighbours(lessons, "5")).toEqual({ previous: lessons[3], next: null });
    expect(neighbours(lessons, "x")).toEqual({ previous: null, next: null });
  });
});

describe("video end and resume", () => {
  it("counts the last 3 seconds as the end", () => {
    expect(isNearEnd(57, 60)).toBe(true);
    expect(isNearEnd(56.9, 60)).toBe(false);
    expect(isNearEnd(2, 2)).toBe(true);
    expect(isNearEnd(10, Number.NaN)).toBe(false);
    expect(isNearEnd(10, 0)).toBe(false);
  });
  it("resumes where the student was, from the start when that was the end", () => {
    expect(resumeAt(42, 120)).toBe(42);
    expect(resumeAt(42, Number.NaN)).toBe(42);
    expect(resumeAt(119, 120)).toBe(0);
    expect(resumeAt(null, 120)).toBe(0);
    expect(resumeAt(-4, 120)).toBe(0);
  });
});

describe("startingLesson", () => {
  it("opens the last lesson, else the first, for someone with access", () => {
    expect(startingLesson(lessons, "3", true)!.id).toBe("3");
    expect(startingLesson(lessons, "gone", true)!.id).toBe("1");
    expect(startingLesson(lessons, null, true)!.id).toBe("1");
  });
  it("opens the first preview for anyone else, whatever their last lesson", () => {
    expect(startingLesson(lessons, "3", false)!.id).toBe("2");
    expect(startingLesson([{ id: "9", preview: false }], null, false)!.id).toBe("9");
    expect(startingLesson([], null, true)).toBeNull();
  });
});
