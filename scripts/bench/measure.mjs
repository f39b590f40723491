// The bench's measurements: JavaScript a first visit loads (Chromium), HTML bytes as the server sends
// them, and throughput/latency under autocannon. Figures only; nothing here passes or fails.
import http from "node:http";
import zlib from "node:zlib";
import autocannon from "autocannon";

export const CONNECTIONS = 50;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** What a browser sends: the server may compress. */
export const ACCEPT_ENCODING = "br, gzip, deflate";

/**
 * Scripts a first visit loads, measured by gzip -9 of each script body (what a static host would send;
 * independent of how this server compresses). `cookie` signs the visit in.
 */
export async function firstLoadJs(browser, url, cookie) {
  const context = await browser.newContext();
  if (cookie) {
    const [name, value] = cookie.split("=");
    await context.addCookies([{ name, value, url }]);
  }
  const page = await context.newPage();
  const scripts = new Map();
  page.on("response", async (response) => {
    if (!new URL(response.url()).pathname.endsWith(".js")) return;
    try {
      scripts.set(response.url(), await response.body());
    } catch {
      /* redirects have no body */
    }
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await context.close();
  const bodies = [...scripts.values()];
  return {
    scripts: bodies.length,
    raw: bodies.reduce((n, b) => n + b.length, 0),
    gzip: bodies.reduce((n, b) => n + zlib.gzipSync(b, { level: 9 }).length, 0),
    urls: [...scripts.keys()].map((u) => new URL(u).pathname),
  };
}

/** The response as sent on the wire to a browser-like request: status, encoding, bytes sent and decoded. */
export function wireBytes(url, cookie) {
  return new Promise((resolve, reject) => {
    const headers = { "accept-encoding": ACCEPT_ENCODING, ...(cookie ? { cookie } : {}) };
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const wire = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"] ?? "identity";
          const decoded =
            encoding === "br"
              ? zlib.brotliDecompressSync(wire)
              : encoding === "gzip"
                ? zlib.gunzipSync(wire)
                : encoding === "deflate"
                  ? zlib.inflateSync(wire)
                  : wire;
          resolve({ status: res.statusCode, encoding, wire: wire.length, raw: decoded.length, body: decoded });
        });
      })
      .on("error", reject);
  });
}

/** Requests/s and latency of one URL at CONNECTIONS connections for SECONDS, after a short warm-up. */
export async function throughput(url, cookie) {
  const headers = { "accept-encoding": ACCEPT_ENCODING, ...(cookie ? { cookie } : {}) };
  await autocannon({ url, connections: 10, amount: 200, headers, workers: 0 });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers, workers: 0, timeout: 10 });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors + r.non2xx + r.timeouts,
  };
}

/** A fixed-width text table. */
export function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => "  " + cells.map((c, i) => String(c).padEnd(widths[i])).join("  ");
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

export const kib = (n) => (n / 1024).toFixed(1);
