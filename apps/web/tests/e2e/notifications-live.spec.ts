import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO, hydrated, signIn, signUpFreshStudent, useLanguage } from "./fixtures";

/**
 * Live delivery (decision 010): a change made anywhere reaches every open tab of the user within a second,
 * through the notification stream, with the foreground toast of spec section 4; nobody else sees it.
 */
const T = {
  ar: { title: "تم قبول دفعتك", body: "أصبحت مسجّلًا في الدورة.", viewDetails: "عرض التفاصيل", one: "١" },
  // The notification is made in both languages; the page shows the reader's.
  en: { title: "Your payment was approved", body: "You are now enrolled.", viewDetails: "View Details", one: "1" },
} as const;

const LIVE_MS = 1_000;
const badge = (page: Page) => page.locator("[data-slot=notification-badge]");

async function adminPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO.admin);
  return page;
}

// In Arabic only (docs/testing.md: journeys once): the stream and the toast do not depend on the language, and
// the toast's English text is the message catalogue's.
for (const lang of ["ar"] as const) {
  const t = T[lang];
  test(`two tabs of one student see an admin's notification within a second, with the toast (${lang})`, async ({
    page,
    browser,
  }) => {
    await useLanguage(page, lang);
    await page.goto("/courses");
    const href = await page.locator("[data-slot=course-card-action]").first().getAttribute("href");
    const courseId = decodeURIComponent(href!.replace("/course/", ""));
    const student = await signUpFreshStudent(page, `live-${lang}`);
    await hydrated(page);
    const list = await page.context().newPage();
    await list.goto("/notifications");
    await hydrated(list);
    await expect(list.getByTestId("notifications-empty")).toBeVisible();

    // Someone else, signed in elsewhere, who must receive nothing of it.
    const other = await (await browser.newContext()).newPage();
    await useLanguage(other, lang);
    await signUpFreshStudent(other, `live-other-${lang}`);
    await hydrated(other);

    const admin = await adminPage(browser);
    const query = new URLSearchParams({
      to: student.email,
      titleAr: T.ar.title,
      bodyAr: T.ar.body,
      titleEn: T.en.title,
      bodyEn: T.en.body,
      courseId,
      redirectTo: "/",
    });
    await admin.goto(`/__test/notify?${query}`);
    await expect(admin).toHaveURL("/");

    await expect(badge(page)).toHaveAttribute("data-count", t.one, { timeout: LIVE_MS });
    await expect(list.getByTestId("notification-row").first()).toContainText(t.title, { timeout: LIVE_MS });
    await expect(badge(list)).toHaveAttribute("data-count", t.one, { timeout: LIVE_MS });
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: t.title });
    await expect(toast).toBeVisible({ timeout: LIVE_MS });
    await expect(toast).toContainText(t.body);
    await toast.hover();

    // Reading it in one tab clears the badge in the other.
    await list.getByTestId("notification-row").first().getByRole("button").first().click();
    await expect(list).toHaveURL(href!);
    await page
      .locator("[data-sonner-toast]")
      .filter({ hasText: t.title })
      .hover()
      .catch(() => {});
    await expect(badge(page)).toHaveCount(0, { timeout: LIVE_MS * 2 });

    // View Details opens the course the notification names.
    await admin.goto(`/__test/notify?${query}`);
    // The first toast may still be on screen (it was hovered): the new one is the last.
    const second = page.locator("[data-sonner-toast]").filter({ hasText: t.title }).last();
    await expect(second).toBeVisible({ timeout: LIVE_MS });
    await second.getByRole("button", { name: t.viewDetails }).click();
    await expect(page).toHaveURL(href!);

    // The other student saw nothing of either.
    await expect(badge(other)).toHaveCount(0);
    await expect(other.locator("[data-sonner-toast]").filter({ hasText: t.title })).toHaveCount(0);
    await admin.context().close();
    await other.context().close();
  });
}

test("the stream refuses visitors and wrong methods, and sends the event-stream headers", async ({
  page,
  request,
  baseURL,
}) => {
  expect((await request.get("/resources/notification-stream")).status()).toBe(401);
  const post = await request.post("/resources/notification-stream", { headers: { Origin: new URL(baseURL!).origin } });
  expect(post.status()).toBe(405);
  expect(post.headers()["allow"]).toBe("GET, HEAD");
  await signUpFreshStudent(page, "stream-headers");
  expect((await page.request.get("/resources/notification-stream")).status()).toBe(406);
  const head = await page.request.head("/resources/notification-stream", { headers: { Accept: "text/event-stream" } });
  expect(head.status()).toBe(200);
  expect(head.headers()["content-type"]).toContain("text/event-stream");
  expect(head.headers()["cache-control"]).toBe("no-cache, no-transform");
});
