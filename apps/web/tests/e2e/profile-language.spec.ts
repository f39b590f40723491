import { ORIGIN } from "./origin";
import { expect, test, type Page } from "@playwright/test";
import { hydrated, signIn, signUpFreshStudent } from "./fixtures";

/** One source of truth for the language after sign-in; the form shows what is stored. */

const stored = (page: Page) => page.evaluate(() => localStorage.getItem("appLanguage"));
const cookie = async (page: Page) =>
  (await page.context().cookies(ORIGIN)).find((c) => c.name === "appLanguage")?.value;

async function logOut(page: Page, name: "Logout" | "تسجيل الخروج") {
  await hydrated(page);
  await page.locator("[data-slot=avatar-menu]").click();
  await page.getByRole("menuitem", { name }).click();
  await expect(page).toHaveURL("/");
}

test("saving the profile keeps 'same as the interface', and a later sign-in stays in English", async ({ page }) => {
  // The language chosen once, as the toggle leaves it; the app mirrors it from then on.
  await page.context().addCookies([{ name: "appLanguage", value: "en", url: ORIGIN }]);
  const user = await signUpFreshStudent(page, "lang-same");
  await page.goto("/edit-profile");
  await hydrated(page);
  const language = page.locator("form#edit-profile select[name=preferredLanguage]");
  await expect(language).toHaveValue("");
  await expect(language.locator("option:checked")).toHaveText("Same as the interface");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL("/profile");
  await expect(page.getByRole("main")).toContainText("Same as the interface");

  await logOut(page, "Logout");
  await signIn(page, user);
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // The logout's toast may still be showing beside it.
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Welcome back" })).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect([await stored(page), await cookie(page)]).toEqual(["en", "en"]);
});

test("a language chosen in the profile wins at sign-in, and page, toast, cookie and storage agree", async ({
  page,
}) => {
  await page.context().addCookies([{ name: "appLanguage", value: "en", url: ORIGIN }]);
  const user = await signUpFreshStudent(page, "lang-ar");
  await page.goto("/edit-profile");
  await hydrated(page);
  await page.locator("form#edit-profile select[name=preferredLanguage]").selectOption("ar");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL("/profile");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await logOut(page, "تسجيل الخروج");

  // Back to English before signing in again, as someone else using this browser might leave it.
  await page.getByRole("button", { name: "تغيير اللغة إلى English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect.poll(() => stored(page)).toBe("en");

  await signIn(page, user);
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "مرحبًا بعودتك" })).toBeVisible();
  await expect.poll(() => stored(page)).toBe("ar");
  await page.reload();
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  expect([await stored(page), await cookie(page)]).toEqual(["ar", "ar"]);

  // Switching while signed in is a new choice: the profile follows, so the next sign-in keeps it.
  await page.getByRole("button", { name: "تغيير اللغة إلى English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto("/profile");
  await expect(page.getByRole("main")).toContainText("English");
});
