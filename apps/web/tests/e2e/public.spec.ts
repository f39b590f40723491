import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, hydrated, signIn, useLanguage } from "./fixtures";

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

    test("filters by level alone and by category alone", async ({ page }) => {
      await openCatalogue(page, lang);
      await page.getByLabel(t.level).selectOption("advanced");
      await expect(cards(page)).toHaveCount(8);
      await page.getByLabel(t.level).selectOption("");
      await page.getByLabel(t.category).selectOption("ux");
      await expect(cards(page)).toHaveCount(3);
    });

    test("text matches title or instructor while typing, case-insensitively", async ({ page }) => {
      await openCatalogue(page, lang);
      await page.getByRole("main").getByPlaceholder(t.search).pressSequentially("LINEAR");
      await expect(cards(page)).toHaveCount(1);
      await page.getByRole("main").getByPlaceholder(t.search).fill("omar khaled");
      await expect(cards(page).first()).toContainText("Dr. Omar Khaled");
      expect(await cards(page).count()).toBeGreaterThan(1);
    });

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

    test("empty results offer Show All Courses", async ({ page }) => {
      await openCatalogue(page, lang);
      await page.getByRole("main").getByPlaceholder(t.search).fill("zzzz-no-such-course");
      await expect(page.getByText(t.empty)).toBeVisible();
      await page.getByRole("link", { name: t.showAll }).click();
      await expectWholeCatalogue(page, lang);
    });

    test("renders 24 cards at a time and shows more on request", async ({ page }) => {
      await openCatalogue(page, lang);
      await expectWholeCatalogue(page, lang);
      await page.getByRole("link", { name: lang === "ar" ? /عرض المزيد من الدورات/ : /Show more courses/ }).click();
      await expect(cards(page)).toHaveCount(27);
      await expect(
        page.getByRole("link", { name: lang === "ar" ? /عرض المزيد من الدورات/ : /Show more courses/ }),
      ).toHaveCount(0);
    });

    test("a filtered list can be shared by its URL", async ({ page }) => {
      await openCatalogue(page, lang, "?faculty=design&level=beginner");
      await expect(cards(page)).toHaveCount(3);
      await expect(page.getByLabel(t.faculty)).toHaveValue("design");
      await expect(page.getByLabel(t.level)).toHaveValue("beginner");
    });

    test("card labels and prices for a visitor", async ({ page }) => {
      await openCatalogue(page, lang, "?q=Python");
      const card = cards(page).first();
      await expect(card.locator("[data-slot=course-card-price]")).toHaveText(t.free);
      await expect(card.getByRole("link")).toHaveText(t.enroll);
      await expect(card.getByRole("link")).toHaveAttribute("href", /^\/course\//);
      await page.getByRole("main").getByPlaceholder(t.search).fill("Linear Algebra");
      await expect(cards(page).first().locator("[data-slot=course-card-price]")).toHaveText(
        lang === "ar" ? `٣٠٠ ${t.egp}` : `300 ${t.egp}`,
      );
      await page.getByRole("main").getByPlaceholder(t.search).fill("Digital Signal");
      await expect(cards(page).first().locator("[data-slot=course-card-lessons]")).toHaveText(
        lang === "ar" ? "لا توجد دروس" : "No lessons",
      );
      await page.getByRole("main").getByPlaceholder(t.search).fill("Design Systems");
      await expect(cards(page).first().locator("[data-slot=course-card-tags] [data-slot=badge]")).toHaveCount(3);
    });
  });
}

test("a signed-in learner sees Review, Continue with progress, and View Course", async ({ page }) => {
  await signIn(page, DEMO.student);
  await page.goto("/courses?q=Python");
  await expect(cards(page).first().getByRole("link")).toHaveText("مراجعة");
  await expect(cards(page).first().locator("[data-slot=course-card-completed]")).toBeVisible();
  await page.goto("/courses?q=Calculus");
  await expect(cards(page).first().getByRole("link")).toHaveText("متابعة");
  await expect(cards(page).first().getByRole("progressbar")).toHaveAttribute("aria-valuenow", "33");
  await page.goto("/courses?q=Linear");
  await expect(cards(page).first().getByRole("link")).toHaveText("عرض الدورة");
});

