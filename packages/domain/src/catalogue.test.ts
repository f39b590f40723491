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
  keyMatches,
  matchesPrepared,
  searchCourses,
  searchIndex,
  searchPrepared,
  searchWords,
} from "./catalogue";
import type { Course } from "./course";

function course(id: string, over: Partial<Course>): Course {
  return {
    id,
    title: { ar: "", en: "" },
    description: { ar: "", en: "" },
    instructorId: "t1",
    instructor: { ar: "", en: "Dr. Sara" },
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
  course("a", {
    title: { ar: "أساسيات البرمجة", en: "Programming Basics" },
    instructor: { ar: "د. أحمد علي", en: "Dr. Ahmed Ali" },
  }),
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
    instructor: { ar: "د. سارة نبيل", en: "Dr. Sara Nabil" },
  }),
];

describe("courseMatches", () => {
  it("text matches either title language or the instructor", () => {
    expect(filterCourses(courses, { ...EMPTY_FILTERS, q: "algebra" }).map((c) => c.id)).toEqual(["b"]);
    expect(filterCourses(courses, { ...EMPTY_FILTERS, q: "الجبر" }).map((c) => c.id)).toEqual(["b"]);
    expect(filterCourses(courses, { ...EMPTY_FILTERS, q: "احمد" }).map((c) => c.id)).toEqual(["a"]);
    // The instructor's name in either script finds the course on either page.
    expect(filterCourses(courses, { ...EMPTY_FILTERS, q: "ahmed" }).map((c) => c.id)).toEqual(["a"]);
    expect(filterCourses(courses, { ...EMPTY_FILTERS, q: "نبيل" }).map((c) => c.id)).toEqual(["d"]);
    expect(filterCourses(courses, { ...EMPTY_FILTERS, q: "sara" }).map((c) => c.id)).toEqual(["b", "c", "d"]);
  });
  it("text does not match the description (spec section 5)", () => {
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

describe("one search: every word, any order, prefixes, titles, instructor and tags in both languages", () => {
  const ux = course("ux", {
    title: { ar: "مقدمة في تجربة المستخدم", en: "Introduction to UX" },
    instructor: { ar: "د. مريم حسن", en: "Dr. Mariam Hassan" },
    tags: [
      { ar: "تصميم", en: "Design" },
      { ar: "بحث المستخدمين", en: "" },
    ],
  });
  const all = [...courses, ux];
  const found = (q: string) => filterCourses(all, { ...EMPTY_FILTERS, q }).map((c) => c.id);

  it("finds a title from words that are not one unbroken string", () => {
    expect(found("intro to ux")).toEqual(["ux"]);
    expect(found("ux intro")).toEqual(["ux"]);
    expect(found("INTRO   UX")).toEqual(["ux"]);
    expect(found("intro to design")).toEqual(["ux"]);
    expect(found("intro to algebra")).toEqual([]);
  });
  it("matches a word at the start or inside of a longer one, Arabic-aware", () => {
    expect(found("introduc")).toEqual(["ux"]);
    // Without the article, without hamza, without ta marbuta: still found.
    expect(found("تجربه مستخدم")).toEqual(["ux"]);
    expect(found("مقدمه")).toEqual(["ux"]);
    expect(found("مريم تجربة")).toEqual(["ux"]);
  });
  it("matches the tags in both languages, whatever the page's language", () => {
    expect(found("design")).toEqual(["c", "ux"]);
    expect(found("تصميم")).toEqual(["c", "ux"]);
    expect(found("بحث")).toEqual(["ux"]);
    expect(found("matrices")).toEqual(["b"]);
    expect(found("مصفوفات")).toEqual(["b"]);
    for (const locale of ["ar", "en"] as const) {
      expect(searchCourses(all, "تصميم intro", locale).map((c) => c.id)).toEqual(["ux"]);
      expect(searchCourses(all, "مصفوفات", locale).map((c) => c.id)).toEqual(["b"]);
    }
  });
  it("does not search descriptions: the search page finds what the catalogue finds", () => {
    expect(found("colour")).toEqual([]);
    expect(searchCourses(all, "colour", "en")).toEqual([]);
    for (const q of ["intro to ux", "design", "sara", "data sara", "الجبر", "ta", "x y", "تصميم"]) {
      expect(new Set(searchCourses(all, q, "en").map((c) => c.id))).toEqual(new Set(found(q)));
    }
  });
  it("ranks a title match first, then tags, then the instructor", () => {
    const statistics = course("e", { title: { ar: "", en: "Statistics" }, tags: [{ ar: "", en: "algebra" }] });
    const byTeacher = course("f", { title: { ar: "", en: "Calculus" }, instructor: { ar: "", en: "Prof. Algebra" } });
    expect(searchCourses([byTeacher, statistics, ...courses], "algebra", "en").map((c) => c.id)).toEqual([
      "b",
      "e",
      "f",
    ]);
  });
  it("needs every word to match", () => {
    expect(searchCourses(courses, "data algebra", "en")).toEqual([]);
    expect(searchCourses(courses, "data sara", "en").map((c) => c.id)).toEqual(["d"]);
  });
  it("a blank query finds nothing on the search page and everything in the catalogue", () => {
    expect(searchCourses(courses, "  ", "en")).toEqual([]);
    expect(searchWords("  \t ")).toEqual([]);
    expect(keyMatches("anything", [])).toBe(true);
  });
});

describe("matchesPrepared", () => {
  it("agrees with courseMatches for any text, in either script, on any field", () => {
    const text = fc.string({ unit: fc.constantFrom(..."ab أاإةهىي ٣3\n\tSD".split("")), maxLength: 8 });
    fc.assert(
      fc.property(
        text,
        text,
        text,
        text,
        text,
        fc.constantFrom("", "engineering", "science"),
        (ar, en, by, tag, q, faculty) => {
          const c = course("x", {
            title: { ar, en },
            instructor: { ar: by, en: by.split("").reverse().join("") },
            tags: [{ ar: tag, en: "" }],
          });
          const filters = { ...EMPTY_FILTERS, q, faculty: faculty as "" };
          expect(matchesPrepared(c, filterKey(c), filters, searchWords(q))).toBe(courseMatches(c, filters));
        },
      ),
      { numRuns: 2000 },
    );
  });
  it("a word never spans two fields; two words may come from two fields", () => {
    const c = course("x", { title: { ar: "", en: "abc" }, instructor: { ar: "", en: "def" } });
    expect(matchesPrepared(c, filterKey(c), EMPTY_FILTERS, searchWords("cd"))).toBe(false);
    expect(matchesPrepared(c, filterKey(c), EMPTY_FILTERS, searchWords("d c"))).toBe(true);
  });
});

describe("searchPrepared", () => {
  it("ranks like searchCourses over an index built once", () => {
    const index = searchIndex(courses);
    for (const q of ["sara", "data", "الجبر", "colour", "matrices", "x"])
      expect(searchPrepared(index, q, "en")).toEqual(searchCourses(courses, q, "en"));
  });
});
