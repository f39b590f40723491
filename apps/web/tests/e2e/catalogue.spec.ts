import { ORIGIN } from "./origin";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, expectToastAfter, hydrated, injectFaults, signIn, useLanguage } from "./fixtures";

const T = {
  ar: {
    search: "ابحث عن دورة...",
    faculty: "الكلية",
    level: "المستوى",
    category: "التصنيف",
    reset: "إعادة ضبط التصفية",
    empty: "لا توجد دورات تطابق بحثك",
    showAll: "عرض كل الدورات",
    free: "مجاني",
    egp: "ج.م",
    enroll: "سجّل الآن",
    view: "عرض الدورة",
    filters: "التصفية",
    courses: "الدورات",
    loading: "جارٍ التحميل...",
  },
  en: {
    search: "Search courses...",
    faculty: "Faculty",
    level: "Level",
    category: "Category",
    reset: "Reset Filters",
    empty: "No courses match your search",
    showAll: "Show All Courses",
    free: "Free",
    egp: "EGP",
    enroll: "Enroll Now",
    view: "View Course",
    filters: "Filters",
    courses: "Courses",
    loading: "Loading...",
  },
} as const;

const cards = (page: Page) => page.locator("[data-slot=course-card]");
/** All 27 published demo courses: the first 24 cards render, the count says 27. */
async function expectWholeCatalogue(page: Page, lang: "ar" | "en") {
  await expect(page.getByTestId("result-count")).toHaveText(lang === "ar" ? "٢٧ دورة" : "27 courses");
  await expect(cards(page)).toHaveCount(24);
}

async function openCatalogue(page: Page, lang: "ar" | "en", query = "") {
  await useLanguage(page, lang);
  await page.goto(`/courses${query}`);
  await hydrated(page);
}

