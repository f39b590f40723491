import { axe } from "./axe";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectToastAfter, hydrated, signUpFreshStudent, stubPushManager, useLanguage } from "./fixtures";
import { chooseTime } from "./date-fields";

/**
 * Notification preferences on /profile and the push offer after a first enrollment (decision 016). The
 * sending side (push off per kind, quiet hours held and sent once) is proven with an injected clock in
 * app/push/preferences.server.test.ts; here the student's choices are stored and shown back.
 */
const T = {
  ar: {
    lessons: "إشعار المتصفح لـالدروس الجديدة",
    payments: "إشعار المتصفح لـالمدفوعات والتسجيل",
    quiet: "ساعات الهدوء لإشعارات المتصفح",
    from: "من",
    to: "إلى",
    save: "حفظ التفضيلات",
    saved: "تم حفظ تفضيلات الإشعارات",
    empty: "يجب أن تبدأ ساعات الهدوء وتنتهي في وقتين مختلفين",
    offer: "هل تريد أن تصلك الدروس الجديدة والتذكيرات على هذا الجهاز؟",
    notNow: "ليس الآن",
    enable: "تفعيل إشعارات المتصفح",
    on: "مفعّلة",
  },
  en: {
    lessons: "Browser push for New lessons",
    payments: "Browser push for Payments and enrollment",
    quiet: "Quiet hours for browser pushes",
    from: "From",
    to: "To",
    save: "Save preferences",
    saved: "Notification preferences saved",
    empty: "Quiet hours must start and end at different times",
    offer: "Want to hear about new lessons and reminders on this device?",
    notNow: "Not now",
    enable: "Enable browser notifications",
    on: "On",
  },
} as const;

/** A fresh student enrolled in the free demo course Statics; returns the course's id. */
async function enrollInStatics(page: Page) {
  await page.goto("/courses?q=Statics");
  const href = await page.locator("[data-slot=course-card-action]").first().getAttribute("href");
  const id = decodeURIComponent(href!.replace("/course/", ""));
  const response = await page.request.post(`/course/${id}`, { form: { intent: "enroll" }, maxRedirects: 0 });
  expect(response.status()).toBe(302);
  return id;
}

/** The post to /profile that stores the push offer's answer (a fetcher's, so its `.data` address). */
const answerStored = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname.startsWith("/profile") && r.request().method() === "POST");

/** After an answer the offer hides at once, the answer is stored, and the offer stays away after a reload. */
async function expectAnswerKept(page: Page, offer: Locator, stored: ReturnType<typeof answerStored>) {
  await expect(offer).toBeHidden();
  expect((await stored).ok()).toBe(true);
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("lesson")).toBeVisible();
  await expect(offer).toBeHidden();
}

// Texts, digits, dates and direction are checked in both languages; a behaviour that does not depend on
// the language runs in one of them, Arabic or English in turn (docs/testing.md: variants cheaply).
for (const lang of ["ar", "en"] as const) {
  const t = T[lang];

  test(`push per kind and quiet hours are saved and shown back; a bad window is refused beside the field (${lang})`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await signUpFreshStudent(page, `prefs-${lang}`);
    await page.goto("/profile");
    await hydrated(page);
    const card = page.getByTestId("notification-preferences");
    await expect(card.getByLabel(t.lessons)).toBeChecked();
    await expect(card.getByLabel(t.quiet)).not.toBeChecked();

    await card.getByLabel(t.lessons).uncheck();
    await card.getByLabel(t.quiet).check();
    // The kit's time fields: hour, minute (and ص/م in Arabic) in the page's digits, sent as HH:MM.
    const from = card.getByRole("group", { name: t.from, exact: true });
    const to = card.getByRole("group", { name: t.to, exact: true });
    await chooseTime(from.locator("[data-slot=time-field-hour]"), "22:00");
    await chooseTime(to.locator("[data-slot=time-field-hour]"), "06:30");
    await expectToastAfter(page, t.saved, () => card.getByRole("button", { name: t.save }).click());

    await page.reload();
    await expect(card.getByLabel(t.lessons)).not.toBeChecked();
    await expect(card.getByLabel(t.payments)).toBeChecked();
    await expect(card.getByLabel(t.quiet)).toBeChecked();
    await expect(from.locator("input[type=hidden]")).toHaveValue("22:00");
    await expect(to.locator("input[type=hidden]")).toHaveValue("06:30");

    // The server refuses an empty window in the page's language (the same schema as the browser).
    const refused = await page.request.post("/profile", {
      form: { intent: "preferences", quiet: "on", quietStart: "08:00", quietEnd: "08:00" },
      headers: { Accept: "text/html" },
    });
    expect(refused.status()).toBe(400);
    await chooseTime(to.locator("[data-slot=time-field-hour]"), "22:00");
    await card.getByRole("button", { name: t.save }).click();
    await expect(card.getByText(t.empty)).toBeVisible();

    await axe(page, "preferences");
  });

  if (lang === "en") {
    test(`the push offer comes once after a first enrollment and never again once answered (${lang})`, async ({
      page,
      context,
      baseURL,
    }) => {
      await useLanguage(page, lang);
      await signUpFreshStudent(page, `offer-${lang}`);
      const id = await enrollInStatics(page);
      await page.goto(`/course-content/${id}`);
      await hydrated(page);
      const offer = page.getByTestId("push-offer");
      await expect(offer).toContainText(t.offer);
      // The offer hides at once; the answer is stored by a post that a reload would cancel, so wait for it.
      let stored = answerStored(page);
      await offer.getByRole("button", { name: t.notNow }).click();
      await expectAnswerKept(page, offer, stored);

      // Another student enables from the offer: subscribed, and the offer is gone for good.
      await context.clearCookies();
      await context.grantPermissions(["notifications"], { origin: new URL(baseURL!).origin });
      await stubPushManager(page);
      await useLanguage(page, lang);
      await signUpFreshStudent(page, `offer-on-${lang}`);
      await enrollInStatics(page);
      await page.goto(`/course-content/${id}`);
      await hydrated(page);
      const subscribed = page.waitForResponse(
        (r) => r.url().endsWith("/resources/push-subscription") && r.request().method() === "POST",
      );
      stored = answerStored(page);
      await offer.getByRole("button", { name: t.enable }).click();
      expect((await subscribed).status()).toBe(201);
      await expectAnswerKept(page, offer, stored);
      // The server stored the subscription: the profile says notifications are on (the stubbed browser
      // forgets its subscription on navigation, so the per-browser status is not the thing to read here).
      await page.goto("/profile");
      await expect(page.locator("dd").filter({ hasText: new RegExp(`^${t.on}$`) })).toHaveCount(1);
    });
  }
}
