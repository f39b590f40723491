import { ORIGIN } from "./origin";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, fromOwnAddress, hydrated, ownAddress, useLanguage } from "./fixtures";

const cards = (page: Page) => page.locator("[data-slot=course-card]");

test.describe("course detail", () => {
  test("shows the course in both languages and leads a visitor to login and on to payment", async ({ page }) => {
    await useLanguage(page, "en");
    await page.goto("/courses?q=Data%20Structures");
    await cards(page).first().locator("[data-slot=course-card-action]").click();
    await expect(page).toHaveURL(/\/course\//);
    const courseUrl = new URL(page.url()).pathname;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Data Structures and Algorithms");
    await expect(page).toHaveTitle("Data Structures and Algorithms · Learning Platform");
    await expect(page.getByTestId("course-price")).toHaveText("450 EGP");
    // Four lessons and the practice quiz; only the first is a free preview.
    await expect(page.getByTestId("lesson-list").locator("li")).toHaveCount(5);
    await expect(page.getByTestId("lesson-list").locator("li[data-preview=true]")).toHaveCount(1);
    await expect(page.getByText("Free preview")).toBeVisible();
    // Buying starts with signing in, which says why and then goes on to the payment page.
    const paymentUrl = courseUrl.replace("/course/", "/payment/");
    await page.getByRole("link", { name: "Buy for 450 EGP" }).click();
    await expect(page).toHaveURL(`/login?${new URLSearchParams({ redirectTo: paymentUrl, reason: "buy" })}`);
    await expect(page.getByRole("status").filter({ hasText: "Log in to buy this course" })).toBeVisible();
    const form = page.locator("form#login");
    await form.locator('input[name="email"]').fill(DEMO.student.email);
    await form.locator('input[name="password"]').fill(DEMO.student.password);
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(paymentUrl);
    // Signed in and not enrolled: the priced course is bought on the payment screen.
    await page.goto(courseUrl);
    await expect(page.getByRole("link", { name: "Buy for 450 EGP" })).toHaveAttribute(
      "href",
      courseUrl.replace("/course/", "/payment/"),
    );

    await page.getByRole("button", { name: "Switch language to العربية" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("هياكل البيانات والخوارزميات");
    await expect(page.getByTestId("course-price")).toHaveText("٤٥٠ ج.م");
  });

  test("an unknown course is a 404 page that offers the catalogue and a search", async ({ page }) => {
    const response = await page.goto("/course/no-such-course");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("لم نجد هذه الدورة");
    await expect(page.getByRole("main").getByRole("link", { name: "تصفّح الدورات" })).toHaveAttribute(
      "href",
      "/courses",
    );
    await hydrated(page);
    await page.getByRole("main").getByRole("searchbox").fill("الجبر");
    await page.getByRole("main").getByRole("button", { name: "بحث" }).click();
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent("الجبر")}`);
    await expect(cards(page).first()).toContainText("الجبر الخطي");
  });
});

test.describe("search", () => {
  test("the header search goes to /search with trimmed text, and the results page's box holds it", async ({ page }) => {
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
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “matrices”");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Linear Algebra");
    // The box shows what was searched, to refine it; away from the results it is empty again.
    await expect(box).toHaveValue("matrices");
    await page.getByRole("banner").getByRole("link", { name: "Courses", exact: true }).click();
    await expect(page).toHaveURL("/courses");
    await expect(box).toHaveValue("");
  });

  test("searches titles, tags and instructors with Arabic-aware matching, and has an empty state", async ({ page }) => {
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
      await fromOwnAddress(page);
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
      // The confirmation comes from the server (so it shows without JavaScript too), in place of the form.
      await expect(page.getByRole("status")).toContainText(L.ok);
      await expect(page.locator("form#contact")).toHaveCount(0);
    });
  }

  test("validates on the server without JavaScript, confirms from the server, and is rate-limited", async ({
    browser,
    request,
  }) => {
    // One address for this test's browser and its spam requests, and none shared with another spec.
    const address = ownAddress();
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": address },
    });
    const page = await context.newPage();
    await page.goto("/contact");
    await page.getByRole("button", { name: "إرسال الرسالة" }).click();
    await expect(page.locator("form#contact")).toContainText("هذا الحقل مطلوب");
    await page.getByLabel("الاسم بالكامل").fill("منى عادل");
    await page.getByLabel("البريد الإلكتروني").fill("mona@example.com");
    await page.getByLabel("الموضوع").fill("سؤال عن الدفع");
    await page.getByLabel("الرسالة").fill("دفعت بالتحويل البنكي أمس؛ متى تُفتح الدورة؟");
    await page.getByRole("button", { name: "إرسال الرسالة" }).click();
    await expect(page.getByRole("status")).toContainText("شكرًا لك! تم إرسال رسالتك.");
    await context.close();
    const post = () =>
      request.post("/contact", {
        form: { name: "Spammer", email: "spam@example.com", subject: "Spam spam", message: "Spam message number X" },
        headers: { Origin: ORIGIN, "X-Forwarded-For": address },
        maxRedirects: 0,
      });
    let last = 0;
    for (let i = 0; i < 6; i++) last = (await post()).status();
    expect(last).toBe(429);
  });
});

for (const js of [true, false]) {
  test(`FAQ answers open and close ${js ? "with" : "without"} JavaScript, from the keyboard too`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: js });
    const page = await context.newPage();
    await useLanguage(page, "en");
    await page.goto("/faq");
    if (js) await hydrated(page);
    const answer = page.getByText("Free courses show “Free” on their card");
    await expect(answer).toBeHidden();
    await page.getByText("Are there free courses?").click();
    await expect(answer).toBeVisible();
    await page.locator("summary", { hasText: "Are there free courses?" }).press("Enter");
    await expect(answer).toBeHidden();
    await context.close();
  });
}

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
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(new URL(r.url()).pathname);
  });
  const chunk = /\/assets\/about-[^/]+\.js$/;
  await page.route(chunk, (route) => route.abort());
  // The client navigation fails to load the chunk: one automatic reload of the requested page, which
  // fails again and shows the chunk load error instead of reloading forever.
  // Hovering prefetches the chunk first (Remix reads the module on intent), which fails too: a failed
  // prefetch must not reload the page the user is on.
  const about = page.getByRole("contentinfo").getByRole("link", { name: "About" });
  const prefetchFailed = page.waitForEvent("requestfailed", (r) => chunk.test(r.url()));
  await about.hover();
  await prefetchFailed;
  await about.click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
  await expect(page.getByRole("main").getByText("Part of the page could not be loaded")).toBeVisible();
  // One document: the page asked for. The failed prefetch reloaded nothing.
  expect(documents).toEqual(["/about"]);
  // Once the page loads, the flag is reset.
  await page.unroute(chunk);
  await page.goto("/about");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About");
  expect(await page.evaluate(() => sessionStorage.getItem("masar:chunk-reload"))).toBeNull();
});
