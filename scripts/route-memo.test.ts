import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

type Route = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] };
type Match = { params: Record<string, string | undefined>; pathname: string; pathnameBase: string; route: Route };
interface RouterModule {
  matchRoutes(routes: Route[], location: string, basename?: string): Match[] | null;
  matchPath(pattern: { path: string; caseSensitive?: boolean; end?: boolean }, pathname: string): unknown;
  createRouter(init: object): {
    initialize(): unknown;
    patchRoutes(id: string | null, children: Route[]): void;
    routes: Route[];
  };
  createMemoryHistory(options?: object): unknown;
}

// The memos are patches/ (applied by patch-package at postinstall; scripts/patches.test.ts checks that
// each applies to the installed version). Each patched file carries the marker of its memo.
const MARKER = "/* masar: route matching memo (decision 022) */";
const MATCH_MARKER = "/* masar: matches memo (decision 034) */";

/** The patched files, resolved from the web app like the server resolves them. */
const TARGETS = [
  { name: "@remix-run/router", specifier: "@remix-run/router", markers: [MARKER, MATCH_MARKER] },
  { name: "@remix-run/react", specifier: "@remix-run/react/dist/server.js", markers: [MARKER] },
  // React Router's server entry as Remix's server requires it.
  {
    name: "react-router-dom",
    specifier: "react-router-dom/server",
    from: "@remix-run/react/dist/server.js",
    markers: [MARKER],
  },
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function targetFile(target: (typeof TARGETS)[number]): string {
  let require = createRequire(path.join(root, "apps/web/package.json"));
  if (target.from) require = createRequire(require.resolve(target.from));
  return require.resolve(target.specifier);
}

const installed = fs.readFileSync(targetFile(TARGETS[0]!), "utf8");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masar-router-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The installed (patched) router, loaded fresh: no memo carried over from another test. */
function patchedRouter(): RouterModule {
  const file = path.join(dir, `router-${Math.random().toString(36).slice(2)}.cjs`);
  fs.writeFileSync(file, installed);
  return createRequire(import.meta.url)(file) as RouterModule;
}

/** A route table shaped like the app's: index, static, dynamic, nested, optional and splat segments. */
function table(): Route[] {
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "home", index: true },
        { id: "courses", path: "courses" },
        { id: "course", path: "course/:id" },
        {
          id: "instructor",
          path: "instructor/courses/:id",
          children: [
            { id: "instructor-index", index: true },
            { id: "lessons", path: "lessons" },
            { id: "lesson", path: "lessons/:lessonId" },
          ],
        },
        { id: "lang", path: ":lang?/about" },
        { id: "Case", path: "CaseOnly", caseSensitive: true },
        { id: "paymob", path: "paymob-sandbox/*" },
        { id: "splat", path: "*" },
      ],
    },
  ];
}

const PATHS = [
  "/",
  "/courses",
  "/courses/",
  "/course/abc",
  "/course/%D9%85%D8%B3%D8%A7%D8%B1",
  "/instructor/courses/7",
  "/instructor/courses/7/lessons",
  "/instructor/courses/7/lessons/9",
  "/about",
  "/en/about",
  "/CaseOnly",
  "/caseonly",
  "/paymob-sandbox/a/b",
  "/nowhere/at/all",
];

const shape = (matches: Match[] | null) =>
  matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, base: m.pathnameBase })) ?? null;

