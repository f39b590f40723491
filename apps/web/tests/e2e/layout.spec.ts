import { expect, test } from "@playwright/test";
import { signUpFreshStudent, useLanguage } from "./fixtures";
import { everyRoute } from "./routes";

const WIDTHS = [360, 390, 1280] as const;

/** Nothing on any page is wider than the screen: no sideways scrolling, no button cut at the edge. */
for (const user of ["visitor", "student"] as const) {
  for (const lang of ["ar", "en"] as const) {
    test(`no page scrolls sideways (${user}, ${lang}, ${WIDTHS.join("/")} px)`, async ({ page }) => {
      test.setTimeout(180_000);
      await useLanguage(page, lang);
      if (user === "student") await signUpFreshStudent(page, `layout-${lang}`);
      const wide: string[] = [];
      for (const path of await everyRoute(page)) {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(path);
          // The widths after hydration: the header's menus and bell are swapped in then.
          await page.waitForFunction(() => (window as { __masarHydrated?: boolean }).__masarHydrated === true);
          const { scroll, inner } = await page.evaluate(() => ({
            scroll: document.documentElement.scrollWidth,
            inner: window.innerWidth,
          }));
          if (scroll > inner) wide.push(`${path} at ${width} px: ${scroll} px wide`);
        }
      }
      expect(wide).toEqual([]);
    });
  }
}
