import { expect, type Browser } from "@playwright/test";
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

/**
 * A free published course of a fresh teacher's own, whose question bank is `gift` (imported through the
 * import page) and whose one lesson is a quiz of its whole bank (the default: ten at random, pass at 60%).
 * Returns the course id.
 */
export async function publishedQuizCourse(browser: Browser, gift: string, prefix: string): Promise<string> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const teacher = await freshTeacher(browser, `${prefix}-teacher`);
  await hydrated(teacher);
  const form = teacher.getByTestId("course-form");
  await form.locator('input[name="title.ar"]').fill(`مراجعة ${stamp}`);
  await form.locator('input[name="title.en"]').fill(`Review ${stamp}`);
  await form.locator('input[name="category"]').fill("mathematics");
  await form.getByRole("button", { name: "Create course" }).click();
  await expect(teacher).toHaveURL(/\/instructor\/courses\/[^/]+\/lessons$/);
  const courseId = teacher.url().split("/").at(-2)!;
  await teacher.goto(`/instructor/courses/${courseId}/questions/import`);
  await hydrated(teacher);
  await teacher.locator('textarea[name="text"]').fill(gift);
  await teacher.getByTestId("preview-import").click();
  await expect(teacher.getByTestId("import-errors")).toHaveCount(0);
  await teacher.getByTestId("commit-import").click();
  await expect(teacher).toHaveURL(`/instructor/courses/${courseId}/questions`);
  await teacher.goto(`/instructor/courses/${courseId}/lessons/new`);
  await hydrated(teacher);
  await teacher.locator('input[name="title.ar"]').fill("تدريب");
  await teacher.locator('input[name="title.en"]').fill("Practice");
  await teacher.locator('select[name="kind"]').selectOption("quiz");
  await teacher.getByTestId("save-lesson").click();
  await expect(teacher).toHaveURL(new RegExp(`/instructor/courses/${courseId}/quizzes/[^/]+$`));
  await teacher.goto(`/instructor/courses/${courseId}`);
  await hydrated(teacher);
  await teacher.getByTestId("status-published").click();
  await expect(teacher.getByTestId("status-panel").locator("[data-slot=course-status]")).toHaveText("Published");
  await teacher.context().close();
  return courseId;
}
