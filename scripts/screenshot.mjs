// Usage: node scripts/screenshot.mjs <url> <out.png> [width] [height] [ar|en]  (FULL=1 for a full page)
import { chromium } from "playwright";
import { chromiumLaunchOptions } from "./chromium.mjs";
const [, , url, out, width = "1280", height = "900", lang] = process.argv;
const browser = await chromium.launch(chromiumLaunchOptions);
const ctx = await browser.newContext({ viewport: { width: +width, height: +height } });
if (lang) await ctx.addCookies([{ name: "appLanguage", value: lang, url }]);
const page = await ctx.newPage();
page.on("console", (m) => {
  if (m.type() === "error") console.log("console:", m.text());
});
page.on("pageerror", (e) => console.log("pageerror:", e.message));
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: process.env.FULL === "1" });
await browser.close();
