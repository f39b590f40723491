import { describe, expect, it } from "vitest";
import { clampProgress } from "./progress";

describe("clampProgress", () => {
  it("keeps progress within the course's lessons", () => {
    expect(clampProgress(1, 2)).toEqual({ completedLessons: 1, totalLessons: 2 });
    expect(clampProgress(2, 2)).toEqual({ completedLessons: 2, totalLessons: 2 });
  });

  it("never reports more completed lessons than the course has", () => {
    expect(clampProgress(5, 3)).toEqual({ completedLessons: 3, totalLessons: 3 });
    expect(clampProgress(4, 0)).toEqual({ completedLessons: 0, totalLessons: 0 });
  });

  it("never reports negative counts", () => {
    expect(clampProgress(-1, 3)).toEqual({ completedLessons: 0, totalLessons: 3 });
    expect(clampProgress(1, -2)).toEqual({ completedLessons: 0, totalLessons: 0 });
  });
});
