import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { hydrated, signUpFreshStudent, useLanguage } from "./fixtures";
import { ROUTE_ACCESS } from "../../app/auth/access";
import { everyRoute } from "./routes";

/** Issue 12: axe finds nothing on any route, for a visitor and a student, with each header menu open too. */

async function violations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations.map((v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

const CONFIGS = [
  { width: 390, lang: "ar", openMenu: "فتح القائمة" },
  { width: 1280, lang: "en", openMenu: "Open menu" },
] as const;

// The routes are checked in groups, each its own test, so the groups spread over the workers and a
// slow machine never runs one test past its timeout as the route table grows (everyRoute adds two paths).
const ROUTES = Object.keys(ROUTE_ACCESS).length + 2;
const GROUP = 6;
test.describe.configure({ mode: "parallel" });

for (const user of ["visitor", "student"] as const) {
  for (const { width, lang, openMenu } of CONFIGS) {
    for (let start = 0; start < ROUTES; start += GROUP) {
      const end = Math.min(start + GROUP, ROUTES);
      test(`routes ${start + 1}–${end} are axe-clean for a ${user} at ${width} px in ${lang}, menus open and closed`, async ({
        page,
      }) => {
        test.setTimeout(180_000);
        await useLanguage(page, lang);
        if (user === "student") await signUpFreshStudent(page, `a11y-${lang}`);
        await page.setViewportSize({ width, height: 900 });
        const found: string[] = [];
        const paths = await everyRoute(page);
        expect(paths).toHaveLength(ROUTES);
        for (const path of paths.slice(start, end)) {
          await page.goto(path);
          await hydrated(page);
          found.push(...(await violations(page, path)));
          const menuButton = page.getByRole("banner").getByRole("button", { name: openMenu });
          if (await menuButton.isVisible()) {
            await menuButton.click();
            await expect(page.getByRole("dialog")).toBeVisible();
            found.push(...(await violations(page, `${path} (menu open)`)));
            await page.keyboard.press("Escape");
            await expect(page.getByRole("dialog")).toBeHidden();
          }
          if (user === "student") {
            for (const trigger of ["notification-bell", "avatar-menu"]) {
              await page.locator(`[data-slot=${trigger}]`).click();
              await expect(page.getByRole("menu")).toBeVisible();
              found.push(...(await violations(page, `${path} (${trigger} open)`)));
              await page.keyboard.press("Escape");
              await expect(page.getByRole("menu")).toBeHidden();
            }
          }
        }
        expect(found).toEqual([]);
      });
    }
  }
}
