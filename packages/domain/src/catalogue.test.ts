import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  EMPTY_FILTERS,
  courseMatches,
  filterCourses,
  filtersFromSearchParams,
  filtersToSearchParams,
  filterKey,
  hasActiveFilters,
  matchesPrepared,
  searchCourses,
  searchIndex,
  searchPrepared,
} from "./catalogue";
import type { Course } from "./course";
import { normalizeForSearch } from "./text";

function course(id: string, over: Partial<Course>): Course {
  return {
    id,
    title: { ar: "", en: "" },
    description: { ar: "", en: "" },
    instructorId: "t1",
    instructor: "Dr. Sara",
    faculty: "engineering",
    level: "beginner",
    category: "programming",
    image: "",
    tags: [],
    price: 0,
    status: "published",
    lessonsCount: 0,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    ...over,
  };
}

const courses = [
  course("a", { title: { ar: "أساسيات البرمجة", en: "Programming Basics" }, instructor: "د. أحمد علي" }),
  course("b", {
    title: { ar: "الجبر الخطي", en: "Linear Algebra" },
    faculty: "science",
    level: "intermediate",
    category: "math",
    tags: [{ ar: "مصفوفات", en: "matrices" }],
  }),
  course("c", {
    title: { ar: "التصميم الجرافيكي", en: "Graphic Design" },
    faculty: "design",
    level: "advanced",
    category: "art",
    description: { ar: "ألوان وخطوط", en: "colour and type" },
  }),
  course("d", {
    title: { ar: "هياكل البيانات", en: "Data Structures" },
    level: "intermediate",
    instructor: "Dr. Sara Nabil",
  }),
];

describe("courseMatches", () => {
  it("text matches either title language or the instructor", () => {
    expect(filterCourses(courses, { ...EMPTY_FILTERS, q: "algebra" }).map((c) => c.id)).toEqual(["b"]);
    expect(filterCourses(courses, { ...EMPTY_FILTERS, q: "الجبر" }).map((c) => c.id)).toEqual(["b"]);
    expect(filterCourses(courses, { ...EMPTY_FILTERS, q: "احمد" }).map((c) => c.id)).toEqual(["a"]);
    expect(filterCourses(courses, { ...EMPTY_FILTERS, q: "sara" }).map((c) => c.id)).toEqual(["b", "c", "d"]);
  });
  it("text does not match the description (catalogue rule)", () => {
    expect(filterCourses(courses, { ...EMPTY_FILTERS, q: "colour" })).toEqual([]);
  });
  it("faculty, level and category must be equal", () => {
    expect(filterCourses(courses, { ...EMPTY_FILTERS, faculty: "design" }).map((c) => c.id)).toEqual(["c"]);
    expect(filterCourses(courses, { ...EMPTY_FILTERS, level: "intermediate" }).map((c) => c.id)).toEqual(["b", "d"]);
    expect(filterCourses(courses, { ...EMPTY_FILTERS, category: "math" }).map((c) => c.id)).toEqual(["b"]);
  });
  it("all filters combine with AND", () => {
    expect(
      filterCourses(courses, { q: "data", faculty: "engineering", level: "intermediate", category: "programming" }).map(
        (c) => c.id,
      ),
    ).toEqual(["d"]);
    expect(filterCourses(courses, { q: "data", faculty: "science", level: "", category: "" })).toEqual([]);
    expect(courseMatches(courses[0], { q: "", faculty: "engineering", level: "advanced", category: "" })).toBe(false);
  });
  it("empty filters match everything", () => {
    expect(filterCourses(courses, EMPTY_FILTERS)).toHaveLength(4);
  });
});

describe("filters in the URL", () => {
  it("round-trips and ignores unknown values", () => {
    const params = filtersToSearchParams({ q: " data ", faculty: "science", level: "", category: "math" });
    expect(params.toString()).toBe("q=data&faculty=science&category=math");
    expect(filtersFromSearchParams(params)).toEqual({ q: "data", faculty: "science", level: "", category: "math" });
    expect(filtersFromSearchParams(new URLSearchParams("faculty=law&level=expert"))).toEqual(EMPTY_FILTERS);
  });
  it("knows when filters are active", () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, q: "  " })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, level: "advanced" })).toBe(true);
  });
});

describe("searchCourses", () => {
  it("searches description and tags too, ranks title matches first", () => {
    const withTag = course("e", { title: { ar: "", en: "Statistics" }, tags: [{ ar: "", en: "algebra" }] });
    const all = [...courses, withTag];
    expect(searchCourses(all, "algebra", "en").map((c) => c.id)).toEqual(["b", "e"]);
    expect(searchCourses(all, "الوان", "ar").map((c) => c.id)).toEqual(["c"]);
    expect(searchCourses(all, "matrices", "en").map((c) => c.id)).toEqual(["b"]);
  });
  it("matches tags in the reader's language (with fallback), not the other language's words", () => {
    const tagged = course("t", {
      title: { ar: "إحصاء", en: "Statistics" },
      tags: [
        { ar: "امتحانات", en: "Exams" },
        { ar: "", en: "Probability" },
      ],
    });
    expect(searchCourses([tagged], "exams", "en").map((c) => c.id)).toEqual(["t"]);
    expect(searchCourses([tagged], "امتحانات", "ar").map((c) => c.id)).toEqual(["t"]);
    expect(searchCourses([tagged], "exams", "ar")).toEqual([]);
    expect(searchCourses([tagged], "امتحانات", "en")).toEqual([]);
    // A tag written only in English is the Arabic reader's tag too.
    expect(searchCourses([tagged], "probability", "ar").map((c) => c.id)).toEqual(["t"]);
  });
  it("needs every word to match", () => {
    expect(searchCourses(courses, "data algebra", "en")).toEqual([]);
    expect(searchCourses(courses, "data sara", "en").map((c) => c.id)).toEqual(["d"]);
  });
  it("a blank query finds nothing", () => {
    expect(searchCourses(courses, "  ", "en")).toEqual([]);
  });
});

describe("matchesPrepared", () => {
  it("agrees with courseMatches for any text, in either script, on any field", () => {
    const text = fc.string({ unit: fc.constantFrom(..."ab أاإةهىي ٣3\n\tSD".split("")), maxLength: 8 });
    fc.assert(
      fc.property(text, text, text, text, fc.constantFrom("", "engineering", "science"), (ar, en, by, q, faculty) => {
        const c = course("x", { title: { ar, en }, instructor: by });
        const filters = { ...EMPTY_FILTERS, q, faculty: faculty as "" };
        expect(matchesPrepared(c, filterKey(c), filters, normalizeForSearch(q))).toBe(courseMatches(c, filters));
      }),
      { numRuns: 2000 },
    );
  });
  it("never matches across two fields", () => {
    const c = course("x", { title: { ar: "", en: "abc" }, instructor: "def" });
    expect(matchesPrepared(c, filterKey(c), { ...EMPTY_FILTERS, q: "c d" }, normalizeForSearch("c d"))).toBe(false);
  });
});

describe("searchPrepared", () => {
  it("ranks like searchCourses over an index built once", () => {
    const index = searchIndex(courses);
    for (const q of ["sara", "data", "الجبر", "colour", "matrices", "x"])
      expect(searchPrepared(index, q, "en")).toEqual(searchCourses(courses, q, "en"));
  });
});
