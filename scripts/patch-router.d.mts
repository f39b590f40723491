export const MARKER: string;
/** Marks the second patch of the router (the matches memo, decision 034). */
export const MATCH_MARKER: string;
export interface PatchTarget {
  name: string;
  version: string;
  specifier: string;
  from?: string;
  /** The marker of this patch when it is not MARKER. */
  marker?: string;
  replacements: { find: string; replace: string }[];
}
/** What is patched, at which version, found how. */
export const TARGETS: PatchTarget[];
/** The source with the memo tables; throws when it is not the source the replacements were made for. */
export function patchSource(source: string, replacements: PatchTarget["replacements"], marker?: string): string;
/** @remix-run/router's source with its memo tables. */
export function patchRouterSource(source: string): string;
/** The file of a target the server loads, resolved from the web app like the server resolves it. */
export function targetFile(root: string, target: PatchTarget): string;
/** The router file the server loads. */
export function routerFile(root: string): string;
