/**
 * Issue 38 in a browser: a student proves her address, forgets her password and gets back in by e-mail,
 * in Arabic on a phone. With no SMTP_URL the e2e server keeps its mails in the demo outbox (one .eml file
 * each beside the database): the spec reads them there, as the demo's people read them in the admin's
 * outbox. The SMTP path (a real receiver) and every refusal are request-level (tests/server/accounts.test.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { axe } from "./axe";
import { expectToastAfter, hydrated, signUpFreshStudent, useLanguage } from "./fixtures";
import { DATA_DIR, ORIGIN } from "./origin";

const OUTBOX = path.join(DATA_DIR, "outbox");

/** The link of the newest mail to the address whose link leads to the path, on the spec's origin. */
async function linkFromOutbox(to: string, pathname: string): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        const files = fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX).filter((f) => f.endsWith(".eml")) : [];
        const newest = files
          .map((f) => path.join(OUTBOX, f))
          .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
        for (const file of newest) {
          const mail = await simpleParser(fs.readFileSync(file));
          const address = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          if (!address?.includes(to)) continue;
          const link = (mail.text ?? "").match(/https?:\/\/\S+/g)?.find((l) => new URL(l).pathname === pathname);
          if (!link) continue;
          expect(mail.subject ?? "").toMatch(/[\u0600-\u06FF]/); // in the account's language: Arabic
          const url = new URL(link);
          found = `${ORIGIN}${url.pathname}${url.search}`;
          return found;
        }
        return null;
      },
      { message: `a mail to ${to} with a link to ${pathname}` },
    )
    .not.toBeNull();
  return found!;
}

async function signOut(page: Page) {
  await page.context().clearCookies({ name: "masar_session" });
}

test.use({ viewport: { width: 390, height: 844 } });

test("a student verifies her address, forgets her password and gets back in by e-mail (ar, phone)", async ({
  page,
}) => {
  await useLanguage(page, "ar");
  const student = await signUpFreshStudent(page, "recovery", { verified: false });

  // The banner until the address is proved; its link opens a page that confirms with a button.
  await expect(page.getByTestId("verify-banner")).toContainText(student.email);
  await page.goto(await linkFromOutbox(student.email, "/verify-email"));
  await hydrated(page);
  await axe(page, "verify-email ar");
  await expectToastAfter(page, "تأكّد عنوان بريدك", () =>
    page.getByRole("button", { name: "أكّد عنوان بريدي" }).click(),
  );
  await expect(page).toHaveURL("/account");
  await expect(page.getByTestId("verify-banner")).toHaveCount(0);
  await axe(page, "account ar");

  // Forgotten: from the sign-in page, the same answer for any address, and a link in Arabic.
  await signOut(page);
  await page.goto("/login");
  await page.getByRole("link", { name: "نسيت كلمة المرور؟" }).click();
  await expect(page).toHaveURL("/forgot-password");
  await hydrated(page);
  await axe(page, "forgot-password ar");
  await page.getByLabel("البريد الإلكتروني").fill(student.email);
  await page.getByRole("button", { name: "أرسل الرابط" }).click();
  await expect(page.getByTestId("reset-sent")).toContainText(student.email);

  await page.goto(await linkFromOutbox(student.email, "/reset-password"));
  await hydrated(page);
  await expect(page.getByText(student.email)).toBeVisible();
  await axe(page, "reset-password ar");
  await page.getByLabel("كلمة المرور الجديدة").fill("another-good-password");
  await expectToastAfter(page, "ضُبطت كلمة مرورك الجديدة", () =>
    page.getByRole("button", { name: "احفظ كلمة المرور الجديدة" }).click(),
  );
  await expect(page).toHaveURL("/");

  // Signed in with the new password from now on; the old one is refused.
  await signOut(page);
  await page.goto("/login");
  const form = page.locator("form#login");
  await form.locator('input[name="email"]').fill(student.email);
  await form.locator('input[name="password"]').fill(student.password);
  await form.locator('button[type="submit"]').click();
  await expect(form.getByRole("alert")).toBeVisible();
  await form.locator('input[name="password"]').fill("another-good-password");
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL("/");
});
