import type { Locale, LocalizedText } from "@masar/domain/locale";
import {
  filterKey,
  matchesPrepared,
  searchIndex,
  searchPrepared,
  searchWords,
  type CatalogueFilters,
  type SearchEntry,
} from "@masar/domain/catalogue";
import type { Course, CourseCardData, CourseProgress, Faculty, Lesson } from "@masar/domain/course";
import {
  categoryFacets,
  facultiesByCategory,
  type CategoryFacet,
  type CourseCategory,
} from "@masar/domain/course-category";
import { enrollmentProgress } from "@masar/domain/enrollment";
import { getRepositories } from "#app/repositories.server";
import { buildCatalogueIndex, type CatalogueIndex } from "./catalogue-index.server";
import { transfersUnderReview } from "./payment-review.server";
/** What the catalogue and cards need of a course; the card's title is picked from `titles` in the browser. */
export interface CourseSummary extends Omit<CourseCardData, "title" | "tags" | "instructor"> {
  /** Both titles: the card shows the current language's, and filtering matches either (Arabic-aware). */
  titles: { ar: string; en: string };
  /** The instructor's names in both scripts: the card shows the current language's (fallback to the other). */
  instructor: LocalizedText;
  faculty: Course["faculty"];
  level: Course["level"];
  category: string;
  price: number;
  /** Both languages of each tag: the card shows the current language's (fallback to the other). */
  tags: LocalizedText[];
  lessonsCount: number;
}

export function toSummary(course: Course, progress: CourseCardData["progress"] = null): CourseSummary {
  return {
    id: course.id,
    titles: course.title,
    instructor: course.instructor,
    image: course.image,
    tags: course.tags,
    price: course.price,
    lessonsCount: course.lessonsCount,
    faculty: course.faculty,
    level: course.level,
    category: course.category,
    ...(progress ? { progress } : {}),
  };
}

/**
 * What every catalogue page derives from the published snapshot, computed once per snapshot: the
 * adapter hands back the same array until a course changes, so a page view does no per-course work.
 */
interface CatalogueView {
  summaries: CourseSummary[];
  byId: Map<string, Course>;
  /** The faculties of the published courses of each category id (the category filter's facets). */
  faculties: Map<string, Faculty[]>;
  counts: { courses: number; instructors: number };
  /** Each summary's normalised filter text (`filterKey`), in the same order. */
  keys: string[];
  /** Built on first use: a process that never serves them never pays for them. */
  search: SearchEntry<Course>[] | null;
  index: CatalogueIndex | null;
}

const views = new WeakMap<readonly Course[], CatalogueView>();

async function catalogueView(): Promise<CatalogueView> {
  const courses = await (await getRepositories()).courses.publishedSnapshot();
  let view = views.get(courses);
  if (!view) {
    view = {
      summaries: courses.map((c) => toSummary(c)),
      byId: new Map(courses.map((c) => [c.id, c])),
      faculties: facultiesByCategory(courses),
      counts: { courses: courses.length, instructors: new Set(courses.map((c) => c.instructorId)).size },
      keys: courses.map(filterKey),
      search: null,
      index: null,
    };
    views.set(courses, view);
  }
  return view;
}

/**
 * Progress per course for a signed-in learner, from one read of their enrolments and the courses'
 * lesson counts (no query per course). Courses they are not enrolled in have no entry.
 */
async function progressFor(
  userId: string | null,
  courses: readonly Course[] | ReadonlyMap<string, Course>,
): Promise<Map<string, CourseProgress>> {
  const map = new Map<string, CourseProgress>();
  if (!userId) return map;
  const byId = courses instanceof Map ? courses : new Map((courses as readonly Course[]).map((c) => [c.id, c]));
  for (const enrollment of await (await getRepositories()).enrollments.listByUser(userId)) {
    const course = byId.get(enrollment.courseId);
    if (course) map.set(course.id, enrollmentProgress(enrollment, course.lessonsCount));
  }
  return map;
}

