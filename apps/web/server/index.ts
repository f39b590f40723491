// The Node host of Masar, as `npm start` runs it (bundled by the build into build/host.js): one HTTP
// server process (http-server.ts), or several behind one port on a machine with two cores or more
// (cluster.ts, decision 035). The workers run this same file and serve, as they are not the primary.
import cluster from "node:cluster";
import { runPrimary, serverProcessCount, unsharedSettings } from "./cluster.js";
import { serve } from "./http-server.js";

const count = serverProcessCount(process.env);
const unshared = unsharedSettings(process.env);
if (unshared && cluster.isPrimary && Number(process.env.WEB_CONCURRENCY) > 1) {
  console.warn(`[masar] Running one server process, not ${process.env.WEB_CONCURRENCY}: ${unshared}`);
}
if (count > 1 && cluster.isPrimary) runPrimary(count);
else await serve();
