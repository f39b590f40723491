import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO, hydrated, signIn, signUpFreshStudent, useLanguage } from "./fixtures";

/** The header of spec section 2: logo, the four nav links and their highlight, the mobile menu, search. */
const T = {
  ar: {
    logo: "مسار، الصفحة الرئيسية",
    nav: "القائمة الرئيسية",
    links: ["الرئيسية", "الدورات", "اشتراكاتي", "تقويم المهام"],
    openMenu: "فتح القائمة",
    menu: "القائمة",
    search: "بحث",
    about: "من نحن",
    account: "قائمة الحساب",
  },
  en: {
    logo: "Masar, home",
    nav: "Main",
    links: ["Home", "Courses", "My Learning", "Tasks Calendar"],
    openMenu: "Open menu",
    menu: "Menu",
    search: "Search",
    about: "About",
    account: "Account menu",
  },
} as const;
const PATHS = ["/", "/courses", "/my-learning", "/study-progress"] as const;

const desktopNav = (page: Page, lang: "ar" | "en") =>
  page.getByRole("banner").getByRole("navigation", { name: T[lang].nav });

/** Exactly the link at `current` (or none) is marked as the current page, and it looks different. */
async function expectHighlighted(nav: Locator, lang: "ar" | "en", current: number | null) {
  const links = T[lang].links.map((name) => nav.getByRole("link", { name, exact: true }));
  for (const [i, link] of links.entries()) {
    if (i === current) await expect(link).toHaveAttribute("aria-current", "page");
    else await expect(link).not.toHaveAttribute("aria-current");
  }
  if (current === null) return;
  const look = (link: Locator) =>
    link.evaluate((el) => {
      const style = getComputedStyle(el);
      return `${style.backgroundColor} ${style.color}`;
    });
  const other = links[(current + 1) % links.length]!;
  expect(await look(links[current]!), "the current link is styled apart from the others").not.toBe(await look(other));
}

/**
 * The header row at the current width: links and buttons whose text broke onto a second line, and parts
 * that stick out of the row or the window. At 1024 px the visitor's nav links are the first to wrap.
 */
async function headerRowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const row = document.querySelector<HTMLElement>("[data-slot=header] > div")!;
    if (row.scrollWidth > row.clientWidth) problems.push(`row scrolls: ${row.scrollWidth} > ${row.clientWidth}`);
    if (document.documentElement.scrollWidth > innerWidth) problems.push("the page scrolls sideways");
    for (const el of row.querySelectorAll<HTMLElement>("a, button, input")) {
      const box = el.getBoundingClientRect();
      if (!box.width) continue; // hidden at this width
      const name = el.textContent?.trim() || el.getAttribute("aria-label") || el.tagName;
      if (box.left < 0 || box.right > innerWidth) problems.push(`${name} sticks out (${box.left}..${box.right})`);
      // A visible text broken over lines has client rects on more than one line.
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue; // screen-reader only
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
        if (tops.length && Math.max(...tops) - Math.min(...tops) > 2) problems.push(`"${node.textContent}" wraps`);
      }
    }
    return problems;
  });
}

