/**
 * Test-only pages for the admin console's end-to-end specs (ENABLE_TEST_ROUTES=1): each spec makes the
 * courses it acts on, so archiving or deleting never touches the shared demo catalogue.
 */
import { data } from "@remix-run/node";
import { getRepositories } from "#app/data/index.server";

/**
 * /__test/admin-course?title=T: a published free course with one text lesson, taught by the demo
 * teacher, named T in both languages; the page shows its id (data-testid=test-course-id).
 */
export async function createTestCourse(request: Request) {
  const title = new URL(request.url).searchParams.get("title")?.trim();
  if (!title || title.length > 120)
    throw data({ error: "title is required (at most 120 characters)" }, { status: 400 });
  const repos = await getRepositories();
  const teacher = await repos.users.get("demo-teacher");
  if (!teacher) throw data({ error: "the demo teacher is missing" }, { status: 409 });
  const course = await repos.courses.create({
    title: { ar: title, en: title },
    description: { ar: title, en: title },
    instructorId: teacher.uid,
    instructor: teacher.displayName,
    faculty: "design",
    level: "beginner",
    category: "testing",
    price: 0,
    status: "draft",
  });
  await repos.lessons.add(course.id, { title: { ar: "١", en: "1" }, kind: "text", content: "# 1" });
  await repos.courses.update(course.id, { status: "published" });
  return { courseId: course.id };
}
