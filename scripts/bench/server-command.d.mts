/** `node`'s arguments in a start command: the options, then the host's script (build/host.js). */
export function nodeArgumentsOf(command: string): string[];
/** `process.execPath`'s arguments that start `web`'s server the way its start script does (from `web`). */
export function serverArgs(web: string): string[];
/** The resident memory of a server, in MiB: the process and every process under it (the cluster's workers). */
export function serverRssMb(pid: number): number;
