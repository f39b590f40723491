import type { Rollup } from "vite";

type GetModuleInfo = Rollup.GetModuleInfo;

/**
 * Rollup's `manualChunks` for the browser build: every module that the root route or the client entry
 * imports statically goes into one chunk, "shell". Those modules load on every page, but Rollup, which
 * sees each route as an entry of its own, split them by which routes also import them: a dozen chunks of
 * a few hundred bytes each (icons, kit parts), each with its own request and its own gzip dictionary
 * (decision 025). One chunk, not libraries apart: the lite i18next (app code) stands in for a library
 * that other libraries import, and two chunks would import each other.
 */
export function shellChunk() {
  let shell: Set<string> | null = null;
  return (
    id: string,
    { getModuleIds, getModuleInfo }: { getModuleIds: () => IterableIterator<string>; getModuleInfo: GetModuleInfo },
  ) => {
    if (!shell) {
      const roots = [...getModuleIds()].filter((m) => /\/app\/(root|entry\.client)\.tsx$/.test(m));
      shell = staticClosure(roots, getModuleInfo);
    }
    return shell.has(id) ? "shell" : undefined;
  };
}

/** A library index re-exporting this many modules is a barrel (lucide-react's icons). */
const BARREL = 200;

/**
 * The modules reachable through static imports, not through a library's barrel: a module put in a
 * manual chunk brings every dependency along, and the app imports a few icons, not the 1,700 lucide
 * lists (the app draws its icons from a sprite, icon-sprite.ts, so no icon module reaches the browser).
 */
function staticClosure(roots: string[], info: GetModuleInfo) {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const imports = info(id)?.importedIds ?? [];
    if (id.includes("/node_modules/") && imports.length > BARREL) continue;
    seen.add(id);
    stack.push(...imports);
  }
  return seen;
}
