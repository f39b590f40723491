import { describe, expect, it } from "vitest";
import { navKeyForPath } from "./site-nav";

describe("navKeyForPath", () => {
  it("highlights the section a page belongs to", () => {
    expect(navKeyForPath("/")).toBe("home");
    expect(navKeyForPath("/courses")).toBe("courses");
    expect(navKeyForPath("/course/algebra-1")).toBe("courses");
    expect(navKeyForPath("/my-learning")).toBe("myLearning");
    expect(navKeyForPath("/course-content/algebra-1")).toBe("myLearning");
    expect(navKeyForPath("/study-progress")).toBe("tasksCalendar");
  });

  it("highlights nothing on pages outside the main navigation", () => {
    expect(navKeyForPath("/about")).toBeNull();
    expect(navKeyForPath("/profile")).toBeNull();
  });
});
