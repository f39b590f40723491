import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { hydrated, signUpFreshStudent, useLanguage } from "./fixtures";
import { everyRoute } from "./routes";

/**
 * Issue 12, on every route for a visitor and a student, in Arabic and English:
 * - nothing is wider than the screen at 360, 390 and 1280 px (no sideways scrolling, no button cut);
 * - axe finds nothing, with each header menu open in turn: the mobile menu at 390 px, the bell and the
 *   avatar menu at 1280 px.
 * One page load per route, role and language: the widths are reached by resizing the loaded page and
 * the menus are opened one after the other on it. Guarded routes that only send this user to a page
 * already checked (the login page, home) are not checked again.
 */

/** axe on the page, or only inside `within` (an open menu, when the rest was just scanned). */
async function violations(page: Page, label: string, within?: string) {
  const builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "wcag22aa",
    "best-practice",
  ]);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.map((v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

async function overflow(page: Page, width: number, path: string): Promise<string[]> {
  await page.setViewportSize({ width, height: 800 });
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  return scroll > inner ? [`${path} at ${width} px: ${scroll} px wide`] : [];
}

/** Every route, less those that only redirect this user to a page already in the list. */
async function distinctRoutes(page: Page): Promise<string[]> {
  const seen = new Set<string>();
  const paths: string[] = [];
  for (const path of await everyRoute(page)) {
    const landed = new URL((await page.request.get(path, { maxRedirects: 5 })).url()).pathname;
    const own = path.split("?")[0]!;
    if (landed !== own && seen.has(landed)) continue;
    seen.add(landed);
    paths.push(path);
  }
  return paths;
}

const OPEN_MENU = { ar: "فتح القائمة", en: "Open menu" } as const;
// Each role and language's routes are split over a few tests, so they spread over the two workers and
// no test runs long on a slow machine.
const PARTS = 3;
test.describe.configure({ mode: "parallel" });

for (const user of ["visitor", "student"] as const) {
  for (const lang of ["ar", "en"] as const) {
    for (let part = 0; part < PARTS; part++) {
      test(`routes (part ${part + 1}/${PARTS}) for a ${user} in ${lang}: no sideways scrolling at 360/390/1280 px, axe-clean with each menu open`, async ({
        page,
      }) => {
        test.setTimeout(300_000);
        await useLanguage(page, lang);
        if (user === "student") await signUpFreshStudent(page, `a11y-${lang}`);
        const routes = await distinctRoutes(page);
        const wide: string[] = [];
        const found: string[] = [];
        for (const path of routes.filter((_, i) => i % PARTS === part)) {
          await page.setViewportSize({ width: 390, height: 800 });
          await page.goto(path);
          // After hydration: the header's menus and bell are swapped in then.
          await hydrated(page);
          wide.push(...(await overflow(page, 360, path)), ...(await overflow(page, 390, path)));
          // The whole page once a language (Arabic at 390 px, English at 1280 px); an open menu is
          // scanned whole when it is modal (it hides the rest of the page), else only itself.
          if (lang === "ar") found.push(...(await violations(page, `${path} at 390`)));
          const menuButton = page.getByRole("banner").getByRole("button", { name: OPEN_MENU[lang] });
          await menuButton.click();
          await expect(page.getByRole("dialog")).toBeVisible();
          const dialog = lang === "ar" ? undefined : "[role=dialog]";
          found.push(...(await violations(page, `${path} (menu open)`, dialog)));
          await page.keyboard.press("Escape");
          await expect(page.getByRole("dialog")).toBeHidden();

          wide.push(...(await overflow(page, 1280, path)));
          await expect(menuButton).toBeHidden();
          if (lang === "en") found.push(...(await violations(page, `${path} at 1280`)));
          if (user === "student") {
            for (const trigger of ["notification-bell", "avatar-menu"]) {
              await page.locator(`[data-slot=${trigger}]`).click();
              await expect(page.getByRole("menu")).toBeVisible();
              found.push(
                ...(await violations(page, `${path} (${trigger} open)`, "[data-radix-popper-content-wrapper]")),
              );
              await page.keyboard.press("Escape");
              await expect(page.getByRole("menu")).toBeHidden();
            }
          }
        }
        expect(wide).toEqual([]);
        expect(found).toEqual([]);
      });
    }
  }
}