// Texts, digits, dates and direction are checked in both languages; a behaviour that does not depend on
// the language runs in one of them, Arabic or English in turn (docs/testing.md: variants cheaply).
for (const lang of ["ar", "en"] as const) {
  const t = T[lang];
  test.describe(`catalogue (${lang})`, () => {
    test("lists every published course and filters by each filter and by their AND", async ({ page }) => {
      await openCatalogue(page, lang);
      await expectWholeCatalogue(page, lang);
      await page.getByLabel(t.faculty).selectOption("science");
      await expect(cards(page)).toHaveCount(9);
      await expect(page).toHaveURL(/faculty=science/);
      await page.getByLabel(t.level).selectOption("intermediate");
      await expect(cards(page)).toHaveCount(4);
      await page.getByLabel(t.category).selectOption("physics");
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).first()).toContainText(lang === "ar" ? "الكهرومغناطيسية" : "Electromagnetism");
      await expect(page).toHaveURL(/faculty=science&level=intermediate&category=physics/);
      // Text and selects combine with AND: this text matches nothing in physics.
      await page.getByRole("main").getByPlaceholder(t.search).fill("Organic");
      await expect(cards(page)).toHaveCount(0);
      await expect(page.getByText(t.empty)).toBeVisible();
      await page.getByRole("link", { name: t.reset }).click();
      await expectWholeCatalogue(page, lang);
      await expect(page).toHaveURL(/\/courses$/);
      await expect(page.getByRole("main").getByPlaceholder(t.search)).toHaveValue("");
    });

    if (lang === "ar") {
      test("filters by level alone and by category alone", async ({ page }) => {
        await openCatalogue(page, lang);
        await page.getByLabel(t.level).selectOption("advanced");
        await expect(cards(page)).toHaveCount(8);
        await page.getByLabel(t.level).selectOption("");
        await page.getByLabel(t.category).selectOption("ux");
        await expect(cards(page)).toHaveCount(3);
      });
    }

    if (lang === "en") {
      test("text matches title or instructor while typing, case-insensitively", async ({ page }) => {
        await openCatalogue(page, lang);
        await page.getByRole("main").getByPlaceholder(t.search).pressSequentially("LINEAR");
        await expect(cards(page)).toHaveCount(1);
        await page.getByRole("main").getByPlaceholder(t.search).fill("omar khaled");
        await expect(cards(page).first()).toContainText("Dr. Omar Khaled");
        expect(await cards(page).count()).toBeGreaterThan(1);
      });
    }

    if (lang === "ar") {
      test("Arabic-aware: a title with أ is found by typing ا, ة by ه, and Arabic digits by Latin ones", async ({
        page,
      }) => {
        await openCatalogue(page, lang);
        await page.getByRole("main").getByPlaceholder(t.search).fill("اساسيات");
        await expect(cards(page)).toHaveCount(1);
        await expect(cards(page).first()).toContainText(
          lang === "ar" ? "أساسيات البرمجة بلغة بايثون" : "Programming Basics with Python",
        );
        await page.getByRole("main").getByPlaceholder(t.search).fill("العماره");
        await expect(cards(page)).toHaveCount(1);
        await page.getByRole("main").getByPlaceholder(t.search).fill("101");
        await expect(cards(page)).toHaveCount(2);
        await page.getByRole("main").getByPlaceholder(t.search).fill("١٠١");
        await expect(cards(page)).toHaveCount(2);
        await page.getByRole("main").getByPlaceholder(t.search).fill("د. احمد");
        expect(await cards(page).count()).toBeGreaterThan(0);
      });
    }

    if (lang === "en") {
      test("empty results offer Show All Courses", async ({ page }) => {
        await openCatalogue(page, lang);
        await page.getByRole("main").getByPlaceholder(t.search).fill("zzzz-no-such-course");
        await expect(page.getByText(t.empty)).toBeVisible();
        await page.getByRole("link", { name: t.showAll }).click();
        await expectWholeCatalogue(page, lang);
      });
    }

    if (lang === "ar") {
      test("renders 24 cards at a time and shows more on request", async ({ page }) => {
        await openCatalogue(page, lang);
        await expectWholeCatalogue(page, lang);
        await page.getByRole("link", { name: lang === "ar" ? /عرض المزيد من الدورات/ : /Show more courses/ }).click();
        await expect(cards(page)).toHaveCount(27);
        await expect(
          page.getByRole("link", { name: lang === "ar" ? /عرض المزيد من الدورات/ : /Show more courses/ }),
        ).toHaveCount(0);
        // The longer list is kept in the URL: back from a course page, the list is as long as it was.
        await expect(page).toHaveURL(/[?&]show=48$/);
        await cards(page).last().locator("[data-slot=course-card-title-link]").click();
        await expect(page).toHaveURL(/\/course\//);
        await page.goBack();
        await expect(cards(page)).toHaveCount(27);
      });
    }

    if (lang === "en") {
      test("a filtered list can be shared by its URL", async ({ page }) => {
        await openCatalogue(page, lang, "?faculty=design&level=beginner");
        await expect(cards(page)).toHaveCount(3);
        await expect(page.getByLabel(t.faculty)).toHaveValue("design");
        await expect(page.getByLabel(t.level)).toHaveValue("beginner");
      });
    }

    test("card labels and prices for a visitor", async ({ page }) => {
      await openCatalogue(page, lang, "?q=Python");
      const card = cards(page).first();
      // The card's default cover (its media box's CSS background, a phone's largest paint) is preloaded
      // from the head at high priority, and the preload is the very file the card paints.
      const preload = page.locator('head link[rel="preload"][as="image"]');
      await expect(preload).toHaveAttribute("fetchpriority", "high");
      const background = await card
        .locator("[data-slot=course-card-media]")
        .evaluate((el) => getComputedStyle(el).backgroundImage);
      expect(background).toContain(`${await preload.getAttribute("href")}"`);
      await expect(card.locator("[data-slot=course-card-price]")).toHaveText(t.free);
      await expect(card.locator("[data-slot=course-card-action]")).toHaveText(t.enroll);
      await expect(card.locator("[data-slot=course-card-action]")).toHaveAttribute("href", /^\/course\//);
      await page.getByRole("main").getByPlaceholder(t.search).fill("Linear Algebra");
      await expect(cards(page).first().locator("[data-slot=course-card-price]")).toHaveText(
        lang === "ar" ? `٣٠٠ ${t.egp}` : `300 ${t.egp}`,
      );
      // Every published course has lessons (a published course needs at least one; the kit's
      // "No lessons" state is covered by its story).
      await page.getByRole("main").getByPlaceholder(t.search).fill("Digital Signal");
      await expect(cards(page).first().locator("[data-slot=course-card-lessons]")).toHaveText(
        lang === "ar" ? "٩ دروس" : "9 lessons",
      );
      await page.getByRole("main").getByPlaceholder(t.search).fill("Design Systems");
      await expect(cards(page).first().locator("[data-slot=course-card-tags] [data-slot=badge]")).toHaveCount(3);
    });
  });
}

