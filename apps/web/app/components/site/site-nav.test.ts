import { describe, expect, it } from "vitest";
import { navItemsFor, navKeyForPath, roleHome } from "./site-nav";

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

describe("each role's way to its work", () => {
  it("a teacher's and an admin's console join the nav, highlighted on their pages", () => {
    expect(navItemsFor("student").map((i) => i.key)).toEqual(["home", "courses", "myLearning", "tasksCalendar"]);
    expect(navItemsFor(null)).toEqual(navItemsFor("student"));
    expect(navItemsFor("teacher").at(-1)).toEqual({ key: "teaching", href: "/instructor/courses" });
    expect(navItemsFor("admin").at(-1)).toEqual({ key: "administration", href: "/admin-dashboard" });
    expect(navKeyForPath("/instructor/courses/abc/lessons")).toBe("teaching");
    for (const path of ["/admin-dashboard", "/admin-messages", "/manage-all-courses", "/admin-users"])
      expect(navKeyForPath(path)).toBe("administration");
    expect(navKeyForPath("/administrator")).toBeNull();
  });

  it("signing in with nowhere else to go starts a role at its work", () => {
    expect(roleHome("teacher")).toBe("/instructor/courses");
    expect(roleHome("admin")).toBe("/admin-dashboard");
    expect(roleHome("student")).toBe("/");
  });
});
