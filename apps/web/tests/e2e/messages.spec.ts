import { expect, test, type Page } from "@playwright/test";
import arCatalogue from "../../app/i18n/locales/ar/catalogue";
import arCommon from "../../app/i18n/locales/ar/common";
import arSite from "../../app/i18n/locales/ar/site";
import enAuth from "../../app/i18n/locales/en/auth";
import enCatalogue from "../../app/i18n/locales/en/catalogue";
import enCommon from "../../app/i18n/locales/en/common";
import enSite from "../../app/i18n/locales/en/site";
import { DEMO, hydrated, signIn, useLanguage } from "./fixtures";

/**
 * Messages by namespace: a page carries only the current language's messages of the namespaces it
 * shows, a client navigation brings the next page's, and no page ever shows a raw message key.
 */
const messages = {
  ar: { common: arCommon, catalogue: arCatalogue, site: arSite },
  en: { common: enCommon, catalogue: enCatalogue, site: enSite, auth: enAuth },
};
const PAGES = [
  "/",
  "/courses",
  "/search?q=a",
  "/login",
  "/about",
  "/contact",
  "/faq",
  "/privacy",
  "/terms",
  "/nowhere",
];
const SIGNED_IN = ["/profile", "/edit-profile", "/my-learning", "/notifications"];
const RAW_KEY =
  /(^|\s)(app|toast|pages|validation|error|home|catalogue|category|course|search|auth|profile|about|contact|faq|privacy|terms|enroll|myLearning|continueLearning)\.[a-zA-Z]+(\.[a-zA-Z0-9]+)*(\s|$)/;

async function expectNoRawKeys(page: Page, path: string) {
  const text = await page.locator("body").innerText();
  expect(text.match(RAW_KEY)?.[0] ?? null, `${path}: a raw message key is shown`).toBeNull();
  const title = await page.title();
  expect(title.match(RAW_KEY)?.[0] ?? null, `${path}: a raw key in the title`).toBeNull();
}

for (const lang of ["ar", "en"] as const) {
  test(`no page shows a raw message key, before and after hydration (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    for (const path of PAGES) {
      await page.goto(path);
      await hydrated(page);
      await expectNoRawKeys(page, path);
    }
    await signIn(page, DEMO.student);
    for (const path of SIGNED_IN) {
      await page.goto(path);
      await hydrated(page);
      await expectNoRawKeys(page, path);
    }
  });
}

test("a page sends only its language's messages of the namespaces on screen", async ({ page }) => {
  await useLanguage(page, "en");
  const response = await page.goto("/courses");
  const html = await response!.text();
  // The catalogue's own texts and the shell's are here, in English only.
  expect(html).toContain(messages.en.catalogue.catalogue.intro);
  expect(html).toContain(messages.en.common.app.description);
  expect(html).not.toContain(messages.ar.common.app.description);
  expect(html).not.toContain(messages.ar.catalogue.catalogue.intro);
  // Another page's namespace stays on the server until that page is opened.
  expect(html).not.toContain(messages.en.site.privacy.body.p1);
  expect(html).not.toContain(messages.en.auth.auth.demoText);
});

test("a client navigation brings the next page's messages, and a language switch the other language's", async ({
  page,
}) => {
  await useLanguage(page, "en");
  await page.goto("/courses");
  await hydrated(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByText(messages.en.site.about.lead)).toBeVisible();
  await page.getByRole("button", { name: /Switch language to/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByText(messages.ar.site.about.lead)).toBeVisible();
  await expectNoRawKeys(page, "/about after switching to Arabic");
});
