import { describe, expect, it } from "vitest";
import {
  categoryChoices,
  categoryFacets,
  categoryFormSchema,
  categoryNamedLike,
  categorySlug,
  facetsFor,
  facultiesByCategory,
  sameCategoryName,
  type CourseCategory,
} from "./course-category";

const at = new Date("2026-01-01T00:00:00Z");
const entry = (id: string, ar: string, en: string, retired = false): CourseCategory => ({
  id,
  name: { ar, en },
  retired,
  createdAt: at,
  updatedAt: at,
});
const LIST = [
  entry("physics", "الفيزياء", "Physics"),
  entry("programming", "البرمجة", "Programming"),
  entry("ai", "الذكاء الاصطناعي", "Artificial intelligence"),
  entry("old", "قديم", "Old", true),
];

describe("course categories", () => {
  it("takes an id from the English name", () => {
    expect(categorySlug("UX & Interface design")).toBe("ux-interface-design");
    expect(categorySlug("  Artificial Intelligence ")).toBe("artificial-intelligence");
    expect(categorySlug("الذكاء الاصطناعي")).toBe("");
  });

  it("knows a name written differently as the same category", () => {
    expect(sameCategoryName("Programming ", "programming")).toBe(true);
    expect(sameCategoryName("الذّكاء  الاصطناعي", "الذكاء الاصطناعى")).toBe(true);
    expect(sameCategoryName("Physics", "Chemistry")).toBe(false);
    expect(sameCategoryName("", "")).toBe(false);
    expect(categoryNamedLike(LIST, { ar: "جديد", en: "PROGRAMMING" })?.id).toBe("programming");
    expect(categoryNamedLike(LIST, { ar: "البرمجة", en: "Coding" }, "programming")).toBeUndefined();
  });

  it("needs both names, each at most 60 characters", () => {
    expect(categoryFormSchema.safeParse({ name: { ar: "الفلك", en: "Astronomy" } }).success).toBe(true);
    expect(categoryFormSchema.safeParse({ name: { ar: " ", en: "Astronomy" } }).success).toBe(false);
    expect(categoryFormSchema.safeParse({ name: { ar: "الفلك", en: "x".repeat(61) } }).success).toBe(false);
  });

  it("offers teachers the active entries, and a course its own retired one", () => {
    expect(categoryChoices(LIST).map((c) => c.id)).toEqual(["physics", "programming", "ai"]);
    expect(categoryChoices(LIST, "old").map((c) => c.id)).toEqual(["physics", "programming", "ai", "old"]);
  });
});

describe("the catalogue's category filter", () => {
  const courses = [
    { faculty: "science" as const, category: "physics" },
    { faculty: "engineering" as const, category: "programming" },
    { faculty: "science" as const, category: "programming" },
    // A free-text value no entry names (an old course) is not a filter option.
    { faculty: "science" as const, category: "الذكاء الاصطناعي" },
  ];

  it("offers only listed categories that published courses have, with their faculties", () => {
    expect(categoryFacets(facultiesByCategory(courses), LIST)).toEqual([
      { id: "physics", name: LIST[0]!.name, faculties: ["science"] },
      { id: "programming", name: LIST[1]!.name, faculties: ["engineering", "science"] },
    ]);
  });

  it("narrows them to the chosen faculty, keeps the chosen one, and sorts by the reader's names", () => {
    const facets = categoryFacets(facultiesByCategory(courses), LIST);
    expect(facetsFor(facets, "engineering", "", "en").map((f) => f.id)).toEqual(["programming"]);
    expect(facetsFor(facets, "engineering", "physics", "en").map((f) => f.id)).toEqual(["physics", "programming"]);
    expect(facetsFor(facets, "", "", "en").map((f) => f.id)).toEqual(["physics", "programming"]);
    // البرمجة before الفيزياء in Arabic order.
    expect(facetsFor(facets, "", "", "ar").map((f) => f.id)).toEqual(["programming", "physics"]);
  });
});