test("a signed-in learner sees Review, Continue with progress, and View Course", async ({ page }) => {
  await signIn(page, DEMO.student);
  await page.goto("/courses?q=Python");
  await expect(cards(page).first().locator("[data-slot=course-card-action]")).toHaveText("مراجعة");
  await expect(cards(page).first().locator("[data-slot=course-card-completed]")).toBeVisible();
  await page.goto("/courses?q=Calculus");
  await expect(cards(page).first().locator("[data-slot=course-card-action]")).toHaveText("متابعة");
  // Calculus I: 2 of its 7 lessons (six and the practice quiz).
  await expect(cards(page).first().getByRole("progressbar")).toHaveAttribute("aria-valuenow", "29");
  await page.goto("/courses?q=Linear");
  await expect(cards(page).first().locator("[data-slot=course-card-action]")).toHaveText("عرض الدورة");
});

test("filtering works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: "appLanguage", value: "en", url: ORIGIN }]);
  const page = await context.newPage();
  await page.goto("/courses");
  await page.getByLabel("Faculty").selectOption("engineering");
  await page.getByRole("main").getByPlaceholder("Search courses...").fill("circuits");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/q=circuits&faculty=engineering/);
  await expect(cards(page)).toHaveCount(1);
  await context.close();
});

test("course texts follow the language when it changes", async ({ page }) => {
  await page.goto("/courses?q=Linear");
  await hydrated(page);
  await expect(cards(page).first().locator("[data-slot=course-card-title]")).toHaveText("الجبر الخطي");
  await page.getByRole("button", { name: "تغيير اللغة إلى English" }).click();
  await expect(cards(page).first().locator("[data-slot=course-card-title]")).toHaveText("Linear Algebra");
  await expect(page.getByLabel("Faculty")).toBeVisible();
});

test("tags follow the page's language on cards, the course page and search", async ({ page }) => {
  const tagsOf = (card: ReturnType<typeof cards>) => card.locator("[data-slot=course-card-tags] [data-slot=badge]");
  await page.goto("/courses?q=Linear");
  await hydrated(page);
  await expect(tagsOf(cards(page).first())).toHaveText(["مصفوفات"]);
  await page.getByRole("button", { name: "تغيير اللغة إلى English" }).click();
  await expect(tagsOf(cards(page).first())).toHaveText(["Matrices"]);
  await page.goto("/courses?q=Design%20Systems");
  await expect(tagsOf(cards(page).first())).toHaveText(["Components", "Storybook", "+3"]);
  await cards(page).first().locator("[data-slot=course-card-action]").click();
  await expect(page.getByRole("main").getByText("Accessibility", { exact: true })).toBeVisible();
  // Search matches the tags in either language: "Summaries" is the English of "ملخصات".
  await page.goto("/search?q=Summaries");
  await expect(cards(page).filter({ hasText: "Data Structures and Algorithms" })).toHaveCount(1);
  await useLanguage(page, "ar");
  await page.goto("/courses?q=" + encodeURIComponent("أنظمة التصميم"));
  await expect(tagsOf(cards(page).first())).toHaveText(["مكونات", "ستوريبوك", "+٣"]);
});

