import { axe } from "./axe";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrated, signUpFreshStudent, useLanguage } from "./fixtures";

/** The 404 page in the page's digits, the default image for a course image that fails, and menu focus. */

test.describe("the 404 page", () => {
  for (const [lang, code] of [
    ["ar", "٤٠٤"],
    ["en", "404"],
  ] as const) {
    test(`shows the code in the page's own digits only (${lang})`, async ({ page }) => {
      await useLanguage(page, lang);
      await page.goto("/no-such-page");
      await expect(page.locator("[data-slot=not-found-code]")).toHaveText(code);
    });
  }
});

/** The kit's default course image, inlined by the build as an SVG data URL (or served as a file). */
const DEFAULT_IMAGE = /default-course.*\.svg|^data:image\/svg\+xml,.*linearGradient/;

/** A course whose cover this spec makes fail: every demo cover exists (demo-content.test.ts checks). */
const BROKEN = "/courses?q=Cell%20Biology";
const brokenCard = (page: Page) => page.locator("[data-slot=course-card]").first();
/** Its cover answers 404, as a teacher's deleted or mistyped image would. */
const breakCover = (page: Page) =>
  page.route("**/images/courses/cell-biology.svg", (route) => route.fulfill({ status: 404, body: "" }));

/** What the card's picture area paints: the image if it loaded, else the box's background image. */
async function paintedImage(card: Locator) {
  return card.locator("[data-slot=course-card-media]").evaluate((box) => {
    const img = box.querySelector("img")!;
    const loaded = img.complete && img.naturalWidth > 0;
    return loaded ? img.currentSrc : getComputedStyle(box).backgroundImage.replace(/^url\("?|"?\)$/g, "");
  });
}

test.describe("a course image that fails to load shows the default course image", () => {
  test("when it fails before hydration (scripts held back until the image has failed)", async ({ page }) => {
    await useLanguage(page, "en");
    await breakCover(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/**/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(BROKEN, { waitUntil: "commit" });
    const img = brokenCard(page).locator("img");
    await expect
      .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth === 0), { timeout: 10_000 })
      .toBe(true);
    // Before any script runs, the user already sees the default image, not a grey block.
    expect(await paintedImage(brokenCard(page))).toMatch(DEFAULT_IMAGE);
    release();
    await hydrated(page);
    expect(await paintedImage(brokenCard(page))).toMatch(DEFAULT_IMAGE);
  });

  test("when it fails after hydration (client-side navigation)", async ({ page }) => {
    await useLanguage(page, "en");
    await breakCover(page);
    await page.goto("/courses");
    await hydrated(page);
    await page.getByRole("main").getByPlaceholder("Search courses").fill("Cell Biology");
    await expect(page.locator("[data-slot=course-card]")).toHaveCount(1);
    await expect.poll(() => paintedImage(brokenCard(page)), { timeout: 10_000 }).toMatch(DEFAULT_IMAGE);
  });
});

/** WCAG relative luminance contrast of two CSS colours. */
function contrast(a: string, b: string) {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number) as [number, number, number];
    const ch = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(bl);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The focused menu item's indicator: a solid outline of at least 2 px, 3:1 against the menu. */
async function expectVisibleFocus(page: Page) {
  const focus = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const menu = el.closest("[role=menu]") as HTMLElement;
    const style = getComputedStyle(el);
    return {
      role: el.getAttribute("role"),
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      outlineColor: style.outlineColor,
      menuBackground: getComputedStyle(menu).backgroundColor,
    };
  });
  expect(focus.role).toBe("menuitem");
  expect(focus.outlineStyle).toBe("solid");
  expect(focus.outlineWidth).toBeGreaterThanOrEqual(2);
  expect(contrast(focus.outlineColor, focus.menuBackground)).toBeGreaterThanOrEqual(3);
}

for (const lang of ["ar", "en"] as const) {
  test(`the bell and avatar menus show keyboard focus at 3:1 and stay axe-clean when open (${lang})`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await signUpFreshStudent(page, `focus-${lang}`);
    await hydrated(page);
    for (const trigger of ["notification-bell", "avatar-menu"]) {
      await page.locator(`[data-slot=${trigger}]`).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("menu")).toBeVisible();
      await page.keyboard.press("ArrowDown");
      await expectVisibleFocus(page);
      await axe(page, `${trigger} open`);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toBeHidden();
    }
  });
}