// Texts, digits, dates and direction are checked in both languages; a behaviour that does not depend on
// the language runs in one of them, Arabic or English in turn (docs/testing.md: variants cheaply).
for (const lang of ["ar", "en"] as const) {
  const t = T[lang];
  test.describe(`header (${lang})`, () => {
    test("the logo links home (and the visitor's header keeps one row at 1024px)", async ({ page }) => {
      await useLanguage(page, lang);
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.goto("/about");
      await hydrated(page);
      expect(await headerRowProblems(page)).toEqual([]);
      await page.getByRole("banner").getByRole("link", { name: t.logo }).click();
      await expect(page).toHaveURL("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        lang === "ar" ? "مقرراتك الجامعية، بشكل أبسط" : "University courses, made simple",
      );
    });

    test("the four nav links lead to their pages, the current one highlighted, /course/x under Courses (one row at 1024px)", async ({
      page,
    }) => {
      await useLanguage(page, lang);
      await page.setViewportSize({ width: 1024, height: 768 });
      await signUpFreshStudent(page, `nav-${lang}`);
      await hydrated(page);
      expect(await headerRowProblems(page), "the student's header at 1024px").toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
      const nav = desktopNav(page, lang);
      await expect(nav.getByRole("link")).toHaveText([...t.links]);
      for (const [i, name] of t.links.entries()) {
        await nav.getByRole("link", { name, exact: true }).click();
        await expect(page).toHaveURL(PATHS[i]!);
        await expectHighlighted(nav, lang, i);
      }
      await page.getByRole("banner").getByRole("link", { name: t.links[1], exact: true }).click();
      await page.locator("[data-slot=course-card-action]").first().click();
      await expect(page).toHaveURL(/\/course\/[^/]+$/);
      await expectHighlighted(nav, lang, 1);
      await page.getByRole("contentinfo").getByRole("link", { name: t.about }).click();
      await expect(page).toHaveURL("/about");
      await expectHighlighted(nav, lang, null);
      // The avatar menu names /my-learning as the nav does (issue 39: it said "دوراتي / My Courses").
      await page.getByRole("banner").getByRole("button", { name: t.account }).click();
      await expect(page.getByRole("menuitem", { name: t.links[2], exact: true })).toHaveAttribute(
        "href",
        "/my-learning",
      );
    });

    if (lang === "en") {
      test("at 390px the menu button opens the nav and the search icon goes to /search", async ({ page }) => {
        await useLanguage(page, lang);
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto("/");
        await hydrated(page);
        const banner = page.getByRole("banner");
        await expect(desktopNav(page, lang)).toBeHidden();
        await expect(banner.getByRole("search")).toBeHidden();

        await banner.getByRole("button", { name: t.openMenu }).click();
        const menu = page.getByRole("dialog", { name: t.menu });
        await expect(menu.getByRole("navigation").getByRole("link")).toHaveText([...t.links]);
        await expectHighlighted(menu, lang, 0);
        await menu.getByRole("link", { name: t.links[1], exact: true }).click();
        await expect(page).toHaveURL("/courses");
        await expect(menu).toBeHidden();
        await banner.getByRole("button", { name: t.openMenu }).click();
        await expectHighlighted(page.getByRole("dialog", { name: t.menu }), lang, 1);
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toBeHidden();

        const searchIcon = banner.getByRole("link", { name: t.search, exact: true });
        await expect(searchIcon).toHaveAttribute("href", "/search");
        await searchIcon.click();
        await expect(page).toHaveURL("/search");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.search);
      });
    }

    if (lang === "ar") {
      test("nothing sticks out sideways at 390px", async ({ page }) => {
        await useLanguage(page, lang);
        await page.setViewportSize({ width: 390, height: 844 });
        for (const path of ["/", "/courses"]) {
          await page.goto(path);
          await hydrated(page);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
        }
      });
    }
  });
}

/**
 * A teacher's and an admin's console is a nav link of its own (issue 39): with five links the header
 * still keeps one row at 1024 px, where the links first share it with the search box, in both languages.
 */
for (const [role, names] of [
  ["teacher", { ar: "التدريس", en: "Teaching" }],
  ["admin", { ar: "الإدارة", en: "Administration" }],
] as const) {
  test(`${role === "admin" ? "an" : "a"} ${role}'s header holds its console's link in one row at 1024px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    for (const lang of ["ar", "en"] as const) {
      await useLanguage(page, lang);
      if (lang === "ar") await signIn(page, DEMO[role]);
      await page.goto("/courses");
      await hydrated(page);
      await expect(desktopNav(page, lang).getByRole("link", { name: names[lang], exact: true })).toBeVisible();
      expect(await headerRowProblems(page), lang).toEqual([]);
    }
  });
}
