import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { DEMO, hydrated, signIn, signUpFreshStudent, useLanguage } from "./fixtures";
import { routesOf, type Role } from "./routes";

/**
 * Every route, in Arabic and English, as the role whose page it is (a visitor the
 * public pages, a student the signed-in ones and the public pages that change for a student, a teacher
 * the course editor, an admin the console):
 * - nothing is wider than the screen at 360, 390 and 1280 px (no sideways scrolling, no button cut);
 * - axe finds nothing: once per route and language (Arabic at 390 px, English at 1280 px, so both
 *   layouts are scanned), and once per role and language with each header menu open: the mobile menu at
 *   390 px (modal: the whole page is scanned, in Arabic), the bell and the avatar menu at 1280 px.
 * One signed-in page per role and language, reused for all its routes; one page load per route: the
 * widths are reached by resizing the loaded page. The header and its menus are the same on every page
 * of a role (the active link aside), so they are opened on one; every route still shows its menu button
 * at phone width and hides it at 1280 px.
 */

const OPEN_MENU = { ar: "فتح القائمة", en: "Open menu" } as const;
const WIDE = ["wcag22aa"];

async function overflow(page: Page, width: number, path: string): Promise<string[]> {
  await page.setViewportSize({ width, height: 800 });
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  return scroll > inner ? [`${path} at ${width} px: ${scroll} px wide`] : [];
}

async function signedIn(page: Page, role: Role, lang: "ar" | "en") {
  if (role === "student") await signUpFreshStudent(page, `a11y-${lang}`);
  if (role === "teacher" || role === "admin") await signIn(page, DEMO[role]);
}

/** The header's menus, each open in turn on the page now shown, scanned (see the file's comment). */
async function menusOpen(page: Page, role: Role, lang: "ar" | "en", path: string): Promise<string[]> {
  const found: string[] = [];
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole("banner").getByRole("button", { name: OPEN_MENU[lang] }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  found.push(
    ...(await axeViolations(page, `${path} (menu open)`, {
      include: lang === "ar" ? [] : ["[role=dialog]"],
      extraTags: WIDE,
    })),
  );
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  if (role === "visitor") return found;
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const trigger of ["notification-bell", "avatar-menu"]) {
    await page.locator(`[data-slot=${trigger}]`).click();
    await expect(page.getByRole("menu")).toBeVisible();
    found.push(
      ...(await axeViolations(page, `${path} (${trigger} open)`, {
        include: ["[data-radix-popper-content-wrapper]"],
        extraTags: WIDE,
      })),
    );
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
  }
  return found;
}

test.describe.configure({ mode: "parallel" });

for (const role of ["visitor", "student", "teacher", "admin"] as const) {
  for (const lang of ["ar", "en"] as const) {
    test(`every ${role} route in ${lang}: no sideways scrolling at 360/390/1280 px, axe-clean, each menu open`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await useLanguage(page, lang);
      await signedIn(page, role, lang);
      const routes = await routesOf(page, role);
      expect(routes.length).toBeGreaterThan(2);
      const wide: string[] = [];
      const found: string[] = [];
      for (const [i, path] of routes.entries()) {
        await page.setViewportSize({ width: 390, height: 800 });
        await page.goto(path);
        // After hydration: the header's menus and bell are swapped in then.
        await hydrated(page);
        wide.push(...(await overflow(page, 360, path)), ...(await overflow(page, 390, path)));
        const menuButton = page.getByRole("banner").getByRole("button", { name: OPEN_MENU[lang] });
        await expect(menuButton).toBeVisible();
        if (lang === "ar") found.push(...(await axeViolations(page, `${path} at 390`, { extraTags: WIDE })));
        if (i === 0) found.push(...(await menusOpen(page, role, lang, path)));
        wide.push(...(await overflow(page, 1280, path)));
        await expect(menuButton).toBeHidden();
        if (lang === "en") found.push(...(await axeViolations(page, `${path} at 1280`, { extraTags: WIDE })));
      }
      expect(wide).toEqual([]);
      expect(found).toEqual([]);
    });
  }
}
