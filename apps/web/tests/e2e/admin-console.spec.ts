import { expect, test, type Browser } from "@playwright/test";
import { DEMO, fromOwnAddress, hydrated, signIn, signUpFreshStudent, useLanguage } from "./fixtures";
import { axe } from "./axe";

/** The dashboard's reader of contact messages, and course management that never loses a student's course. */

async function adminPage(browser: Browser, lang: "ar" | "en") {
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, lang);
  await signIn(page, DEMO.admin);
  return page;
}

/**
 * Each journey runs in one language (docs/testing.md: journeys once; the console's pages in both languages at
 * phone and desktop width are a11y.spec.ts's): the reader and the role change in English, the archive in
 * Arabic (its Arabic digits and status).
 */
test("a contact message reaches the dashboard and leaves it once handled; the dashboard is axe-clean", async ({
  page,
  browser,
}) => {
  const lang = "en";
  const subject = `Admin reader ${lang} ${Date.now()}`;
  await useLanguage(page, lang);
  await fromOwnAddress(page);
  await page.goto("/contact");
  await hydrated(page);
  const form = page.locator("form#contact");
  await form.locator('[name="name"]').fill("Mona Adel");
  await form.locator('[name="email"]').fill("mona@example.com");
  await form.locator('[name="subject"]').fill(subject);
  await form.locator('[name="message"]').fill("I paid by transfer yesterday, please check.");
  await form.locator('button[type="submit"]').click();
  await expect(page.locator("form#contact")).toHaveCount(0);

  const admin = await adminPage(browser, lang);
  await admin.goto("/admin-dashboard");
  await hydrated(admin);
  for (const id of [
    "students",
    "teachers",
    "published-courses",
    "enrollments",
    "revenue",
    "pending-payments",
    "completion-rate",
  ]) {
    await expect(admin.getByTestId(`figure-${id}-value`)).not.toBeEmpty();
  }
  await axe(admin, "", { extraTags: ["wcag22aa"] });
  // On a phone the latest payments fit the screen: every part of the list lies inside its section,
  // none needs a sideways scroll (the five-column table scrolled at 390 px).
  await admin.setViewportSize({ width: 390, height: 844 });
  const payments = admin.getByTestId("latest-payments");
  await expect(payments.getByText("EGP").first()).toBeVisible();
  const outside = await payments.evaluate((section) => {
    const edge = section.getBoundingClientRect();
    return [...section.querySelectorAll("*")]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.left < edge.left - 1 || box.right > edge.right + 1 || el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()}: ${el.textContent?.slice(0, 40)}`);
  });
  expect(outside).toEqual([]);
  await axe(admin, "at 390", { extraTags: ["wcag22aa"] });
  await admin.setViewportSize({ width: 1280, height: 720 });
  const message = admin.getByTestId("contact-message").filter({ hasText: subject });
  await expect(message).toBeVisible();
  await message.getByRole("button", { name: "Mark as handled" }).click();
  await expect(admin.getByTestId("contact-message").filter({ hasText: subject })).toHaveCount(0);
  await admin.context().close();
});

test("deleting a course with a student is refused, archiving keeps the student's access", async ({ page, browser }) => {
  const lang = "ar";
  const title = `Archive me ${lang} ${Date.now()}`;
  const admin = await adminPage(browser, lang);
  await admin.goto(`/__test/admin-course?title=${encodeURIComponent(title)}`);
  const courseId = (await admin.getByTestId("test-course-id").textContent())!;

  // A student enrols in the free course.
  await useLanguage(page, lang);
  await signUpFreshStudent(page, `admin-archive-${lang}`);
  await page.goto(`/course/${courseId}`);
  await hydrated(page);
  await page.locator("button[data-enroll=free]").first().click();
  await expect(page).toHaveURL(new RegExp(`/course-content/${courseId}`));

  await admin.goto(`/manage-all-courses?q=${encodeURIComponent(title)}`);
  await hydrated(admin);
  const card = admin.getByTestId("admin-course").filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("course-students")).toContainText("١");
  await axe(admin, "", { extraTags: ["wcag22aa"] });
  await card.getByRole("button", { name: "حذف" }).click();
  // Deleting is confirmed first (the dialog names what happens); the server then refuses it.
  const confirm = admin.getByRole("alertdialog", { name: `حذف «${title}»؟` });
  await expect(confirm).toContainText("أرشفها بدلًا من ذلك");
  await confirm.getByRole("button", { name: "احذف الدورة" }).click();
  await expect(admin.locator("[data-sonner-toast]").filter({ hasText: "لا يمكن حذفها" })).toBeVisible();
  await expect(card).toHaveCount(1);

  await card.getByRole("button", { name: "أرشفة" }).click();
  await expect(admin.locator("[data-sonner-toast]").filter({ hasText: "أُرشفت الدورة" })).toBeVisible();
  await expect(card.getByTestId("course-status")).toHaveText("مؤرشفة");

  // The student still studies it; the catalogue no longer offers it to anyone.
  const player = await page.goto(`/course-content/${courseId}`);
  expect(player?.status()).toBe(200);
  await expect(page.getByRole("main")).toContainText(title);
  await page.goto("/my-learning");
  await expect(page.getByRole("main")).toContainText(title);
  const visitor = await (await browser.newContext()).newPage();
  const response = await visitor.goto(`/course/${courseId}`);
  expect(response?.status()).toBe(404);
  await visitor.context().close();
  await admin.context().close();
});

test("a role change takes effect on the user's next request; the last admin cannot step down", async ({
  page,
  browser,
}) => {
  const lang = "en";
  await useLanguage(page, lang);
  const student = await signUpFreshStudent(page, `admin-role-${lang}`);
  const refused = await page.goto("/instructor/courses");
  expect(refused?.url()).not.toContain("/instructor/courses");

  const admin = await adminPage(browser, lang);
  await admin.goto(`/admin-users?q=${encodeURIComponent(student.email)}`);
  await hydrated(admin);
  const row = admin.getByTestId("admin-user").filter({ hasText: student.email });
  await expect(row).toHaveCount(1);
  await axe(admin, "", { extraTags: ["wcag22aa"] });
  await row.getByTestId("role-select").selectOption("teacher");
  await row.getByRole("button", { name: "Save role" }).click();
  // Confirmed first, naming the new role and what it allows.
  const dialog = admin.getByRole("alertdialog", { name: /^Change the role of / });
  await expect(dialog).toContainText("becomes Teacher from their next request. A teacher can create courses");
  await dialog.getByRole("button", { name: "Change the role" }).click();
  await expect(admin.locator("[data-sonner-toast]").filter({ hasText: "The role is changed" })).toBeVisible();

  // The student's very next request sees the new role: no new sign-in.
  const allowed = await page.goto("/instructor/courses");
  expect(allowed?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe("/instructor/courses");

  await admin.goto(`/admin-users?q=${encodeURIComponent(DEMO.admin.email)}`);
  await hydrated(admin);
  const self = admin.getByTestId("admin-user").filter({ hasText: DEMO.admin.email });
  await self.getByTestId("role-select").selectOption("student");
  await self.getByRole("button", { name: "Save role" }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Change the role" }).click();
  await expect(admin.locator("[data-sonner-toast]").filter({ hasText: "at least one admin" })).toBeVisible();
  await admin.goto("/admin-dashboard");
  expect(new URL(admin.url()).pathname).toBe("/admin-dashboard");
  await admin.context().close();
});
