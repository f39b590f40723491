// Types for cluster.js (plain ESM: server.js imports it without a build step).
export const CHANGE_MESSAGE: "masar:change";
export function serverProcessCount(env: Record<string, string | undefined>, cores?: number): number;
export function relayChanges(): void;
export function runPrimary(count: number, script: string): void;
export function unsharedSettings(env: Record<string, string | undefined>): string | null;
