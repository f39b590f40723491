import { expect, type Browser, type Page } from "@playwright/test";
import { hydrated, signUpFreshStudent, useLanguage } from "./fixtures";

/** A fresh teacher (English, desktop) on the new-course form. */
export async function freshTeacher(browser: Browser, prefix = "practice-teacher") {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await useLanguage(page, "en");
  await signUpFreshStudent(page, prefix);
  await page.goto("/__test/become-teacher?redirectTo=/instructor/courses/new");
  await expect(page).toHaveURL("/instructor/courses/new");
  return page;
}

/** Creates a free course from the new-course form the teacher is on; returns its id. */
export async function createCourse(teacher: Page, title: { ar: string; en: string }): Promise<string> {
  await hydrated(teacher);
  const form = teacher.getByTestId("course-form");
  await form.locator('input[name="title.ar"]').fill(title.ar);
  await form.locator('input[name="title.en"]').fill(title.en);
  await form.locator('select[name="category"]').selectOption("mathematics");
  await form.getByRole("button", { name: "Create course" }).click();
  await expect(teacher).toHaveURL(/\/instructor\/courses\/[^/]+\/lessons$/);
  return teacher.url().split("/").at(-2)!;
}

/**
 * Adds a quiz lesson (saving it opens its quiz: ten at random by default, pass at 60%) and publishes the
 * course.
 */
export async function addQuizAndPublish(teacher: Page, courseId: string, title: { ar: string; en: string }) {
  await teacher.goto(`/instructor/courses/${courseId}/lessons/new`);
  await hydrated(teacher);
  await teacher.locator('input[name="title.ar"]').fill(title.ar);
  await teacher.locator('input[name="title.en"]').fill(title.en);
  await teacher.locator('select[name="kind"]').selectOption("quiz");
  await teacher.getByTestId("save-lesson").click();
  await expect(teacher).toHaveURL(new RegExp(`/instructor/courses/${courseId}/quizzes/[^/]+$`));
  await expect(teacher.getByTestId("quiz-form")).toBeVisible();
  await teacher.goto(`/instructor/courses/${courseId}`);
  await hydrated(teacher);
  await teacher.getByTestId("status-published").click();
  await expect(teacher.getByTestId("status-panel").locator("[data-slot=course-status]")).toHaveText("Published");
}

/**
 * A free published course of a fresh teacher's own, whose question bank is `gift` (imported through the
 * import page) and whose one lesson is a quiz of its whole bank. Returns the course id.
 */
export async function publishedQuizCourse(browser: Browser, gift: string, prefix: string): Promise<string> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const teacher = await freshTeacher(browser, `${prefix}-teacher`);
  const courseId = await createCourse(teacher, { ar: `مراجعة ${stamp}`, en: `Review ${stamp}` });
  await teacher.goto(`/instructor/courses/${courseId}/questions/import`);
  await hydrated(teacher);
  await teacher.locator('textarea[name="text"]').fill(gift);
  await teacher.getByTestId("preview-import").click();
  await expect(teacher.getByTestId("import-errors")).toHaveCount(0);
  await teacher.getByTestId("commit-import").click();
  await expect(teacher).toHaveURL(`/instructor/courses/${courseId}/questions`);
  await addQuizAndPublish(teacher, courseId, { ar: "تدريب", en: "Practice" });
  await teacher.context().close();
  return courseId;
}
