// The bench starts the server as `npm start` does: with the Node options of apps/web's start script
// (decision 034: a larger young generation), read from that script so the two cannot drift apart.
import fs from "node:fs";
import path from "node:path";

/** The options between `node` and the script in a start command (`node --a=1 ./server.js` → ["--a=1"]). */
export function nodeOptionsOf(command) {
  const words = command.trim().split(/\s+/);
  if (words[0] !== "node") throw new Error(`start script does not run node: ${command}`);
  const script = words.findIndex((word, i) => i > 0 && !word.startsWith("-"));
  if (script === -1 || !/(^|\/)server\.js$/.test(words[script]))
    throw new Error(`start script does not run server.js: ${command}`);
  return words.slice(1, script);
}

/** `process.execPath`'s arguments that start `web`'s server.js the way its start script does. */
export function serverArgs(web) {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(web, "package.json"), "utf8"));
  return [...nodeOptionsOf(scripts.start), "server.js"];
}
