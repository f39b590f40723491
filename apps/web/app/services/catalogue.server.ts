import type { Locale } from "@masar/domain/locale";
import { categoriesOf, searchCourses } from "@masar/domain/catalogue";
import type { Course, CourseCardData, CourseProgress, Lesson } from "@masar/domain/course";
import { enrollmentProgress } from "@masar/domain/learning";
import { getRepositories } from "#app/data/index.server";

/** What the catalogue and cards need of a course; the card's title is picked from `titles` in the browser. */
export interface CourseSummary extends Omit<CourseCardData, "title"> {
  /** Both titles: the card shows the current language's, and filtering matches either (Arabic-aware). */
  titles: { ar: string; en: string };
  faculty: Course["faculty"];
  level: Course["level"];
  category: string;
  price: number;
  tags: string[];
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
 * Progress per course for a signed-in learner, from one read of their enrolments and the courses'
 * lesson counts (no query per course). Courses they are not enrolled in have no entry.
 */
export async function progressFor(
  userId: string | null,
  courses: readonly Course[],
): Promise<Map<string, CourseProgress>> {
  const map = new Map<string, CourseProgress>();
  if (!userId) return map;
  const byId = new Map(courses.map((c) => [c.id, c]));
  for (const enrollment of await (await getRepositories()).enrollments.listByUser(userId)) {
    const course = byId.get(enrollment.courseId);
    if (course) map.set(course.id, enrollmentProgress(enrollment, course.lessonsCount));
  }
  return map;
}

/** Summaries of courses with the learner's progress where they are enrolled. */
export async function summaries(userId: string | null, courses: readonly Course[]): Promise<CourseSummary[]> {
  const progress = await progressFor(userId, courses);
  return courses.map((c) => toSummary(c, progress.get(c.id) ?? null));
}

export async function listPublishedCourses(): Promise<Course[]> {
  return (await getRepositories()).courses.listPublished();
}

/**
 * The catalogue's data: every published course (spec section 7 reads them all; filtering is
 * client-side). A failure is not thrown: the page shows the spec's toast and an empty list.
 */
export async function catalogue(userId: string | null) {
  try {
    const courses = await listPublishedCourses();
    return {
      courses: await summaries(userId, courses),
      categories: categoriesOf(courses),
      loadError: false,
    };
  } catch (error) {
    console.error("[catalogue] course load failed", error);
    return { courses: [] as CourseSummary[], categories: [] as string[], loadError: true };
  }
}

/** The home page: the stats block's real numbers and the newest courses, from one read of the catalogue. */
export async function homeData(userId: string | null) {
  const courses = await listPublishedCourses();
  return {
    stats: { courses: courses.length, instructors: new Set(courses.map((c) => c.instructorId)).size },
    featured: await summaries(userId, courses.slice(0, 4)),
  };
}

/** A published course with its lessons; null when missing or not published. */
export async function getPublishedCourse(id: string): Promise<{ course: Course; lessons: Lesson[] } | null> {
  const repos = await getRepositories();
  const course = await repos.courses.getById(id);
  if (!course || course.status !== "published") return null;
  return { course, lessons: await repos.lessons.listByCourse(id) };
}

export async function search(query: string, locale: Locale): Promise<Course[]> {
  return searchCourses(await listPublishedCourses(), query, locale);
}