describe("the route matching memo (decision 022)", () => {
  it("is installed, once, in every file the server loads (npm install applies patches/)", () => {
    for (const target of TARGETS) {
      const source = fs.readFileSync(targetFile(target), "utf8");
      for (const marker of target.markers)
        expect(source.split(marker).length - 1, `${target.name}: ${marker} (run npm install)`).toBe(1);
    }
  });

  it("matches every path as a fresh ranking of the same table does, call after call", () => {
    const router = patchedRouter();
    const routes = table();
    for (const pathname of PATHS) {
      // A new table each time is never in the memo: that is the unmemoised computation.
      const expected = shape(router.matchRoutes(table(), pathname));
      expect(shape(router.matchRoutes(routes, pathname)), pathname).toEqual(expected);
      expect(shape(router.matchRoutes(routes, pathname)), pathname).toEqual(expected);
    }
    expect(shape(router.matchRoutes(routes, "/base/courses", "/base"))?.at(-1)?.id).toBe("courses");
    expect(router.matchPath({ path: "/CaseOnly", caseSensitive: true }, "/caseonly")).toBeNull();
    expect(router.matchPath({ path: "/CaseOnly" }, "/caseonly")).not.toBeNull();
    expect(router.matchPath({ path: "/course", end: false }, "/course/1")).not.toBeNull();
    expect(router.matchPath({ path: "/course", end: true }, "/course/1")).toBeNull();
  });

  it("hands every caller its own matches (decision 034): changing one answer leaves the next alone", () => {
    const router = patchedRouter();
    const routes = table();
    router.matchRoutes(routes, "/instructor/courses/7/lessons/9");
    const first = router.matchRoutes(routes, "/instructor/courses/7/lessons/9")!;
    // As unpatched: one params object shared by every match of the answer.
    expect(first[0]!.params).toBe(first.at(-1)!.params);
    first.at(-1)!.params.id = "changed";
    first.pop();
    const second = router.matchRoutes(routes, "/instructor/courses/7/lessons/9")!;
    expect(shape(second)).toEqual(shape(router.matchRoutes(table(), "/instructor/courses/7/lessons/9")));
    expect(second.at(-1)!.params).toEqual({ id: "7", lessonId: "9" });
    expect(second).not.toBe(first);
  });

  it("ranks a route table once, not on every call", () => {
    const router = patchedRouter();
    let reads = 0;
    const counted = (route: Route): Route => {
      const copy = { ...route, children: route.children?.map(counted) };
      const { path: own } = route;
      Object.defineProperty(copy, "path", {
        enumerable: true,
        get: () => {
          reads++;
          return own;
        },
      });
      return copy;
    };
    const routes = table().map(counted);
    router.matchRoutes(routes, "/courses");
    expect(reads).toBeGreaterThan(0);
    reads = 0;
    router.matchRoutes(routes, "/course/1");
    router.matchRoutes(routes, "/instructor/courses/7/lessons");
    expect(reads).toBe(0);
  });

  it("forgets the ranking when routes are patched in (lazy route discovery)", () => {
    const router = patchedRouter();
    const browserRouter = router.createRouter({
      routes: [{ id: "root", path: "/", children: [{ id: "home", index: true }] }],
      history: router.createMemoryHistory(),
    });
    browserRouter.initialize();
    expect(router.matchRoutes(browserRouter.routes, "/late")).toBeNull();
    const before = browserRouter.routes;
    browserRouter.patchRoutes("root", [{ id: "late", path: "late" }]);
    // The children changed in place: the same top-level array must now match the new route.
    expect(shape(router.matchRoutes(before, "/late"))?.at(-1)?.id).toBe("late");
  });

  it("gives Remix's server render and React Router's static router the same route table for the same build", () => {
    const web = createRequire(path.join(root, "apps/web/package.json"));
    const remix = createRequire(web.resolve("@remix-run/react"));
    const { RemixServer } = remix("@remix-run/react/dist/server.js") as {
      RemixServer: (props: { context: object; url: string }) => unknown;
    };
    const { createStaticRouter } = remix("react-router-dom/server") as {
      createStaticRouter: (routes: Route[], context: object) => { routes: Route[] };
    };
    const manifest = {
      routes: {
        root: { id: "root", path: "", hasLoader: false, module: "/root.js" },
        "routes/a": { id: "routes/a", parentId: "root", path: "a", hasLoader: true, module: "/a.js" },
      },
    };
    const rootModule = { default: () => null };
    const pageModule = { default: () => null };
    const modules = () => ({ root: rootModule, "routes/a": pageModule });
    const context = (routeModules: object) => ({
      manifest,
      routeModules,
      future: {},
      isSpaMode: false,
      serverHandoffString: "{}",
      staticHandlerContext: { basename: "/", location: { pathname: "/a" }, matches: [], loaderData: {}, errors: null },
    });
    /** The router RemixServer renders with, found in the element tree it returns. */
    const routerOf = (tree: unknown): { routes: Route[] } | null => {
      if (!tree || typeof tree !== "object") return null;
      const props = (tree as { props?: { router?: { routes: Route[] }; children?: unknown } }).props;
      if (props?.router) return props.router;
      const children = Array.isArray(tree) ? tree : [props?.children].flat();
      for (const child of children) {
        const found = routerOf(child);
        if (found) return found;
      }
      return null;
    };
    const shared = { future: {}, isSpaMode: false };
    // Remix hands every request a new object of the same route modules.
    const first = routerOf(RemixServer({ context: { ...context(modules()), ...shared }, url: "http://x/a" }));
    const second = routerOf(RemixServer({ context: { ...context(modules()), ...shared }, url: "http://x/a" }));
    expect(first?.routes.map((r) => r.id)).toEqual(["root"]);
    expect(second?.routes).toBe(first?.routes);
    // Another module (a rebuilt route) is another table.
    const changed = { ...modules(), "routes/a": { default: () => null } };
    const third = routerOf(RemixServer({ context: { ...context(changed), ...shared }, url: "http://x/a" }));
    expect(third?.routes).not.toBe(first?.routes);

    const table = [{ id: "root", path: "/", children: [{ id: "a", path: "a" }] }];
    const handlerContext = context(modules()).staticHandlerContext;
    expect(createStaticRouter(table, handlerContext).routes).toBe(createStaticRouter(table, handlerContext).routes);
  });
});
