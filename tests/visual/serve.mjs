// A tiny static server for the built Storybook (storybook-static), for the visual suite only.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

const root = path.resolve(process.argv[2] ?? "storybook-static");
const port = Number(process.argv[3] ?? 6107);
const types = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".png": "image/png",
  ".ico": "image/x-icon",
};

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) return res.writeHead(403).end();
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html");
    fs.readFile(file, (error, body) => {
      if (error) return res.writeHead(404).end("not found");
      // The build does not change during a run: each worker's browser keeps what it fetched (and V8 the
      // scripts it compiled) from one story to the next instead of fetching the preview again.
      res
        .writeHead(200, {
          "Content-Type": types[path.extname(file)] ?? "application/octet-stream",
          "Cache-Control": "max-age=3600",
        })
        .end(body);
    });
  })
  .listen(port, "127.0.0.1", () => console.log(`storybook-static on http://127.0.0.1:${port}`));
