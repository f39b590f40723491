import { ORIGIN } from "./origin";
import { expect, test, type Page } from "@playwright/test";
import {
  DEMO,
  expectToastAfter,
  fromOwnAddress,
  hydrated,
  signIn,
  signUpFreshStudent,
  uniqueEmail,
  useLanguage,
  JOURNEY_VARIANTS,
} from "./fixtures";
import { axe } from "./axe";

/**
 * Enrolment and My Learning, with fresh students: a visitor enrols in a free demo course
 * through login, lands in the player, and finds the course in My Learning, on the home page and in the
 * profile; a priced course goes to payment; enrolling twice changes nothing.
 */
const T = {
  ar: {
    enrollFree: "سجّل مجانًا",
    buy: "اشترِ مقابل ٤٥٠ ج.م",
    continue: "متابعة",
    continueAtFirst: /^متابعة: الدرس ١ — \S/,
    myLearning: "اشتراكاتي",
    enrolledToast: "تم اشتراكك في الاستاتيكا",
    continueLearning: "تابع التعلّم",
    nextLesson: /^الدرس التالي: /,
    zero: "اكتمل ٠٪",
    subscribed: "مشترك في دورة واحدة",
    bell: /^الإشعارات/,
    emptyTitle: "لم تشترك في أي دورة بعد",
    findCourse: "ابحث عن دورة",
    bar: "الاشتراك",
    lessonOne: /^الدرس ١: /,
  },
  en: {
    enrollFree: "Enroll for free",
    buy: "Buy for 450 EGP",
    continue: "Continue",
    continueAtFirst: /^Continue: lesson 1 — \S/,
    myLearning: "My Learning",
    enrolledToast: "You are enrolled in Statics",
    continueLearning: "Continue learning",
    nextLesson: /^Next lesson: /,
    zero: "0% complete",
    subscribed: "Enrolled in 1 course",
    bell: /^Notifications/,
    emptyTitle: "You have not enrolled in a course yet",
    findCourse: "Find a course",
    bar: "Enrollment",
    lessonOne: /^Lesson 1: /,
  },
} as const;

/** A demo course's id, found through the catalogue's search by its English title. */
async function courseId(page: Page, title: string) {
  await page.goto(`/courses?q=${encodeURIComponent(title)}`);
  const href = await page.locator("[data-slot=course-card-action]").first().getAttribute("href");
  return decodeURIComponent(href!.replace("/course/", ""));
}

/** The visible enrol control: the phones' bottom bar at 390 px, the side card at 1280 px. */
const enrollControl = (page: Page, width: number) =>
  (width < 1024 ? page.getByTestId("enroll-bar") : page.locator("article aside")).locator("[data-enroll]");

