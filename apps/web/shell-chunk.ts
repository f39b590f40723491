import type { GetModuleInfo } from "rollup";

/**
 * Rollup's `manualChunks` for the browser build: every module that the root route or the client entry
 * imports statically goes into two chunks, "shell-libraries" and "shell" (the app's and the kit's
 * code). Those modules load on every page, but Rollup, which
 * sees each route as an entry of its own, split them by which routes also import them: a dozen chunks
 * of a few hundred bytes each (icons, kit parts), each with its own request and its own gzip
 * dictionary (decision 025).
 */
export function shellChunk() {
  let shell: Set<string> | null = null;
  const closure = (roots: string[], info: GetModuleInfo) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(info(id)?.importedIds ?? []));
    }
    return seen;
  };
  return (
    id: string,
    { getModuleIds, getModuleInfo }: { getModuleIds: () => IterableIterator<string>; getModuleInfo: GetModuleInfo },
  ) => {
    if (!shell) {
      const roots = [...getModuleIds()].filter((m) => /\/app\/(root|entry\.client)\.tsx$/.test(m));
      shell = closure(roots, getModuleInfo);
    }
    if (!shell.has(id)) return undefined;
    // Libraries apart from the app's own code: they change only with an upgrade, so browsers keep them
    // cached across deployments.
    return id.includes("/node_modules/") ? "shell-libraries" : "shell";
  };
}
