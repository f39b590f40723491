// What a vitals run was made of, to explain an LCP rather than only report it: every LCP
// candidate the page reported, the LCP's phases as web-vitals' attribution splits them (TTFB, resource
// load delay, resource load time, render delay) and the request waterfall from the page's Resource
// Timing (the DevTools throttling is applied inside the browser's network stack, so these times are the
// throttled ones). `VITALS_REPEAT`, `VITALS_ROUTES`, `VITALS_LOCALES` and `VITALS_SLOW_MS` in bench.mjs.

/** Read in the page after the visit: navigation, resources, fonts, main-thread work. */
export const READ_TIMELINE = () => {
  const nav = performance.getEntriesByType("navigation")[0];
  const round = (n) => Math.round(n);
  return {
    navigationType: nav?.type ?? "?",
    ttfb: round(nav?.responseStart ?? 0),
    html: round(nav?.responseEnd ?? 0),
    domContentLoaded: round(nav?.domContentLoadedEventEnd ?? 0),
    load: round(nav?.loadEventEnd ?? 0),
    resources: performance.getEntriesByType("resource").map((r) => ({
      url: r.name,
      type: r.initiatorType,
      start: round(r.startTime),
      request: round(r.requestStart || r.startTime),
      response: round(r.responseStart || r.startTime),
      end: round(r.responseEnd),
      bytes: r.transferSize,
      renderBlocking: r.renderBlockingStatus ?? "",
    })),
    fonts: [...document.fonts].filter((f) => f.status === "loaded").map((f) => `${f.family} ${f.weight}`),
  };
};

/** web-vitals' LCP attribution: where the time to the largest paint went. */
export function lcpPhases(v, timeline) {
  const last = v.lcpEntries.at(-1);
  const ttfb = timeline.ttfb;
  if (!last) return { ttfb, loadDelay: 0, loadTime: 0, renderDelay: 0, element: "none", url: "" };
  const resource = last.url ? timeline.resources.find((r) => r.url === last.url) : null;
  const requestStart = resource ? Math.max(ttfb, resource.request) : ttfb;
  const responseEnd = resource ? Math.max(requestStart, resource.end) : ttfb;
  return {
    ttfb,
    loadDelay: requestStart - ttfb,
    loadTime: responseEnd - requestStart,
    renderDelay: Math.round(v.lcp) - responseEnd,
    element: last.element,
    url: last.url ? new URL(last.url).pathname : "",
    priority: resource?.priority ?? "",
  };
}

const path = (url) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`.slice(0, 70);
};

/** One line per run: the figures and where the LCP's time went. */
export function printRun(r, i) {
  const p = r.phases;
  console.log(
    `  ${r.route} ${r.locale} #${i + 1}: score ${r.score}, LCP ${r.lcp} (${p.element}${p.url ? ` ${p.url} ${p.priority}` : ""}; ` +
      `TTFB ${p.ttfb} + load delay ${p.loadDelay} + load ${p.loadTime} + render delay ${p.renderDelay}), ` +
      `FCP ${r.fcp}, TBT ${r.tbt}, CLS ${r.cls}, DCL ${r.timeline.domContentLoaded}, load ${r.timeline.load}` +
      `${r.timeline.navigationType === "navigate" ? "" : `, navigation ${r.timeline.navigationType}`}`,
  );
}

/** Every LCP candidate, the long tasks and the requests in the order they started. */
export function printWaterfall(r) {
  console.log(
    "    LCP candidates: " +
      r.lcpEntries
        .map((e) => `${Math.round(e.at)} ms ${e.element} ${e.size}px²${e.url ? ` ${path(e.url)}` : ""}`)
        .join("; "),
  );
  console.log(
    "    long tasks: " +
      r.longTasks.map(([start, duration]) => `${Math.round(start)}+${Math.round(duration)}`).join(", "),
  );
  console.log(`    document: TTFB ${r.timeline.ttfb}, HTML done ${r.timeline.html}`);
  for (const res of [...r.timeline.resources].sort((a, b) => a.start - b.start))
    console.log(
      `    ${String(res.start).padStart(5)} → ${String(res.request).padStart(5)} → ${String(res.response).padStart(5)}` +
        ` → ${String(res.end).padStart(5)}  ${String(res.bytes).padStart(7)} B  ${res.type.padEnd(6)} ` +
        `${res.priority.padEnd(11)} ${res.renderBlocking === "blocking" ? "blocking " : ""}${path(res.url)}`,
    );
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** min / median / max of each figure per route and language, when a page ran more than once. */
export function summarise(rows, table) {
  const groups = new Map();
  for (const r of rows) {
    const key = `${r.route} ${r.locale}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const cell = (runs, k) => {
    const xs = runs.map((r) => r[k]);
    return `${Math.min(...xs)} / ${median(xs)} / ${Math.max(...xs)}`;
  };
  console.log("\n  min / median / max per page:\n");
  console.log(
    table(
      ["route", "lang", "runs", "score", "LCP ms", "CLS", "TBT ms", "FCP ms"],
      [...groups].map(([, runs]) => [
        runs[0].route,
        runs[0].locale,
        runs.length,
        cell(runs, "score"),
        cell(runs, "lcp"),
        cell(runs, "cls"),
        cell(runs, "tbt"),
        cell(runs, "fcp"),
      ]),
    ),
  );
}
