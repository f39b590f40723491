import { describe, expect, it } from "vitest";
import { ROUTE_ACCESS, UPCOMING_SCREENS, routePatternOf } from "./access";

describe("routePatternOf", () => {
  it.each([
    ["/", "/"],
    ["/courses", "/courses"],
    ["/course/abc", "/course/:id"],
    ["/course-content/abc", "/course-content/:id"],
    ["/payment/xyz", "/payment/:courseId"],
    ["/instructor/courses", "/instructor/courses"],
    ["/admin-dashboard/", "/admin-dashboard"],
  ])("%s → %s", (path, pattern) => {
    expect(routePatternOf(path)).toBe(pattern);
  });
  it("knows nothing of other paths", () => {
    expect(routePatternOf("/course")).toBeNull();
    expect(routePatternOf("/course/")).toBeNull();
    expect(routePatternOf("/nope")).toBeNull();
    expect(routePatternOf("/course/a/b")).toBeNull();
  });
  it("every upcoming screen is a guarded route of the table", () => {
    for (const s of UPCOMING_SCREENS) expect(ROUTE_ACCESS[s.path]).not.toBe("public");
  });
});
