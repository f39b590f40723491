// The course player's bench lines (issue 13), kept apart from the table's structure so the two merge
// easily: where the demo student's video lesson is, and how many video bytes a first visit fetches
// before play (the player asks for metadata only).

/**
 * The demo student's in-progress course (Calculus I, seeded with a video as its second lesson): the
 * player path at that video lesson, found through search and the player's own lesson list.
 */
export async function playerContext(base, cookie) {
  const search = await (await fetch(`${base}/search?q=Calculus`, { headers: { cookie } })).text();
  const courseId = /href="\/course\/([^"/?#]+)"/.exec(search)?.[1];
  if (!courseId) return {};
  const page = await (await fetch(`${base}/course-content/${courseId}`, { headers: { cookie } })).text();
  const lessons = [...new Set([...page.matchAll(/data-lesson-id="([^"]+)"/g)].map((m) => m[1]))];
  return lessons[1] ? { playerPath: `/course-content/${courseId}?lesson=${encodeURIComponent(lessons[1])}` } : {};
}

/** Bytes of the lesson video fetched by a first visit before play, then after two seconds of play. */
export async function videoBytes(browser, url, cookie) {
  const context = await browser.newContext();
  const [name, value] = cookie.split("=");
  await context.addCookies([{ name, value, url }]);
  const page = await context.newPage();
  let bytes = 0;
  let requests = 0;
  page.on("response", async (response) => {
    if (!response.url().includes("/resources/lesson-file/")) return;
    requests++;
    try {
      bytes += (await response.body()).length;
    } catch {
      /* a media request the browser cancelled has no body */
    }
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(1000);
  const before = { requests, bytes };
  await page.locator("video").evaluate((v) => {
    v.muted = true;
    return v.play();
  });
  await page.waitForTimeout(2000);
  await context.close();
  return { before, afterPlay: { requests, bytes } };
}

export function printVideoBytes(result, kib) {
  console.log(
    `  player video before play: ${result.before.requests} request(s), ${kib(result.before.bytes)} KiB` +
      ` (preload=metadata); after 2 s of play: ${kib(result.afterPlay.bytes)} KiB`,
  );
}
