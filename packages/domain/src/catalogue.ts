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

type FilterableCourse = Pick<Course, "title" | "instructor" | "faculty" | "level" | "category" | "tags">;

/** The query's words, normalised as the searched text is (Arabic-aware, lower case); none when blank. */
export function searchWords(query: string): string[] {
  return normalizeForSearch(query).split(" ").filter(Boolean);
}

/**
 * The one text search of the catalogue and the search page: every word of the query is found, in any
 * order, in a title (either language), the instructor or a tag (either language). A word may be the
 * start or any part of a longer one: "intro to ux" finds "Introduction to UX", "رياضيات" finds
 * "الرياضيات" (spec section 5's substring rule, word by word). `key` is the course's `filterKey`.
 */
export function keyMatches(key: string, words: readonly string[]): boolean {
  return words.every((word) => key.includes(word));
}

/**
 * Spec section 5, one word at a time: text matches the titles, the instructor or the tags (`keyMatches`);
 * faculty, level and category must equal the chosen value; all combine with AND.
 */
export function courseMatches(course: FilterableCourse, filters: CatalogueFilters): boolean {
  return matchesPrepared(course, filterKey(course), filters, searchWords(filters.q));
}

export function filterCourses<T extends FilterableCourse>(courses: readonly T[], filters: CatalogueFilters): T[] {
  return courses.filter((course) => courseMatches(course, filters));
}

/** The tags in both languages, each language's as its reader sees it (with the fallback), no repeats. */
function bothLanguagesTags(tags: Course["tags"] | undefined): string[] {
  return [...new Set([...localizeTags(tags, "ar"), ...localizeTags(tags, "en")])];
}

/**
 * The text a course is searched by, normalised once: both titles, the instructor's names and the tags in
 * both languages, one per line (a query word has no line break, so a word never spans two fields).
 */
export function filterKey(course: Pick<Course, "title" | "instructor" | "tags">): string {
  return [
    course.title.ar,
    course.title.en,
    course.instructor.ar,
    course.instructor.en,
    ...bothLanguagesTags(course.tags),
  ]
    .map(normalizeForSearch)
    .join("\n");
}

/**
 * `courseMatches` with the course's text already normalised (`filterKey`) and the query's words
 * normalised by the caller once per change (`searchWords`), not once per course: filtering thousands
 * of courses per keystroke.
 */
export function matchesPrepared(
  course: Pick<Course, "faculty" | "level" | "category">,
  key: string,
  filters: CatalogueFilters,
  words: readonly string[],
): boolean {
  if (filters.faculty && course.faculty !== filters.faculty) return false;
  if (filters.level && course.level !== filters.level) return false;
  if (filters.category && course.category !== filters.category) return false;
  return keyMatches(key, words);
}

/** A course with its searched fields normalised once (the search page searches a snapshot many times). */
export interface SearchEntry<T> {
  course: T;
  /** `filterKey`: what decides whether it is found at all. */
  key: string;
  /** What ranks it. */
  titles: string[];
  instructor: string;
  tags: string[];
}

export function searchIndex<T extends FilterableCourse>(courses: readonly T[]): SearchEntry<T>[] {
  return courses.map((course) => ({
    course,
    key: filterKey(course),
    titles: [course.title.ar, course.title.en].map(normalizeForSearch),
    instructor: [course.instructor.ar, course.instructor.en].map(normalizeForSearch).join("\n"),
    tags: bothLanguagesTags(course.tags).map(normalizeForSearch),
  }));
}

/**
 * The search page: the catalogue's search (`keyMatches`, the same courses found), ranked. A word at the
 * start of a title's word outranks one inside a title, which outranks a tag, which outranks the
 * instructor; the words together in a title rank higher still. Ties keep the title order of the current
 * locale.
 */
export function searchCourses<T extends FilterableCourse>(courses: readonly T[], query: string, locale: Locale): T[] {
  return searchPrepared(searchIndex(courses), query, locale);
}

/** `searchCourses` over an index built once by `searchIndex`. */
export function searchPrepared<T extends FilterableCourse>(
  index: readonly SearchEntry<T>[],
  query: string,
  locale: Locale,
): T[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  const phrase = words.join(" ");
  const scored: { course: T; score: number }[] = [];
  for (const { course, key, titles, instructor, tags } of index) {
    if (!keyMatches(key, words)) continue;
    let score = 0;
    for (const word of words) {
      if (titles.some((t) => t.startsWith(word) || t.includes(` ${word}`))) score += 10;
      else if (titles.some((t) => t.includes(word))) score += 8;
      else if (tags.some((t) => t.includes(word))) score += 6;
      else if (instructor.includes(word)) score += 5;
    }
    if (words.length > 1 && titles.some((t) => t.includes(phrase))) score += 5;
    scored.push({ course, score });
  }
  return scored
    .sort(
      (a, b) =>
        b.score - a.score || localize(a.course.title, locale).localeCompare(localize(b.course.title, locale), locale),
    )
    .map((s) => s.course);
}
