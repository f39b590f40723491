import { expect, test, type Page } from "@playwright/test";
import { DEMO, expectToastAfter, hydrated, signIn, signUpFreshStudent, useLanguage } from "./fixtures";

/**
 * A new student's first screens, mostly at phone width: creating an account from the header, the demo
 * accounts hint, toasts clear of the header, the catalogue's filters, lesson rows and the search field at
 * 390 px, and the menu without JavaScript.
 */

const phone = (page: Page) => page.setViewportSize({ width: 390, height: 844 });

test("creating an account is one tap from the header (phone and desktop) and has its own tab", async ({ page }) => {
  await useLanguage(page, "en");
  await phone(page);
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Create account" }).click();
  await expect(page).toHaveURL("/login?mode=signup");
  await expect(page.locator("form#signup input[name=displayName]")).toBeFocused();
  await expect(page.locator("form#login")).toBeHidden();
  const tabs = page.getByRole("navigation", { name: "Login or create account" });
  await tabs.getByRole("link", { name: "Login" }).click();
  await expect(page.locator("form#login")).toBeVisible();
  await expect(page.locator("form#signup")).toBeHidden();
  await tabs.getByRole("link", { name: "Create account" }).click();
  await expect(page.locator("form#signup")).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/about");
  await expect(page.getByRole("banner").getByRole("link", { name: "Create account" })).toHaveAttribute(
    "href",
    "/login?mode=signup",
  );
});

test("the demo accounts hint lists the accounts it has and never sends anyone to the README", async ({ page }) => {
  for (const lang of ["ar", "en"] as const) {
    await useLanguage(page, lang);
    await page.goto("/login");
    const demo = page.locator("[data-slot=demo-accounts]");
    await demo.locator("summary").click();
    for (const account of Object.values(DEMO)) await expect(demo).toContainText(account.email);
    await expect(page.locator("body")).not.toContainText("README");
  }
});

/** The element at the middle of a locator's box is the locator's element or inside it: nothing covers it. */
async function expectUncovered(page: Page, selector: string) {
  const covered = await page.locator(selector).evaluateAll((els) =>
    els
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !(top && (el === top || el.contains(top)));
      })
      .map((el) => el.textContent),
  );
  expect(covered, `${selector} covered`).toEqual([]);
}

/** How far below the open menu's bottom edge the toast starts (negative: they overlap). */
async function gapBelowMenu(page: Page) {
  const menu = await page.getByRole("menu").boundingBox();
  const toast = await page.locator("[data-sonner-toast]").first().boundingBox();
  return toast!.y - (menu!.y + menu!.height);
}

for (const width of [390, 1280]) {
  test(`a toast never covers the header's controls or the menu just opened (${width} px)`, async ({ page }) => {
    await useLanguage(page, "en");
    await page.setViewportSize({ width, height: 844 });
    await signUpFreshStudent(page, `toast-${width}`);
    await hydrated(page);
    // A fresh toast for each menu: a toast lives 5 s, and on a loaded machine two menus' checks can
    // take longer than that (the second then found no toast to measure).
    for (const trigger of ["avatar-menu", "notification-bell"]) {
      await page.goto("/__test/toast");
      await hydrated(page);
      await expect(page.locator("[data-sonner-toast]")).toBeVisible();
      await expectUncovered(page, "[data-slot=notification-bell], [data-slot=avatar-menu]");
      await page.locator(`[data-slot=${trigger}]`).click();
      await expect(page.getByRole("menu")).toBeVisible();
      await expectUncovered(page, "[role=menu] [role=menuitem]");
      // The toast moves below the open menu: both stay visible.
      await expect.poll(() => gapBelowMenu(page)).toBeGreaterThanOrEqual(0);
      await expectUncovered(page, "[data-sonner-toast] [data-title]");
      await page.keyboard.press("Escape");
    }
  });
}

