/** The options between `node` and the script in a start command (`node --a=1 ./server.js` → ["--a=1"]). */
export function nodeOptionsOf(command: string): string[];
/** `process.execPath`'s arguments that start `web`'s server.js the way its start script does. */
export function serverArgs(web: string): string[];
/** The resident memory of a server, in MiB: the process and every process under it (the cluster's workers). */
export function serverRssMb(pid: number): number;
