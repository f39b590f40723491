import { expect, test, type Page } from "@playwright/test";
import { DEMO, hydrated, signIn, signUpFreshStudent, useLanguage, JOURNEY_VARIANTS } from "./fixtures";
import { axe } from "./axe";

/**
 * The course player (decision 008), each test with a fresh student of its own: studying a free demo course
 * up to its practice quiz (mark complete, undo), resuming a video where it was left, the PDF; a finished
 * course's completion screen, Completed and Review on the catalogue card (the demo student's, whose quiz
 * the seed passed: a quiz lesson is completed by passing it); and nobody without access reaching a locked
 * lesson's page, its data request or its file. The demo course "Statics" is free with four lessons: a text
 * lesson (the free preview), a video, a PDF and its practice quiz.
 */
const COURSE = "Statics";
const T = {
  ar: {
    markComplete: "تحديد كمكتمل",
    completed: "مكتمل",
    undo: "تراجع: تحديد كغير مكتمل",
    review: "مراجعة",
    doneTitle: "أتممت الدورة!",
    next: "الدرس التالي",
    lessons: "الدروس",
    locked: "هذا الدرس للطلاب المشتركين",
    percent: (n: string) => `اكتمل ${n}٪`,
  },
  en: {
    markComplete: "Mark as complete",
    completed: "Completed",
    undo: "Undo: mark as not complete",
    review: "Review",
    doneTitle: "You finished the course!",
    next: "Next lesson",
    lessons: "Lessons",
    locked: "This lesson is for enrolled students",
    percent: (n: string) => `${n}% complete`,
  },
} as const;
const ARABIC_DIGITS: Record<string, string> = { "0": "٠", "1": "١", "2": "٢", "5": "٥", "7": "٧" };
const digits = (lang: "ar" | "en", n: number) =>
  lang === "ar" ? [...String(n)].map((d) => ARABIC_DIGITS[d] ?? d).join("") : String(n);

async function courseId(page: Page, title: string) {
  await page.goto(`/courses?q=${encodeURIComponent(title)}`);
  const href = await page.locator("[data-slot=course-card-action]").first().getAttribute("href");
  return decodeURIComponent(href!.replace("/course/", ""));
}

/** The course's lesson ids in order, as the player's lesson list links them. */
async function lessonIds(page: Page) {
  // The side panel's list is in the page at every width (hidden on phones); wait for the player's own.
  const links = page.getByTestId("lesson-nav").first().locator("[data-lesson-id]");
  await links.first().waitFor({ state: "attached" });
  return links.evaluateAll((all) => all.map((a) => a.getAttribute("data-lesson-id")!));
}

/** Enrols the signed-in student through the course page's own button; the player opens. */
async function enrollIn(page: Page, id: string, width: number) {
  await page.goto(`/course/${id}`);
  await hydrated(page);
  const scope = width < 1024 ? page.getByTestId("enroll-bar") : page.locator("article aside");
  await scope.locator("[data-enroll=free]").click();
  await expect(page).toHaveURL(new RegExp(`/course-content/${id}`));
}

