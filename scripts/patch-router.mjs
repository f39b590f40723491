#!/usr/bin/env node
// Runs after `npm install` (root "postinstall"; decision 022): the server's route matching stops redoing,
// on every request, work that depends only on the route table. @remix-run/router 1.23's matchRoutes
// flattens and ranks every route branch and compiles a RegExp for every branch it tries on each call, one
// page request calls it four or five times (Remix's request handler, the static handler's query, the
// rendered router, the lazy-discovery manifest of each parent path), and the render rebuilds the whole
// route table twice (Remix's server routes, then React Router's data routes): together a large share of a
// signed-in page's CPU (decision 022 has the figures). Remix offers no hook to pass prepared routes, so
// the Node builds the server loads (the browser's bundle is untouched) get memo tables:
//   - @remix-run/router (dist/router.cjs.js): the ranked branches per route array (a WeakMap, forgotten
//     whenever routes are patched in) and the compiled matcher per (path, caseSensitive, end), bounded;
//   - @remix-run/react (dist/server.js): RemixServer's route table per build manifest;
//   - react-router-dom (server.js): createStaticRouter's data routes per route table.
//   - @remix-run/router again (decision 034): the matches found per (route array, decoded path), so the
//     four or five calls of one page request, and the next request for the same path, test the ranked
//     branches once (a fresh copy of the matches each time, params shared within one answer as the
//     original shares them); bounded, and forgotten with the rankings.
// Each returns what the unpatched code computes from the same inputs. The script is idempotent, checks
// each package's version, and on a version it does not know it changes nothing and says so (the server
// then only runs slower).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const MARKER = "/* masar: route matching memo (decision 022) */";