/** Whether two boxes on the screen share any area (a missing box fails loudly). */
function overlaps(a: { x: number; y: number; width: number; height: number } | null, b: typeof a) {
  if (!a || !b) throw new Error("an element has no box");
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test("a toast on a phone leaves the page's heading clear: the home greeting and the calendar's title", async ({
  page,
}) => {
  await useLanguage(page, "ar");
  await phone(page);
  await signUpFreshStudent(page, "toast-heading");
  await hydrated(page);
  const home = await expectToastAfter(page, "هذا إشعار تجريبي", () => page.goto("/__test/toast"));
  await expect(home).toBeVisible();
  expect(overlaps(await home.boundingBox(), await page.getByRole("heading", { level: 1 }).boundingBox())).toBe(false);

  await useLanguage(page, "en");
  await page.goto("/study-progress");
  await hydrated(page);
  const saved = await expectToastAfter(page, "Calendar settings saved", () =>
    page.locator("#calendar-settings button[type=submit]").click(),
  );
  await expect(saved).toBeVisible();
  // Back at the top of the page, where the title is: the toast is still clear of it.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(overlaps(await saved.boundingBox(), await page.getByRole("heading", { level: 1 }).boundingBox())).toBe(false);
});

test("catalogue filters are collapsed on a phone (results first), open on desktop and when applied", async ({
  page,
  browser,
}) => {
  await useLanguage(page, "en");
  await phone(page);
  await page.goto("/courses");
  await hydrated(page);
  const toggle = page.getByRole("button", { name: "Filters", exact: true });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByLabel("Faculty")).toBeHidden();
  const firstCard = await page.locator("[data-slot=course-card]").first().boundingBox();
  expect(firstCard!.y).toBeLessThan(500);
  await toggle.click();
  await expect(page.getByLabel("Faculty")).toBeVisible();

  await page.goto("/courses?faculty=design");
  await hydrated(page);
  await expect(page.getByLabel("Faculty")).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/courses");
  await hydrated(page);
  await expect(page.getByRole("button", { name: "Filters", exact: true })).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByLabel("Faculty")).toBeVisible();

  // Without JavaScript the toggle asks the server for the panel.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const noJs = await context.newPage();
  await noJs.goto("/courses");
  await expect(noJs.getByLabel("الكلية")).toBeHidden();
  await noJs.getByRole("button", { name: "التصفية", exact: true }).click();
  await expect(noJs).toHaveURL(/filters=open/);
  await expect(noJs.getByLabel("الكلية")).toBeVisible();
  await context.close();
});

test("lesson rows at 390 px: a title wraps to at most two lines and the duration stays on one", async ({ page }) => {
  await useLanguage(page, "en");
  await phone(page);
  await page.goto("/courses?q=Data%20Structures");
  await page.locator("[data-slot=course-card-action]").first().click();
  const rows = page.getByTestId("lesson-list").locator("li");
  await expect(rows.first()).toBeVisible();
  const lines = await rows.evaluateAll((items) =>
    items.map((li) => {
      const lineOf = (el: Element) => parseFloat(getComputedStyle(el).lineHeight);
      const title = li.querySelector("bdi")!.parentElement!;
      const duration = li.querySelector("[data-slot=lesson-meta] > span:last-child")!;
      return {
        title: Math.round(title.getBoundingClientRect().height / lineOf(title)),
        duration: Math.round(duration.getBoundingClientRect().height / lineOf(duration)),
      };
    }),
  );
  for (const row of lines) {
    expect(row.title).toBeLessThanOrEqual(2);
    expect(row.duration).toBe(1);
  }
});

test("the search field's placeholder fits a phone", async ({ page }) => {
  for (const lang of ["ar", "en"] as const) {
    await useLanguage(page, lang);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/search");
    const fits = await page
      .getByRole("main")
      .getByRole("searchbox")
      .evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(input.placeholder).width <= room;
      });
    expect(fits, lang).toBe(true);
  }
});

test("the phone's search icon lands in the search field; after a search focus is on the page's heading", async ({
  page,
}) => {
  await useLanguage(page, "en");
  await phone(page);
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("banner").getByRole("link", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL("/search");
  await expect(page.getByRole("main").getByRole("searchbox")).toBeFocused();
  await page.getByRole("main").getByRole("searchbox").fill("matrices");
  await page.getByRole("main").getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL("/search?q=matrices");

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/about");
  await hydrated(page);
  await page.getByRole("banner").getByRole("searchbox").fill("Linear");
  await page.getByRole("banner").getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL("/search?q=Linear");
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await page.getByRole("banner").getByRole("link", { name: "Courses", exact: true }).click();
  await expect(page).toHaveURL("/courses");
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
});

test("without JavaScript the mobile menu opens and the bell and avatar are links", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await useLanguage(page, "en");
  await page.goto("/");
  await page.getByRole("banner").getByLabel("Open menu").click();
  const links = page.getByRole("banner").getByRole("navigation", { name: "Main" }).getByRole("link");
  await expect(links.filter({ hasText: "Courses" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Create account" }).first()).toBeVisible();

  await signIn(page, DEMO.student);
  await expect(page.locator("[data-slot=notification-bell]")).toHaveAttribute("href", "/notifications");
  await expect(page.locator("[data-slot=avatar-menu]")).toHaveAttribute("href", "/profile");
  await page.locator("[data-slot=avatar-menu]").click();
  await expect(page).toHaveURL("/profile");
  await context.close();
});