for (const [width, lang] of JOURNEY_VARIANTS) {
  const t = T[lang];
  test.describe(`player at ${width}px (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await useLanguage(page, lang);
    });

    test("a student studies a free course up to its practice quiz", async ({ page }) => {
      await signUpFreshStudent(page, "player");
      const id = await courseId(page, COURSE);
      await enrollIn(page, id, width);
      const [first, video, pdf, quiz] = await lessonIds(page);
      const lesson = page.getByTestId("lesson");
      await expect(lesson).toHaveAttribute("data-lesson-id", first!);
      await expect(page.getByTestId("player-progress")).toContainText(t.percent(digits(lang, 0)));
      // The text lesson's Markdown, each paragraph in its own direction.
      await expect(page.getByTestId("lesson-text").locator('p[dir="rtl"], p[dir="ltr"]').first()).toBeVisible();

      // Mark complete, undo, and complete again: forms that post and come back.
      await page.getByRole("button", { name: t.markComplete }).click();
      await expect(page.getByTestId("complete-form")).toContainText(t.completed);
      await expect(page.getByTestId("player-progress")).toContainText(t.percent(digits(lang, 25)));
      await page.getByRole("button", { name: t.undo }).click();
      await expect(page.getByTestId("player-progress")).toContainText(t.percent(digits(lang, 0)));
      await page.getByRole("button", { name: t.markComplete }).click();
      await expect(page.getByRole("button", { name: t.undo })).toBeVisible();

      await page.getByTestId("lesson-pager").getByRole("link", { name: t.next }).click();
      await expect(lesson).toHaveAttribute("data-lesson-id", video!);
      await expect(page.getByTestId("lesson-video")).toHaveAttribute("preload", "metadata");
      await page.getByRole("button", { name: t.markComplete }).click();
      await expect(page.getByRole("button", { name: t.undo })).toBeVisible();

      // The PDF: shown inline, and downloadable under a generated name.
      await page.getByTestId("lesson-pager").getByRole("link", { name: t.next }).click();
      await expect(lesson).toHaveAttribute("data-lesson-id", pdf!);
      const src = await page.getByTestId("lesson-pdf").getAttribute("src");
      const file = await page.request.get(src!);
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toBe("application/pdf");
      expect(file.headers()["content-disposition"]).toBe('inline; filename="masar-lesson-3.pdf"');
      expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("download-file").click()]);
      expect(download.suggestedFilename()).toBe("masar-lesson-3.pdf");

      // Three of four done; what is left is the practice quiz, completed by passing it.
      await page.getByRole("button", { name: t.markComplete }).click();
      await expect(page.getByTestId("player-progress")).toContainText(t.percent(digits(lang, 75)));
      await expect(page.getByTestId("lesson-pager").getByRole("link", { name: t.next })).toHaveAttribute(
        "href",
        `/course-content/${id}?lesson=${quiz}`,
      );
    });

    test("a video resumes at the position the student left it", async ({ page }) => {
      await signUpFreshStudent(page, "resume");
      const id = await courseId(page, COURSE);
      await enrollIn(page, id, width);
      const [, video] = await lessonIds(page);
      await page.goto(`/course-content/${id}?lesson=${video}`);
      await hydrated(page);
      const player = page.getByTestId("lesson-video");
      await player.evaluate((v: HTMLVideoElement) =>
        v.readyState >= 1 ? null : new Promise((resolve) => v.addEventListener("loadedmetadata", resolve)),
      );
      const saved = page.waitForResponse(
        (r) => r.url().endsWith("/resources/lesson-position") && r.request().method() === "POST" && r.status() === 204,
      );
      await player.evaluate((v: HTMLVideoElement) => {
        v.currentTime = 4.2;
        v.dispatchEvent(new Event("pause"));
      });
      await saved;
      await page.reload();
      await hydrated(page);
      await expect
        .poll(() => page.getByTestId("lesson-video").evaluate((v: HTMLVideoElement) => v.currentTime))
        .toBeCloseTo(4.2, 1);
    });

    test("the player passes axe with the lesson list open", async ({ page }) => {
      await signUpFreshStudent(page, "axe");
      const id = await courseId(page, COURSE);
      await enrollIn(page, id, width);
      await hydrated(page);
      if (width < 1024) {
        await page.getByTestId("open-lessons").click();
        await expect(page.getByRole("dialog", { name: t.lessons })).toBeVisible();
      } else {
        await expect(page.locator("aside").getByTestId("lesson-nav")).toBeVisible();
      }
      await axe(page, "", { exclude: ["[data-sonner-toaster]"] });
    });
  });
}

test.describe("player access", () => {
  test("without enrolment: preview open; locked lesson page, its data and its file refused", async ({ page }) => {
    await useLanguage(page, "en");
    const id = await courseId(page, COURSE);
    for (const who of ["visitor", "student"] as const) {
      if (who === "student") await signUpFreshStudent(page, "locked");
      const response = await page.goto(`/course-content/${id}`);
      expect(response!.status(), who).toBe(200);
      const [preview, video, pdf] = await lessonIds(page);
      await expect(page.getByTestId("lesson")).toHaveAttribute("data-lesson-id", preview!);

      const locked = await page.goto(`/course-content/${id}?lesson=${video}`);
      expect(locked!.status(), who).toBe(403);
      await expect(page.getByTestId("lesson-locked")).toContainText(T.en.locked);
      await expect(page.getByTestId("enroll-cta")).toHaveAttribute("href", `/course/${id}`);
      await expect(page.getByTestId("lesson-video")).toHaveCount(0);

      const data = await page.request.get(`/course-content/${id}.data?lesson=${pdf}`);
      expect(data.status(), who).toBe(403);
      expect(await data.text()).not.toContain("store:");
      for (const lesson of [video, pdf]) {
        const file = await page.request.get(`/resources/lesson-file/${id}/${lesson}`);
        expect(file.status(), who).toBe(403);
        expect(file.headers()["content-type"]).toContain("text/plain");
      }
      const post = await page.request.post(`/course-content/${id}?lesson=${video}`, {
        form: { intent: "complete", lessonId: video! },
        maxRedirects: 0,
      });
      expect(post.status(), who).toBe(who === "visitor" ? 302 : 403);
    }
    expect((await page.request.get(`/course-content/${id}?lesson=no-such-lesson`)).status()).toBe(404);
    expect((await page.request.get("/course-content/no-such-course")).status()).toBe(404);
  });

  test("a video that plays into its last seconds completes its lesson", async ({ page }) => {
    await useLanguage(page, "en");
    await signUpFreshStudent(page, "autocomplete");
    const id = await courseId(page, COURSE);
    await enrollIn(page, id, 1280);
    const [, video] = await lessonIds(page);
    await page.goto(`/course-content/${id}?lesson=${video}`);
    await hydrated(page);
    await expect(page.getByRole("button", { name: T.en.markComplete })).toBeVisible();
    await page.getByTestId("lesson-video").evaluate(async (v: HTMLVideoElement) => {
      if (v.readyState < 1) await new Promise((resolve) => v.addEventListener("loadedmetadata", resolve));
      v.muted = true;
      v.currentTime = v.duration - 2;
      await v.play();
    });
    await expect(page.getByRole("button", { name: T.en.undo })).toBeVisible();
    await expect(page.getByTestId("player-progress")).toContainText(T.en.percent("25"));
  });

  test("an enrolled student's video answers Range requests with the right bytes", async ({ page }) => {
    await signUpFreshStudent(page, "range");
    const id = await courseId(page, COURSE);
    await enrollIn(page, id, 1280);
    const [, video] = await lessonIds(page);
    const url = `/resources/lesson-file/${id}/${video}`;
    const whole = await page.request.get(url);
    expect(whole.status()).toBe(200);
    expect(whole.headers()["content-type"]).toBe("video/webm");
    expect(whole.headers()["x-content-type-options"]).toContain("nosniff");
    const bytes = await whole.body();
    const part = await page.request.get(url, { headers: { Range: "bytes=100-1123" } });
    expect(part.status()).toBe(206);
    expect(part.headers()["content-range"]).toBe(`bytes 100-1123/${bytes.length}`);
    expect((await part.body()).equals(bytes.subarray(100, 1124))).toBe(true);
    const tail = await page.request.get(url, { headers: { Range: "bytes=-10" } });
    expect((await tail.body()).equals(bytes.subarray(bytes.length - 10))).toBe(true);
    const bad = await page.request.get(url, { headers: { Range: `bytes=${bytes.length}-` } });
    expect(bad.status()).toBe(416);
    expect(bad.headers()["content-range"]).toBe(`bytes */${bytes.length}`);
  });
});

for (const lang of ["ar", "en"] as const) {
  test(`a finished course: the completion screen, Completed and Review (${lang})`, async ({ page }) => {
    const t = T[lang];
    await useLanguage(page, lang);
    // The demo student finished Programming Basics: its three lessons, and its quiz passed in the seed.
    const id = await courseId(page, "Programming Basics");
    await signIn(page, DEMO.student);
    await page.goto(`/course-content/${id}`);
    await expect(page.getByTestId("course-complete")).toContainText(t.doneTitle);
    await expect(page.getByTestId("player-progress")).toContainText(t.percent(digits(lang, 100)));

    // The catalogue card: the Completed badge and the Review label.
    await page.goto(`/courses?q=${encodeURIComponent("Programming Basics")}`);
    const card = page.locator("[data-slot=course-card]").first();
    await expect(card.locator("[data-slot=course-card-completed]")).toHaveText(t.completed);
    await expect(card.locator("[data-slot=course-card-action]")).toHaveText(t.review);
  });
}
