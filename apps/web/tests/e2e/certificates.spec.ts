/**
 * Issue 35 in a browser: a student (Arabic, phone) pays for a short course, completes it and downloads
 * her certificate; a visitor opens the check link (the QR code's target) signed out in both languages,
 * axe-clean; after the admin refunds the course, the check reads revoked. Issuing rules, refusals and
 * the PDF's text, order and QR code are checked below the browser (tests/server/certificates.test.ts,
 * app/certificates/pdf.server.test.ts).
 */
import { expect, test, type Browser } from "@playwright/test";
import { axe } from "./axe";
import { DEMO, hydrated, signIn, signUpFreshStudent, useLanguage } from "./fixtures";
import { ORIGIN } from "./origin";

async function visitor(browser: Browser, lang: "ar" | "en") {
  const context = await browser.newContext({ baseURL: ORIGIN, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await useLanguage(page, lang);
  return page;
}

test.use({ viewport: { width: 390, height: 844 } });

test("a student completes a paid course and downloads her certificate; anyone checks it; a refund revokes it", async ({
  page,
  browser,
}) => {
  // A paid course of two lessons (the admin's test route), bought by card in the sandbox.
  const admin = await visitor(browser, "en");
  await signIn(admin, DEMO.admin);
  const title = `Certified ${Date.now()}`;
  await admin.goto(`/__test/admin-course?title=${encodeURIComponent(title)}&lessons=2&price=150`);
  const courseId = (await admin.getByTestId("test-course-id").textContent())!;

  await useLanguage(page, "ar");
  await signUpFreshStudent(page, "certificate");
  await page.goto(`/payment/${courseId}`);
  await page.getByRole("button", { name: "ادفع ١٥٠ ج.م إلكترونيًا" }).click();
  await page.getByRole("button", { name: "ادفع", exact: true }).click();
  await expect(page.getByRole("heading", { name: "تم استلام الدفع — أنت مشترك الآن" })).toBeVisible();

  // Both lessons completed: the completion screen links the certificate.
  await page.goto(`/course-content/${courseId}`);
  for (let lesson = 0; lesson < 2; lesson++) {
    await hydrated(page);
    await page.getByRole("button", { name: "تحديد كمكتمل" }).click();
    if (lesson === 0)
      await page
        .getByRole("link", { name: /التالي/ })
        .first()
        .click();
  }
  await page.getByTestId("certificate-link").click();
  await expect(page).toHaveURL(/\/certificates\/[\w-]{43}$/);
  await hydrated(page);
  await expect(page.getByTestId("certificate-sheet")).toContainText("Nour Hassan");
  await axe(page, "certificate ar");
  const download = page.waitForEvent("download");
  await page.getByTestId("certificate-pdf").click();
  const pdf = await (await download).path();
  const { readFile } = await import("node:fs/promises");
  expect((await readFile(pdf)).subarray(0, 5).toString()).toBe("%PDF-");
  const checkUrl = new URL(page.url().replace("/certificates/", "/verify/")).pathname;

  // Anyone, signed out, in both languages: valid, with what it says.
  for (const lang of ["ar", "en"] as const) {
    const stranger = await visitor(browser, lang);
    await stranger.goto(checkUrl);
    await hydrated(stranger);
    await expect(stranger.getByTestId("check-state")).toHaveAttribute("data-state", "valid");
    await expect(stranger.getByTestId("certificate-sheet")).toContainText(title);
    await axe(stranger, `check ${lang}`);
    await stranger.context().close();
  }

  // The admin refunds the course: the certificate is revoked, and the check says so.
  await admin.goto("/admin-subscriptions?status=paid&method=paymob");
  await hydrated(admin);
  const row = admin.getByTestId("payment-result-row").filter({ hasText: title });
  await row.getByRole("button", { name: "Refund" }).click();
  const dialog = admin.getByRole("alertdialog", { name: "Refund this payment?" });
  await dialog.getByLabel("Reason for the refund (the student will read it)").fill("Refunded on request");
  await dialog.getByRole("button", { name: /^Refund / }).click();
  await expect(row).toHaveCount(0);
  const after = await visitor(browser, "en");
  await after.goto(checkUrl);
  await expect(after.getByTestId("check-state")).toHaveAttribute("data-state", "revoked");
  await expect(after.getByTestId("check-state")).toContainText("revoked on");
});
