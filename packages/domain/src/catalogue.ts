import { FACULTIES, LEVELS, localizeTags, type Course, type Faculty, type Level } from "./course";
import { localize, type Locale } from "./locale";
import { normalizeForSearch } from "./text";

export interface CatalogueFilters {
  q: string;
  faculty: Faculty | "";
  level: Level | "";
  category: string;
}

export const EMPTY_FILTERS: CatalogueFilters = { q: "", faculty: "", level: "", category: "" };

/** Reads filters from a URL query; unknown faculty or level values are ignored. */
export function filtersFromSearchParams(params: URLSearchParams): CatalogueFilters {
  const faculty = params.get("faculty") ?? "";
  const level = params.get("level") ?? "";
  return {
    q: params.get("q") ?? "",
    faculty: (FACULTIES as readonly string[]).includes(faculty) ? (faculty as Faculty) : "",
    level: (LEVELS as readonly string[]).includes(level) ? (level as Level) : "",
    category: (params.get("category") ?? "").trim(),
  };
}

export function filtersToSearchParams(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ["q", "faculty", "level", "category"] as const) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  return params;
}

export function hasActiveFilters(filters: CatalogueFilters): boolean {
  return Boolean(filters.q.trim() || filters.faculty || filters.level || filters.category);
}

type FilterableCourse = Pick<Course, "title" | "instructor" | "faculty" | "level" | "category">;

/**
 * Spec section 5: text matches title (either language) or instructor, case-insensitive substring,
 * Arabic-aware; faculty, level and category must equal the chosen value; all combine with AND.
 */
export function courseMatches(course: FilterableCourse, filters: CatalogueFilters): boolean {
  if (filters.faculty && course.faculty !== filters.faculty) return false;
  if (filters.level && course.level !== filters.level) return false;
  if (filters.category && course.category !== filters.category) return false;
  const q = normalizeForSearch(filters.q);
  if (!q) return true;
  return [course.title.ar, course.title.en, course.instructor].some((field) => normalizeForSearch(field).includes(q));
}

export function filterCourses<T extends FilterableCourse>(courses: readonly T[], filters: CatalogueFilters): T[] {
  return courses.filter((course) => courseMatches(course, filters));
}

type SearchableCourse = FilterableCourse & Pick<Course, "description" | "tags">;

/**
 * The text a course is filtered by, normalised once (titles in both languages and the instructor, one
 * per line: a normalised query has no line break, so a match never spans two fields).
 */
export function filterKey(course: Pick<Course, "title" | "instructor">): string {
  return [course.title.ar, course.title.en, course.instructor].map(normalizeForSearch).join("\n");
}

/**
 * `courseMatches` with the course's text already normalised (`filterKey`) and the query normalised by
 * the caller once per change, not once per course: filtering thousands of courses per keystroke.
 */
export function matchesPrepared(
  course: Pick<Course, "faculty" | "level" | "category">,
  key: string,
  filters: CatalogueFilters,
  normalizedQuery: string,
): boolean {
  if (filters.faculty && course.faculty !== filters.faculty) return false;
  if (filters.level && course.level !== filters.level) return false;
  if (filters.category && course.category !== filters.category) return false;
  return !normalizedQuery || key.includes(normalizedQuery);
}

/** A course with its searched fields normalised once (the search page searches a snapshot many times). */
export interface SearchEntry<T> {
  course: T;
  titles: string[];
  instructor: string;
  /** The tags as each language's reader sees them: a query matches the tags on the reader's page. */
  tags: Record<Locale, string[]>;
  descriptions: string[];
}

export function searchIndex<T extends SearchableCourse>(courses: readonly T[]): SearchEntry<T>[] {
  return courses.map((course) => ({
    course,
    titles: [course.title.ar, course.title.en].map(normalizeForSearch),
    instructor: normalizeForSearch(course.instructor),
    tags: {
      ar: localizeTags(course.tags, "ar").map(normalizeForSearch),
      en: localizeTags(course.tags, "en").map(normalizeForSearch),
    },
    descriptions: [course.description.ar, course.description.en].map(normalizeForSearch),
  }));
}

/**
 * The search page's ranking: a title match outranks a tag or instructor match, which outranks a
 * description match; a match at the start of a title ranks higher still. Every word of the query must
 * match somewhere. Ties keep the title order of the current locale.
 */
export function searchCourses<T extends SearchableCourse>(courses: readonly T[], query: string, locale: Locale): T[] {
  return searchPrepared(searchIndex(courses), query, locale);
}

/** `searchCourses` over an index built once by `searchIndex`. */
export function searchPrepared<T extends SearchableCourse>(
  index: readonly SearchEntry<T>[],
  query: string,
  locale: Locale,
): T[] {
  const words = normalizeForSearch(query).split(" ").filter(Boolean);
  if (words.length === 0) return [];
  const scored: { course: T; score: number }[] = [];
  for (const { course, titles, instructor, tags, descriptions } of index) {
    let score = 0;
    let all = true;
    for (const word of words) {
      let best = 0;
      if (titles.some((t) => t.startsWith(word) || t.includes(` ${word}`))) best = 10;
      else if (titles.some((t) => t.includes(word))) best = 8;
      else if (tags[locale].some((t) => t.includes(word))) best = 6;
      else if (instructor.includes(word)) best = 5;
      else if (descriptions.some((d) => d.includes(word))) best = 2;
      if (best === 0) {
        all = false;
        break;
      }
      score += best;
    }
    const phrase = words.join(" ");
    if (all && words.length > 1 && titles.some((t) => t.includes(phrase))) score += 5;
    if (all) scored.push({ course, score });
  }
  return scored
    .sort(
      (a, b) =>
        b.score - a.score || localize(a.course.title, locale).localeCompare(localize(b.course.title, locale), locale),
    )
    .map((s) => s.course);
}
