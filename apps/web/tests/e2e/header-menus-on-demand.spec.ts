import { expect, test, type Page, type Route } from "@playwright/test";
import { axe } from "./axe";
import { hydrated, signUpFreshStudent, useLanguage } from "./fixtures";

/**
 * The header's menus on demand: a signed-in page draws the header's bell (with its unread count, live) and the
 * avatar as faces from the shell, and fetches no script beyond those the document preloads until one of
 * them is wanted; then only the Radix menu's chunk comes, and the menu opens from one click or key even
 * when that chunk is slow (held here until the test lets it through).
 */
const T = {
  ar: { two: "٢", three: "٣", bell: "الإشعارات، ٣ إشعارات غير مقروءة", profile: "الملف الشخصي" },
} as const;

/** Script URLs (paths) the page requests from now on. */
function scriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith(".js")) paths.push(path);
  });
  return paths;
}

/**
 * The scripts a document lists: Remix preloads the entry, the routes and their imports (as the server sent
 * it: once hydrated, Remix drops those links from the DOM).
 */
const preloaded = (html: string) => new Set([...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]));

/** What only the menus' chunks hold: Radix's popper, and the two menus' own slots. */
const MENU_CODE = ["data-radix-popper-content-wrapper", "notification-menu", "avatar-menu-content"];

/** Those of `paths` whose script holds menu code (told by content: the build names chunks as it likes). */
async function withMenuCode(page: Page, paths: string[]) {
  const found: string[] = [];
  for (const path of paths) {
    const body = await (await page.request.get(path)).text();
    if (MENU_CODE.some((marker) => body.includes(marker))) found.push(path);
  }
  return found;
}

/**
 * Holds every script request from now on until the returned function is called: a slow network. Once
 * released the handler lets requests through at once (a later hold's handler goes first).
 */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

// In Arabic only (docs/testing.md: journeys once): what loads when does not depend on the language; the bell's
// and avatar's English names are checked by a11y.spec.ts's menus and the message catalogue.
for (const lang of ["ar"] as const) {
  const t = T[lang];
  test(`the bell and avatar are faces until wanted: no menu code on load, live count, one click, keyboard (${lang})`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await signUpFreshStudent(page, `faces-${lang}`);
    // The welcome toast shows on the home page and is acknowledged there: the next page has no toast to
    // load the toaster for.
    await hydrated(page);
    // Off the live page first: a hydrated page still open while /__test/notify makes the two notifications
    // hears them on its stream and fetches the toaster before the next document replaces it, and its
    // request would be counted as this page's (seen once on CI).
    await page.goto("about:blank");
    const scripts = scriptRequests(page);
    const document = await page.goto(
      `/__test/notify?${new URLSearchParams({ count: "2", title: "Welcome", redirectTo: "/courses" })}`,
    );
    await expect(page).toHaveURL("/courses");
    await hydrated(page);

    // (1) Nothing but the document's own scripts, although the page is hydrated and idle.
    const bell = page.locator("[data-slot=notification-bell]");
    const avatar = page.locator("[data-slot=avatar-menu]");
    const badge = page.locator("[data-slot=notification-badge]");
    await expect(bell).toHaveAttribute("aria-haspopup", "menu");
    await expect(avatar).toHaveAttribute("aria-haspopup", "menu");
    await expect(badge).toHaveAttribute("data-count", t.two);
    const listed = preloaded(await document!.text());
    expect(scripts.length, "the page's scripts were seen").toBeGreaterThan(3);
    expect(scripts.filter((path) => !listed.has(path))).toEqual([]);

    // (4) A notification made elsewhere (another tab) reaches the face's badge through the live stream.
    const other = await page.context().newPage();
    await other.goto(`/__test/notify?${new URLSearchParams({ count: "1", title: "Live", redirectTo: "/about" })}`);
    await expect(other).toHaveURL("/about");
    await other.close();
    await expect(badge).toHaveAttribute("data-count", t.three);
    await expect(bell).toHaveAccessibleName(t.bell);
    // The notification's foreground toast loads the toaster; no menu code comes with it.
    expect(
      await withMenuCode(
        page,
        scripts.filter((path) => !listed.has(path)),
      ),
    ).toEqual([]);

    // (2) One click opens the menu on a slow network: the face stays, closed, while its chunk is held.
    let release = await holdScripts(page);
    await bell.click();
    await expect
      .poll(() =>
        withMenuCode(
          page,
          scripts.filter((path) => !listed.has(path)),
        ),
      )
      .not.toEqual([]);
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(bell).toHaveAttribute("aria-expanded", "false");
    release();
    const menu = page.getByRole("menu");
    await expect(menu).toContainText("Live");
    await expect(menu).toContainText("Welcome");
    await axe(page, `bell menu (${lang})`);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(bell).toBeFocused();

    // (3) Enter on the avatar's face, its chunk held: once here, the menu opens on its first item.
    release = await holdScripts(page);
    await avatar.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menu")).toHaveCount(0);
    release();
    await expect(menu.getByRole("menuitem").first()).toBeFocused();
    await expect(menu.getByRole("menuitem").first()).toContainText(t.profile);
    await axe(page, `avatar menu (${lang})`);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });
}
