// `npm run bench -- bundle`, second table: the first-load JavaScript of the pages with stated goals as
// Chromium really loads it — every script a first visit fetches until the network is idle, chunks loaded
// right after hydration included — beside what Remix's manifest says the page loads (the first table).
// The goals are stated against the browser's figure (decisions 023 and 029 give them). Figures only;
// nothing here passes or fails.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { firstLoadFiles, readManifest } from "./bundle.mjs";
import { firstLoadJs, table } from "./measure.mjs";

/** The pages measured in the browser, who opens them, their route id in the manifest, and any goal (KB). */
export const BROWSER_ROUTES = [
  { name: "/", path: () => "/", who: "visitor", id: "routes/_index" },
  { name: "/", path: () => "/", who: "student", id: "routes/_index" },
  { name: "/courses", path: () => "/courses", who: "visitor", id: "routes/courses" },
  { name: "/course/{id}", path: ({ courseId }) => `/course/${courseId}`, who: "visitor", id: "routes/course.$id" },
  // The player at the demo student's video lesson (scripts/bench/player.mjs finds it).
  {
    name: "/course-content/{id}",
    path: ({ playerPath }) => playerPath,
    who: "student",
    id: "routes/course-content.$id",
    goal: { kb: 110, decision: "023" },
  },
  {
    name: "/my-learning",
    path: () => "/my-learning",
    who: "student",
    id: "routes/my-learning",
    goal: { kb: 110, decision: "023" },
  },
  {
    name: "/study-progress",
    path: () => "/study-progress",
    who: "student",
    id: "routes/study-progress",
    goal: { kb: 120, decision: "023" },
  },
];

const kb = (bytes) => (bytes / 1000).toFixed(1);
const kib = (bytes) => (bytes / 1024).toFixed(1);

/**
 * Each page's first load in Chromium (gzip -9 of every script body) beside the manifest's count for the
 * same route (gzip -9 of each listed file, as the first table), and the scripts the manifest does not
 * list for it: those the page fetched after hydration.
 */
export async function browserFirstLoads(browser, base, ctx, cookies, client) {
  const manifest = readManifest(client);
  const gzipOf = (file) => zlib.gzipSync(fs.readFileSync(path.join(client, file)), { level: 9 }).length;
  const rows = [];
  for (const route of BROWSER_ROUTES) {
    const url = route.path(ctx);
    if (!url) continue;
    const js = await firstLoadJs(browser, `${base}${url}`, cookies[route.who]);
    const listed = firstLoadFiles(manifest, route.id);
    rows.push({
      name: route.name,
      who: route.who,
      goal: route.goal ?? null,
      scripts: js.scripts,
      gzip: js.gzip,
      raw: js.raw,
      manifest: listed.reduce((n, file) => n + gzipOf(file), 0),
      late: js.urls.filter((u) => !listed.includes(u)),
    });
  }
  return rows;
}

export function printBrowserFirstLoads(rows) {
  console.log(
    "\nFirst-load JavaScript in Chromium (every script a first visit fetches until the network is idle; gzip -9;" +
      " KB = 1000 bytes, KiB = 1024):\n",
  );
  console.log(
    table(
      ["route", "as", "KB", "KiB", "scripts", "manifest KiB", "fetched after hydration", "goal"],
      rows.map((r) => [
        r.name,
        r.who,
        kb(r.gzip),
        kib(r.gzip),
        r.scripts,
        kib(r.manifest),
        r.late.length === 0 ? "none" : r.late.map((u) => u.replace(/^\/assets\//, "")).join(" "),
        r.goal
          ? `≤ ${r.goal.kb} KB (decision ${r.goal.decision}): ${r.gzip <= r.goal.kb * 1000 ? "met" : "missed"}`
          : "",
      ]),
    ),
  );
}
