import { expect, test } from "@playwright/test";
import teachingAr from "../../app/i18n/locales/ar/teaching";
import { hydrated, useLanguage } from "./fixtures";
import { createCourse, freshTeacher } from "./practice-helpers";

/**
 * An empty form submitted on an Arabic page answers with the app's Arabic message beside the field, from
 * the first submit: the browser's own bubble ("Please select a file.", in the browser's language) never
 * stops it first. Which forms carry `novalidate` is checked on every page at the request level
 * (tests/server/form-validation.test.ts); only a browser shows that the submit really goes through.
 */
test("an empty cover upload on an Arabic page gets the app's Arabic message", async ({ browser }) => {
  const teacher = await freshTeacher(browser, "novalidate");
  const courseId = await createCourse(teacher, { ar: "مقرر فارغ", en: "An empty form" });
  await useLanguage(teacher, "ar");
  await teacher.goto(`/instructor/courses/${courseId}`);
  await hydrated(teacher);
  const file = teacher.locator("#cover-file");
  // Still required for assistive technology, and empty.
  await expect(file).toHaveAttribute("required", "");
  await teacher.getByTestId("upload-cover").click();
  await expect(teacher.locator("#cover-error")).toHaveText(teachingAr.teaching.validation.fileRequired);
  await expect(file).toHaveAttribute("aria-invalid", "true");
  await teacher.context().close();
});
