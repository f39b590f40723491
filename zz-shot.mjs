import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3301";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const shots = process.argv.slice(2);
for (const spec of shots) {
  const [lang, width, path, name, who = "student"] = spec.split(",");
  const context = await browser.newContext({ viewport: { width: Number(width), height: 900 }, locale: lang === "ar" ? "ar-EG" : "en-GB" });
  const page = await context.newPage();
  if (who !== "visitor") {
    await page.goto(`${base}/login`);
    const body = new URLSearchParams({ intent: "login", email: `${who}@masar.local`, password: `masar-${who}-2025` });
    await page.request.post(`${base}/login`, { form: Object.fromEntries(body), headers: { origin: base } });
  }
  await context.addCookies([{ name: "appLanguage", value: lang, url: base }]);
  await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
  await page.screenshot({ path: `/tmp/m1/${name}.png`, fullPage: process.env.FULL !== "0" });
  await context.close();
}
await browser.close();
