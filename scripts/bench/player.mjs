// The course player's bench lines, kept apart from the table's structure so the two merge
// easily: where the demo student's video lesson is, and how many video bytes a first visit fetches
// before play (the player asks for metadata only).

/**
 * The demo student's course with a video as its second lesson (every demo course has one): the player
 * path at that video lesson, found through My Learning and the player's own lesson list.
 */
export async function playerContext(base, cookie) {
  const get = async (path) => (await fetch(`${base}${path}`, { headers: { cookie } })).text();
  // The courses My Learning links into the player; take one whose second lesson plays a video.
  const mine = await get("/my-learning");
  const ids = [
    ...new Set([...mine.matchAll(/href="\/course-content\/([^"/?#]+)/g)].map((m) => decodeURIComponent(m[1]))),
  ];
  for (const courseId of ids.slice(0, 10)) {
    const page = await get(`/course-content/${courseId}`);
    const lessons = [...new Set([...page.matchAll(/data-lesson-id="([^"]+)"/g)].map((m) => m[1]))];
    if (!lessons[1]) continue;
    const playerPath = `/course-content/${courseId}?lesson=${encodeURIComponent(lessons[1])}`;
    if ((await get(playerPath)).includes("<video")) return { playerPath };
  }
  return {};
}

/** Bytes of the lesson video fetched by a first visit before play, then after two seconds of play. */
export async function videoBytes(browser, url, cookie) {
  const context = await browser.newContext();
  const at = cookie.indexOf("=");
  await context.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url }]);
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
  // Debian's Chromium plays no H.264: then the figure after play is not measured (played: false).
  const played = await page
    .locator("video")
    .evaluate((v) => {
      v.muted = true;
      return v.play().then(
        () => true,
        () => false,
      );
    })
    .catch(() => false);
  if (played) await page.waitForTimeout(2000);
  await context.close();
  return { before, afterPlay: { requests, bytes }, played };
}

export function printVideoBytes(result, kib) {
  console.log(
    `  player video before play: ${result.before.requests} request(s), ${kib(result.before.bytes)} KiB` +
      ` (preload=metadata); ` +
      (result.played ? `after 2 s of play: ${kib(result.afterPlay.bytes)} KiB` : "this Chromium cannot play the file"),
  );
}
