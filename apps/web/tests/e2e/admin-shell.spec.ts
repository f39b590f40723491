import { expect, test } from "@playwright/test";
import { DEMO, hydrated, signIn, signUpFreshStudent, useLanguage } from "./fixtures";

/** Admins reach the console from the avatar menu and the mobile menu; its navigation links every screen. */

const ADMIN_PATHS = [
  "/admin-dashboard",
  "/admin-messages",
  "/admin-categories",
  "/manage-all-courses",
  "/admin-users",
  "/admin-subscriptions",
  "/admin-statistics",
  "/admin-certificates",
  "/admin-outbox",
];

const TEXT = {
  ar: { administration: "الإدارة", openMenu: "فتح القائمة", sections: "أقسام الإدارة", courseTabs: "أقسام الدورة" },
  en: {
    administration: "Administration",
    openMenu: "Open menu",
    sections: "Administration sections",
    courseTabs: "Course sections",
  },
} as const;

for (const lang of ["ar", "en"] as const) {
  test(`an admin opens the console from the avatar menu and every admin screen links every other (${lang})`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await signIn(page, DEMO.admin);
    await hydrated(page);
    await page.locator("[data-slot=avatar-menu]").click();
    await page.getByRole("menuitem", { name: TEXT[lang].administration }).click();
    await expect(page).toHaveURL("/admin-dashboard");
    for (const path of ADMIN_PATHS) {
      await page.goto(path);
      const nav = page.getByRole("navigation", { name: TEXT[lang].sections });
      await expect(nav.getByRole("link")).toHaveCount(ADMIN_PATHS.length);
      const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs.sort()).toEqual([...ADMIN_PATHS].sort());
      await expect(nav.locator('[aria-current="page"]')).toHaveAttribute("href", path);
    }
  });

  test(`the mobile menu offers Administration to an admin at 390 px (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page, DEMO.admin);
    await hydrated(page);
    await page.getByRole("banner").getByRole("button", { name: TEXT[lang].openMenu }).click();
    await page.getByRole("dialog").getByRole("link", { name: TEXT[lang].administration }).click();
    await expect(page).toHaveURL("/admin-dashboard");
    await expect(page.getByRole("navigation", { name: TEXT[lang].sections })).toBeVisible();
    // The row scrolls sideways at 390 px: on the last screens the current link is brought into view
    // (it sat off-screen, so nothing showed where the admin was). So are a course editor's tabs.
    const editor = /href="(\/instructor\/courses\/[^"/]+)"/.exec(
      await (await page.request.get("/manage-all-courses")).text(),
    );
    for (const [path, nav] of [
      ["/admin-statistics", TEXT[lang].sections],
      ["/admin-outbox", TEXT[lang].sections],
      ["/admin-subscriptions", TEXT[lang].sections],
      [`${editor![1]}/announce`, TEXT[lang].courseTabs],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      const row = page.getByRole("navigation", { name: nav });
      await expect
        .poll(async () => {
          const [box, link] = [await row.boundingBox(), await row.locator('[aria-current="page"]').boundingBox()];
          return link!.x >= box!.x && link!.x + link!.width <= box!.x + box!.width;
        }, path)
        .toBe(true);
    }
  });
}

test("a student has no Administration link in either menu", async ({ page }) => {
  await useLanguage(page, "en");
  await signUpFreshStudent(page, "admin-shell");
  await hydrated(page);
  await page.locator("[data-slot=avatar-menu]").click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Administration" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("link", { name: "Administration" })).toHaveCount(0);
});
