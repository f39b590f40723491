import { expect, test, type Locator } from "@playwright/test";
import { useLanguage } from "./fixtures";

/**
 * Decision 029: icons are drawn from one SVG sprite, a build asset cached for a year, as lucide draws
 * them (the same <svg>, a <use> of the sprite's symbol inside), rendered on the server: they show
 * without JavaScript, and the directional ones still mirror in Arabic. One page load, scripts off.
 */

/** The drawn size of an icon's <use>: 0 × 0 until the sprite has loaded, or when its symbol is missing. */
const drawn = (icon: Locator) =>
  icon.evaluate((svg) => {
    const box = (svg.querySelector("use") as SVGUseElement).getBBox();
    return box.width > 0 && box.height > 0;
  });

test("icons come from the immutable sprite and draw without JavaScript, mirrored in Arabic", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  await useLanguage(page, "ar");
  await page.goto("/courses");
  const courseHref = await page.locator('a[href^="/course/"]').first().getAttribute("href");
  // A visitor's player: its back link's chevron points the reading direction's way.
  await page.goto(courseHref!.replace("/course/", "/course-content/"));

  const menu = page.locator("svg.lucide-menu").first();
  await expect(menu).toHaveAttribute("aria-hidden", "true");
  await expect(menu).toHaveAttribute("stroke", "currentColor");
  const href = await menu.locator("use").getAttribute("href");
  expect(href).toMatch(/^\/assets\/icons-[\w-]+\.svg#menu$/);
  await expect.poll(() => drawn(menu)).toBe(true);

  const back = page.locator("svg.lucide-chevron-left").first();
  await expect(back).toHaveClass(/rtl:rotate-180/);
  await expect(back).toHaveCSS("rotate", "180deg");
  expect(await drawn(back)).toBe(true);

  const response = await page.request.get(href!.replace(/#.*$/, ""), { headers: { "accept-encoding": "br" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("image/svg+xml");
  expect(response.headers()["cache-control"]).toContain("immutable");
  expect(response.headers()["content-encoding"]).toBe("br");
  const sprite = await response.text();
  for (const id of ["menu", "chevron-left", "search", "circle-check"]) expect(sprite).toContain(`<symbol id="${id}"`);
  await context.close();
});
