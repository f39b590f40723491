import { expect, test, type Page } from "@playwright/test";
import { hydrated, signUpFreshStudent, useLanguage } from "./fixtures";

/**
 * A signed-in page load shows the bell (with its unread count) and the avatar, but the code of
 * their Radix menus (popper, floating-ui) comes only when a menu is wanted: pointed at, touched or focused.
 * Scripts are told apart by what they contain, not by their file names, which the build may change.
 */
const POPPER = "data-radix-popper-content-wrapper";
/** A message of conform's form state (@conform-to/dom), which the calendar's forms fetch on intent. */
const CONFORM_STATE = "The submit event is dispatched by form#";

/** Every script body the page has loaded so far, in order. */
function collectScripts(page: Page): string[] {
  const bodies: string[] = [];
  page.on("response", async (response) => {
    if (!new URL(response.url()).pathname.endsWith(".js")) return;
    bodies.push(await response.text().catch(() => ""));
  });
  return bodies;
}

test("the header's menus and the calendar's form state load on intent: count shown at once, code fetched on hover or focus", async ({
  page,
}) => {
  await useLanguage(page, "en");
  await signUpFreshStudent(page, "first-load");
  await page.goto(`/__test/notify?${new URLSearchParams({ count: "2", title: "Welcome", redirectTo: "/courses" })}`);
  const scripts = collectScripts(page);
  await page.reload();
  await hydrated(page);

  const bell = page.locator("[data-slot=notification-bell]");
  const avatar = page.locator("[data-slot=avatar-menu]");
  // The stand-in triggers read as Radix's would, the count included.
  await expect(bell).toHaveAccessibleName("Notifications, 2 unread");
  await expect(bell).toHaveAttribute("aria-haspopup", "menu");
  await expect(page.locator("[data-slot=notification-badge]")).toHaveAttribute("data-count", "2");
  await expect(avatar).toHaveAttribute("aria-haspopup", "menu");
  expect(scripts.length, "the page's scripts were seen").toBeGreaterThan(5);
  expect(scripts.filter((s) => s.includes(POPPER))).toHaveLength(0);

  // Pointing at the bell fetches its menu; nothing opens until it is clicked.
  const menuCode = page.waitForResponse(async (r) => (await r.text().catch(() => "")).includes(POPPER));
  await bell.hover();
  await menuCode;
  await expect(page.getByRole("menu")).toHaveCount(0);
  await bell.click();
  await expect(page.getByRole("menu")).toContainText("Welcome");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(bell).toBeFocused();

  // The avatar opened from the keyboard before its chunk is here: the first item takes focus, as with Radix.
  await avatar.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toContainText("Nour Hassan");
  await expect(menu.getByRole("menuitem").first()).toBeFocused();
  await page.keyboard.press("Escape");

  // The calendar's forms render without conform (decision 023); focusing one fetches conform's form state and
  // the schema, and from then on a field left empty is refused in the browser, beside the field.
  // Only this page load's scripts, with the pointer out of the way (the menus' links prefetch forms).
  await page.mouse.move(0, 0);
  scripts.length = 0;
  await page.goto("/study-progress");
  await hydrated(page);
  expect(scripts.length, "the page's scripts were seen").toBeGreaterThan(5);
  expect(scripts.filter((s) => s.includes(CONFORM_STATE))).toHaveLength(0);
  const form = page.locator("form#task-new");
  const title = form.locator('input[name="title"]');
  await expect(title).toHaveAttribute("required", "");
  await title.focus();
  await expect.poll(() => scripts.some((s) => s.includes(CONFORM_STATE))).toBe(true);
  await expect(async () => {
    await title.focus();
    await form.locator("#task-new-date").focus();
    await expect(form.locator("#task-new-title-error")).toHaveText("This field is required", { timeout: 500 });
  }).toPass();
  await expect(title).toHaveAttribute("aria-invalid", "true");
});