type Box = { x: number; y: number; width: number; height: number } | null;
/** Whether two boxes on the screen share any area (a missing box shares none, and fails loudly). */
function overlap(a: Box, b: Box) {
  if (!a || !b) throw new Error("an element has no box");
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Signs up on the login page the visitor was sent to, from an address of its own (see fixtures). */
async function signUpHere(page: Page, width: number) {
  await fromOwnAddress(page);
  await hydrated(page);
  const form = page.locator("form#signup");
  // On phones the login page shows one form at a time: the sign-up one is behind its tab. Decide by the
  // viewport, not by whether the tab happens to be painted yet (that raced the navigation on slow runs).
  if (width < 768) {
    await page.locator("a[data-mode=signup]").click();
    await expect(page).toHaveURL(/[?&]mode=signup/);
  }
  await expect(form.locator('input[name="displayName"]')).toBeVisible();
  await form.locator('input[name="displayName"]').fill("Salma Adel");
  await form.locator('input[name="email"]').fill(uniqueEmail("learn"));
  await form.locator('input[name="password"]').fill("a-good-password");
  await form.locator('button[type="submit"]').click();
}

for (const [width, lang] of JOURNEY_VARIANTS) {
  const t = T[lang];
  test.describe(`learning at ${width}px (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await useLanguage(page, lang);
    });

    test("a visitor enrols in a free course through login, lands in the player, and finds it everywhere", async ({
      page,
    }) => {
      const id = await courseId(page, "Statics");
      await page.goto(`/course/${id}`);
      await hydrated(page);
      await axe(page, `/course/${id} (visitor)`);
      const bar = page.getByTestId("enroll-bar");
      if (width < 1024) {
        // Reachable without scrolling: the bar is inside the first screen.
        await expect(page.getByRole("region", { name: t.bar })).toBeInViewport({ ratio: 1 });
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      } else {
        await expect(bar).toBeHidden();
      }
      // Free previews open the player at their lesson.
      const preview = page.getByTestId("preview-link").first();
      await expect(preview).toHaveAttribute("href", new RegExp(`^/course-content/${id}\\?lesson=[^&]+$`));

      await enrollControl(page, width).click();
      await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(`/course/${id}`)}`);
      await signUpHere(page, width);
      await expect(page).toHaveURL(`/course/${id}`);
      await hydrated(page);
      await expect(enrollControl(page, width)).toHaveText(t.enrollFree);

      const toast = await expectToastAfter(page, t.enrolledToast, () => enrollControl(page, width).click());
      await expect(page).toHaveURL(new RegExp(`/course-content/${id}\\?lesson=[^&]+$`));
      // A first enrolment: the player offers browser notifications as the enrolment's toast arrives.
      // The toast (held open by the pointer) covers none of the offer.
      const offer = page.getByTestId("push-offer");
      await expect(offer).toBeVisible();
      await expect(toast).toBeVisible();
      await expect(toast.locator("xpath=ancestor::*[@aria-live][1]")).toHaveAttribute("aria-live", "polite");
      expect(overlap(await toast.boundingBox(), await offer.boundingBox())).toBe(false);
      const first = new URL(page.url()).searchParams.get("lesson")!;
      await expect(page.getByTestId("lesson")).toHaveAttribute("data-lesson-id", first);

      // Back on the course page the button names the lesson it continues with and opens it; posting
      // again changes nothing.
      await page.goto(`/course/${id}`);
      await hydrated(page);
      await expect(enrollControl(page, width)).toHaveText(t.continueAtFirst);
      await expect(enrollControl(page, width)).toHaveAttribute("href", `/course-content/${id}?lesson=${first}`);
      await axe(page, `/course/${id} (enrolled)`);
      const again = await page.request.post(`/course/${id}`, {
        form: { intent: "enroll" },
        headers: { Origin: ORIGIN },
        maxRedirects: 0,
      });
      expect(again.status()).toBe(302);
      expect(again.headers()["location"]).toMatch(new RegExp(`^/course-content/${id}\\?lesson=`));

      await page.goto("/my-learning");
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.myLearning);
      const card = page.getByTestId("in-progress").locator("[data-slot=course-card]");
      await expect(card).toHaveCount(1);
      await expect(card.locator("[data-slot=course-card-action]")).toHaveText(t.continue);
      await expect(card.locator("[data-slot=course-card-action]")).toHaveAttribute(
        "href",
        new RegExp(`^/course-content/${id}\\?lesson=`),
      );
      await expect(card.locator("[data-slot=course-card-progress]")).toContainText(t.zero);
      // The player kept the lesson it opened: My Learning offers to continue there.
      await expect(page.getByTestId("resume-lesson")).toHaveText(t.lessonOne);
      await expect(page.getByTestId("resume-action")).toHaveAttribute("href", `/course-content/${id}?lesson=${first}`);
      await axe(page, "/my-learning");

      // The catalogue's card shows the same progress and label.
      await page.goto("/courses?q=Statics");
      const tile = page.locator("[data-slot=course-card]").first();
      await expect(tile.locator("[data-slot=course-card-action]")).toHaveAttribute("data-action", "continue");
      await expect(tile.locator("[data-slot=course-card-progress]")).toContainText(t.zero);

      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.continueLearning);
      await expect(page.getByTestId("continue-list").locator("li")).toHaveCount(1);
      await expect(page.getByTestId("next-lesson")).toHaveText(t.nextLesson);

      await page.goto("/profile");
      await expect(page.getByText(t.subscribed)).toBeVisible();

      // One enrolment, one notification about it, whatever was posted twice.
      await page.goto("/");
      await hydrated(page);
      await page.getByRole("button", { name: t.bell }).click();
      await expect(page.getByRole("menu").getByRole("group").filter({ hasText: t.enrolledToast })).toHaveCount(1);
    });

    test("a priced course leads to payment; a new student's My Learning points to the catalogue", async ({ page }) => {
      await signUpFreshStudent(page, `learn-${lang}`);
      await page.goto("/my-learning");
      await hydrated(page);
      await expect(page.getByText(t.emptyTitle)).toBeVisible();
      await expect(page.getByRole("link", { name: t.findCourse })).toHaveAttribute("href", "/courses");
      await axe(page, "/my-learning (empty)");

      const id = await courseId(page, "Data Structures and Algorithms");
      await page.goto(`/course/${id}`);
      await hydrated(page);
      await expect(enrollControl(page, width)).toHaveText(t.buy);
      await enrollControl(page, width).click();
      await expect(page).toHaveURL(`/payment/${id}`);

      // Posting the enrol form for a priced course enrols nobody: it goes to payment too.
      const posted = await page.request.post(`/course/${id}`, {
        form: { intent: "enroll" },
        headers: { Origin: ORIGIN },
        maxRedirects: 0,
      });
      expect(posted.headers()["location"]).toBe(`/payment/${id}`);
      await page.goto("/my-learning");
      await expect(page.getByText(t.emptyTitle)).toBeVisible();
    });
  });
}

