import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test, type Locator } from "@playwright/test";

/** Where prepare.mjs made the consumer app: the tarball, the app and the README example's build. */
const consumer = path.join(os.tmpdir(), "masar-kit-consumer");

/** Where an element sits horizontally: its left and right edges in CSS pixels. */
const edges = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return { left: box.left, right: box.right };
  });

test("the packed kit works in a blank Vite app without Tailwind, in Arabic (RTL) and English (LTR)", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.goto("/");
  await page.evaluate(() => document.fonts.ready);
  const ar = page.getByTestId("demo-ar");
  const en = page.getByTestId("demo-en");

  // The provider sets dir and lang on its own root inside a page whose <html> says lang="en".
  await expect(page.locator("html")).not.toHaveAttribute("dir", /./);
  await expect(page.locator("[data-slot=locale-root]").first()).toHaveAttribute("dir", "rtl");
  await expect(page.locator("[data-slot=locale-root]").first()).toHaveAttribute("lang", "ar");
  await expect(page.locator("[data-slot=locale-root]").nth(1)).toHaveAttribute("dir", "ltr");

  // The kit's own labels and Intl digits in each language.
  await expect(ar.getByRole("heading", { name: "الجبر الخطي" })).toBeVisible();
  await expect(ar.getByText("٣٠٠ ج.م")).toBeVisible();
  await expect(ar.getByText("مجاني")).toBeVisible();
  await expect(en.getByText("300 EGP")).toBeVisible();
  await expect(en.getByRole("link", { name: /Review/ })).toBeVisible();
  await expect(en.getByRole("link", { name: /Enroll Now/ })).toBeVisible();

  // The precompiled CSS styles the kit with no Tailwind here: the primary colour and rounded cards.
  const button = en.locator("[data-slot=course-card-action]").first();
  expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(11, 107, 99)");
  expect(
    await en
      .locator("[data-slot=course-card]")
      .first()
      .evaluate((el) => getComputedStyle(el).borderRadius),
  ).not.toBe("0px");
  // Right to left for real: the first Arabic card is on the right, the first English one on the left.
  const arCards = ar.locator("[data-slot=course-card]");
  const enCards = en.locator("[data-slot=course-card]");
  expect((await edges(arCards.nth(0))).left).toBeGreaterThan((await edges(arCards.nth(1))).left);
  expect((await edges(enCards.nth(0))).left).toBeLessThan((await edges(enCards.nth(1))).left);

  await expect(page).toHaveScreenshot("kit-consumer.png", { fullPage: true });

  // The bell opens its menu, in the section's language and direction.
  await ar.getByRole("button", { name: /الإشعارات/ }).click();
  const arMenu = page.getByRole("menu");
  await expect(arMenu).toContainText("درس جديد في الجبر الخطي");
  await expect(arMenu).toHaveAttribute("dir", "rtl");
  await expect(page).toHaveScreenshot("kit-consumer-bell-ar.png");
  await page.keyboard.press("Escape");
  await en.getByRole("button", { name: /Notifications/ }).click();
  await expect(page.getByRole("menu")).toContainText("New lesson in Linear Algebra");
  await expect(page.getByRole("menu")).toHaveAttribute("dir", "ltr");
  await page.keyboard.press("Escape");

  // The avatar menu opens too.
  await en.getByRole("button", { name: /Account menu|Mariam/ }).click();
  await expect(page.getByRole("menu")).toContainText("mariam@uni.example");
  await page.keyboard.press("Escape");

  // Filters drive the app's list: by faculty, then by text, then reset.
  await expect(en.getByTestId("shown")).toHaveText("2");
  await en.getByLabel("Faculty").selectOption("engineering");
  await expect(en.getByTestId("shown")).toHaveText("1");
  await expect(en.getByRole("heading", { name: "Electric Circuits" })).toBeVisible();
  await en.getByLabel("Faculty").selectOption("");
  await ar.getByRole("searchbox").fill("الجبر");
  await expect(ar.getByTestId("shown")).toHaveText("1");
  await expect(ar.getByRole("heading", { name: "الجبر الخطي" })).toBeVisible();

  expect(errors).toEqual([]);
});

test("the README's example, installed from the tarball, renders and bundles only what it imports", async ({ page }) => {
  await page.goto("/readme/readme.html");
  const card = page.locator("[data-slot=course-card]");
  await expect(card.getByRole("heading", { name: "الجبر الخطي" })).toBeVisible();
  await expect(card.getByText("٣٠٠ ج.م")).toBeVisible();
  // The card's links (its action, and its title and cover to the same page) went through the router's
  // link component the README passes to LinkProvider.
  const link = card.getByRole("link", { name: "سجّل الآن" });
  await expect(link).toHaveAttribute("href", "/courses/c1");
  await expect(link).toHaveAttribute("data-router-link", "");
  await expect(page.locator("[data-slot=locale-root]")).toHaveAttribute("dir", "rtl");

  // Tree-shaking per component: importing CourseCard brings none of the bell, the menus or the filters.
  const js = (dir: string) =>
    fs
      .readdirSync(path.join(consumer, dir, "assets"))
      .filter((f) => f.endsWith(".js"))
      .map((f) => fs.readFileSync(path.join(consumer, dir, "assets", f)));
  const readme = Buffer.concat(js("dist/readme"));
  const full = Buffer.concat(js("dist"));
  const text = readme.toString("utf8");
  expect(text).toContain("course-card");
  // Each marker is in the app that uses the bell, the avatar menu and the filters, so its absence means
  // the module was left out, not that the marker was minified away.
  for (const other of ["notification-menu", "avatar-menu", "catalogue-filters", "DropdownMenu"]) {
    expect(full.toString("utf8"), `${other} in the app that renders it`).toContain(other);
    expect(text, `${other} in a bundle that imports only CourseCard`).not.toContain(other);
  }
  const kib = (b: Buffer) => (gzipSync(b).length / 1024).toFixed(1);
  test.info().annotations.push({
    type: "bundle (JS, gzip)",
    description: `CourseCard only: ${kib(readme)} KiB; card, bell, avatar menu and filters: ${kib(full)} KiB`,
  });
  console.log(`[kit-smoke] JS gzip: CourseCard only ${kib(readme)} KiB, the four components ${kib(full)} KiB`);
});

test("the tarball holds only the built files, README, LICENSE and CHANGELOG", () => {
  const tarball = fs.readdirSync(consumer).find((f) => /^masar-ui-.*\.tgz$/.test(f))!;
  const files = execFileSync("tar", ["-tzf", path.join(consumer, tarball)], { encoding: "utf8" })
    .trim()
    .split("\n");
  const allowed = /^package\/(dist\/.+|README\.md|LICENSE|CHANGELOG\.md|package\.json)$/;
  expect(files.filter((f) => !allowed.test(f))).toEqual([]);
  for (const needed of ["README.md", "LICENSE", "CHANGELOG.md", "dist/styles.css", "dist/course-card.js"]) {
    expect(files).toContain(`package/${needed}`);
  }
  // No source, stories or tests: the workspace reads those through the "source" condition, never the tarball.
  expect(files.filter((f) => /\.tsx$|\.(stories|test)\./.test(f))).toEqual([]);
});
