import { expect, test, type Page } from "@playwright/test";
import { chooseDate } from "./date-fields";
import { hydrated, signUpFreshStudent, useLanguage } from "./fixtures";
import { ORIGIN } from "./origin";

/**
 * The teacher's announcement and event forms after sending (issue 39, item 20): each starts empty again,
 * ready for the next one, and the list beside it shows what was sent. The server's side (what is kept,
 * listed and marked) is tests/server/announcements.test.ts; what the fields hold after the page comes
 * back needs a browser.
 */
/** A fresh teacher of the test's own with a course of their own: the course's id. */
async function teacherWithCourse(page: Page) {
  await useLanguage(page, "en");
  await signUpFreshStudent(page, "teaching-forms");
  await page.goto("/__test/become-teacher?redirectTo=/instructor/courses");
  await expect(page).toHaveURL("/instructor/courses");
  const created = await page.request.post("/instructor/courses/new", {
    form: { "title.en": `Forms ${Date.now()}`, faculty: "science", level: "beginner", category: "physics", price: "0" },
    headers: { Origin: ORIGIN },
    maxRedirects: 0,
  });
  return /\/instructor\/courses\/([^/]+)\/lessons$/.exec(created.headers()["location"] ?? "")![1]!;
}

test("the announcement form starts empty after sending, and the list shows what was sent", async ({ page }) => {
  const id = await teacherWithCourse(page);
  await page.goto(`/instructor/courses/${id}/announce`);
  await hydrated(page);
  const announce = page.getByTestId("announce-form");
  await announce.locator('input[name="title.en"]').fill("Room change");
  await announce.locator('textarea[name="body.en"]').fill("The exam is in hall 3.");
  await page.getByTestId("send-announcement").click();
  await expect(page).toHaveURL(/[?&]sent=/);
  await expect(page.getByTestId("sent-announcement")).toHaveCount(1);
  await expect(page.getByTestId("sent-announcement").first()).toContainText("Room change");
  await expect(announce.locator('input[name="title.en"]')).toHaveValue("");
  await expect(announce.locator('textarea[name="body.en"]')).toHaveValue("");
  // The next one is sent from the empty form and joins the list, newest first.
  await announce.locator('input[name="title.ar"]').fill("تذكير");
  await page.getByTestId("send-announcement").click();
  await expect(page.getByTestId("sent-announcement")).toHaveCount(2);
  await expect(page.getByTestId("sent-announcement").first()).toContainText("تذكير");
  await expect(announce.locator('input[name="title.ar"]')).toHaveValue("");
});

test("the event form starts empty after an event is added, and the list shows it", async ({ page }) => {
  const id = await teacherWithCourse(page);
  await page.goto(`/instructor/courses/${id}/events`);
  await hydrated(page);
  const event = page.getByTestId("event-form");
  await event.locator('input[name="title.en"]').fill("Midterm");
  // Ten days ahead: a few pages of the kit's calendar at most, whatever today is.
  await chooseDate(event.locator("#event-new-date"), new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
  await event.getByTestId("save-event").click();
  await expect(page).toHaveURL(/[?&]added=/);
  await expect(page.getByTestId("event-title")).toHaveText(["Midterm"]);
  await expect(event.locator('input[name="title.en"]')).toHaveValue("");
  await expect(event.locator('input[name="date"]')).toHaveValue("");
});