for (const [lang, text] of [
  ["ar", "حدث خطأ أثناء تحميل الدورات. يُرجى المحاولة مرة أخرى."],
  ["en", "Error loading courses. Please try again."],
] as const) {
  test(`a failed course load shows the spec's toast and an empty list (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await injectFaults(page, "courses.publishedSnapshot");
    await expectToastAfter(page, text, () => page.goto("/courses"));
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByTestId("result-count")).toHaveText(lang === "ar" ? "لا توجد دورات" : "No courses");
  });
}

for (const lang of ["ar", "en"] as const) {
  const t = T[lang];
  test.describe(`catalogue states and layout (${lang})`, () => {
    if (lang === "ar") {
      test("the Filters toggle hides and shows the filter panel", async ({ page }) => {
        await openCatalogue(page, lang);
        const toggle = page.getByRole("button", { name: t.filters, exact: true });
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
        await expect(page.getByLabel(t.faculty)).toBeVisible();
        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-expanded", "false");
        for (const label of [t.faculty, t.level, t.category]) await expect(page.getByLabel(label)).toBeHidden();
        await expect(page.getByRole("link", { name: t.reset })).toBeHidden();
        // The text search stays usable with the panel closed.
        await expect(page.getByRole("main").getByPlaceholder(t.search)).toBeVisible();
        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
        await expect(page.getByLabel(t.faculty)).toBeVisible();
      });
    }

    if (lang === "en") {
      test("shows Loading... while the catalogue reloads", async ({ page }) => {
        // Without the catalogue index in the browser, the server filters and the page shows it loading.
        await page.route(/\/resources\/catalogue/, (route) => route.abort());
        await openCatalogue(page, lang, "?level=advanced");
        await expect(cards(page)).toHaveCount(8);
        // Hold the navigation's data request, so the pending state stays on screen until it is checked.
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\/courses\.data/, async (route) => {
          await held;
          await route.continue();
        });
        await page.getByRole("banner").getByRole("link", { name: t.courses, exact: true }).click();
        const loading = page.getByRole("status").filter({ hasText: t.loading });
        await expect(loading).toBeVisible();
        await expect(cards(page)).toHaveCount(0);
        release();
        await expect(loading).toHaveCount(0);
        await expectWholeCatalogue(page, lang);
      });
    }

    for (const [width, columns] of [
      [390, 1],
      [700, 2],
      [1100, 3],
      [1440, 4],
    ] as const) {
      if (lang === "ar") {
        test(`the grid has ${columns} column(s) at ${width}px`, async ({ page }) => {
          await page.setViewportSize({ width, height: 900 });
          await openCatalogue(page, lang);
          const boxes = await cards(page).evaluateAll((nodes) =>
            nodes.slice(0, 8).map((n) => Math.round(n.getBoundingClientRect().x)),
          );
          expect(new Set(boxes).size).toBe(columns);
        });
      }
    }
  });
}

test("filtering in the browser asks the server nothing", async ({ page }) => {
  await openCatalogue(page, "en");
  // Once the catalogue index is in the browser (fetched after hydration), filtering is local.
  await expect(page.getByTestId("result-count")).toHaveAttribute("data-filtering", "browser");
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(".data")) dataRequests.push(request.url());
  });
  await page.getByRole("main").getByPlaceholder(T.en.search).pressSequentially("LIN");
  await page.getByLabel(T.en.faculty).selectOption("science");
  await expect(page).toHaveURL(/q=LIN&faculty=science/);
  // A request made now leaves after any the filtering started.
  await page.evaluate(() => fetch("/healthz"));
  expect(dataRequests).toEqual([]);
});