test("filtering works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: "appLanguage", value: "en", url: "http://localhost:3210" }]);
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

test("a failed course load shows the spec's toast and an empty list", async ({ page }) => {
  await page.context().addCookies([
    { name: "masar_test_fail", value: "courses", url: "http://localhost:3210" },
    { name: "appLanguage", value: "en", url: "http://localhost:3210" },
  ]);
  await page.goto("/courses");
  await expect(page.locator("[data-sonner-toast]").first()).toContainText("Error loading courses. Please try again.");
  await expect(cards(page)).toHaveCount(0);
});

test.describe("course detail", () => {
  test("shows the course in both languages and leads a visitor to login and back", async ({ page }) => {
    await useLanguage(page, "en");
    await page.goto("/courses?q=Data%20Structures");
    await cards(page).first().getByRole("link").click();
    await expect(page).toHaveURL(/\/course\//);
    const courseUrl = new URL(page.url()).pathname;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Data Structures and Algorithms");
    await expect(page).toHaveTitle("Data Structures and Algorithms · Learning Platform");
    await expect(page.getByTestId("course-price")).toHaveText("450 EGP");
    await expect(page.getByTestId("lesson-list").locator("li")).toHaveCount(4);
    await expect(page.getByTestId("lesson-list").locator("li[data-preview=true]")).toHaveCount(1);
    await expect(page.getByText("Free preview")).toBeVisible();
    await page.getByRole("link", { name: "Enroll Now" }).click();
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(courseUrl)}`);
    const form = page.locator("form#login");
    await form.locator('input[name="email"]').fill(DEMO.student.email);
    await form.locator('input[name="password"]').fill(DEMO.student.password);
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(courseUrl);
    await expect(page.getByRole("link", { name: "View Course" })).toBeVisible();

    await page.getByRole("button", { name: "Switch language to العربية" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("هياكل البيانات والخوارزميات");
    await expect(page.getByTestId("course-price")).toHaveText("٤٥٠ ج.م");
  });

  test("an unknown course is the 404 page", async ({ page }) => {
    const response = await page.goto("/course/no-such-course");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("الصفحة غير موجودة");
  });
});

test.describe("search", () => {
  test("the header search goes to /search with trimmed text and clears", async ({ page }) => {
    await useLanguage(page, "en");
    await page.goto("/");
    await hydrated(page);
    const box = page.getByRole("banner").getByRole("searchbox");
    await box.fill("   ");
    await box.press("Enter");
    await expect(page).toHaveURL("/");
    await box.fill("  matrices  ");
    await box.press("Enter");
    await expect(page).toHaveURL("/search?q=matrices");
    await expect(box).toHaveValue("");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “matrices”");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Linear Algebra");
  });

  test("searches descriptions, tags and instructors with Arabic-aware matching, and has an empty state", async ({
    page,
  }) => {
    await page.goto("/search?q=" + encodeURIComponent("خط عربي"));
    await expect(cards(page).first()).toContainText("الخط العربي والطباعة");
    await page.goto("/search?q=" + encodeURIComponent("ليلي ابراهيم"));
    expect(await cards(page).count()).toBeGreaterThan(0);
    await page.goto("/search?q=nothing-like-this");
    await expect(page.getByText("لم نجد دورات عن «nothing-like-this»")).toBeVisible();
    await page.goto("/search");
    await expect(page.getByText("اكتب ما تبحث عنه")).toBeVisible();
  });
});

test.describe("contact form", () => {
  for (const lang of ["ar", "en"] as const) {
    test(`refuses bad input beside the fields and accepts good input (${lang})`, async ({ page }) => {
      await useLanguage(page, lang);
      await page.goto("/contact");
      await hydrated(page);
      const L =
        lang === "ar"
          ? {
              name: "الاسم بالكامل",
              email: "البريد الإلكتروني",
              subject: "الموضوع",
              message: "الرسالة",
              send: "إرسال الرسالة",
              bad: "أدخل بريدًا إلكترونيًا صحيحًا",
              short: "يجب ألا تقل الرسالة عن ١٠ أحرف",
              ok: "شكرًا لك! تم إرسال رسالتك.",
            }
          : {
              name: "Full name",
              email: "E-mail",
              subject: "Subject",
              message: "Message",
              send: "Send message",
              bad: "Enter a valid e-mail address",
              short: "The message must be at least 10 characters",
              ok: "Thank you! Your message has been sent.",
            };
      await page.getByLabel(L.name).fill("Mona Adel");
      await page.getByLabel(L.email).fill("mona@");
      await page.getByLabel(L.subject).fill("Payment question");
      await page.getByLabel(L.message).fill("short");
      await page.getByRole("button", { name: L.send }).click();
      await expect(page.getByText(L.bad)).toBeVisible();
      await expect(page.getByText(L.short)).toBeVisible();
      await page.getByLabel(L.email).fill("mona@example.com");
      await page.getByLabel(L.message).fill("I paid by bank transfer yesterday; when will the course open?");
      await page.getByRole("button", { name: L.send }).click();
      await expect(page.locator("[data-sonner-toast]").first()).toContainText(L.ok);
    });
  }

  test("validates on the server without JavaScript and is rate-limited", async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    await page.getByRole("button", { name: "إرسال الرسالة" }).click();
    await expect(page.locator("form#contact")).toContainText("هذا الحقل مطلوب");
    await context.close();
    const post = () =>
      request.post("/contact", {
        form: { name: "Spammer", email: "spam@example.com", subject: "Spam spam", message: "Spam message number X" },
        headers: { Origin: "http://localhost:3210" },
        maxRedirects: 0,
      });
    let last = 0;
    for (let i = 0; i < 6; i++) last = (await post()).status();
    expect(last).toBe(429);
  });
});

test("FAQ is an accessible accordion", async ({ page }) => {
  await useLanguage(page, "en");
  await page.goto("/faq");
  await hydrated(page);
  const q = page.getByRole("button", { name: "Are there free courses?" });
  await expect(q).toHaveAttribute("aria-expanded", "false");
  await q.click();
  await expect(q).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("Free courses show “Free” on their card")).toBeVisible();
});

test("every public page has its own title and description in each language", async ({ browser }) => {
  const expected = {
    "/about": ["من نحن · منصة التعلم", "About · Learning Platform"],
    "/contact": ["اتصل بنا · منصة التعلم", "Contact · Learning Platform"],
    "/faq": ["الأسئلة الشائعة · منصة التعلم", "FAQs · Learning Platform"],
    "/privacy": ["الخصوصية · منصة التعلم", "Privacy · Learning Platform"],
    "/terms": ["الشروط · منصة التعلم", "Terms · Learning Platform"],
    "/courses": ["الدورات · منصة التعلم", "Courses · Learning Platform"],
  } as const;
  for (const [lang, i] of [
    ["ar", 0],
    ["en", 1],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await useLanguage(page, lang);
    for (const [path, titles] of Object.entries(expected)) {
      await page.goto(path);
      await expect(page).toHaveTitle(titles[i]);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length).toBeGreaterThan(20);
    }
    await context.close();
  }
});

test("a route chunk that fails to load reloads once, then shows the chunk load error", async ({ page }) => {
  await useLanguage(page, "en");
  await page.goto("/");
  await hydrated(page);
  let documents = 0;
  page.on("request", (r) => {
    if (r.resourceType() === "document" && new URL(r.url()).pathname === "/about") documents++;
  });
  const chunk = /\/assets\/about-[^/]+\.js$/;
  await page.route(chunk, (route) => route.abort());
  // The client navigation fails to load the chunk: one automatic reload of the requested page, which
  // fails again and shows the chunk load error instead of reloading forever.
  await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
  await expect(page.getByRole("main").getByText("Part of the page could not be loaded")).toBeVisible();
  expect(documents).toBe(1);
  // Once the page loads, the flag is reset.
  await page.unroute(chunk);
  await page.goto("/about");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About");
  expect(await page.evaluate(() => sessionStorage.getItem("masar:chunk-reload"))).toBeNull();
});

test.describe("accessibility (axe)", () => {
  const routes = [
    "/",
    "/courses",
    "/search?q=python",
    "/login",
    "/about",
    "/contact",
    "/faq",
    "/privacy",
    "/terms",
    "/no-such-page",
  ];
  for (const width of [390, 1280]) {
    for (const lang of ["ar", "en"] as const) {
      test(`public routes at ${width}px in ${lang} have no violations`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await useLanguage(page, lang);
        const detail = await (async () => {
          await page.goto("/courses?q=Linear");
          return page.locator("[data-slot=course-card-action]").first().getAttribute("href");
        })();
        for (const path of [...routes, detail!]) {
          await page.goto(path);
          await hydrated(page);
          const results = await new AxeBuilder({ page })
            .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
            .analyze();
          expect(
            results.violations.map((v) => `${path}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
          ).toEqual([]);
        }
      });
    }
  }
});
