import { expect, test, type Locator, type Page } from "@playwright/test";
import { fromOwnAddress, hydrated, signUpFreshStudent, useLanguage } from "./fixtures";

/**
 * Text people write (names, titles) is isolated and aligned with its container, so
 * English inside Arabic (and the reverse) neither reorders the sentence nor sits on the wrong side.
 */

/** Left and right of the rendered text inside `el` (its glyphs, not its box). */
const textEdges = (el: Locator) =>
  el.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const r = range.getBoundingClientRect();
    const box = node.getBoundingClientRect();
    return { left: r.left, right: r.right, boxLeft: box.left, boxRight: box.right };
  });

async function notify(page: Page, params: Record<string, string>) {
  await page.goto(`/__test/notify?${new URLSearchParams({ ...params, redirectTo: "/" })}`);
  await expect(page).toHaveURL("/");
  await hydrated(page);
}

test("an Arabic notification in the English bell: title and body start on the same side", async ({ page }) => {
  await useLanguage(page, "en");
  await signUpFreshStudent(page, "bidi-bell");
  await notify(page, { title: "تغيير موعد الامتحان", body: "امتحان منتصف الفصل يوم الأحد." });
  await page.locator("[data-slot=notification-bell]").click();
  const item = page.getByRole("menu").locator("[data-slot=notification-item]").first();
  // Both start at the start (left) of their boxes, like every other row of the English menu.
  for (const slot of ["notification-title", "notification-body"]) {
    const edges = await textEdges(item.locator(`[data-slot=${slot}]`));
    expect(Math.abs(edges.left - edges.boxLeft), slot).toBeLessThanOrEqual(1);
  }
});

test("a name inside a toast is isolated: the sentence keeps its order", async ({ page }) => {
  await useLanguage(page, "en");
  await page.goto("/login?mode=signup");
  const form = page.locator("form#signup");
  await fromOwnAddress(page);
  await form.locator('input[name="displayName"]').fill("مريم 2");
  await form.locator('input[name="email"]').fill(`bidi-${Date.now()}@example.com`);
  await form.locator('input[name="password"]').fill("a-good-password");
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL("/");
  const title = page.locator("[data-sonner-toast] [data-title]");
  await expect(title).toHaveText("Your account is ready, \u2068مريم 2\u2069");
  // The sentence reads from the left: "Your" comes before the name on screen.
  const order = await title.evaluate((el) => {
    const text = el.firstChild!;
    const at = (i: number) => {
      const range = document.createRange();
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      return range.getBoundingClientRect().left;
    };
    return { your: at(0), name: at(text.textContent!.indexOf("مريم")) };
  });
  expect(order.your).toBeLessThan(order.name);
});
