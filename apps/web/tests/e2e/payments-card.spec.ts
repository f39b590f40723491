import { expect, test } from "@playwright/test";
import { JOURNEY_VARIANTS, hydrated, signUpFreshStudent, useLanguage } from "./fixtures";
import { axe, courseIdOf, shot } from "./payments-helpers";

/**
 * Paying by card in the local Paymob sandbox (decision 012), in Arabic on a phone and English on a desktop
 * (the payment page in the other two pairings is a11y.spec.ts's):
 * the payment page, the sandbox checkout, the result page that waits for the processed callback, the
 * course opening, and the receipt from the profile's history. axe on every screen.
 */
const T = {
  ar: {
    title: "الدفع",
    payOnline: "ادفع ٤٥٠ ج.م إلكترونيًا",
    sandboxPay: "ادفع",
    paid: "تم استلام الدفع — أنت مشترك الآن",
    goToCourse: "اذهب إلى الدورة",
    viewReceipt: "عرض الإيصال",
    receipt: "إيصال دفع",
    amount: "٤٥٠ ج.م",
    method: "إلكتروني (Paymob)",
    declined: "بطاقة — مرفوضة",
    failed: "فشل الدفع — حاول مرة أخرى",
  },
  en: {
    title: "Payment",
    payOnline: "Pay 450 EGP online",
    sandboxPay: "Pay",
    paid: "Payment received — you are enrolled",
    goToCourse: "Go to course",
    viewReceipt: "View receipt",
    receipt: "Payment receipt",
    amount: "450 EGP",
    method: "Online (Paymob)",
    declined: "Card — declined",
    failed: "Payment failed — try again",
  },
} as const;

for (const [width, lang] of JOURNEY_VARIANTS) {
  const t = T[lang];
  test.describe(`card payment (${lang}, ${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a student pays by card in the sandbox and lands enrolled; the receipt is in the profile", async ({
      page,
    }) => {
      await useLanguage(page, lang);
      const student = await signUpFreshStudent(page, `pay-card-${lang}`);
      const id = await courseIdOf(page, "Data Structures and Algorithms");

      await page.goto(`/payment/${id}`);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      await expect(page.getByTestId("payment-amount")).toHaveText(t.amount);
      await axe(page, `/payment (${lang})`);
      await shot(page, `payment-${lang}-${width}`);

      await page.getByRole("button", { name: t.payOnline }).click();
      await expect(page).toHaveURL(/\/paymob-sandbox\/unifiedcheckout\/\?publicKey=/);
      await axe(page, `sandbox checkout (${lang})`);
      await shot(page, `sandbox-${lang}-${width}`);
      await page.getByRole("button", { name: t.sandboxPay, exact: true }).click();

      await expect(page).toHaveURL(new RegExp(`/payment/${id}/result\\?`));
      await expect(page.getByRole("heading", { name: t.paid })).toBeVisible();
      await hydrated(page);
      await axe(page, `result (${lang})`);
      await shot(page, `result-${lang}-${width}`);
      await page.getByRole("link", { name: t.goToCourse }).click();
      await expect(page).toHaveURL(new RegExp(`/course-content/${id}`));

      await page.goto("/profile");
      const row = page.getByTestId("payment-row");
      await expect(row).toHaveCount(1);
      await row.getByRole("link", { name: t.viewReceipt }).click();
      await expect(page.getByRole("heading", { level: 1, name: t.receipt })).toBeVisible();
      await expect(page.getByTestId("receipt-amount")).toHaveText(t.amount);
      await expect(page.getByTestId("receipt")).toContainText(t.method);
      // The student's name and address each on a line of their own, the address whole (an Arabic name
      // and an address in one run of text were reordered and the address split).
      const [name, address] = await page.getByTestId("receipt-student").locator("bdi").all();
      await expect(name!).toHaveText(student.displayName);
      await expect(address!).toHaveText(student.email);
      const [nameBox, addressBox] = [await name!.boundingBox(), await address!.boundingBox()];
      expect(addressBox!.y).toBeGreaterThanOrEqual(nameBox!.y + nameBox!.height - 1);
      await hydrated(page);
      await axe(page, `receipt (${lang})`);
      await shot(page, `receipt-${lang}-${width}`);

      // Bought: the payment page has nothing more to sell, only the way to the course.
      await page.goto(`/payment/${id}`);
      await expect(page.getByRole("link", { name: t.goToCourse })).toHaveAttribute("href", `/course/${id}`);
    });
  });
}

test("a declined card leaves the course closed and says why; a new attempt is offered", async ({ page }) => {
  const t = T.en;
  await useLanguage(page, "en");
  await signUpFreshStudent(page, "pay-declined");
  const id = await courseIdOf(page, "Data Structures and Algorithms");
  await page.goto(`/payment/${id}`);
  await page.getByRole("button", { name: t.payOnline }).click();
  await page.getByLabel(t.declined).check();
  await page.getByRole("button", { name: t.sandboxPay, exact: true }).click();
  await expect(page.getByRole("heading", { name: t.failed })).toBeVisible();
  // Why, in the reader's words; the bank's own only as a detail.
  const bankDeclined = "Your bank declined the payment. Try another card, or ask your bank to allow it.";
  await expect(page.getByTestId("decline-reason")).toHaveText(bankDeclined);
  await expect(page.getByTestId("decline-details")).toHaveText("The gateway's message: Do not honour");
  await page.goto(`/course/${id}`);
  await expect(page.locator("[data-enroll=buy]").first()).toBeVisible();
  await page.goto(`/payment/${id}`);
  await expect(page.getByText("Your last online payment did not go through. You can try again.")).toBeVisible();
  await expect(page.getByTestId("decline-reason")).toHaveText(bankDeclined);
  // The profile lists the attempt as declined, with its reason.
  await page.goto("/profile");
  await expect(page.getByTestId("payment-row")).toContainText("Declined");
  await expect(page.getByTestId("payment-row").getByTestId("decline-reason")).toHaveText(bankDeclined);
});
