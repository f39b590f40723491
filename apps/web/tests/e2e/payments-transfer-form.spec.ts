import { expect, test } from "@playwright/test";
import { ORIGIN } from "./origin";
import { hydrated, signUpFreshStudent, useLanguage } from "./fixtures";
import { axe, courseIdOf } from "./payments-helpers";

/**
 * What only a browser shows of the transfer form (issue 39, item 5), in Arabic: the receipt picker is
 * reached and opened by keyboard and names the chosen file with its size in Arabic digits; the copy
 * buttons put the detail on the clipboard and say so politely, and stay hidden without JavaScript;
 * "Send for review" is the form's primary button; axe finds nothing on the form so filled. The server's side of the form is
 * tests/server/payments-transfer.test.ts's and payments-transfer.spec.ts's.
 */
test("the receipt picker and the copy buttons work by keyboard, and copying needs the page's scripts", async ({
  page,
  browser,
}) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: ORIGIN });
  await useLanguage(page, "ar");
  await signUpFreshStudent(page, "pay-form");
  const id = await courseIdOf(page, "Data Structures and Algorithms");
  await page.goto(`/payment/${id}`);
  await hydrated(page);

  // Copying the code to quote, by keyboard: the clipboard holds it and a polite status says so.
  const copyQuote = page.getByRole("button", { name: "انسخ المرجع الذي تذكره" });
  await copyQuote.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "تم نسخ المرجع الذي تذكره" })).toHaveCount(1);
  await expect(copyQuote).toHaveAttribute("data-copied", "true");
  const quote = (await page.getByTestId("quote-code").innerText()).trim();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(quote);
  await page.getByRole("button", { name: "انسخ رقم الحساب (IBAN)" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^EG\d+/);

  // The picker: Tab from the reference reaches the (visually hidden) input, whose box shows the focus;
  // Space opens the browser's file chooser; the chosen file's name and size show in Arabic.
  await expect(page.locator("[data-slot=file-field-chosen]")).toHaveText("لم تختر ملفًا بعد");
  await page.getByLabel("مرجع التحويل").fill("TRX-42");
  await page.keyboard.press("Tab");
  const input = page.getByLabel("الإيصال (صورة أو PDF حتى ٥ ميجابايت)");
  await expect(input).toBeFocused();
  await expect(page.locator("[data-slot=file-field-box]")).not.toHaveCSS("outline-style", "none");
  const chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Space");
  await (await chooser).setFiles({ name: "إيصال-التحويل.png", mimeType: "image/png", buffer: Buffer.alloc(2560, 1) });
  await expect(page.locator("[data-slot=file-field-chosen]")).toContainText("إيصال-التحويل.png");
  await expect(page.locator("[data-slot=file-field-chosen]")).toContainText("٣ ك.ب");
  await expect(page.locator("[data-slot=file-field-chosen]")).not.toContainText("kB");

  const send = page.getByRole("button", { name: "أرسل للمراجعة" });
  await expect(send).toHaveAttribute("data-variant", "primary");
  await expect(send).toBeEnabled();
  await axe(page, "/payment transfer form, a file chosen and a detail copied (ar)");

  // Without JavaScript a copy button could do nothing: it keeps its place but is not shown.
  const noScript = await browser.newContext({
    baseURL: ORIGIN,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto(`/payment/${id}`);
  await expect(plain.getByTestId("quote-code")).toBeVisible();
  await expect(plain.locator("[data-slot=copy-button]").first()).toBeHidden();
  await expect(plain.getByRole("button", { name: "انسخ المرجع الذي تذكره" })).toHaveCount(0);
  await noScript.close();
});