const routerReplacements = [
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

/** Marks the second patch of the router: an install patched before it existed still gets it. */
export const MATCH_MARKER = "/* masar: matches memo (decision 034) */";

const matchReplacements = [
  {
    find: `  let branches = rankedBranches(routes);
  let matches = null;
  let decoded = decodePath(pathname);
  for (let i = 0; matches == null && i < branches.length; ++i) {`,
    replace: `  let decoded = decodePath(pathname);
  let key = (allowPartial ? "1" : "0") + decoded;
  let known = matchesCache.get(routes);
  if (!known) matchesCache.set(routes, (known = new Map()));
  if (known.has(key)) return copyMatches(known.get(key));
  if (known.size >= MATCHES_MAX) known.clear();
  let branches = rankedBranches(routes);
  let matches = null;
  for (let i = 0; matches == null && i < branches.length; ++i) {`,
  },
  {
    find: `    matches = matchRouteBranch(branches[i], decoded, allowPartial);
  }
  return matches;
}`,
    replace: `    matches = matchRouteBranch(branches[i], decoded, allowPartial);
  }
  known.set(key, matches);
  return copyMatches(matches);
}`,
  },
  {
    find: "function matchRoutesImpl(routes, locationArg, basename, allowPartial) {",
    replace: `${MATCH_MARKER}
let matchesCache = new WeakMap();
const MATCHES_MAX = 2000;
/** A caller may change what it gets: each answer is a fresh copy, its matches sharing one params object. */
function copyMatches(matches) {
  if (!matches) return null;
  let params = { ...matches[0].params };
  return matches.map(m => ({ params, pathname: m.pathname, pathnameBase: m.pathnameBase, route: m.route }));
}
function matchRoutesImpl(routes, locationArg, basename, allowPartial) {`,
  },
  {
    find: "  rankedBranchesCache = new WeakMap();\n",
    replace: "  rankedBranchesCache = new WeakMap();\n  matchesCache = new WeakMap();\n",
  },
];

const remixServerReplacements = [
  {
    find: "  let routes$1 = routes.createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);",
    replace: "  let routes$1 = serverRoutesFor(manifest.routes, routeModules, context.future, context.isSpaMode);",
  },
  {
    // The route modules come in a new object per request (Remix's createEntryRouteModules): the same
    // modules mean the same table.
    find: "function RemixServer({",
    replace: `${MARKER}
const serverRoutesCache = new WeakMap();
function sameModules(a, b) {
  let keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every(key => a[key] === b[key]);
}
function serverRoutesFor(manifestRoutes, routeModules, future, isSpaMode) {
  let cached = serverRoutesCache.get(manifestRoutes);
  if (!cached || cached.future !== future || cached.isSpaMode !== isSpaMode || !sameModules(cached.routeModules, routeModules)) {
    cached = { routeModules: { ...routeModules }, future, isSpaMode, routes: routes.createServerRoutes(manifestRoutes, routeModules, future, isSpaMode) };
    serverRoutesCache.set(manifestRoutes, cached);
  }
  return cached.routes;
}
function RemixServer({`,
  },
];

const staticRouterReplacements = [
  {
    find: "  let manifest = {};\n  let dataRoutes = router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, manifest);\n",
    replace: "  let { manifest, dataRoutes } = staticDataRoutesFor(routes);\n",
  },
  {
    find: "function createStaticRouter(routes, context, opts = {}) {",
    replace: `${MARKER}
const staticDataRoutesCache = new WeakMap();
function staticDataRoutesFor(routes) {
  let cached = staticDataRoutesCache.get(routes);
  if (!cached) {
    let manifest = {};
    let dataRoutes = router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, manifest);
    cached = { manifest, dataRoutes };
    staticDataRoutesCache.set(routes, cached);
  }
  return cached;
}
function createStaticRouter(routes, context, opts = {}) {`,
  },
];

/**
 * What is patched: each package at the version the replacements were written against, found the way
 * the server finds it (from apps/web; React Router's server entry from where Remix's server needs it).
 */
export const TARGETS = [
  { name: "@remix-run/router", version: "1.23.3", specifier: "@remix-run/router", replacements: routerReplacements },
  {
    name: "@remix-run/router",
    version: "1.23.3",
    specifier: "@remix-run/router",
    marker: MATCH_MARKER,
    replacements: matchReplacements,
  },
  {
    name: "@remix-run/react",
    version: "2.17.5",
    specifier: "@remix-run/react/dist/server.js",
    replacements: remixServerReplacements,
  },
  {
    name: "react-router-dom",
    version: "6.30.4",
    specifier: "react-router-dom/server",
    from: "@remix-run/react/dist/server.js",
    replacements: staticRouterReplacements,
  },
];

/** The source with the memo tables; throws when it is not the source the replacements were made for. */
export function patchSource(source, replacements, marker = MARKER) {
  if (source.includes(marker)) return source;
  let patched = source;
  for (const { find, replace } of replacements) {
    const at = patched.indexOf(find);
    if (at === -1 || patched.indexOf(find, at + 1) !== -1)
      throw new Error(`patch-router: expected exactly one ${JSON.stringify(find.slice(0, 60))}`);
    patched = patched.slice(0, at) + replace + patched.slice(at + find.length);
  }
  return patched;
}

/** @remix-run/router's source with its memo tables (see patchSource). */
export const patchRouterSource = (source) =>
  patchSource(patchSource(source, routerReplacements), matchReplacements, MATCH_MARKER);

/** The file of a target the server loads, resolved from the web app like the server resolves it. */
export function targetFile(root, target) {
  let require = createRequire(path.join(root, "apps/web/package.json"));
  if (target.from) require = createRequire(require.resolve(target.from));
  return require.resolve(target.specifier);
}

/** The router file the server loads. */
export const routerFile = (root) => targetFile(root, TARGETS[0]);

/** The version of the package that holds `file`. */
function versionOf(file, name) {
  let dir = path.dirname(file);
  while (!fs.existsSync(path.join(dir, "package.json")) || path.basename(dir) !== name.split("/").at(-1)) {
    const up = path.dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
  return JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")).version;
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  for (const target of TARGETS) {
    let file;
    try {
      file = targetFile(root, target);
    } catch {
      continue; // not installed (a partial install): nothing to patch
    }
    const version = versionOf(file, target.name);
    if (version !== target.version) {
      console.warn(`patch-router: ${target.name} ${version} is not ${target.version}; left unpatched (decision 022)`);
      continue;
    }
    const source = fs.readFileSync(file, "utf8");
    const patched = patchSource(source, target.replacements, target.marker);
    if (patched !== source) fs.writeFileSync(file, patched);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
