// The bench starts the server as `npm start` does: with the Node options of apps/web's start script
// (decision 034: a larger young generation), read from that script so the two cannot drift apart.
import fs from "node:fs";
import path from "node:path";

/**
 * `node`'s arguments in a start command: the options, then the host's script (`node --a=1
 * ./build/host.js` → ["--a=1", "./build/host.js"]).
 */
export function nodeArgumentsOf(command) {
  const words = command.trim().split(/\s+/);
  if (words[0] !== "node") throw new Error(`start script does not run node: ${command}`);
  const script = words.findIndex((word, i) => i > 0 && !word.startsWith("-"));
  if (script === -1 || !/(^|\/)build\/host\.js$/.test(words[script]))
    throw new Error(`start script does not run the built host (build/host.js): ${command}`);
  return words.slice(1, script + 1);
}

/** `process.execPath`'s arguments that start `web`'s server the way its start script does (from `web`). */
export function serverArgs(web) {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(web, "package.json"), "utf8"));
  return nodeArgumentsOf(scripts.start);
}

/**
 * The resident memory of a server, in MiB: the process and every process under it (the cluster's
 * workers, decision 035), read from /proc.
 */
export function serverRssMb(pid) {
  const parentOf = new Map();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // "pid (name) state ppid ...": the name may hold spaces and parentheses, so read after its last ")".
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // The process ended while the list was read.
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    for (const [child, parent] of parentOf) if (parent === tree[i]) tree.push(child);
  }
  let kib = 0;
  for (const member of tree) {
    try {
      kib += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${member}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // Ended meanwhile: it holds no memory.
    }
  }
  return kib / 1024;
}
