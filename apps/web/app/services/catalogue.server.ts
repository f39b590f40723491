import type { Locale } from "@masar/domain/locale";
import { categoriesOf, searchCourses } from "@masar/domain/catalogue";
import type { Course, CourseCardData, Lesson } from "@masar/domain/course";
import { getRepositories } from "#app/data/index.server";
import { getConfig } from "#app/env.server";

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

/** Progress per course for a signed-in learner (only the courses they are enrolled in). */
export async function progressFor(userId: string | null): Promise<Map<string, CourseCardData["progress"]>> {
  const map = new Map<string, CourseCardData["progress"]>();
  if (!userId) return map;
  const repos = await getRepositories();
  const enrollments = await repos.enrollments.listByUser(userId);
  await Promise.all(
    enrollments.map(async (e) => map.set(e.courseId, await repos.enrollments.progress(userId, e.courseId))),
  );
  return map;
}

export async function listPublishedCourses(): Promise<Course[]> {
  return (await getRepositories()).courses.listPublished();
}

/**
 * The catalogue's data: every published course (spec section 7 reads them all; filtering is
 * client-side). A failure is not thrown: the page shows the spec's toast and an empty list.
 */
export async function catalogue(request: Request, userId: string | null) {
  try {
    if (getConfig().enableTestRoutes && request.headers.get("Cookie")?.includes("masar_test_fail=courses")) {
      throw new Error("Simulated course load failure (test route)");
    }
    const [courses, progress] = await Promise.all([listPublishedCourses(), progressFor(userId)]);
    return {
      courses: courses.map((c) => toSummary(c, progress.get(c.id) ?? null)),
      categories: categoriesOf(courses),
      loadError: false,
    };
  } catch (error) {
    console.error("[catalogue] course load failed", error);
    return { courses: [] as CourseSummary[], categories: [] as string[], loadError: true };
  }
}

export async function homeStats() {
  return (await getRepositories()).courses.counts();
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
