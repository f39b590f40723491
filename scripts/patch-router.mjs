#!/usr/bin/env node
// Runs after `npm install` (root "postinstall"; decision 022): makes the server's route matching stop
// redoing work that depends only on the route table. @remix-run/router 1.23's matchRoutes flattens and
// ranks every route branch and compiles a RegExp for every branch it tries on each call, and one page
// request calls it four or five times (Remix's request handler, the static handler's query, the
// rendered router and the lazy-discovery manifest of each parent path): about a tenth of a signed-in
// page's CPU under issue 11's load. Remix offers no hook to pass pre-ranked routes, so the Node build
// of the router (dist/router.cjs.js, what the server loads; the browser's bundle is untouched) gets two
// memo tables:
//   - the ranked branches per route array (a WeakMap), forgotten whenever routes are patched in;
//   - the compiled matcher per (path, caseSensitive, end), bounded.
// Both return what the unpatched code computes from the same inputs. The script is idempotent, checks
// the router's version, and on a version it does not know it changes nothing and says so (the server
// then only runs slower).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROUTER_VERSION = "1.23.3";
export const MARKER = "/* masar: route matching memo (decision 022) */";

const replacements = [
  {
    // Ranked branches once per route array.
    find: "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n",
    replace: "  let branches = rankedBranches(routes);\n",
  },
  {
    find: "function matchRoutesImpl(routes, locationArg, basename, allowPartial) {",
    replace: `${MARKER}
let rankedBranchesCache = new WeakMap();
function rankedBranches(routes) {
  let branches = rankedBranchesCache.get(routes);
  if (!branches) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    rankedBranchesCache.set(routes, branches);
  }
  return branches;
}
const compiledPaths = new Map();
const COMPILED_PATHS_MAX = 2000;
function compilePath(path, caseSensitive, end) {
  let key = (caseSensitive ? "1" : "0") + (end === undefined || end ? "1" : "0") + path;
  let compiled = compiledPaths.get(key);
  if (!compiled) {
    if (compiledPaths.size >= COMPILED_PATHS_MAX) compiledPaths.clear();
    compiled = compilePathUncached(path, caseSensitive, end);
    compiledPaths.set(key, compiled);
  }
  return compiled;
}
function matchRoutesImpl(routes, locationArg, basename, allowPartial) {`,
  },
  {
    find: "function compilePath(path, caseSensitive, end) {\n  if (caseSensitive",
    replace: "function compilePathUncached(path, caseSensitive, end) {\n  if (caseSensitive",
  },
  {
    // Patching routes in changes route arrays in place: every ranking made before is forgotten.
    find: "function patchRoutesImpl(routeId, children, routesToUse, manifest, mapRouteProperties) {\n",
    replace:
      "function patchRoutesImpl(routeId, children, routesToUse, manifest, mapRouteProperties) {\n  rankedBranchesCache = new WeakMap();\n",
  },
];

/** The router's source with the memo tables; throws when the source is not the one this was made for. */
export function patchRouterSource(source) {
  if (source.includes(MARKER)) return source;
  let patched = source;
  for (const { find, replace } of replacements) {
    const at = patched.indexOf(find);
    if (at === -1 || patched.indexOf(find, at + 1) !== -1)
      throw new Error(`patch-router: expected exactly one ${JSON.stringify(find.slice(0, 60))}`);
    patched = patched.slice(0, at) + replace + patched.slice(at + find.length);
  }
  return patched;
}

/** The router file the server loads, resolved from the web app like the server resolves it. */
export function routerFile(root) {
  const require = createRequire(path.join(root, "apps/web/package.json"));
  return require.resolve("@remix-run/router");
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  let file;
  try {
    file = routerFile(root);
  } catch {
    return; // not installed (a partial install): nothing to patch
  }
  const { version } = JSON.parse(fs.readFileSync(path.join(path.dirname(file), "../package.json"), "utf8"));
  if (version !== ROUTER_VERSION) {
    console.warn(
      `patch-router: @remix-run/router ${version} is not ${ROUTER_VERSION}; left unpatched (see decision 022)`,
    );
    return;
  }
  const source = fs.readFileSync(file, "utf8");
  const patched = patchRouterSource(source);
  if (patched !== source) fs.writeFileSync(file, patched);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