test("the enrol action: visitors go to login, a tampered form is refused, unknown courses are 404", async ({
  page,
}) => {
  const id = await courseId(page, "Statics");
  const post = (path: string, form: Record<string, string>) =>
    page.request.post(path, { form, headers: { Origin: ORIGIN }, maxRedirects: 0 });
  const visitor = await post(`/course/${id}`, { intent: "enroll" });
  expect(visitor.status()).toBe(302);
  expect(visitor.headers()["location"]).toBe(`/login?redirectTo=${encodeURIComponent(`/course/${id}`)}`);

  await signUpFreshStudent(page, "learn-guard");
  expect((await post(`/course/${id}`, { intent: "something-else" })).status()).toBe(400);
  expect((await post("/course/no-such-course", { intent: "enroll" })).status()).toBe(404);
  const crossSite = await page.request.post(`/course/${id}`, {
    form: { intent: "enroll" },
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
  await page.goto("/my-learning");
  await expect(page.locator("[data-slot=course-card]")).toHaveCount(0);
});

test("an admin goes straight into any course's player, without enrolling", async ({ page }) => {
  await useLanguage(page, "en");
  const id = await courseId(page, "Data Structures and Algorithms");
  await signIn(page, DEMO.admin);
  await page.goto(`/course/${id}`);
  const action = page.locator("article aside [data-enroll]");
  await expect(action).toHaveText("Go to course");
  await expect(action).toHaveAttribute("href", new RegExp(`^/course-content/${id}\\?lesson=`));
  await expect(page.getByTestId("enroll-note")).toHaveText("You have full access to this course");
  // Every lesson is a link into the player, and nothing is locked.
  await expect(page.getByTestId("lesson-list").locator("li")).not.toHaveCount(0);
  await expect(page.getByTestId("lesson-list").locator("li:not(:has(a))")).toHaveCount(0);
  await expect(page.getByTestId("lesson-list").getByLabel("Enrol to unlock")).toHaveCount(0);
  await page.goto("/my-learning");
  await expect(page.locator("[data-slot=course-card]")).toHaveCount(0);
});

test("on a phone, Continue: lesson N — title fits the screen however long the lesson's title", async ({ page }) => {
  await useLanguage(page, "ar");
  await page.setViewportSize({ width: 390, height: 844 });
  const id = await courseId(page, "Calculus I");
  // The demo student is part-way through Calculus I; its next lesson's title is long for a button.
  await signIn(page, DEMO.student);
  await page.goto(`/course/${id}`);
  const bar = page.getByTestId("enroll-bar").locator("[data-enroll=enrolled]");
  await expect(bar).toHaveText(/^متابعة: الدرس \S+ — \S/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const label = bar.locator("span");
  expect(await label.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});
