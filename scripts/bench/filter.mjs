// The catalogue's filter figure (decision 024): with 10,000 published courses, the time from a keystroke
// in the search field to the frame that shows the filtered result, in Chromium. Measured in the page:
// from the key event's timestamp to a task queued by the next animation frame (it runs once that frame
// is painted).

/** Types `text` into /courses' search field, one key every `gapMs`, and returns each key's time. */
export async function filterKeystrokes(browser, base, { text = "generated course 9999", gapMs = 120 } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: "appLanguage", value: "en", url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}/courses`, { waitUntil: "networkidle" });
  const count = page.getByTestId("result-count");
  // The browser filters once the catalogue index has arrived; before that the server would.
  await page.locator('[data-testid="result-count"][data-filtering="browser"]').waitFor({ timeout: 60_000 });
  const before = await count.textContent();
  await page.evaluate(() => {
    window.__keys = [];
    document.addEventListener(
      "keydown",
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => window.__keys.push(performance.now() - start)));
      },
      true,
    );
  });
  // The catalogue's own search field (the header's quick search comes first in the page).
  const field = page.getByRole("main").locator('[role="search"] input').first();
  await field.click();
  for (const key of text) {
    await page.keyboard.type(key);
    await page.waitForTimeout(gapMs);
  }
  await page.waitForTimeout(500);
  const times = await page.evaluate(() => window.__keys);
  const after = await count.textContent();
  await context.close();
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  return {
    keys: times.length,
    p50: Number(at(0.5).toFixed(1)),
    p95: Number(at(0.95).toFixed(1)),
    max: Number(sorted[sorted.length - 1].toFixed(1)),
    first: Number(times[0].toFixed(1)),
    before,
    after,
  };
}

export function printFilter(result, courses) {
  console.log(
    `\n  catalogue filter, ${courses} courses, Chromium (desktop, no throttling): keystroke to painted result ` +
      `p50 ${result.p50} ms, p95 ${result.p95} ms, max ${result.max} ms, first key ${result.first} ms ` +
      `over ${result.keys} keys ("${result.before}" → "${result.after}")`,
  );
}
