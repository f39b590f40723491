// Masar's production server, as `npm start` runs it: one HTTP server process (http-server.js), or
// several behind one port on a machine with two cores or more (cluster.js, decision 035).
import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runPrimary, serverProcessCount } from "./cluster.js";

const count = serverProcessCount(process.env);
if (count > 1 && cluster.isPrimary) {
  runPrimary(count, path.join(path.dirname(fileURLToPath(import.meta.url)), "http-server.js"));
} else {
  await import("./http-server.js");
}
