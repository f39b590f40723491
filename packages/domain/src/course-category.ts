/**
 * Course categories (issue 39, item 16): a list the administrators keep, each entry named in both
 * languages, that teachers choose from. A course stores its category's id; the catalogue shows the name
 * in the reader's language. Retiring an entry takes it out of the teachers' choice; courses that have
 * it keep it (and the catalogue still filters by it).
 */
import { z } from "zod";
import type { Course, Faculty } from "./course";
import { localize, type Locale, type LocalizedText } from "./locale";
import { normalizeForSearch } from "./text";

export interface CourseCategory {
  /** Stable: courses and catalogue URLs (`?category=physics`) keep it when the names change. */
  id: string;
  name: LocalizedText;
  /** Out of the teachers' list; the courses that have it keep it. */
  retired: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const MAX_CATEGORY_NAME = 60;

const name = z.string().trim().min(1).max(MAX_CATEGORY_NAME);

/** The admin's form: a name in each language, both required (the catalogue shows the reader's). */
export const categoryFormSchema = z.object({ name: z.object({ ar: name, en: name }) });
export type CategoryForm = z.infer<typeof categoryFormSchema>;

/**
 * The id a new category gets: its English name in lower-case Latin letters and digits joined by
 * hyphens ("UX & Interface design" → "ux-interface-design"), at most 40 characters; empty when the
 * name has none of them (the caller then makes one up).
 */
export function categorySlug(english: string): string {
  return english
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
}

/**
 * Whether two names are the same category written differently (case, Arabic letter forms and
 * diacritics, spacing): the variants that used to split the catalogue's facets.
 */
export function sameCategoryName(a: string, b: string): boolean {
  const key = (s: string) => normalizeForSearch(s).replace(/\s+/g, " ").trim();
  return key(a) !== "" && key(a) === key(b);
}

/** The category that already has one of `name`'s two names (another entry than `exceptId`), if any. */
export function categoryNamedLike(
  categories: readonly CourseCategory[],
  name: LocalizedText,
  exceptId?: string,
): CourseCategory | undefined {
  return categories.find(
    (c) =>
      c.id !== exceptId &&
      [c.name.ar, c.name.en].some(
        (existing) => sameCategoryName(existing, name.ar) || sameCategoryName(existing, name.en),
      ),
  );
}

/** The categories a teacher may choose: the active ones, and the course's own even when retired since. */
export function categoryChoices(categories: readonly CourseCategory[], current?: string): CourseCategory[] {
  return categories.filter((c) => !c.retired || c.id === current);
}

/** A catalogue facet: a category that published courses have, with the faculties of those courses. */
export interface CategoryFacet {
  id: string;
  name: LocalizedText;
  faculties: Faculty[];
}

/** The faculties of the courses that have each category id (once per catalogue snapshot). */
export function facultiesByCategory(courses: readonly Pick<Course, "faculty" | "category">[]): Map<string, Faculty[]> {
  const sets = new Map<string, Set<Faculty>>();
  for (const course of courses) {
    let set = sets.get(course.category);
    if (!set) sets.set(course.category, (set = new Set()));
    set.add(course.faculty);
  }
  return new Map([...sets].map(([id, set]) => [id, [...set].sort()]));
}

/**
 * The catalogue's category filter: the listed categories that published courses have (`faculties`, from
 * `facultiesByCategory`), each with the faculties of those courses; ids no entry names are left out.
 */
export function categoryFacets(
  faculties: ReadonlyMap<string, readonly Faculty[]>,
  categories: readonly CourseCategory[],
): CategoryFacet[] {
  return categories
    .filter((c) => faculties.has(c.id))
    .map((c) => ({ id: c.id, name: c.name, faculties: [...faculties.get(c.id)!] }));
}

/**
 * The facets offered for the chosen faculty (all of them without one), sorted by the reader's name;
 * the category already chosen stays offered so the filter never shows a value it does not list.
 */
export function facetsFor(
  facets: readonly CategoryFacet[],
  faculty: Faculty | "",
  chosen: string,
  locale: Locale,
): CategoryFacet[] {
  return facets
    .filter((f) => !faculty || f.faculties.includes(faculty) || f.id === chosen)
    .sort((a, b) => localize(a.name, locale).localeCompare(localize(b.name, locale), locale));
}
