// Lighthouse-equivalent page figures (decision 024) without Lighthouse: Lighthouse 12 is not a dependency
// of the project, so Chromium measures a mobile first visit itself under Lighthouse's own "applied"
// mobile throttling through the DevTools protocol (4× CPU slowdown; slow 4G: 562.5 ms request latency,
// 1.47 Mbps down, 675 kbps up; 412×823 viewport at DPR 1.75). FCP, LCP, CLS and TBT come from the page's
// performance timeline; the score is Lighthouse 12's mobile formula (log-normal curves and weights) with
// Speed Index taken as max(FCP, LCP), which is what a server-rendered page that paints at once has.

import { lcpPhases, READ_TIMELINE } from "./vitals-detail.mjs";

const NETWORK = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const CPU_SLOWDOWN = 4;

// Lighthouse 12 mobile scoring: { p10, median } control points and weights per metric.
const CURVES = {
  fcp: { p10: 1800, median: 3000, weight: 0.1 },
  si: { p10: 3387, median: 5800, weight: 0.1 },
  lcp: { p10: 2500, median: 4000, weight: 0.25 },
  tbt: { p10: 200, median: 600, weight: 0.3 },
  cls: { p10: 0.1, median: 0.25, weight: 0.25 },
};

/** Abramowitz–Stegun 7.1.26, as Lighthouse's statistics module computes erf. */
function erf(x) {
  const sign = Math.sign(x);
  const ax = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * ax);
  const y = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign * (1 - y * Math.exp(-ax * ax));
}

/** Lighthouse's getLogNormalScore. */
export function logNormalScore({ p10, median }, value) {
  if (value <= 0) return 1;
  const standardized = (Math.log(value / median) * 0.9061938024368232) / -Math.log(p10 / median);
  const percentile = (1 - erf(standardized)) / 2;
  if (value <= p10) return Math.max(0.9, Math.min(1, percentile));
  if (value <= median) return Math.max(0.5, Math.min(0.8999999999999999, percentile));
  return Math.max(0, Math.min(0.49999999999999994, percentile));
}

export function performanceScore(metrics) {
  const values = { ...metrics, si: Math.max(metrics.fcp, metrics.lcp) };
  let score = 0;
  for (const [name, curve] of Object.entries(CURVES)) score += curve.weight * logNormalScore(curve, values[name]);
  return Math.round(score * 100);
}

/** Collects paint, LCP, layout shifts and long tasks from the page's start (installed before any script). */
const OBSERVE = () => {
  const v = (window.__vitals = { fcp: 0, lcp: 0, cls: 0, longTasks: [], shifts: [], lcpEntries: [] });
  const describe = (node) =>
    node && node.nodeType === 1
      ? `${node.tagName.toLowerCase()}${node.getAttribute("data-slot") ? `[data-slot=${node.getAttribute("data-slot")}]` : ""}${node.id ? `#${node.id}` : ""}`
      : String(node?.nodeName ?? "?");
  const watch = (type, fn) =>
    new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({ type, buffered: true });
  watch("paint", (e) => e.name === "first-contentful-paint" && (v.fcp = e.startTime));
  watch("largest-contentful-paint", (e) => {
    v.lcp = e.startTime;
    // Every candidate, to see whether a slow run's largest paint is another element or the same one later.
    const text = e.url ? "" : ` "${(e.element?.textContent ?? "").trim().slice(0, 24)}"`;
    v.lcpEntries.push({ at: e.startTime, element: describe(e.element) + text, size: e.size, url: e.url ?? "" });
  });
  watch("layout-shift", (e) => {
    if (e.hadRecentInput) return;
    v.cls += e.value;
    // What moved, to name the cause of a shift in the closing note.
    v.shifts.push({
      at: Math.round(e.startTime),
      value: e.value,
      // The node and how it moved (x/y/width/height change in CSS px): enough to tell a rewrap from a
      // removed element.
      nodes: (e.sources ?? []).map((s) => {
        const [a, b] = [s.previousRect, s.currentRect];
        const moved = [
          ["x", b.x - a.x],
          ["y", b.y - a.y],
          ["w", b.width - a.width],
          ["h", b.height - a.height],
        ]
          .filter(([, d]) => Math.round(d) !== 0)
          .map(([k, d]) => `${k}${d > 0 ? "+" : ""}${Math.round(d)}`)
          .join(" ");
        return moved ? `${describe(s.node)} ${moved}` : describe(s.node);
      }),
    });
  });
  watch("longtask", (e) => v.longTasks.push([e.startTime, e.duration]));
};

/** One throttled first visit of `url` in `locale`. */
export async function pageVitals(browser, url, locale) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies([{ name: "appLanguage", value: locale, url }]);
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  const cdp = await context.newCDPSession(page);
  // The priority the browser gave each request, and its changes: a low-priority request waits for a
  // connection behind every higher one (HTTP/1.1 allows 6 per host).
  const priorities = new Map();
  cdp.on("Network.requestWillBeSent", (e) =>
    priorities.set(e.requestId, {
      url: e.request.url,
      initial: e.request.initialPriority,
      now: e.request.initialPriority,
    }),
  );
  cdp.on("Network.resourceChangedPriority", (e) => {
    const p = priorities.get(e.requestId);
    if (p) p.now = e.newPriority;
  });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: "networkidle", timeout: 120_000 });
  // LCP settles at the first input or when the page is hidden; a quiet second after the network.
  await page.waitForTimeout(1000);
  const v = await page.evaluate(() => window.__vitals);
  const timeline = await page.evaluate(READ_TIMELINE);
  await context.close();
  for (const r of timeline.resources) {
    const p = [...priorities.values()].find((q) => q.url === r.url);
    r.priority = p ? (p.initial === p.now ? p.initial : `${p.initial}→${p.now}`) : "";
  }
  // TBT as Lighthouse counts it: each long task's time over 50 ms, from first paint on.
  const tbt = v.longTasks
    .filter(([start, duration]) => start + duration > v.fcp)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  const metrics = {
    fcp: Math.round(v.fcp),
    lcp: Math.round(v.lcp),
    cls: Number(v.cls.toFixed(3)),
    tbt: Math.round(tbt),
  };
  const shifts = v.shifts.sort((a, b) => b.value - a.value).slice(0, 3);
  return {
    ...metrics,
    score: performanceScore(metrics),
    shifts,
    phases: lcpPhases(v, timeline),
    lcpEntries: v.lcpEntries,
    longTasks: v.longTasks,
    timeline,
  };
}

export function printVitals(rows, table) {
  console.log(
    "\nMobile first visit, Lighthouse-equivalent (4× CPU, slow 4G applied through DevTools; score = Lighthouse 12 formula, SI ≈ max(FCP, LCP)):\n",
  );
  console.log(
    table(
      ["route", "lang", "FCP ms", "LCP ms", "CLS", "TBT ms", "score"],
      rows.map((r) => [r.route, r.locale, r.fcp, r.lcp, r.cls, r.tbt, r.score]),
    ),
  );
  for (const r of rows.filter((row) => row.cls > 0.02))
    console.log(
      `  ${r.route} (${r.locale}) shifts: ` +
        r.shifts.map((s) => `${s.value.toFixed(3)} at ${s.at} ms (${s.nodes.join(", ")})`).join("; "),
    );
}
