// Masar's production server, as `npm start` runs it: one HTTP server process (http-server.js), or
// several behind one port on a machine with two cores or more (cluster.js, decision 035).
import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runPrimary, serverProcessCount, unsharedSettings } from "./cluster.js";

const count = serverProcessCount(process.env);
const unshared = unsharedSettings(process.env);
if (unshared && cluster.isPrimary && Number(process.env.WEB_CONCURRENCY) > 1) {
  console.warn(`[masar] Running one server process, not ${process.env.WEB_CONCURRENCY}: ${unshared}`);
}
if (count > 1 && cluster.isPrimary) {
  runPrimary(count, path.join(path.dirname(fileURLToPath(import.meta.url)), "http-server.js"));
} else {
  await import("./http-server.js");
}
