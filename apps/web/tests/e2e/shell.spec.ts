import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { expectToastAfter, hydrated, useLanguage } from "./fixtures";

test.describe("language", () => {
  test("a first visit renders Arabic, right to left, with the Arabic title", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    // Rendered by the server: no flash of the wrong language.
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<body class="rtl">');
    expect(html).toContain("<title>منصة التعلم</title>");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page).toHaveTitle("منصة التعلم");
    await hydrated(page);
    expect(await page.evaluate(() => localStorage.getItem("appLanguage"))).toBe("ar");
  });

  test("switching to English flips lang, dir, body class and title without a reload, and survives a reload", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await page.getByRole("button", { name: "تغيير اللغة إلى English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.locator("body")).toHaveClass("ltr");
    await expect(page).toHaveTitle("Learning Platform");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("University courses, made simple");
    // Same document: no full reload happened.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    expect(await page.evaluate(() => localStorage.getItem("appLanguage"))).toBe("en");

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.locator("body")).toHaveClass("ltr");
    await expect(page).toHaveTitle("Learning Platform");

    await page.getByRole("button", { name: "Switch language to العربية" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page).toHaveTitle("منصة التعلم");
  });

  test("the toggle works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/about");
    await page.getByRole("button", { name: "تغيير اللغة إلى English" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await context.close();
  });

  test("localStorage wins over a missing cookie on return", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("appLanguage", "en"));
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle("Learning Platform");
  });
});

test.describe("error screens", () => {
  for (const lang of ["ar", "en"] as const) {
    test(`an unknown path is a 404 page (${lang})`, async ({ page }) => {
      await useLanguage(page, lang);
      const response = await page.goto("/no/such/page");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        lang === "ar" ? "الصفحة غير موجودة" : "Page not found",
      );
      await page.getByRole("link", { name: lang === "ar" ? "الذهاب إلى الرئيسية" : "Go to Home" }).click();
      await expect(page).toHaveURL("/");
    });

    test(`a render failure shows the error boundary (${lang})`, async ({ page }) => {
      await useLanguage(page, lang);
      const response = await page.goto("/__test/render-error");
      expect(response?.status()).toBe(500);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        lang === "ar" ? "حدث خطأ ما" : "Something went wrong",
      );
      await expect(
        page.getByRole("link", { name: lang === "ar" ? "الذهاب إلى الرئيسية" : "Go to Home" }),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: lang === "ar" ? "حاول مرة أخرى" : "Try again" })).toHaveAttribute(
        "href",
        "/__test/render-error",
      );
    });
  }

  test("a client-side render failure shows its message", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    // A Remix client navigation to the failing page.
    await page.evaluate(() =>
      (window as unknown as { __remixRouter: { navigate: (p: string) => void } }).__remixRouter.navigate(
        "/__test/render-error",
      ),
    );
    await expect(page.getByText("Deliberate render failure for the error boundary test")).toBeVisible();
  });
});

test.describe("toasts", () => {
  for (const [lang, side] of [
    ["ar", "left"],
    ["en", "right"],
  ] as const) {
    test(`sit top-${side} in ${lang}`, async ({ page }) => {
      await useLanguage(page, lang);
      await page.setViewportSize({ width: 1280, height: 800 });
      const toast = await expectToastAfter(
        page,
        lang === "ar" ? "هذا إشعار تجريبي" : "This is a test notification",
        () => page.goto("/__test/toast"),
      );
      const box = (await toast.boundingBox())!;
      expect(box.y).toBeLessThan(120);
      if (side === "left") expect(box.x).toBeLessThan(200);
      else expect(box.x + box.width).toBeGreaterThan(1280 - 200);
      await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-x-position", side);
    });
  }
});

test.describe("server", () => {
  test("/healthz answers 200 with a JSON status", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, status: "ok", data: "sqlite" });
  });

  test("every response carries the security headers, with a nonce on inline scripts", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    const csp = headers["content-security-policy"]!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"]).toContain("max-age=");
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, attrs] of inline) expect(attrs).toContain(`nonce="${nonce}"`);
    const again = (await request.get("/")).headers()["content-security-policy"];
    expect(again).not.toBe(csp);
  });

  for (const [cause, env, expected] of [
    ["an invalid configuration", { DATA_BACKEND: "mongodb" }, /DATA_BACKEND/],
    [
      "a database that cannot open",
      // The parent "directory" is a file, so the database can never be created.
      { DATABASE_PATH: fileURLToPath(new URL("../../package.json/masar.db", import.meta.url)) },
      /EEXIST|ENOTDIR|not a directory|already exists/i,
    ],
  ] as const) {
    test(`${cause} at start-up answers every request with the Application Error screen`, async ({ browser }) => {
      const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
      const child = spawn(process.execPath, ["build/host.js"], {
        cwd: webRoot,
        env: { ...process.env, PORT: "3219", HOST: "127.0.0.1", NODE_ENV: "production", ...env },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let log = "";
      child.stdout.on("data", (d) => (log += d));
      child.stderr.on("data", (d) => (log += d));
      try {
        await expect.poll(() => log, { timeout: 20_000 }).toContain("Listening");
        expect(log).toContain("Start-up failed");
        const page = await browser.newPage();
        for (const lang of ["ar", "en"] as const) {
          await page.context().addCookies([{ name: "appLanguage", value: lang, url: "http://localhost:3219" }]);
          const response = await page.goto(`http://localhost:3219/courses?x=${lang}`);
          expect(response?.status()).toBe(503);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(
            lang === "ar" ? "خطأ في التطبيق" : "Application Error",
          );
          await expect(page.locator("[data-slot=error-message]")).toHaveText(expected);
          await expect(
            page.getByRole("link", { name: lang === "ar" ? "تحديث الصفحة" : "Refresh Page" }),
          ).toHaveAttribute("href", `/courses?x=${lang}`);
          await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
        }
        const health = await page.request.get("http://localhost:3219/healthz");
        expect(health.status()).toBe(503);
        await page.close();
      } finally {
        child.kill("SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
      }
    });
  }
});

test("the page scrolls smoothly to the top on a path change", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto("/");
  await hydrated(page);
  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" as ScrollBehavior }),
  );
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole("contentinfo").getByRole("link", { name: "من نحن" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