/** The summaries with the learner's progress on the courses they are enrolled in (visitors: as they are). */
async function withProgress(
  userId: string | null,
  view: CatalogueView,
  list: readonly CourseSummary[],
): Promise<CourseSummary[]> {
  if (!userId) return list as CourseSummary[];
  const progress = await progressFor(userId, view.byId);
  if (progress.size === 0) return list as CourseSummary[];
  return list.map((s) => {
    const p = progress.get(s.id);
    return p ? { ...s, progress: p } : s;
  });
}

/**
 * The catalogue page as the server renders it: the first `shown` courses matching the URL's filters
 * (so it works without JavaScript), how many match, the category filter's facets (the managed list's
 * entries that published courses have, read at every request: a renamed or new category shows at once,
 * while the snapshot changes only with courses), and the version of the index the
 * browser then filters by itself (`catalogueIndex`). A signed-in learner's progress comes from one read,
 * for the courses they are enrolled in, and the courses whose transfer is under review from another. A failure is not thrown: the page shows the spec's toast and an
 * empty list.
 */
export async function cataloguePage(userId: string | null, filters: CatalogueFilters, shown: number) {
  try {
    const [view, categories] = await Promise.all([catalogueView(), (await getRepositories()).categories.list()]);
    view.index ??= buildCatalogueIndex(view.summaries);
    const words = searchWords(filters.q);
    const page: CourseSummary[] = [];
    let total = 0;
    view.summaries.forEach((summary, i) => {
      if (!matchesPrepared(summary, view.keys[i], filters, words)) return;
      if (total++ < shown) page.push(summary);
    });
    const progress = await progressFor(userId, view.byId);
    return {
      courses: page.map((s) => (progress.has(s.id) ? { ...s, progress: progress.get(s.id)! } : s)),
      total,
      categories: categoryFacets(view.faculties, categories),
      version: view.index.version,
      progress: Object.fromEntries(progress),
      underReview: userId ? (await transfersUnderReview(userId)).map((p) => p.courseId) : [],
      loadError: false,
    };
  } catch (error) {
    console.error("[catalogue] course load failed", error);
    return {
      courses: [] as CourseSummary[],
      total: 0,
      categories: [] as CategoryFacet[],
      version: null,
      progress: {} as Record<string, CourseProgress>,
      underReview: [] as string[],
      loadError: true,
    };
  }
}

/** The index of every published course the catalogue page filters in the browser (null: cannot load). */
export async function catalogueIndex(): Promise<CatalogueIndex> {
  const view = await catalogueView();
  view.index ??= buildCatalogueIndex(view.summaries);
  return view.index;
}

/** The home page: the stats block's real numbers and the newest courses, from the catalogue snapshot. */
export async function homeData(userId: string | null) {
  const view = await catalogueView();
  return {
    stats: view.counts,
    featured: await withProgress(userId, view, view.summaries.slice(0, 4)),
  };
}

/** A published course with its lessons and its category's entry (null for an unlisted id); null when missing or not published. */
export async function getPublishedCourse(
  id: string,
): Promise<{ course: Course; lessons: Lesson[]; category: CourseCategory | null } | null> {
  const repos = await getRepositories();
  const course = await repos.courses.getById(id);
  if (!course || course.status !== "published") return null;
  const [lessons, category] = await Promise.all([
    repos.lessons.listByCourse(id),
    repos.categories.get(course.category),
  ]);
  return { course, lessons, category };
}

/**
 * The search page's results with the learner's progress: the catalogue's own search (the same courses
 * `/courses?q=` finds), ranked over the snapshot's normalised index.
 */
export async function search(query: string, locale: Locale, userId: string | null): Promise<CourseSummary[]> {
  const view = await catalogueView();
  // Built on the first search of a snapshot: a page that never searches never pays for it.
  view.search ??= searchIndex([...view.byId.values()]);
  const found = searchPrepared(view.search, query, locale);
  return withProgress(
    userId,
    view,
    found.map((c) => toSummary(c)),
  );
}
