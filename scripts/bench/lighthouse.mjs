// The vitals pages measured by Lighthouse itself: mobile form factor, its default simulated
// throttling (slow 4G, 4× CPU), performance category only, Debian's Chromium. Lighthouse is not a
// dependency of the project (its tree is large and only this part needs it): the part runs the version
// that works on Node 20 (TOOLCHAIN.md: 12.8.2; 13 needs Node 22) through npx, which the npm cache holds
// after the first run. The `vitals` part stays: it explains a slow run (LCP phases, waterfall); this one
// gives the score as Lighthouse computes it.
import { spawn } from "node:child_process";

export const LIGHTHOUSE = "lighthouse@12.8.2";

function runLighthouse(url, locale) {
  const args = [
    "-y",
    LIGHTHOUSE,
    url,
    "--output=json",
    "--output-path=stdout",
    "--quiet",
    "--only-categories=performance",
    "--form-factor=mobile",
    // The language as a returning visitor's browser sends it (the cookie the toggle leaves).
    `--extra-headers=${JSON.stringify({ Cookie: `appLanguage=${locale}` })}`,
    "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
  ];
  return new Promise((resolve, reject) => {
    const child = spawn("npx", args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const out = [];
    const err = [];
    child.stdout.on("data", (c) => out.push(c));
    child.stderr.on("data", (c) => err.push(c));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url}: exit ${code}\n${Buffer.concat(err).toString()}`));
      try {
        resolve(JSON.parse(Buffer.concat(out).toString()));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** One Lighthouse run of a page in a language: score (0–100), FCP, LCP, TBT, SI in ms, CLS. Lighthouse
 * sometimes loses the trace of a load on this machine (NO_NAVSTART, "Please run Lighthouse again"): such a
 * run is tried again, up to twice, instead of ending the bench and the figures already taken. */
export async function lighthousePage(url, locale, attempts = 3) {
  let report;
  for (let attempt = 1; !report; attempt++) {
    try {
      report = await runLighthouse(url, locale);
    } catch (error) {
      if (attempt >= attempts || !/run Lighthouse again|NO_NAVSTART|NO_FCP/i.test(String(error))) throw error;
      console.log(`  lighthouse ${url} (${locale}): trace lost, trying again`);
    }
  }
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    si: audit("speed-index"),
    cls: audit("cumulative-layout-shift"),
    lcpElement: report.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet,
  };
}

export function printLighthouse(rows, table) {
  console.log(
    `\n  Lighthouse ${LIGHTHOUSE.split("@")[1]}, mobile, simulated throttling (goal: score ≥ 98, CLS ≤ 0.02)`,
  );
  console.log(
    table(
      ["page", "lang", "score", "FCP ms", "LCP ms", "TBT ms", "SI ms", "CLS", "LCP element"],
      rows.map((r) => [
        r.route,
        r.locale,
        r.score,
        r.fcp.toFixed(0),
        r.lcp.toFixed(0),
        r.tbt.toFixed(0),
        r.si.toFixed(0),
        r.cls.toFixed(3),
        (r.lcpElement ?? "").slice(0, 60),
      ]),
    ),
  );
}
